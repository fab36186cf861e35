import Foundation

/// How a message's id is derived: an `Identifiable` view's `id` as a `String` (optionals unwrapped,
/// never `Optional(…)`), else a per-object identity unique while the object lives (SwiftMessages 10
/// used a stack address, so unrelated views shared an id and were dropped as duplicates).
package enum MessageIdentity {
  /// The string form of an `Identifiable` id: a `String` as is, optionals unwrapped (`nil` is
  /// `"nil"`), else `description` or `String(describing:)`.
  package static func string<ID: Hashable>(from id: ID) -> String {
    describe(id)
  }

  /// A per-object identity such as `"UILabel@0x7f8e4c0a1230"`, unique among live objects and stable
  /// for the object's life.
  package static func objectID(_ object: AnyObject) -> String {
    let address = UInt(bitPattern: ObjectIdentifier(object))
    return "\(type(of: object))@0x" + String(address, radix: 16)
  }

  private static func describe(_ value: Any) -> String {
    if let string = value as? String { return string }
    if let optional = value as? OptionalIdentity { return optional.wrappedIdentity.map(describe) ?? "nil" }
    if let convertible = value as? CustomStringConvertible { return convertible.description }
    return String(describing: value)
  }
}

/// An `Optional` seen through `Any`, so ``MessageIdentity`` unwraps it (`nil` for none).
private protocol OptionalIdentity {
  var wrappedIdentity: Any? { get }
}

extension Optional: OptionalIdentity {
  fileprivate var wrappedIdentity: Any? { map { $0 } }
}
