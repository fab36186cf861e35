import Foundation

/// Layers the deck's contribution over one text property of a card's element (its value or hint)
/// and gives it back when the card leaves; a value differing from what it last wrote is the app's
/// (or a HUD's) new own value, kept under the contribution and left in place on leaving.
package struct DeckOverlay {
  private var own: String?
  private var written: String??

  package init(own: String?) {
    self.own = own
  }

  /// The value to set: `combine` applied to the element's own value, which is `current`
  /// unless `current` is what the overlay wrote last.
  package mutating func layer(current: String?, combine: (String?) -> String?) -> String? {
    if let written, current != written { own = current }
    let value = combine(own)
    written = value
    return value
  }

  /// The value to give back when the card leaves the deck: its own value, or `current` when
  /// the app set it after the overlay's last write.
  package func restore(current: String?) -> String? {
    written.map { $0 == current } ?? true ? own : current
  }
}

extension DeckAccessibilityElement {
  /// The element's value over the card's own (`"45 percent, 2 of 3"`): both joined by a
  /// comma, either alone, or `nil`.
  package func value(over own: String?) -> String? {
    let parts = [own, value].compactMap { $0 }.filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The element's hint over the card's own: the deck's when it has one (a double tap then
  /// expands the deck), else the card's.
  package func hint(over own: String?) -> String? { hint ?? own }
}
