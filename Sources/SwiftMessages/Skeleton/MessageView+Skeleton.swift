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
    // Each part and its containers up to the message view.
    let parts: [UIView?] = [titleLabel, bodyLabel, iconImageView, iconLabel, button]
    for part in parts {
      var view = part
      while let current = view, current !== self {
        current.isSkeletonable = true
        view = current.superview
      }
    }
    // Empty labels are given room for their lines by the skeleton itself (its height rule); an
    // empty body asks for two. An empty button has no width to draw: it gets a placeholder
    // title, and VoiceOver's prefix waits for the content. `revealContent` gives all three
    // back (unless the app set its own meanwhile).
    apply(
      contentSkeletonRecord.conceal(
        bodyText: bodyLabel?.text, bodyLines: bodyLabel?.skeletonTextNumberOfLines ?? .inherited,
        hasButton: button != nil, buttonTitle: button?.title(for: .normal),
        accessibilityPrefix: accessibilityPrefix))
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
    apply(
      contentSkeletonRecord.reveal(
        bodyLines: bodyLabel?.skeletonTextNumberOfLines ?? .inherited,
        buttonTitle: button?.title(for: .normal),
        accessibilityPrefix: accessibilityPrefix))
    configure(self)
    layoutIfNeeded()
    hideSkeleton(reloadDataAfter: false, transition: transition)
    if let message = accessibilityMessage {
      UIAccessibility.post(notification: .announcement, argument: message)
    }
  }

  /// Sets the values of a content skeleton's placeholders or restore.
  private func apply(_ values: ContentSkeletonRecord) {
    if let lines = values.bodyLines {
      bodyLabel?.skeletonTextNumberOfLines = lines
    }
    if let title = values.buttonTitle {
      button?.setTitle(title, for: .normal)
    }
    if let prefix = values.accessibilityPrefix {
      accessibilityPrefix = prefix
    }
  }
}
#endif
