import Foundation

/// A `<fontDescription>`: a text style, a system font or a named font.
///
/// ```xml
/// <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
/// <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="12"/>
/// ```
public struct XibFontDescription: Sendable, Equatable {
  /// `system`, `boldSystem`, `italicSystem`; `nil` for text styles and named fonts.
  public var type: String?
  /// The text style, e.g. `UICTFontTextStyleHeadline`; `nil` for fixed-size fonts.
  public var style: String?
  /// The system font weight, e.g. `semibold`.
  public var weight: String?
  /// The point size; `nil` for text styles.
  public var pointSize: Double?
  /// The PostScript name of a custom font, e.g. `Avenir-Book`.
  public var name: String?
  /// The family of a custom font, e.g. `Avenir`.
  public var family: String?
  /// The line of the element.
  public var line: Int

  /// Whether the font follows a Dynamic Type text style.
  public var isTextStyle: Bool { style != nil }

  /// The text style without its `UICTFontTextStyle` prefix, e.g. `Headline`.
  public var textStyleName: String? {
    style.map { $0.hasPrefix("UICTFontTextStyle") ? String($0.dropFirst(17)) : $0 }
  }

  /// Reads a `<fontDescription>` element.
  init(_ node: XMLNode) {
    type = node["type"]
    style = node["style"]
    weight = node["weight"]
    pointSize = node.number("pointSize")
    name = node["name"]
    family = node["family"]
    line = node.line
  }
}
