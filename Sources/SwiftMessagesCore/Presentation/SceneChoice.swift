import Foundation

/// Which window scene hosts `.automatic`, `.window` and `.windowScene` messages.
package enum SceneChoice {
  /// What the UIKit layer knows about one window scene.
  package struct Candidate: Sendable {
    /// Its activation state, most active first.
    package enum Activation: Int, Equatable, Sendable, Comparable {
      /// `.foregroundActive`.
      case foregroundActive
      /// `.foregroundInactive`.
      case foregroundInactive
      /// `.background`.
      case background
      /// `.unattached`.
      case unattached

      /// Most active first.
      package static func < (lhs: Activation, rhs: Activation) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// `activationState`.
    var activation: Activation
    /// Whether one of its windows (not one of SwiftMessages' own) is a key window.
    var ownsKeyWindow: Bool
    /// Whether its session role is an application window (not an external display).
    var isApplicationRole: Bool
    /// Whether it is the scene a `.windowScene(_:windowLevel:)` context names. `false` by default.
    var isRequested: Bool

    /// Creates a candidate.
    package init(
      activation: Activation, ownsKeyWindow: Bool, isApplicationRole: Bool = true, isRequested: Bool = false
    ) {
      self.activation = activation
      self.ownsKeyWindow = ownsKeyWindow
      self.isApplicationRole = isApplicationRole
      self.isRequested = isRequested
    }
  }

  /// The requested scene, else the most active one as SwiftMessages does (an app window beating an
  /// external display, then one with a key window, then list order); `nil` without scenes.
  package static func pick(_ candidates: [Candidate]) -> Int? {
    if let requested = candidates.firstIndex(where: \.isRequested) { return requested }
    func rank(_ index: Int) -> (Int, Int, Int, Int) {
      let candidate = candidates[index]
      return (
        candidate.activation.rawValue, candidate.isApplicationRole ? 0 : 1, candidate.ownsKeyWindow ? 0 : 1,
        index
      )
    }
    return candidates.indices.min { rank($0) < rank($1) }
  }
}
