import Foundation

/// Which of a scene's windows hosts `.automatic` messages and is made key again afterwards.
package enum HostWindowChoice {
  /// What the UIKit layer knows about one of the scene's windows (SwiftMessages' own
  /// passthrough windows are left out before asking).
  package struct Candidate: Sendable {
    /// `isKeyWindow`.
    var isKey: Bool
    /// `isHidden`.
    package internal(set) var isHidden: Bool
    /// Whether it has a root view controller.
    var hasRootViewController: Bool
    /// Whether its level is `.normal`.
    var isNormalLevel: Bool

    /// Creates a candidate.
    package init(isKey: Bool, isHidden: Bool, hasRootViewController: Bool, isNormalLevel: Bool) {
      self.isKey = isKey
      self.isHidden = isHidden
      self.hasRootViewController = hasRootViewController
      self.isNormalLevel = isNormalLevel
    }
  }

  /// The key window, else the first visible normal-level window with a root (not an alert or
  /// keyboard window), else any visible window with a root, else the first; `nil` without windows.
  package static func pick(_ candidates: [Candidate]) -> Int? {
    if let key = candidates.firstIndex(where: \.isKey) { return key }
    let usable = candidates.indices.filter {
      !candidates[$0].isHidden && candidates[$0].hasRootViewController
    }
    return usable.first { candidates[$0].isNormalLevel } ?? usable.first ?? candidates.indices.first
  }
}
