import Foundation

/// The layout properties of a `<stackView>`.
package struct XibStackProperties: Sendable, Equatable {
  /// The stack axis.
  package enum Axis: String, Sendable, Equatable {
    /// Left to right (the default).
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// The axis. `.horizontal` by default.
  package var axis: Axis
  /// `fill` (the default), `leading`, `top`, `firstBaseline`, `center`, `trailing`, `bottom`,
  /// `lastBaseline`.
  package var alignment: String
  /// `fill` (the default), `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
  package var distribution: String
  /// The spacing between arranged subviews. `0` by default.
  package var spacing: Double

  /// Reads the attributes of a `<stackView>`.
  init(_ node: XMLNode) {
    axis = node["axis"].flatMap(Axis.init(rawValue:)) ?? .horizontal
    alignment = node["alignment"] ?? "fill"
    distribution = node["distribution"] ?? "fill"
    spacing = node.number("spacing") ?? 0
  }
}
