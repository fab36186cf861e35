import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
// CGRect's memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// The frames (in the container's coordinates) UIKit's constraints give a presented message,
/// composing the core rules the presenter, animator and keyboard tracker install
/// (``ContextDecision``, ``MessagePin``, ``KeyboardAvoidance``, ``MarginAdjustment``).
package struct MessagePlacementLayout: Sendable {
  /// The `MarginAdjustable` properties of the message view.
  package struct Margins: Hashable, Sendable {
    /// `layoutMarginAdditions`. Zero by default, as in `BaseView`.
    package var additions: LayoutInsets = .zero
    /// `collapseLayoutMarginAdditions`. `true` by default, as in `BaseView`.
    package var collapse: Bool = true
    /// `respectSafeArea`. `true` by default.
    package var respectSafeArea: Bool = true
    /// `bounceAnimationOffset`. ``MarginAdjustment/defaultBounceOffset`` (5) by default.
    package var bounceOffset: CGFloat = MarginAdjustment.defaultBounceOffset
  }

  /// The container's bounds (the presentation context's view). Zero by default.
  package var containerBounds: CGRect = .zero
  /// The container's safe-area insets. Zero by default.
  package var containerSafeArea: LayoutInsets = .zero
  /// The bottom edge (`maxY`) of the bar below which the message appears (a navigation bar laid
  /// out in the container), if the context names one. `nil` by default.
  package var topBarEdge: CGFloat?
  /// The top edge (`minY`) of the bar above which the message appears (an attached tab bar laid
  /// out in the container), if the context names one. `nil` by default.
  package var bottomBarEdge: CGFloat?
  /// The keyboard's frame in the container's coordinates, `nil` while hidden. `nil` by default.
  package var keyboardFrame: CGRect?
  /// The keyboard tracker's `topMargin`, or `nil` without a tracker
  /// (`Config.keyboardTrackingView`). `nil` by default.
  package var keyboardTrackerTopMargin: CGFloat?
  /// Where the message sits. `.top` by default.
  package var placement: PresentationPlacement = .top
  /// How it animates in (which animator pins it). ``MessagePin/Motion/slide`` by default.
  package var motion: MessagePin.Motion = .slide
  /// The message's `MarginAdjustable` facts, or `nil` when it is not `MarginAdjustable` (its
  /// margins are left alone and its bounce offset is 0). `BaseView`'s by default.
  package var margins: Margins? = Margins()

  /// The masking view's frame: the container's width, from the top bar's edge (else the
  /// container's top) to the bottom bar's edge (else the container's bottom), as a bar laid out
  /// in the container anchors it
  /// (``ContextDecision/installation(_:placement:tree:isAppExtension:hasWindowScene:)``). Never of negative height.
  package var maskingFrame: CGRect {
    let bounds = containerBounds
    let top = topBarEdge ?? bounds.origin.y
    let bottom = bottomBarEdge ?? bounds.origin.y + bounds.size.height
    return CGRect(x: bounds.origin.x, y: top, width: bounds.size.width, height: max(0, bottom - top))
  }

  /// Places the message as UIKit's animator does on install: lay out with its own margins, apply
  /// the managed margins computed from that frame, lay out again. `fittingHeight` is
  /// `systemLayoutSizeFitting` for a width and margins (`nil`: the view's own).
  package func resolve(fittingHeight: (_ width: CGFloat, _ margins: LayoutInsets?) -> CGFloat)
    -> MessagePlacement
  {
    let mask = maskingFrame
    let maskSafeArea = MarginAdjustment.ownSafeArea(
      untransformedFrame: mask, containerBounds: containerBounds, containerSafeArea: containerSafeArea)
    let trackerHeight =
      keyboardTrackerTopMargin.map { topMargin in
        KeyboardAvoidance.trackingHeight(
          trackerMaxY: mask.origin.y + mask.size.height, keyboardFrame: keyboardFrame, topMargin: topMargin)
      } ?? 0
    let maskBounds = CGRect(x: 0, y: 0, width: mask.size.width, height: mask.size.height)
    let first = messageFrame(
      height: fittingHeight(mask.size.width, nil), in: maskBounds, tracker: trackerHeight)
    var safeArea = LayoutInsets.zero
    var applied: LayoutInsets?
    var final = first
    if let margins {
      safeArea = MarginAdjustment.ownSafeArea(
        untransformedFrame: first, containerBounds: maskBounds, containerSafeArea: maskSafeArea)
      let managed = MarginAdjustment.margins(
        additions: margins.additions, safeArea: safeArea, collapse: margins.collapse,
        respectSafeArea: margins.respectSafeArea,
        bounceOffset: margins.bounceOffset, bounceEdge: motion == .slide ? placement : nil)
      applied = managed
      final = messageFrame(
        height: fittingHeight(mask.size.width, managed), in: maskBounds, tracker: trackerHeight)
    }
    return MessagePlacement(
      maskingFrame: mask,
      messageFrame: CGRect(
        x: mask.origin.x + final.origin.x, y: mask.origin.y + final.origin.y, width: final.size.width,
        height: final.size.height),
      messageSafeArea: safeArea, messageMargins: applied)
  }

  /// The message's frame in the masking view's bounds for `height`: the pin (priority 200),
  /// then the keyboard tracker's constraint (250) when there is a tracker, then the required
  /// containment of a scale (a message taller than the masking view is squeezed to its height).
  private func messageFrame(height rawHeight: CGFloat, in bounds: CGRect, tracker trackerHeight: CGFloat)
    -> CGRect
  {
    let maskHeight = bounds.size.height
    let bounce = margins?.bounceOffset ?? 0
    let pin = MessagePin(placement: placement, motion: motion, bounceOffset: bounce)
    var height = rawHeight.nonNegativeFinite
    // Required containment beats the content's compression resistance (750): a message taller
    // than the masking view is squeezed to it.
    if pin.keepsInside { height = min(height, max(0, maskHeight)) }
    var y: CGFloat
    switch pin.anchor {
    case .top: y = pin.constant
    case .bottom: y = maskHeight + pin.constant - height
    case .centerY: y = (maskHeight - height) / 2 + pin.constant
    }
    if keyboardTrackerTopMargin != nil {
      // tracker.top >= message.bottom + constant, the tracker standing on the masking bottom.
      let limit = maskHeight - trackerHeight - MessagePin.keyboardAvoidanceConstant(bounceOffset: bounce)
      y = min(y, limit - height)
    }
    if pin.keepsInside { y = max(0, min(y, maskHeight - height)) }
    return CGRect(x: 0, y: y, width: bounds.size.width, height: height)
  }
}

/// Where a message ends up: ``MessagePlacementLayout/resolve(fittingHeight:)``'s answer, in
/// the container's coordinates.
package struct MessagePlacement: Sendable {
  /// The masking view's frame.
  package var maskingFrame: CGRect
  /// The message's frame without its animation transform.
  package var messageFrame: CGRect
  /// The message's own safe area, as its managed margins were computed from it; zero when it
  /// is not `MarginAdjustable`.
  package var messageSafeArea: LayoutInsets
  /// The layout margins applied to the message, or `nil` when it is not `MarginAdjustable`.
  package var messageMargins: LayoutInsets?
}
