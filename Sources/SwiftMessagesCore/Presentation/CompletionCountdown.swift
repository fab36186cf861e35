/// Runs an action once, after a number of parts have finished: a show that ends with its
/// animator, a hide that ends when both the animator and the dim fade have finished (see
/// ``DimTiming/hideDuration(animatorHide:isDimmed:)``), so the dim is never cut off mid-fade.
///
/// A part reporting twice (a custom animator calling its completion again) counts once too
/// many, never runs the action twice.
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
