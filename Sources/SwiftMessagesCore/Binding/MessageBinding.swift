import Foundation

/// The rules tying a SwiftUI `swiftMessage` binding to the queue by its value's id, as the public
/// modifier documents them: showing first hides everything (``MessageBindingDriver/hideAll()``,
/// as SwiftMessages 10); a new id replaces, the same id updates in place, `nil` hides only the
/// bound message; an end clears the binding only if both still match; a self-hiding message
/// (``hiding(_:)``) is never updated; a re-created modifier adopts a waiting or visible message.
package final class MessageBinding {
  /// One message shown for the binding: a number unique within this binding, and its id.
  package struct Presentation: Sendable {
    /// Unique within one ``MessageBinding``, counting from 1.
    package let number: Int
    /// The message's id (the binding's value's id).
    package let id: String
  }

  /// The presentation the binding is responsible for, if any.
  private(set) var presented: Presentation? {
    didSet { isPresentedHiding = false }
  }
  /// Whether the message of ``presented`` started hiding on its own.
  private var isPresentedHiding = false
  private var lastNumber = 0

  package init() {}

  // Each event updates the state before each call to `driver`, so events reported during one
  // (a message dropped synchronously as it is queued) are handled against it.

  /// The view carrying the binding appeared with its value's `id`; `existing` is the phase of a
  /// message with that id that an earlier copy of the modifier left unbound.
  package func appeared(id: String?, existing: MessagePhase? = nil, on driver: any MessageBindingDriver) {
    reconcile(with: id, contentChanged: false, existing: existing, driver)
  }

  /// The binding's value changed (it is no longer equal to the previous one) to one with `id`.
  package func changed(id: String?, on driver: any MessageBindingDriver) {
    reconcile(with: id, contentChanged: true, existing: nil, driver)
  }

  /// The message of the presentation numbered `number` started animating out on its own
  /// (`willHide`).
  package func hiding(_ number: Int) {
    if presented?.number == number { isPresentedHiding = true }
  }

  /// The message of the presentation numbered `number` ended: hidden, dropped, failed or
  /// rejected. `bindingID` is the id of the value the binding holds now.
  package func ended(_ number: Int, bindingID: String?, on driver: any MessageBindingDriver) {
    guard let ended = presented, ended.number == number else { return }
    presented = nil
    if bindingID == ended.id { return driver.clearBinding() }
    reconcile(with: bindingID, contentChanged: false, existing: nil, driver)
  }

  private func reconcile(
    with id: String?, contentChanged: Bool, existing: MessagePhase?, _ driver: any MessageBindingDriver
  ) {
    let wasHiding = isPresentedHiding
    switch (presented, id) {
    case (nil, nil):
      return
    case (let current?, nil):
      presented = nil
      if !wasHiding { driver.hide(current, reason: .programmatic) }
    case (nil, let id?):
      present(id, existing: existing, driver)
    case (let current?, let id?) where current.id == id:
      guard contentChanged else { return }
      if wasHiding { hideAllAndShow(id, driver) } else { driver.update(current) }
    case (let current?, let id?):
      // The new presentation is recorded before the old one is hidden: its end is then ignored.
      let next = start(id)
      if !wasHiding { driver.hide(current, reason: .replaced) }
      present(next, existing: existing, driver)
    }
  }

  /// Shows `id`, or adopts the message an earlier modifier left if it is not on its way out.
  private func present(_ id: String, existing: MessagePhase?, _ driver: any MessageBindingDriver) {
    present(start(id), existing: existing, driver)
  }

  private func present(
    _ presentation: Presentation, existing: MessagePhase?, _ driver: any MessageBindingDriver
  ) {
    switch existing {
    case .delayed?, .queued?, .presenting?, .shown?:
      driver.adopt(presentation)
    case .hidePending?, .hiding?, nil:
      driver.hideAll()
      driver.show(presentation)
    }
  }

  /// Hides the instance's messages, then shows `id`.
  private func hideAllAndShow(_ id: String, _ driver: any MessageBindingDriver) {
    let presentation = start(id)
    driver.hideAll()
    driver.show(presentation)
  }

  private func start(_ id: String) -> Presentation {
    lastNumber += 1
    let presentation = Presentation(number: lastNumber, id: id)
    presented = presentation
    return presentation
  }
}

/// What a ``MessageBinding`` tells its driver to do (the SwiftUI coordinator).
package protocol MessageBindingDriver: AnyObject {
  /// Hide every message of the instance, as its `hideAll()` does (always followed by
  /// ``show(_:)``).
  func hideAll()
  /// Build a message for the binding's current value and queue it.
  func show(_ presentation: MessageBinding.Presentation)
  /// Bind the message an earlier copy of the modifier left with the presentation's id to this
  /// presentation and rebuild its content from the current value; its auto-hide runs on.
  func adopt(_ presentation: MessageBinding.Presentation)
  /// Rebuild the content of this presentation's message from the binding's current value.
  func update(_ presentation: MessageBinding.Presentation)
  /// Hide this presentation's message (or remove it from the queue), and nothing else.
  func hide(_ presentation: MessageBinding.Presentation, reason: DismissReason)
  /// Set the binding to `nil` (`false`).
  func clearBinding()
}
