@testable import SwiftMessagesCore

/// The library never compares decisions (it switches over them); these tests do. Equal when they
/// describe alike: the case and every node index and flag are part of the description.
extension ContextDecision: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    String(reflecting: lhs) == String(reflecting: rhs)
  }
}
