import Foundation

/// Which window scene hosts `.automatic`, `.window` and `.windowScene` messages, and which of its
/// windows hosts `.automatic` messages and is made key again afterwards.
package enum SceneChoice {
  /// What the UIKit layer knows about one window scene.
  package struct Candidate: Sendable {
    /// Its activation state, most active first.
    package enum Activation: Int, Sendable {
      /// `.foregroundActive`.
      case foregroundActive
      /// `.foregroundInactive`.
      case foregroundInactive
      /// `.background`.
      case background
      /// `.unattached`.
      case unattached
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

extension SceneChoice {
  /// What the UIKit layer knows about one of the scene's windows, a candidate host
  /// (SwiftMessages' own passthrough windows are left out before asking).
  package struct HostWindow: Sendable {
    /// `isKeyWindow`.
    var isKey: Bool
    /// `isHidden`.
    var isHidden: Bool
    /// Whether it has a root view controller.
    var hasRootViewController: Bool
    /// Whether its level is `.normal`.
    var isNormalLevel: Bool

    /// Creates a host window candidate.
    package init(isKey: Bool, isHidden: Bool, hasRootViewController: Bool, isNormalLevel: Bool) {
      self.isKey = isKey
      self.isHidden = isHidden
      self.hasRootViewController = hasRootViewController
      self.isNormalLevel = isNormalLevel
    }
  }

  /// The key window, else the first visible normal-level window with a root (not an alert or
  /// keyboard window), else any visible window with a root, else the first; `nil` without windows.
  package static func pickHostWindow(_ candidates: [HostWindow]) -> Int? {
    if let key = candidates.firstIndex(where: \.isKey) { return key }
    let usable = candidates.indices.filter {
      !candidates[$0].isHidden && candidates[$0].hasRootViewController
    }
    return usable.first { candidates[$0].isNormalLevel } ?? usable.first ?? candidates.indices.first
  }
}
