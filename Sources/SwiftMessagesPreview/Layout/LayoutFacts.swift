import Foundation
import SwiftMessagesCore

/// Facts only a solved layout tells about one view (a multi-line label's wrap width, as UIKit's
/// automatic `preferredMaxLayoutWidth`; safe-area overlap; margins reaching into a view that
/// preserves them); the engine re-solves until they settle.
struct LayoutFacts: Sendable {
  /// A multi-line label's wrap width; `nil` for other views and before the first solve
  /// (unbounded lines).
  var wrapWidth: Double?
  /// A subview's safe-area insets.
  var safeInsets: LayoutInsets = .zero
  /// With `preservesSuperviewLayoutMargins`: how far the superview's margins reach into the view
  /// on each edge (the view's margins are at least that); `nil` when they do not reach it.
  var preservedMargins: LayoutInsets?

  /// Whether `other` differs by less than `tolerance` everywhere.
  func isClose(to other: LayoutFacts, tolerance: Double = 0.01) -> Bool {
    if (wrapWidth == nil) != (other.wrapWidth == nil) { return false }
    if let wrapWidth, let theirs = other.wrapWidth, abs(wrapWidth - theirs) > tolerance { return false }
    let pairs = [
      (safeInsets, other.safeInsets), (preservedMargins ?? .zero, other.preservedMargins ?? .zero),
    ]
    for (a, b) in pairs {
      let deltas = [a.top - b.top, a.left - b.left, a.bottom - b.bottom, a.right - b.right]
      if deltas.contains(where: { abs(Double($0)) > tolerance }) { return false }
    }
    return true
  }
}
