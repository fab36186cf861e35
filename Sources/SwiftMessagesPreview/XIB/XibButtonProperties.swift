import Foundation

/// The properties of a `<button>`.
package struct XibButtonProperties: Sendable, Equatable {
  /// The normal-state title, or the configuration title of iOS 15 style buttons.
  package var title: String?
  /// The configuration style of iOS 15 style buttons (`plain`, `filled`, `tinted`, `gray`).
  package var configurationStyle: String?
  /// The normal-state image, if any.
  package var image: XibImageProperties?
  /// The title font, if described.
  package var font: XibFontDescription?

  /// Reads a `<button>` element.
  init(_ node: XMLNode) {
    let normal = node.child("state", key: "normal")
    let configuration = node.child("buttonConfiguration", key: "configuration")
    title = normal?["title"] ?? configuration?["title"]
    configurationStyle = configuration?["style"]
    image =
      normal.flatMap(XibImageProperties.init) ?? configuration.flatMap(XibImageProperties.init)
    font = node.child("fontDescription", key: "fontDescription").map(XibFontDescription.init)
  }
}
