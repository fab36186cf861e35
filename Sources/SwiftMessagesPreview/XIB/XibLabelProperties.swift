import Foundation

/// The text properties of a `<label>`.
package struct XibLabelProperties: Sendable, Equatable {
  /// The text, from the `text` attribute or a `<string key="text">` child.
  package var text: String?
  /// The maximum number of lines; `0` means unlimited. `1` by default.
  package var numberOfLines: Int
  /// `natural`, `left`, `center`, `right`, `justified`; `nil` (UIKit's `.natural`) when absent.
  package var textAlignment: String?
  /// The line break mode, e.g. `tailTruncation`; `nil` when absent.
  package var lineBreakMode: String?
  /// The font, if described.
  package var font: XibFontDescription?
  /// Whether the label updates its font when the content size category changes. `false` by
  /// default.
  package var adjustsFontForContentSizeCategory: Bool

  /// Reads a `<label>` element.
  init(_ node: XMLNode) {
    text = node["text"] ?? node.child("string", key: "text")?.text
    numberOfLines = node["numberOfLines"].flatMap { Int($0) } ?? 1
    textAlignment = node["textAlignment"]
    lineBreakMode = node["lineBreakMode"]
    font = node.child("fontDescription", key: "fontDescription").map(XibFontDescription.init)
    adjustsFontForContentSizeCategory = node.flag("adjustsFontForContentSizeCategory")
  }
}
