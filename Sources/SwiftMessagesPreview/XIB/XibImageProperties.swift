import Foundation

/// The image shown by an `<imageView>` or a `<button>`.
package struct XibImageProperties: Sendable, Equatable {
  /// The image name, e.g. `errorIcon` or `xmark.circle`.
  package var name: String
  /// The catalog: `system` for SF Symbols; `nil` for images in a bundle's assets or files.
  package var catalog: String?
  /// The line of the element that names the image.
  package var line: Int

  /// Whether the image is an SF Symbol, available in every bundle.
  package var isSystemImage: Bool { catalog == "system" }

  /// Reads `image`/`catalog` attributes, or an `<imageReference key="image">` child.
  init?(_ node: XMLNode) {
    if let name = node["image"] {
      self.name = name
      catalog = node["catalog"]
      line = node.line
    } else if let reference = node.child("imageReference", key: "image"), let name = reference["image"] {
      self.name = name
      catalog = reference["catalog"]
      line = reference.line
    } else {
      return nil
    }
  }
}
