import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension XibObject {
  /// The nib's `MarginAdjustable` runtime attributes with `BaseView`'s defaults, or `nil` for a
  /// plain `UIView`, whose margins SwiftMessages leaves alone; any custom class counts as a
  /// `BaseView` subclass.
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
