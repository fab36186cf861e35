#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

/// SkeletonView's extension point: `view.sk` wraps the view, and the skeleton's state and
/// debugging members live on the wrapper (`view.sk.isSkeletonActive`,
/// `view.sk.skeletonTreeDescription`).
///
/// Generic like SkeletonView's, so app code can add its own members with
/// `extension SkeletonViewExtension where ExtendedType: MyView { … }`.
public struct SkeletonViewExtension<ExtendedType> {
  /// The wrapped value (the view, for `view.sk`).
  public private(set) var type: ExtendedType

  /// Wraps `type`.
  public init(_ type: ExtendedType) {
    self.type = type
  }
}

/// A type with the `sk` extension point. `UIView` conforms.
public protocol SkeletonViewExtended {
  /// The type `sk` wraps.
  associatedtype ExtendedType
  /// The extension point. Setting it does nothing (it exists so `view.sk` can be used on a
  /// `var` where a mutable wrapper is expected).
  var sk: SkeletonViewExtension<ExtendedType> { get set }
}

extension SkeletonViewExtended {
  /// The extension point: a wrapper of `self`. Setting it does nothing.
  public var sk: SkeletonViewExtension<Self> {
    get { SkeletonViewExtension(self) }
    // The wrapper holds no state of its own: nothing to store.
    set {}  // swiftlint:disable:this unused_setter_value
  }
}

extension UIView: SkeletonViewExtended {}

extension SkeletonViewExtension where ExtendedType: UIView {
  /// Whether a skeleton is shown on the view or on any skeletonable view below it. Read it on
  /// the main thread, like the views; off it, it reads no view and is `false`.
  public var isSkeletonActive: Bool { type.skeletonTreeIsActive }

  /// The skeletonable tree as pretty-printed JSON, one object per view with SkeletonView's keys
  /// (`type`, `reference` — the view's address —, `isSkeletonable`, `children`) plus the
  /// computed `frame`, `hidden` and `lines`. Read it on the main thread, like the views; off
  /// it, it reads no view and is empty.
  public var skeletonTreeDescription: String { type.skeletonTreeJSON }
}

/// A node of the skeleton tree: a view as the skeleton traversal sees it (SkeletonView's type
/// of the same name; its members are internal there too).
public struct SkeletonTreeNode<Base> {
  /// The view (or other value) the node stands for.
  let base: Base

  init(_ base: Base) {
    self.base = base
  }
}

extension UIView {
  // The readers behind `sk` and its deprecated `UIView` spellings; out of line, so those four
  // stay plain calls.
  @inline(never)
  nonisolated var skeletonTreeIsActive: Bool {
    MainThread.value({ self.skeletonShownHereOrBelow }, offMain: false)
  }

  @inline(never)
  nonisolated var skeletonTreeJSON: String {
    MainThread.value({ self.skeletonTreeJSONNow }, offMain: "")
  }

  /// Whether a skeleton is shown on the view (its own, or an ancestor's that reaches it and
  /// was not hidden on this subtree) or on any skeletonable view below it.
  private var skeletonShownHereOrBelow: Bool {
    if SkeletonOverlayView.isUnderSkeleton(self) { return true }
    return SkeletonSnapshot.children(of: self).contains { $0.isSkeletonable && $0.skeletonShownHereOrBelow }
  }

  /// The JSON description of the tree under the view (``SkeletonTreeDescription``).
  var skeletonTreeJSONNow: String {
    let snapshot = SkeletonSnapshot(root: self)
    let references = snapshot.views.map { "\(Unmanaged.passUnretained($0).toOpaque())" }
    return SkeletonTreeDescription.json(for: snapshot.node, references: references)
  }
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
    log("SwiftMessages skeleton appeared:\n\(root.skeletonTreeJSONNow)")
  }

  static func notSkeletonable(_ root: UIView) {
    log(
      "SwiftMessages: \(String(describing: Swift.type(of: root))) is not skeletonable; set isSkeletonable = true"
        + " on it and on the views to show.")
  }

  private static func log(_ message: @autoclosure () -> String) {
    guard isEnabled else { return }
    os_log("%{public}@", type: .debug, message())
  }
}
#endif
