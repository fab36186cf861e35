import Foundation

/// The rules that tie a SwiftUI binding (`swiftMessage(message:)`, `swiftMessage(isPresented:)`)
/// to a message queue: events in (the binding's value appeared or changed, the bound message
/// ended), actions out (show, update, hide, clear the binding).
///
/// The binding is described only by the identity of its value: the message's id as a string,
/// or `nil` when it holds no message (`nil`, or `false` for `isPresented`).
///
/// The rules, each a fix over SwiftMessages 10's modifier (which called `hideAll()` and then
/// `show` on every change):
/// 1. **An initial value shows.** ``Event/appeared(id:)`` with a value while nothing is
///    presented shows it (SwiftUI's `onChange` never reports the initial value).
/// 2. **A new value is queued like any other message**: it waits behind the messages already
///    in the instance's queue (by priority, then first come first served).
/// 3. **A value with another id replaces the bound message, and only it**: the bound message is
///    hidden with reason ``DismissReason/replaced`` (animated out if visible, removed if still
///    waiting) and the new value is queued. Unrelated messages are never touched.
/// 4. **A change that keeps the id updates the message in place** (no second message, no new
///    animation). Appearing again with the same id does nothing.
/// 5. **`nil` hides the bound message, and only it**, with reason
///    ``DismissReason/programmatic``.
/// 6. **When the bound message ends** (hidden for any reason, dropped, failed or rejected) the
///    binding is cleared, but only if that message is still the one the binding presents and
///    the binding still holds its id: a message the binding already replaced or hid never
///    clears it, not even when the binding has since come back to the same id. A binding that
///    meanwhile holds another value nothing presents gets that value shown.
///
/// ```swift
/// var binding = MessageBinding()
/// binding.handle(.appeared(id: "saved"))        // [.show(#1 "saved")]
/// binding.handle(.changed(id: nil))             // [.hide(#1 "saved", reason: .programmatic)]
/// binding.handle(.ended(1, bindingID: nil))     // [] (already let go of)
/// ```
public struct MessageBinding: Hashable, Sendable {
  /// One message shown for the binding: a number unique within this binding, and its id.
  public struct Presentation: Hashable, Sendable {
    /// Unique within one ``MessageBinding``, counting from 1.
    public let number: Int
    /// The message's id (the binding's value's id).
    public let id: String

    /// Creates a presentation.
    public init(number: Int, id: String) {
      self.number = number
      self.id = id
    }
  }

  /// What happened to the binding or its message.
  public enum Event: Hashable, Sendable {
    /// The view carrying the binding appeared; `id` is its value's id (`nil`: no message).
    case appeared(id: String?)
    /// The binding's value changed (it is no longer equal to the previous one); `id` is the
    /// new value's id (`nil`: no message).
    case changed(id: String?)
    /// The message of the presentation numbered `number` ended: hidden, dropped, failed or
    /// rejected. `bindingID` is the id of the value the binding holds now.
    case ended(Int, bindingID: String?)
  }

  /// What the driver must do.
  public enum Action: Hashable, Sendable {
    /// Build a message for the binding's current value and queue it.
    case show(Presentation)
    /// Rebuild the content of this presentation's message from the binding's current value.
    case update(Presentation)
    /// Hide this presentation's message (or remove it from the queue), and nothing else.
    case hide(Presentation, reason: DismissReason)
    /// Set the binding to `nil` (`false`).
    case clearBinding
  }

  /// The presentation the binding is responsible for, if any.
  public private(set) var presented: Presentation?
  private var lastNumber = 0

  /// Creates a binding with nothing presented.
  public init() {}

  /// Applies `event` and returns the actions to perform, in order. The state is updated
  /// before the actions are returned, so events reported while they run (a message dropped
  /// synchronously as it is queued) see it.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Action] {
    switch event {
    case .appeared(let id):
      return reconcile(with: id, contentChanged: false)
    case .changed(let id):
      return reconcile(with: id, contentChanged: true)
    case .ended(let number, let bindingID):
      guard let ended = presented, ended.number == number else { return [] }
      presented = nil
      if bindingID == ended.id { return [.clearBinding] }
      return reconcile(with: bindingID, contentChanged: false)
    }
  }

  private mutating func reconcile(with id: String?, contentChanged: Bool) -> [Action] {
    switch (presented, id) {
    case (nil, nil):
      return []
    case (let current?, nil):
      presented = nil
      return [.hide(current, reason: .programmatic)]
    case (nil, let id?):
      return [.show(start(id))]
    case (let current?, let id?) where current.id == id:
      return contentChanged ? [.update(current)] : []
    case (let current?, let id?):
      return [.hide(current, reason: .replaced), .show(start(id))]
    }
  }

  private mutating func start(_ id: String) -> Presentation {
    lastNumber += 1
    let presentation = Presentation(number: lastNumber, id: id)
    presented = presentation
    return presentation
  }
}
