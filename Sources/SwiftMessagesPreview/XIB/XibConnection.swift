import Foundation

/// An outlet, outlet collection or action connection.
///
/// ```xml
/// <outlet property="titleLabel" destination="Kx2-9p-aT1" id="Q7c-Hh-1bW"/>
/// <action selector="tapped:" destination="-1" eventType="touchUpInside" id="aD1-pq-9X0"/>
/// ```
public struct XibConnection: Sendable, Equatable {
  /// The kind of connection.
  public enum Kind: String, Sendable, Equatable {
    /// `<outlet>`: a property of the source pointing at the destination.
    case outlet
    /// `<outletCollection>`: the destination is appended to an array property of the source.
    case outletCollection
    /// `<action>`: the source control sends `selector` to the destination.
    case action
  }

  /// The kind of connection.
  public var kind: Kind
  /// The outlet property name; `nil` for actions.
  public var property: String?
  /// The action selector, e.g. `tapped:`; `nil` for outlets.
  public var selector: String?
  /// The control event of an action, e.g. `touchUpInside`; `nil` for outlets.
  public var eventType: String?
  /// The id of the object at the other end.
  public var destination: String
  /// The id of the object that owns the `<connections>` element.
  public var source: String
  /// The connection's own id.
  public var id: String?
  /// The line of the connection element.
  public var line: Int
}
