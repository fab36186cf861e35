import Foundation

/// The one place bad numbers (NaN, infinities, negatives) become safe ones: durations, sizes
/// and fractions from apps, nibs and clocks all pass through these before any rule uses them.
extension BinaryFloatingPoint {
  /// The value if finite and not negative, else 0: a negative or NaN time never schedules into
  /// the past or forever.
  package var nonNegativeFinite: Self { isFinite ? Swift.max(0, self) : 0 }
}
