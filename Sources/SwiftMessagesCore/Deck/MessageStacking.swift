import Foundation

/// Whether a `SwiftMessages` instance shows several messages at once as a stacked deck.
///
/// Stacking applies to `.top` and `.bottom` messages: each edge has its own deck (newest in
/// front, older ones peeking out behind it; a tap expands the deck into a list). `.center`
/// messages and dimmed messages keep showing one at a time: they are exclusive requests
/// (``MessageRequest/isExclusive``, decided by `isExclusive(placement:dimIsModal:)`),
/// visible only when nothing else is, and nothing else becomes visible while one is.
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

  /// The visible messages that hide when the stacking becomes `self`: of `visible` (newest
  /// first, none already hiding), those past ``maximumVisible``. Switching to ``off`` while a
  /// deck shows keeps only the newest message, in its natural place; lowering a deck's
  /// maximum hides its oldest cards.
  public func overflow<Token>(_ visible: [Token]) -> [Token] {
    Array(visible.dropFirst(maximumVisible))
  }

  /// Whether a message shows alone, never in a deck: a `.center` one or one with a modal dim, since
  /// dims would add up, shrink with their cards and swallow touches meant for cards behind.
  package static func isExclusive(placement: PresentationPlacement, dimIsModal: Bool) -> Bool {
    placement == .center || dimIsModal
  }
}
