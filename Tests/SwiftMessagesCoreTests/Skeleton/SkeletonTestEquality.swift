import Foundation

@testable import SwiftMessagesCore

/// Field-by-field equality for core values the library itself never compares (so it ships no
/// `Equatable` conformance for them): two values are equal when every stored field prints the
/// same, which for the `Int`, `Bool`, `Double` (shortest round-trip form), `String` and enum
/// fields these types hold is exactly field equality.
protocol EqualByFields: Equatable {}

extension EqualByFields {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    String(reflecting: lhs) == String(reflecting: rhs)
  }
}

extension SkeletonDriver.Command: EqualByFields {}
extension SkeletonDriver.Phase: EqualByFields {}
extension SkeletonShape: EqualByFields {}
extension SkeletonItemCount.Section: EqualByFields {}
extension SkeletonTextStyle: EqualByFields {}
extension SkeletonRenderPlan.CustomAnimation: EqualByFields {}
