import Foundation

/// The rules that tie a SwiftUI binding (`swiftMessage(message:)`, `swiftMessage(isPresented:)`)
/// to a message queue: events in (the binding's value appeared or changed, the bound message
/// started hiding or ended), actions out (show, adopt, update, hide, clear the binding).
///
/// The binding is described only by the identity of its value: the message's id as a string,
/// or `nil` when it holds no message (`nil`, or `false` for `isPresented`).
///
/// The rules. Showing follows SwiftMessages 10's modifier, which called the instance's
/// `hideAll()` and then `show` whenever the value changed; the rest fixes what that modifier
/// got wrong:
/// 1. **An initial value shows.** ``Event/appeared(id:existing:)`` with a value while nothing is
///    presented shows it, by rule 2 (SwiftUI's `onChange` never reports the initial value).
/// 2. **A value to show hides everything else first**, as SwiftMessages 10 did: every show is
///    preceded by ``Action/hideAll`` (the instance's current messages animate out, its waiting
///    ones are dropped), so a bound toast never waits behind a `.forever` banner.
/// 3. **A value with another id replaces the bound message**: the bound message is hidden with
///    reason ``DismissReason/replaced`` (animated out if visible, removed if still waiting),
///    then rule 2 applies.
/// 4. **A change that keeps the id updates the message in place** (no second message, no new
///    animation; the queue restarts its auto-hide countdown). Appearing again with the same id
///    does nothing.
/// 5. **`nil` hides the bound message, and only it**, with reason
///    ``DismissReason/programmatic``. (SwiftMessages 10 called `hideAll()` here too, and the
///    binding is set to `nil` when its message ends: the messages shown after it were hidden
///    with it.)
/// 6. **When the bound message ends** (hidden for any reason, dropped, failed or rejected) the
///    binding is cleared, but only if that message is still the one the binding presents and
///    the binding still holds its id: a message the binding already replaced or hid never
///    clears it, not even when the binding has since come back to the same id. A binding that
///    meanwhile holds another value nothing presents gets that value shown.
/// 7. **A message that started hiding on its own** (``Event/hiding(_:)``: timeout, tap, swipe)
///    cannot be updated any more: a change that keeps its id shows the value as a new message
///    (rule 2; it enters once the leaving one is gone), and the leaving one's end is then
///    ignored. `nil` or another id lets go of it without hiding it a second time. Appearing
///    again with its id waits for its end, which clears the binding.
/// 8. **A re-created modifier adopts the message its earlier copy left behind** (its view was
///    re-inserted, or an `.id()` changed): appearing with an id whose message is still waiting
///    or visible (``Event/appeared(id:existing:)`` with its phase) takes that message over
///    instead of showing a duplicate, which the queue would drop, clearing the binding while
///    the first message stayed up with nobody bound to it. A message already on its way out
///    (hiding, or a hide waiting for its minimum time) is not adopted.
///
/// ```swift
/// var binding = MessageBinding()
/// binding.handle(.appeared(id: "saved"))        // [.hideAll, .show(#1 "saved")]
/// binding.handle(.changed(id: nil))             // [.hide(#1 "saved", reason: .programmatic)]
/// binding.handle(.ended(1, bindingID: nil))     // [] (already let go of)
/// ```
package struct MessageBinding: Hashable, Sendable {
  /// One message shown for the binding: a number unique within this binding, and its id.
  package struct Presentation: Hashable, Sendable {
    /// Unique within one ``MessageBinding``, counting from 1.
    package let number: Int
    /// The message's id (the binding's value's id).
    package let id: String

    /// Creates a presentation.
    package init(number: Int, id: String) {
      self.number = number
      self.id = id
    }
  }

  /// What happened to the binding or its message.
  package enum Event: Hashable, Sendable {
    /// The view carrying the binding appeared; `id` is its value's id (`nil`: no message).
    /// `existing` is the phase of a message with that id left in the instance by an earlier
    /// copy of the modifier, bound to no binding (`nil`, the default, when there is none).
    case appeared(id: String?, existing: MessagePhase? = nil)
    /// The binding's value changed (it is no longer equal to the previous one); `id` is the
    /// new value's id (`nil`: no message).
    case changed(id: String?)
    /// The message of the presentation numbered `number` ended: hidden, dropped, failed or
    /// rejected. `bindingID` is the id of the value the binding holds now.
    case ended(Int, bindingID: String?)
    /// The message of the presentation numbered `number` started animating out on its own
    /// (its `willHide`).
    case hiding(Int)
  }

  /// What the driver must do.
  package enum Action: Hashable, Sendable {
    /// Hide every message of the instance, as its `hideAll()` does (always followed by a
    /// ``show(_:)``).
    case hideAll
    /// Build a message for the binding's current value and queue it.
    case show(Presentation)
    /// Bind the message with the presentation's id that an earlier copy of the modifier
    /// left in the instance (see ``Event/appeared(id:existing:)``) to this presentation, and
    /// rebuild its content from the binding's current value; its auto-hide runs on.
    case adopt(Presentation)
    /// Rebuild the content of this presentation's message from the binding's current value.
    case update(Presentation)
    /// Hide this presentation's message (or remove it from the queue), and nothing else.
    case hide(Presentation, reason: DismissReason)
    /// Set the binding to `nil` (`false`).
    case clearBinding
  }

  /// The presentation the binding is responsible for, if any.
  private(set) var presented: Presentation? {
    didSet { isPresentedHiding = false }
  }
  /// Whether the message of ``presented`` started hiding on its own.
  private var isPresentedHiding = false
  private var lastNumber = 0

  /// Creates a binding with nothing presented.
  package init() {}

  /// Applies `event` and returns the actions to perform, in order. The state is updated
  /// before the actions are returned, so events reported while they run (a message dropped
  /// synchronously as it is queued) see it.
  @discardableResult
  package mutating func handle(_ event: Event) -> [Action] {
    switch event {
    case .appeared(let id, let existing):
      return reconcile(with: id, contentChanged: false, existing: existing)
    case .changed(let id):
      return reconcile(with: id, contentChanged: true, existing: nil)
    case .hiding(let number):
      if presented?.number == number { isPresentedHiding = true }
      return []
    case .ended(let number, let bindingID):
      guard let ended = presented, ended.number == number else { return [] }
      presented = nil
      if bindingID == ended.id { return [.clearBinding] }
      return reconcile(with: bindingID, contentChanged: false, existing: nil)
    }
  }

  private mutating func reconcile(with id: String?, contentChanged: Bool, existing: MessagePhase?)
    -> [Action]
  {
    switch (presented, id) {
    case (nil, nil):
      return []
    case (let current?, nil):
      let wasHiding = isPresentedHiding
      presented = nil
      return wasHiding ? [] : [.hide(current, reason: .programmatic)]
    case (nil, let id?):
      return present(id, existing: existing)
    case (let current?, let id?) where current.id == id:
      guard contentChanged else { return [] }
      return isPresentedHiding ? hideAllAndShow(id) : [.update(current)]
    case (let current?, let id?):
      let hide: [Action] = isPresentedHiding ? [] : [.hide(current, reason: .replaced)]
      return hide + present(id, existing: existing)
    }
  }

  /// Shows `id`, or adopts the message an earlier modifier left if it is not on its way out.
  private mutating func present(_ id: String, existing: MessagePhase?) -> [Action] {
    switch existing {
    case .delayed?, .queued?, .presenting?, .shown?: return [.adopt(start(id))]
    case .hidePending?, .hiding?, nil: return hideAllAndShow(id)
    }
  }

  /// Hides the instance's messages, then shows `id` (rule 2).
  private mutating func hideAllAndShow(_ id: String) -> [Action] {
    [.hideAll, .show(start(id))]
  }

  private mutating func start(_ id: String) -> Presentation {
    lastNumber += 1
    let presentation = Presentation(number: lastNumber, id: id)
    presented = presentation
    return presentation
  }
}
