import Foundation

/// How a message's id is derived: the SwiftMessages 10 rules without the original's bugs.
///
/// - A view that is `Swift.Identifiable` uses its `id`, described as a `String` (a `String`
///   id is used as is; an optional id is unwrapped, never rendered as `Optional(…)`).
/// - Any other view gets a stable per-object identity built from the object's identifier,
///   unique while the object is alive (SwiftMessages 10 used the address of a local stack
///   variable, so unrelated views shared an id and were dropped as duplicates).
package enum MessageIdentity {
  /// The string form of an `Identifiable` id.
  ///
  /// `String` ids are returned unchanged; optionals are unwrapped (`nil` becomes `"nil"`);
  /// `CustomStringConvertible` ids use `description`; anything else uses
  /// `String(describing:)`.
  package static func string<ID: Hashable>(from id: ID) -> String {
    describe(id)
  }

  /// The per-object identity of a view that has no id of its own, for example
  /// `"UILabel@0x7f8e4c0a1230"`.
  ///
  /// Two distinct live objects never share it; it stays the same for the life of the object.
  package static func objectID(_ object: AnyObject) -> String {
    let address = UInt(bitPattern: ObjectIdentifier(object))
    return "\(type(of: object))@0x" + String(address, radix: 16)
  }

  private static func describe(_ value: Any) -> String {
    if let string = value as? String { return string }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    if let convertible = value as? CustomStringConvertible { return convertible.description }
    return String(describing: value)
  }
}
