import Foundation

/// A colour property such as `backgroundColor` or `textColor`.
package struct XibColor: Sendable, Equatable {
  /// How the colour is specified.
  package enum Value: Sendable, Equatable {
    /// RGB components in 0…1 and the colour space, e.g. `sRGB`.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String?)
    /// A grey level in 0…1 and the colour space, e.g. `genericGamma22GrayColorSpace`.
    case white(Double, alpha: Double, colorSpace: String?)
    /// A named system colour, e.g. `labelColor`, `systemBackgroundColor` or (older
    /// documents) `darkTextColor`.
    case system(String)
    /// A colour from the app's asset catalog.
    case named(String)
  }

  /// The property the colour is assigned to, e.g. `backgroundColor`.
  package var key: String
  /// The colour.
  package var value: Value

  /// Reads a `<color>` element; `nil` when it carries no recognisable colour.
  init?(_ node: XMLNode) {
    key = node["key"] ?? ""
    let alpha = node.number("alpha") ?? 1
    let space = node["customColorSpace"] ?? node["colorSpace"]
    if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
      value = .system(name)
    } else if let name = node["name"] {
      value = .named(name)
    } else if let red = node.number("red"), let green = node.number("green"),
      let blue = node.number("blue")
    {
      value = .rgb(red: red, green: green, blue: blue, alpha: alpha, colorSpace: space)
    } else if let white = node.number("white") {
      value = .white(white, alpha: alpha, colorSpace: space)
    } else {
      return nil
    }
  }
}
