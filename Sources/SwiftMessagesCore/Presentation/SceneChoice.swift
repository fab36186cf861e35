import Foundation

/// Which connected window scene hosts `.automatic` and `.window` messages.
package enum SceneChoice {
  /// What the UIKit layer knows about one connected window scene.
  package struct Candidate: Hashable, Sendable {
    /// Its activation state, most active first.
    package enum Activation: Int, Hashable, Sendable, Comparable {
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
    package var activation: Activation
    /// Whether one of its windows is the key window.
    package var ownsKeyWindow: Bool
    /// Whether its session role is an application window (not an external display).
    package var isApplicationRole: Bool

    /// Creates a candidate.
    package init(activation: Activation, ownsKeyWindow: Bool, isApplicationRole: Bool = true) {
      self.activation = activation
      self.ownsKeyWindow = ownsKeyWindow
      self.isApplicationRole = isApplicationRole
    }
  }

  /// The index of the scene to use: the one that owns the key window (the window the user
  /// is working in, with several iPad windows or an external display); without one, the most
  /// active application scene, then the most active scene of any role. `nil` without scenes.
  package static func pick(_ candidates: [Candidate]) -> Int? {
    if let key = candidates.firstIndex(where: \.ownsKeyWindow) { return key }
    func mostActive(_ indices: [Int]) -> Int? {
      indices.min { candidates[$0].activation < candidates[$1].activation }
    }
    let applications = candidates.indices.filter { candidates[$0].isApplicationRole }
    return mostActive(applications) ?? mostActive(Array(candidates.indices))
  }
}
