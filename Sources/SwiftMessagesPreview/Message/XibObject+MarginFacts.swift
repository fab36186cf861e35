import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension XibObject {
  /// The message view's `MarginAdjustable` properties as the nib sets them (the
  /// `topLayoutMarginAddition`…, `collapseLayoutMarginAdditions`, `respectSafeArea` and
  /// `bounceAnimationOffset` runtime attributes), with `BaseView`'s defaults for the rest.
  ///
  /// `nil` for a plain `UIView` (no custom class): such a view is not `MarginAdjustable` and
  /// SwiftMessages leaves its margins alone. Any custom class counts as a `BaseView`
  /// subclass, as the classes nibs for SwiftMessages use (`MessageView` and app subclasses).
  package var marginFacts: MessagePlacementLayout.Margins? {
    guard customClass != nil, isView else { return nil }
    var facts = MessagePlacementLayout.Margins()
    let number = { self.runtimeNumber($0).map { CGFloat($0) } }
    let flag = runtimeFlag
    facts.additions = LayoutInsets(
      top: number("topLayoutMarginAddition") ?? 0, left: number("leftLayoutMarginAddition") ?? 0,
      bottom: number("bottomLayoutMarginAddition") ?? 0, right: number("rightLayoutMarginAddition") ?? 0)
    if let collapse = flag("collapseLayoutMarginAdditions") { facts.collapse = collapse }
    if let respect = flag("respectSafeArea") { facts.respectSafeArea = respect }
    if let bounce = number("bounceAnimationOffset") { facts.bounceOffset = bounce }
    return facts
  }
}
