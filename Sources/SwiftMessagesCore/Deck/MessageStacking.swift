import Foundation

/// Whether a `SwiftMessages` instance shows several messages at once as a stacked deck.
///
/// Stacking applies to `.top` and `.bottom` messages: each edge has its own deck (newest in
/// front, older ones peeking out behind it; a tap expands the deck into a list). `.center`
/// messages keep showing one at a time: while one is visible no other message becomes
/// visible, and it becomes visible only on its own turn (see
/// ``effectiveMaximumVisible(visibleCount:centerVisible:)``).
public enum MessageStacking: Hashable, Sendable {
  /// One message at a time: SwiftMessages' behaviour. The default.
  case off
  /// Up to `maximumVisible` messages at once (3 by default; values below 1 count as 1), in a
  /// deck per edge.
  case deck(maximumVisible: Int = 3)

  /// The most messages visible at once: 1 for ``off``, the deck's maximum (at least 1)
  /// otherwise.
  public var maximumVisible: Int {
    switch self {
    case .off: return 1
    case .deck(let maximum): return max(1, maximum)
    }
  }

  /// The maximum the queue runs with right now, recomputed after every queue event.
  ///
  /// The rule: while a `.center` message is visible nothing else becomes visible (the maximum
  /// is what is visible already, so lowering it hides nothing). Otherwise one more message
  /// than is visible may show, up to ``maximumVisible``: messages become visible one per
  /// event, so a `.center` message that becomes visible stops the next one before it shows,
  /// and two `.center` messages are never visible together. With ``off`` the maximum is 1,
  /// as without stacking.
  ///
  /// - Parameters:
  ///   - visibleCount: the messages visible now (animating in or out included).
  ///   - centerVisible: whether one of them is a `.center` message.
  public func effectiveMaximumVisible(visibleCount: Int, centerVisible: Bool) -> Int {
    let visible = max(0, visibleCount)
    if self == .off { return 1 }
    if centerVisible { return max(1, visible) }
    return min(maximumVisible, visible + 1)
  }
}
