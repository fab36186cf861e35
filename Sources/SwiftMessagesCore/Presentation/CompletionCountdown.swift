/// Runs an action once after a number of parts finish (a hide waits for the animator and the dim
/// fade, ``MessageInteraction/hideDuration(animatorHide:isDimmed:)``); a part reporting twice is ignored.
package final class CompletionCountdown {
  private var remaining: Int
  private var action: (() -> Void)?

  /// A countdown over `parts` parts (at least 1).
  package init(parts: Int, action: @escaping () -> Void) {
    remaining = max(1, parts)
    self.action = action
  }

  /// One part has finished; the action runs when the last one does, and only then.
  package func partFinished() {
    remaining -= 1
    guard remaining <= 0, let action else { return }
    self.action = nil
    action()
  }
}
