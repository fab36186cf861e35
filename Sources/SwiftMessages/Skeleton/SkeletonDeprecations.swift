#if canImport(UIKit) && !os(watchOS)
import UIKit

// SkeletonView's deprecated API, kept so code written against older SkeletonView releases
// still compiles (with SkeletonView's deprecation warnings).

extension Notification.Name {
  /// Renamed ``skeletonWillAppearNotification`` (the same notification).
  @available(*, deprecated, renamed: "skeletonWillAppearNotification")
  public static var willBeginShowingSkeletons: Notification.Name { .skeletonWillAppearNotification }
  /// Renamed ``skeletonDidAppearNotification`` (the same notification).
  @available(*, deprecated, renamed: "skeletonDidAppearNotification")
  public static var didShowSkeletons: Notification.Name { .skeletonDidAppearNotification }
  /// Renamed ``skeletonWillUpdateNotification`` (the same notification).
  @available(*, deprecated, renamed: "skeletonWillUpdateNotification")
  public static var willBeginUpdatingSkeletons: Notification.Name { .skeletonWillUpdateNotification }
  /// Renamed ``skeletonDidUpdateNotification`` (the same notification).
  @available(*, deprecated, renamed: "skeletonDidUpdateNotification")
  public static var didUpdateSkeletons: Notification.Name { .skeletonDidUpdateNotification }
  /// Renamed ``skeletonWillDisappearNotification`` (the same notification).
  @available(*, deprecated, renamed: "skeletonWillDisappearNotification")
  public static var willBeginHidingSkeletons: Notification.Name { .skeletonWillDisappearNotification }
  /// Renamed ``skeletonDidDisappearNotification`` (the same notification).
  @available(*, deprecated, renamed: "skeletonDidDisappearNotification")
  public static var didHideSkeletons: Notification.Name { .skeletonDidDisappearNotification }
}

extension UIView {
  /// `sk.skeletonTreeDescription`.
  @available(*, deprecated, renamed: "sk.skeletonTreeDescription")
  public var skeletonDescription: String { skeletonTreeJSON }

  /// `sk.isSkeletonActive`.
  @available(*, deprecated, renamed: "sk.isSkeletonActive")
  public var isSkeletonActive: Bool { skeletonTreeIsActive }
}

extension SkeletonViewAppearance {
  /// `true` means `.relativeToFont` line heights; `false` sets `.fixed(multilineHeight)`. Use
  /// ``textLineHeight``.
  @available(*, deprecated, renamed: "textLineHeight")
  public var useFontLineHeight: Bool {
    @inline(never) get { textLineHeight.usesFontLineHeight }
    @inline(never) set {
      textLineHeight = SkeletonTextLineHeight(useFontLineHeight: newValue, multilineHeight: multilineHeight)
    }
  }
}

extension SkeletonTableViewDataSource {
  /// SkeletonView's misspelt name of ``collectionSkeletonView(_:cellIdentifierForRowAt:)``,
  /// which it returns.
  @available(*, deprecated, renamed: "collectionSkeletonView(_:cellIdentifierForRowAt:)")
  public func collectionSkeletonView(_ skeletonView: UITableView, cellIdenfierForRowAt indexPath: IndexPath)
    -> ReusableCellIdentifier
  {
    collectionSkeletonView(skeletonView, cellIdentifierForRowAt: indexPath)
  }
}
#endif
