import Foundation

/// An outlet, outlet collection or action connection (`<outlet>`, `<action>`).
package struct XibConnection: Sendable, Equatable {
  /// The kind of connection.
  package enum Kind: String, Sendable, Equatable {
    /// `<outlet>`: a property of the source pointing at the destination.
    case outlet
    /// `<outletCollection>`: the destination is appended to an array property of the source.
    case outletCollection
    /// `<action>`: the source control sends `selector` to the destination.
    case action
  }

  /// The kind of connection.
  package var kind: Kind
  /// The outlet property name; `nil` for actions.
  package var property: String?
  /// The action selector, e.g. `tapped:`; `nil` for outlets.
  package var selector: String?
  /// The id of the object at the other end.
  package var destination: String
  /// The line of the connection element.
  package var line: Int
}
