import Foundation

#if canImport(CoreGraphics)
// CGRect's Equatable conformance and memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// The `<resources>` section: images, system colours and named colours the document uses.
package struct XibResources: Sendable, Equatable {
  /// An image resource with its placeholder size.
  package struct Image: Sendable, Equatable {
    /// The image name.
    package var name: String
    /// `system` for SF Symbols; `nil` otherwise.
    package var catalog: String?
    /// The placeholder size Interface Builder recorded.
    package var size: CGSize
  }

  /// Image resources, in document order.
  package var images: [Image] = []

  /// An empty resource list.
  package init() {}

  /// Reads a `<resources>` element.
  init(_ node: XMLNode) {
    for child in node.children(named: "image") {
      guard let name = child["name"] else { continue }
      let size = CGSize(width: child.number("width") ?? 0, height: child.number("height") ?? 0)
      images.append(Image(name: name, catalog: child["catalog"], size: size))
    }
  }
}
