#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

/// SkeletonView's `view.sk` namespace: state and debugging of a view's skeleton.
@MainActor
public struct SkeletonViewExtension {
  /// The view it describes.
  public let view: UIView

  /// Whether a skeleton is shown on the view (its own, or an ancestor's that reaches it and
  /// was not hidden on this subtree) or on any skeletonable view below it.
  public var isSkeletonActive: Bool {
    if view.skeletonOverlay?.isShowingSkeleton == true { return true }
    if view.enclosingSkeletonOverlay(where: { $0.covers(view) }) != nil { return true }
    for child in SkeletonSnapshot.children(of: view) where child.isSkeletonable {
      if SkeletonViewExtension(view: child).isSkeletonActive { return true }
    }
    return false
  }

  /// The skeletonable tree as deterministic JSON (type, skeletonable, frame, line count,
  /// children): SkeletonView's description without pointer addresses.
  public var skeletonTreeDescription: String {
    SkeletonTreeDescription.json(for: SkeletonSnapshot(root: view).node)
  }
}

extension UIView {
  /// Skeleton state and debugging (`view.sk.isSkeletonActive`, `view.sk.skeletonTreeDescription`).
  public var sk: SkeletonViewExtension { SkeletonViewExtension(view: self) }
}

/// Debug logging: set the environment variable `SKELETON_DEBUG` (any value) in a DEBUG build
/// to print each skeleton's tree when it appears.
@MainActor
enum SkeletonLog {
  static var isEnabled: Bool {
    #if DEBUG
    return ProcessInfo.processInfo.environment["SKELETON_DEBUG"] != nil
    #else
    return false
    #endif
  }

  static func didAppear(_ root: UIView) {
    guard isEnabled else { return }
    os_log("SwiftMessages skeleton appeared:\n%{public}@", type: .debug, root.sk.skeletonTreeDescription)
  }

  static func notSkeletonable(_ root: UIView) {
    guard isEnabled else { return }
    os_log(
      "SwiftMessages: %{public}@ is not skeletonable; set isSkeletonable = true on it and on the views to show.",
      type: .debug, String(describing: type(of: root)))
  }
}
#endif
