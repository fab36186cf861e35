import Foundation
import Testing

@testable import SwiftMessagesCore

private final class Box {}
private final class OtherBox {}
private struct PlainKey: Hashable {
  var raw: Int
}
private struct DescribedKey: Hashable, CustomStringConvertible {
  var raw: Int
  var description: String { "key-\(raw)" }
}
private enum Kind: Hashable {
  case alert
  case toast
}

@Suite struct MessageIdentityTests {
  // MARK: Identifiable ids

  @Test func stringIdsAreReturnedUnchanged() {
    #expect(MessageIdentity.string(from: "offline-banner") == "offline-banner")
    #expect(MessageIdentity.string(from: "") == "")
    #expect(MessageIdentity.string(from: "Optional(\"x\")") == "Optional(\"x\")")
    #expect(MessageIdentity.string(from: "héllo 👋") == "héllo 👋")
  }

  @Test func integerIdsUseTheirDecimalForm() {
    #expect(MessageIdentity.string(from: 42) == "42")
    #expect(MessageIdentity.string(from: -7) == "-7")
    #expect(MessageIdentity.string(from: UInt8(255)) == "255")
  }

  @Test func uuidIdsUseTheUUIDString() throws {
    let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(MessageIdentity.string(from: uuid) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
  }

  @Test func customHashableIdsAreDescribed() {
    #expect(MessageIdentity.string(from: DescribedKey(raw: 3)) == "key-3")
    #expect(MessageIdentity.string(from: PlainKey(raw: 3)) == String(describing: PlainKey(raw: 3)))
    #expect(MessageIdentity.string(from: PlainKey(raw: 3)) != MessageIdentity.string(from: PlainKey(raw: 4)))
    #expect(MessageIdentity.string(from: Kind.alert) == "alert")
    #expect(MessageIdentity.string(from: Kind.toast) == "toast")
  }

  @Test func optionalIdsAreUnwrapped() {
    let name: String? = "offline"
    let number: Int? = 5
    let uuid: UUID? = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(MessageIdentity.string(from: name) == "offline")
    #expect(MessageIdentity.string(from: number) == "5")
    #expect(MessageIdentity.string(from: uuid) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(MessageIdentity.string(from: Optional(DescribedKey(raw: 9))) == "key-9")
  }

  @Test func nestedOptionalIdsAreUnwrapped() {
    let nested: String?? = .some(.some("deep"))
    let innerNil: String?? = .some(.none)
    #expect(MessageIdentity.string(from: nested) == "deep")
    #expect(MessageIdentity.string(from: innerNil) == "nil")
  }

  @Test func nilIdsBecomeTheWordNil() {
    let name: String? = nil
    let number: Int? = nil
    #expect(MessageIdentity.string(from: name) == "nil")
    #expect(MessageIdentity.string(from: number) == "nil")
  }

  @Test func optionalIdsNeverMentionOptional() {
    let ids: [String] = [
      MessageIdentity.string(from: String?("a")),
      MessageIdentity.string(from: Int?(1)),
      MessageIdentity.string(from: Int?.none),
      MessageIdentity.string(from: Optional(PlainKey(raw: 1))),
      MessageIdentity.string(from: AnyHashable(String?("b"))),
    ]
    for id in ids {
      #expect(!id.contains("Optional("))
    }
  }

  @Test func typeErasedIdsUseTheWrappedValue() {
    #expect(MessageIdentity.string(from: AnyHashable("banner")) == "banner")
    #expect(MessageIdentity.string(from: AnyHashable(12)) == "12")
  }

  // MARK: Object ids

  @Test func objectIDIsStableForOneObject() {
    let box = Box()
    let first = MessageIdentity.objectID(box)
    let second = MessageIdentity.objectID(box)
    #expect(first == second)
    let alias: AnyObject = box
    #expect(MessageIdentity.objectID(alias) == first)
  }

  @Test func objectIDsDifferForTwoLiveObjects() {
    let first = Box()
    let second = Box()
    #expect(MessageIdentity.objectID(first) != MessageIdentity.objectID(second))
    withExtendedLifetime((first, second)) {}
  }

  @Test func objectIDsOfManyLiveObjectsAreUnique() {
    let boxes = (0..<100).map { _ in Box() }
    let ids = Set(boxes.map { MessageIdentity.objectID($0) })
    #expect(ids.count == boxes.count)
  }

  @Test func objectIDNamesTheDynamicTypeAndTheIdentifier() throws {
    let box = Box()
    let id = MessageIdentity.objectID(box)
    #expect(id.hasPrefix("Box@0x"))
    let hex = try #require(id.split(separator: "@").last).dropFirst(2)
    let address = try #require(UInt(hex, radix: 16))
    #expect(address == UInt(bitPattern: ObjectIdentifier(box)))
    #expect(MessageIdentity.objectID(OtherBox()).hasPrefix("OtherBox@0x"))
  }
}
