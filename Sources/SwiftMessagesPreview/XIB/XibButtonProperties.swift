import Foundation

/// The properties of a `<button>`.
public struct XibButtonProperties: Sendable, Equatable {
  /// `buttonType`: `system`, `custom` (the default), `detailDisclosure`, `contactAdd`, `close`…
  public var type: String
  /// The normal-state title, or the configuration title of iOS 15 style buttons.
  public var title: String?
  /// The configuration style of iOS 15 style buttons (`plain`, `filled`, `tinted`, `gray`).
  public var configurationStyle: String?
  /// The normal-state image, if any.
  public var image: XibImageProperties?
  /// The title font, if described.
  public var font: XibFontDescription?

  /// Reads a `<button>` element.
  init(_ node: XMLNode) {
    type = node["buttonType"] ?? "custom"
    let normal = node.child("state", key: "normal")
    let configuration = node.child("buttonConfiguration", key: "configuration")
    title = normal?["title"] ?? configuration?["title"]
    configurationStyle = configuration?["style"]
    image =
      normal.flatMap(XibImageProperties.init) ?? configuration.flatMap(XibImageProperties.init)
    font = node.child("fontDescription", key: "fontDescription").map(XibFontDescription.init)
  }
}
