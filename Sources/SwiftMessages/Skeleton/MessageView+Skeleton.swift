#if canImport(UIKit) && !os(watchOS)
import UIKit

extension MessageView {
  /// Shows the message as a shimmering placeholder card while its content loads: the title,
  /// body, icon and button become skeleton shapes (one line for the title, two for an empty
  /// body). Show the view with `SwiftMessages.show` as usual, then call
  /// ``revealContent(transition:_:)`` when the content arrives.
  ///
  /// ```swift
  /// let view = MessageView.viewFromNib(layout: .cardView)
  /// view.showContentSkeleton()
  /// SwiftMessages.show(view: view)
  /// let order = try await api.order()
  /// view.revealContent { $0.configureContent(title: order.title, body: order.status) }
  /// ```
  ///
  /// - Parameter gradient: `SkeletonAppearance.default.gradient` by default.
  public func showContentSkeleton(
    usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient
  ) {
    isSkeletonable = true
    backgroundView?.isSkeletonable = true
    var containers: [UIView] = []
    for view in [titleLabel, bodyLabel, iconImageView, iconLabel, button].compactMap({ $0 as UIView? }) {
      view.isSkeletonable = true
      var ancestor = view.superview
      while let current = ancestor, current !== self {
        containers.append(current)
        ancestor = current.superview
      }
    }
    containers.forEach { $0.isSkeletonable = true }
    // Empty labels are given room for their lines by the skeleton itself (its height rule);
    // an empty body asks for two.
    if bodyLabel?.text?.isEmpty ?? true { bodyLabel?.skeletonTextNumberOfLines = 2 }
    // An empty button has no width to draw: it gets a placeholder title, and VoiceOver's
    // prefix waits for the content. Both are given back by `revealContent` (unless the app
    // set its own meanwhile).
    var changes = contentSkeletonChanges ?? ContentSkeletonChanges()
    if let button, button.title(for: .normal)?.isEmpty ?? true {
      changes.buttonTitle = .some(button.title(for: .normal))
      button.setTitle(ContentSkeletonChanges.placeholderButtonTitle, for: .normal)
    }
    if changes.accessibilityPrefix == nil { changes.accessibilityPrefix = .some(accessibilityPrefix) }
    contentSkeletonChanges = changes
    accessibilityPrefix = nil
    showAnimatedGradientSkeleton(usingGradient: gradient, transition: .none)
  }

  /// Fills the message in and cross-fades from the placeholder to the content.
  ///
  /// - Parameters:
  ///   - transition: `.crossDissolve(0.25)` by default.
  ///   - configure: sets the content, for example with `configureContent(title:body:)`.
  public func revealContent(
    transition: SkeletonTransitionStyle = .default, _ configure: (MessageView) -> Void
  ) {
    bodyLabel?.skeletonTextNumberOfLines = .inherited
    if let changes = contentSkeletonChanges {
      contentSkeletonChanges = nil
      if case .some(let original) = changes.buttonTitle, let button,
        let title = PlaceholderRestore.value(
          original: original, placeholder: ContentSkeletonChanges.placeholderButtonTitle,
          current: button.title(for: .normal))
      {
        button.setTitle(title, for: .normal)
      }
      if case .some(let original) = changes.accessibilityPrefix,
        let prefix = PlaceholderRestore.value(
          original: original, placeholder: nil, current: accessibilityPrefix)
      {
        accessibilityPrefix = prefix
      }
    }
    configure(self)
    layoutIfNeeded()
    hideSkeleton(reloadDataAfter: false, transition: transition)
    if let message = accessibilityMessage {
      UIAccessibility.post(notification: .announcement, argument: message)
    }
  }
}

/// What `showContentSkeleton()` changed on a `MessageView`; `.some(nil)` records a value that
/// was `nil`, a plain `nil` a value that was not changed.
struct ContentSkeletonChanges {
  /// The title given to an empty button so that its placeholder has a width.
  static let placeholderButtonTitle = "       "
  /// The button's `.normal` title before it got the placeholder.
  var buttonTitle: String??
  /// `accessibilityPrefix` before it was cleared.
  var accessibilityPrefix: String??
}
#endif
