import Foundation

/// The one place bad numbers (NaN, infinities, negatives) become safe ones: durations, sizes
/// and fractions from apps, nibs and clocks all pass through these before any rule uses them.
extension BinaryFloatingPoint {
  /// The value if finite and not negative, else 0: a negative or NaN time never schedules into
  /// the past or forever.
  package var nonNegativeFinite: Self { isFinite ? Swift.max(0, self) : 0 }

  /// The value if finite and greater than 0, else `nil` (callers give their fallback with `??`).
  var positiveFinite: Self? { isFinite && self > 0 ? self : nil }

  /// The value clamped to 0…1; NaN gives `nanValue` (0 unless given).
  package func clampedToUnit(nanValue: Self = 0) -> Self {
    isNaN ? nanValue : Swift.min(Swift.max(self, 0), 1)
  }
}
