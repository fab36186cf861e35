#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessagesSegue {
  /// Applies one of the preset layouts, which mirror the bundled message layouts: the
  /// containment, the message view's margin additions, bounce offset (0) and drop shadow, the
  /// container's corners and the presentation style (see `SegueLayout/preset` for the table).
  ///
  /// ```swift
  /// segue.configure(layout: .bottomCard)
  /// segue.containerView.cornerRadius = 20
  /// ```
  ///
  /// Call it first and adjust afterwards: it resets every option it covers.
  public func configure(layout: Layout) {
    let preset = layout.preset
    containment = preset.containment
    messageView.layoutMarginAdditions = UIEdgeInsets(preset.layoutMarginAdditions)
    messageView.collapseLayoutMarginAdditions = preset.collapsesMarginAdditions
    messageView.bounceAnimationOffset = preset.bounceAnimationOffset
    if preset.addsDropShadow { messageView.configureDropShadow() }
    containerView.cornerRadius = preset.cornerRadius
    containerView.roundsLeadingCorners = preset.roundsLeadingCorners
    presentationStyle = SwiftMessages.PresentationStyle(preset.animation)
  }
}

extension SwiftMessages.PresentationStyle {
  @MainActor init(_ animation: SeguePreset.Animation) {
    switch animation {
    case .standard(.top): self = .top
    case .standard(.bottom): self = .bottom
    case .standard(.center): self = .center
    case .slide(let edge, let springDamping):
      let animator = TopBottomAnimation(style: edge == .top ? .top : .bottom)
      animator.springDamping = CGFloat(springDamping)
      self = .custom(animator: animator)
    }
  }
}
#endif
