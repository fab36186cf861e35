#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

/// A loading HUD: the arc ``ActivityIndicatorView`` above a body label on a rounded card
/// (`HUDView.xib`), shown with `.center` for modal loading or `.top`/`.bottom` as a toast.
///
/// ```swift
/// let hud = HUDView.viewFromNib()
/// hud.configureContent(body: "Uploading…")
/// var config = SwiftMessages.Config()
/// config.presentationStyle = .center
/// config.duration = .indefinite(delay: 0.5, minimum: 1)   // only if slow; then at least 1 s
/// config.dimMode = .gray(interactive: false)
/// SwiftMessages.show(config: config, view: hud)
/// ```
///
/// Its indicator is ``MessageView/activityIndicatorView``, connected in the nib; it animates
/// while the HUD is on screen.
@MainActor
open class HUDView: MessageView {
  /// What VoiceOver announces: the body text, or "Loading" without one.
  open override var accessibilityMessage: String? {
    super.accessibilityMessage ?? activityIndicatorView?.accessibilityLabel
      ?? SkeletonAccessibility.loadingLabel
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // Spin only while visible: no animation work for a HUD waiting in the queue.
    if window == nil {
      activityIndicatorView?.stopAnimating()
    } else {
      activityIndicatorView?.startAnimating()
    }
  }

  /// Loads `HUDView.xib` (your copy in the main bundle first). Never crashes: if the nib cannot
  /// be loaded the error is logged and the same layout is built in code.
  public static func viewFromNib<T: HUDView>(filesOwner: AnyObject = NSNull()) -> T {
    do {
      return try loadFromNib(bundle: nil, filesOwner: filesOwner)
    } catch {
      os_log("SwiftMessages: %{public}@ Using a HUD layout built in code.", type: .error, "\(error)")
      let view = makeEmpty(T.self)
      view.buildFallbackHUDLayout()
      return view
    }
  }

  /// Loads `HUDView.xib`, throwing ``SwiftMessagesError`` when it is missing or its top-level
  /// view is not a `T`.
  ///
  /// - Parameters:
  ///   - bundle: `nil` (main bundle, then SwiftMessages' bundle) by default.
  ///   - filesOwner: the nib's File's Owner. `NSNull()` by default.
  public static func loadFromNib<T: HUDView>(bundle: Bundle? = nil, filesOwner: AnyObject = NSNull()) throws
    -> T
  {
    try NibLoader.view(named: "HUDView", bundle: bundle, filesOwner: filesOwner)
  }

  private func buildFallbackHUDLayout() {
    let background = CornerRoundingView()
    background.cornerRadius = CGFloat(MessageWidth.cardCornerRadius)
    background.backgroundColor = .secondarySystemBackground
    layoutMarginAdditions = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    collapseLayoutMarginAdditions = true
    bounceAnimationOffset = 0
    installBackgroundView(background)
    let indicator = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let body = UILabel()
    body.font = .preferredFont(forTextStyle: .subheadline)
    body.adjustsFontForContentSizeCategory = true
    body.numberOfLines = 0
    body.textAlignment = .center
    body.isAccessibilityElement = false
    let stack = UIStackView(arrangedSubviews: [indicator, body])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    background.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: background.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: background.bottomAnchor, constant: -20),
      stack.leadingAnchor.constraint(equalTo: background.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: background.trailingAnchor, constant: -20),
    ])
    activityIndicatorView = indicator
    bodyLabel = body
  }
}
#endif
