import Foundation

/// The progress a HUD shows: it only moves forward, so the ring never runs backwards on
/// screen when reports arrive out of order or a retry restarts its count.
package struct HUDProgress: Hashable, Sendable {
  /// The fraction shown, 0…1; 0 initially.
  package private(set) var value: Double = 0

  /// Creates progress at 0.
  package init() {}

  /// Takes a report: the shown value becomes `max(value, reported)`, with the report clamped
  /// to 0…1 (NaN ignored).
  ///
  /// - Returns: whether the shown value changed (the driver animates only then).
  @discardableResult
  package mutating func report(_ reported: Double) -> Bool {
    let next = max(value, Self.clamped(reported))
    guard next != value else { return false }
    value = next
    return true
  }

  /// `fraction` clamped to 0…1, with NaN as 0: how every progress the library draws or reads
  /// out is bounded.
  package static func clamped(_ fraction: Double) -> Double {
    fraction.clampedToUnit()
  }
}
