import Foundation
import SwiftMessagesCore

/// Facts only a solved layout tells (multi-line wrap widths, as UIKit's automatic
/// `preferredMaxLayoutWidth`; safe-area overlap; margins reaching into views that preserve them);
/// the engine re-solves until they settle.
struct LayoutFacts: Sendable, Equatable {
  /// Wrap widths of multi-line labels by slot; absent before the first solve (unbounded lines).
  var wrapWidths: [Int: Double] = [:]
  /// Safe-area insets of subviews by slot; absent means zero.
  var safeInsets: [Int: LayoutInsets] = [:]
  /// For views with `preservesSuperviewLayoutMargins`, by slot: how far the superview's margins
  /// reach into the view on each edge (the view's margins are at least that); absent means zero.
  var preservedMargins: [Int: LayoutInsets] = [:]

  /// Whether `other` differs by less than `tolerance` everywhere.
  func isClose(to other: LayoutFacts, tolerance: Double = 0.01) -> Bool {
    guard Set(wrapWidths.keys) == Set(other.wrapWidths.keys) else { return false }
    for (slot, width) in wrapWidths where abs(width - (other.wrapWidths[slot] ?? .infinity)) > tolerance {
      return false
    }
    for (mine, theirs) in [(safeInsets, other.safeInsets), (preservedMargins, other.preservedMargins)] {
      for slot in Set(mine.keys).union(theirs.keys) {
        let a = mine[slot] ?? .zero
        let b = theirs[slot] ?? .zero
        let deltas = [a.top - b.top, a.left - b.left, a.bottom - b.bottom, a.right - b.right]
        if deltas.contains(where: { abs(Double($0)) > tolerance }) { return false }
      }
    }
    return true
  }
}
