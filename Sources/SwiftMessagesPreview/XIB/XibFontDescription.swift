import Foundation

/// A `<fontDescription>`: a text style, a system font or a named font.
package struct XibFontDescription: Sendable, Equatable {
  /// `system`, `boldSystem`, `italicSystem`; `nil` for text styles and named fonts.
  package var type: String?
  /// The text style, e.g. `UICTFontTextStyleHeadline`; `nil` for fixed-size fonts.
  package var style: String?
  /// The system font weight, e.g. `semibold`.
  package var weight: String?
  /// The point size; `nil` for text styles.
  package var pointSize: Double?
  /// The PostScript name of a custom font, e.g. `Avenir-Book`.
  package var name: String?

  /// The text style without its `UICTFontTextStyle` prefix, e.g. `Headline`.
  package var textStyleName: String? {
    style.map { $0.hasPrefix("UICTFontTextStyle") ? String($0.dropFirst(17)) : $0 }
  }

  /// Reads a `<fontDescription>` element.
  init(_ node: XMLNode) {
    type = node["type"]
    style = node["style"]
    weight = node["weight"]
    pointSize = node.number("pointSize")
    name = node["name"]
  }

  /// The system font at `systemPointSize`, regular weight.
  init(systemPointSize: Double) {
    type = "system"
    pointSize = systemPointSize
  }
}
