import Foundation

/// The options `SwiftMessagesSegue.configure(layout:)` applies to the segue, its message view
/// and its container view: one row of ``SegueLayout/preset``'s table.
package struct SeguePreset: Sendable {
  /// How the message animates in and out.
  package enum Animation: Sendable {
    /// The presentation style's own animation: `.top`, `.bottom` or `.center` (a slide with
    /// spring damping 0.8, or the centred scale).
    case standard(PresentationPlacement)
    /// A slide from `edge` (`.top` or `.bottom`) with its own spring damping (a
    /// `TopBottomAnimation` passed as `.custom(animator:)`); 1 settles without overshoot.
    case slide(PresentationPlacement, springDamping: Double)
  }

  /// How the controller's view is installed in the message view.
  package let containment: SegueContainment
  /// The message view's `layoutMarginAdditions`.
  package let layoutMarginAdditions: LayoutInsets
  /// The message view's `collapseLayoutMarginAdditions`.
  package let collapsesMarginAdditions: Bool
  /// The container view's `cornerRadius` (15 for cards and tabs, 0 for messages).
  package let cornerRadius: CGFloat
  /// The container view's `roundsLeadingCorners` (tabs only).
  package let roundsLeadingCorners: Bool
  /// The segue's presentation style.
  package let animation: Animation
  /// The message view's `bounceAnimationOffset`. 0 for every preset: the controller's view
  /// fills the message, so there is no bounce room to show.
  package let bounceAnimationOffset: CGFloat
  /// Whether the message view gets the standard drop shadow (`configureDropShadow()`). `true`
  /// for every preset.
  package let addsDropShadow: Bool

  /// Creates a preset; `bounceAnimationOffset` is 0 and `addsDropShadow` `true` by default.
  init(
    containment: SegueContainment, layoutMarginAdditions: LayoutInsets, collapsesMarginAdditions: Bool,
    cornerRadius: CGFloat, roundsLeadingCorners: Bool, animation: Animation,
    bounceAnimationOffset: CGFloat = 0,
    addsDropShadow: Bool = true
  ) {
    self.containment = containment
    self.layoutMarginAdditions = layoutMarginAdditions
    self.collapsesMarginAdditions = collapsesMarginAdditions
    self.cornerRadius = cornerRadius
    self.roundsLeadingCorners = roundsLeadingCorners
    self.animation = animation
    self.bounceAnimationOffset = bounceAnimationOffset
    self.addsDropShadow = addsDropShadow
  }
}

extension SeguePreset {
  /// The priority of the constraints from `preferredContentSize`: one above
  /// ``MessageWidth/regularMaximumPriority``, 951, so a preferred width beats the iPad width cap
  /// (950).
  package static let contentSizePriority: Float = MessageWidth.regularMaximumPriority + 1

  /// The width and height to constrain the container to for a controller's
  /// `preferredContentSize`: `nil` for a zero, negative or non-finite dimension.
  package static func contentSize(preferred size: CGSize) -> (width: CGFloat?, height: CGFloat?) {
    // `map`: on iOS the solver reads `CGFloat.positiveFinite` through the implicit Double
    // conversion.
    (size.width.positiveFinite.map { CGFloat($0) }, size.height.positiveFinite.map { CGFloat($0) })
  }
}
