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
    /// Whether its session role is an application window (not an external display).
    var isApplicationRole: Bool
    /// Whether it is the scene a `.windowScene(_:windowLevel:)` context names. `false` by default.
    var isRequested: Bool

    /// Creates a candidate.
    package init(activation: Activation, isApplicationRole: Bool = true, isRequested: Bool = false) {
      self.activation = activation
      self.isApplicationRole = isApplicationRole
      self.isRequested = isRequested
    }
  }

  /// What the UIKit layer knows about one window of a candidate scene, a candidate host
  /// (SwiftMessages' own passthrough windows are left out before asking).
  package struct HostWindow: Sendable {
    /// The index of its scene among the candidates.
    var scene: Int
    /// `isKeyWindow`.
    var isKey: Bool
    /// `isHidden`.
    var isHidden: Bool
    /// Whether it has a root view controller.
    var hasRootViewController: Bool
    /// Whether its level is `.normal`.
    var isNormalLevel: Bool

    /// Creates a host window candidate.
    package init(scene: Int, isKey: Bool, isHidden: Bool, hasRootViewController: Bool, isNormalLevel: Bool) {
      self.scene = scene
      self.isKey = isKey
      self.isHidden = isHidden
      self.hasRootViewController = hasRootViewController
      self.isNormalLevel = isNormalLevel
    }
  }

  /// The scene: the requested one, else the most active one as SwiftMessages does (an app window
  /// beating an external display, then one with a key window, then list order). Its window: the
  /// key window, else the first visible normal-level window with a root (not an alert or
  /// keyboard window), else any visible window with a root, else the first. `nil` without
  /// scenes or windows.
  package static func pick(_ scenes: [Candidate], windows: [HostWindow]) -> (scene: Int?, window: Int?) {
    func rank(_ index: Int) -> (Int, Int, Int, Int) {
      let candidate = scenes[index]
      let ownsKeyWindow = windows.contains { $0.scene == index && $0.isKey }
      return (
        candidate.activation.rawValue, candidate.isApplicationRole ? 0 : 1, ownsKeyWindow ? 0 : 1, index
      )
    }
    guard
      let scene = scenes.firstIndex(where: \.isRequested) ?? scenes.indices.min(by: { rank($0) < rank($1) })
    else { return (nil, nil) }
    let own = windows.indices.filter { windows[$0].scene == scene }
    if let key = own.first(where: { windows[$0].isKey }) { return (scene, key) }
    let usable = own.filter { !windows[$0].isHidden && windows[$0].hasRootViewController }
    return (scene, usable.first { windows[$0].isNormalLevel } ?? usable.first ?? own.first)
  }
}
