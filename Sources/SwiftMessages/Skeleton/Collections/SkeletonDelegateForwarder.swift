#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The base of the placeholder proxies, which stand in as a table's or collection view's
/// delegate while the placeholders show: forwards to the app's delegate (held weakly) every
/// call the core's ``SkeletonCollectionProxy/forwardsDelegateCall(_:)`` allows (scrolling, a
/// flow layout's sizes), never one naming a placeholder row, item or section.
@MainActor
class SkeletonDelegateForwarder: NSObject {
  /// The app's delegate, replaced by the proxy while it is installed.
  private(set) weak var appDelegate: (any UIScrollViewDelegate)?

  init(appDelegate: (any UIScrollViewDelegate)?) {
    self.appDelegate = appDelegate
    super.init()
  }

  override func responds(to aSelector: Selector!) -> Bool {
    super.responds(to: aSelector) || forwardingTarget(for: aSelector) != nil
  }

  override func forwardingTarget(for aSelector: Selector!) -> Any? {
    guard let appDelegate, let aSelector,
      SkeletonCollectionProxy.forwardsDelegateCall(NSStringFromSelector(aSelector)),
      appDelegate.responds(to: aSelector)
    else { return nil }
    return appDelegate
  }
}
#endif
