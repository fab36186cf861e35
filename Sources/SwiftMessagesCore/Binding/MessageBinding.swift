import Foundation

/// The rules tying a SwiftUI `swiftMessage` binding to the queue by its value's id, as the public
/// modifier documents them: showing first hides everything (``Action/hideAll``, as SwiftMessages
/// 10); a new id replaces, the same id updates in place, `nil` hides only the bound message; an
/// end clears the binding only if both still match; a self-hiding message (``Event/hiding(_:)``)
/// is never updated; a re-created modifier adopts a waiting or visible message.
package struct MessageBinding: Sendable {
  /// One message shown for the binding: a number unique within this binding, and its id.
  package struct Presentation: Sendable {
    /// Unique within one ``MessageBinding``, counting from 1.
    package let number: Int
    /// The message's id (the binding's value's id).
    package let id: String
  }

  /// What happened to the binding or its message.
  package enum Event: Sendable {
    /// The view carrying the binding appeared with its value's `id`; `existing` is the phase of a
    /// message with that id that an earlier copy of the modifier left unbound.
    case appeared(id: String?, existing: MessagePhase? = nil)
    /// The binding's value changed (it is no longer equal to the previous one) to one with `id`.
    case changed(id: String?)
    /// The message of the presentation numbered `number` ended: hidden, dropped, failed or
    /// rejected. `bindingID` is the id of the value the binding holds now.
    case ended(Int, bindingID: String?)
    /// The message of the presentation numbered `number` started animating out on its own (`willHide`).
    case hiding(Int)
  }

  /// What the driver must do.
  package enum Action: Sendable {
    /// Hide every message of the instance, as its `hideAll()` does (always followed by a
    /// ``show(_:)``).
    case hideAll
    /// Build a message for the binding's current value and queue it.
    case show(Presentation)
    /// Bind the message an earlier copy of the modifier left with the presentation's id to this
    /// presentation and rebuild its content from the current value; its auto-hide runs on.
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

  package init() {}

  /// The state is updated before the actions are returned, so events reported while they run (a
  /// message dropped synchronously as it is queued) see it.
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

  /// Hides the instance's messages, then shows `id`.
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
