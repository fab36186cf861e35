import Foundation

/// The layout properties of a `<stackView>`.
public struct XibStackProperties: Sendable, Equatable {
  /// The stack axis.
  public enum Axis: String, Sendable, Equatable {
    /// Left to right (the default).
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// The axis. `.horizontal` by default.
  public var axis: Axis
  /// `fill` (the default), `leading`, `top`, `firstBaseline`, `center`, `trailing`, `bottom`,
  /// `lastBaseline`.
  public var alignment: String
  /// `fill` (the default), `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
  public var distribution: String
  /// The spacing between arranged subviews. `0` by default.
  public var spacing: Double

  /// Reads the attributes of a `<stackView>`.
  init(_ node: XMLNode) {
    axis = node["axis"].flatMap(Axis.init(rawValue:)) ?? .horizontal
    alignment = node["alignment"] ?? "fill"
    distribution = node["distribution"] ?? "fill"
    spacing = node.number("spacing") ?? 0
  }
}
