@testable import SwiftMessagesCore

// Presentations are not `Equatable` in the library (nothing there compares them); the tests
// compare them field by field.
extension MessageBinding.Presentation: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.number == rhs.number && lhs.id == rhs.id
  }
}

/// One call a ``MessageBinding`` made on its driver.
enum BindingCall: Equatable {
  case hideAll
  case show(MessageBinding.Presentation)
  case adopt(MessageBinding.Presentation)
  case update(MessageBinding.Presentation)
  case hide(MessageBinding.Presentation, reason: DismissReason)
  case clearBinding
}

/// A driver that records the binding's calls, in order; `onShow` runs inside a show call (to
/// report an event back at once, as a message dropped while it is queued does).
final class BindingDriverLog: MessageBindingDriver {
  private(set) var calls: [BindingCall] = []
  var onShow: ((MessageBinding.Presentation) -> Void)?

  func hideAll() { calls.append(.hideAll) }
  func show(_ presentation: MessageBinding.Presentation) {
    calls.append(.show(presentation))
    onShow?(presentation)
  }
  func adopt(_ presentation: MessageBinding.Presentation) { calls.append(.adopt(presentation)) }
  func update(_ presentation: MessageBinding.Presentation) { calls.append(.update(presentation)) }
  func hide(_ presentation: MessageBinding.Presentation, reason: DismissReason) {
    calls.append(.hide(presentation, reason: reason))
  }
  func clearBinding() { calls.append(.clearBinding) }
}

/// Each event with a fresh log: the calls it made.
extension MessageBinding {
  @discardableResult
  func appeared(id: String?, existing: MessagePhase? = nil) -> [BindingCall] {
    let log = BindingDriverLog()
    appeared(id: id, existing: existing, on: log)
    return log.calls
  }

  @discardableResult
  func changed(id: String?) -> [BindingCall] {
    let log = BindingDriverLog()
    changed(id: id, on: log)
    return log.calls
  }

  @discardableResult
  func ended(_ number: Int, bindingID: String?) -> [BindingCall] {
    let log = BindingDriverLog()
    ended(number, bindingID: bindingID, on: log)
    return log.calls
  }
}
