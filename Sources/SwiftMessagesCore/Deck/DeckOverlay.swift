import Foundation

/// Layers the deck's contribution over one text property of a card's element (its value or hint)
/// and gives it back when the card leaves; a value differing from what the deck last wrote is the
/// app's (or a HUD's) new own value, kept under the contribution and left in place on leaving.
package enum DeckOverlay {
  /// The element's own value: `current`, unless `current` is what the deck wrote last
  /// (`written`, `nil` before its first write), then `own`, the own value kept when it wrote. It
  /// is what the deck layers its contribution over, and what the card gets back when it leaves.
  package static func own(_ own: String?, written: String??, current: String?) -> String? {
    written.map { $0 == current } ?? true ? own : current
  }
}

extension DeckAccessibilityElement {
  /// The element's value over the card's own (`"45 percent, 2 of 3"`): both joined by a
  /// comma, either alone, or `nil`.
  package func value(over own: String?) -> String? {
    guard let own, !own.isEmpty else { return value?.isEmpty == false ? value : nil }
    guard let value, !value.isEmpty else { return own }
    return own + ", " + value
  }

  /// The element's hint over the card's own: the deck's when it has one (a double tap then
  /// expands the deck), else the card's.
  package func hint(over own: String?) -> String? { hint ?? own }
}
