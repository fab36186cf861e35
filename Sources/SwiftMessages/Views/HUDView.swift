#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

/// A loading HUD: the arc ``ActivityIndicatorView`` above a body label on a rounded card
/// (`HUDView.xib`), shown with `.center` for modal loading or `.top`/`.bottom` as a toast.
/// `SwiftMessages.showHUD(_:)` and `withHUD(_:operation:)` show it for you and update it
/// through ``display(_:motion:)``: the progress ring and the success or failure glyph take the
/// indicator's place.
///
/// Shown by hand:
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
@MainActor
open class HUDView: MessageView, HUDDisplaying {
  /// The indicator, connected in `HUDView.xib`; `nil` until the nib (or the layout built in
  /// code) sets it. It animates while the HUD is on screen and shows no progress or outcome;
  /// ``MessageView/configureActivityIndicator(isAnimating:)`` starts and stops it where it is.
  /// Replacing it removes the ring and glyph laid over the old one.
  @IBOutlet open var activityIndicatorView: ActivityIndicatorView? {
    didSet {
      guard oldValue !== activityIndicatorView else { return }
      progressRingView?.removeFromSuperview()
      glyphView?.removeFromSuperview()
      progressRingView = nil
      glyphView = nil
    }
  }

  /// The ring shown in the indicator's place once work reports progress; `nil` until then
  /// (and without an ``activityIndicatorView`` to take the place of).
  open private(set) var progressRingView: ProgressRingView?
  /// The check or cross shown in the indicator's place after the work ended; `nil` until then
  /// (and without an ``activityIndicatorView``).
  open private(set) var glyphView: HUDGlyphView?

  /// The content last shown with ``display(_:motion:)``; `nil` for a HUD configured by hand.
  open private(set) var content: HUDContent?

  private var widthCap: NSLayoutConstraint?
  /// The app's last `configureActivityIndicator(isAnimating:)`; `nil` when it never called it.
  var wantsIndicatorRunning: Bool?

  open override func awakeFromNib() {
    super.awakeFromNib()
    capCardWidth()
  }

  /// Keeps the card at most ``MessageWidth/hudMaximum`` wide (300 pt) in every size class, so
  /// a long error wraps in a compact card.
  private func capCardWidth() {
    guard widthCap == nil, let card = backgroundView, card !== self else { return }
    let cap = card.widthAnchor.constraint(lessThanOrEqualToConstant: CGFloat(MessageWidth.hudMaximum))
    cap.priority = UILayoutPriority(MessageWidth.regularMaximumPriority)
    cap.isActive = true
    widthCap = cap
  }

  /// What VoiceOver announces: the content's label (its title, the outcome, or "Loading"),
  /// else the body text, or `SwiftMessagesString/loading` without one.
  open override var accessibilityMessage: String? {
    content?.accessibilityLabel ?? super.accessibilityMessage ?? activityIndicatorView?.accessibilityLabel
      ?? SwiftMessagesString.loading.localized
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // Spin only while visible and indeterminate: no animation work for a HUD waiting in the
    // queue or showing progress.
    if window == nil || content?.progress != nil || content?.outcome != nil || wantsIndicatorRunning == false
    {
      activityIndicatorView?.stopAnimating()
    } else {
      activityIndicatorView?.startAnimating()
    }
  }

  /// Shows `content`: the title in the body label (hidden without one), and in the indicator's
  /// place the arc indicator (indeterminate), the progress ring, or the outcome's glyph.
  /// `motion` animates the change: the ring sweeps and the glyph draws with
  /// `HUDMotion/draw(duration:)`; everything cross-fades with
  /// `HUDMotion/crossFade(duration:)`; `nil` changes at once.
  open func display(_ content: HUDContent, motion: HUDMotion?) {
    let previous = self.content
    self.content = content
    // The content decides the indicator from now on.
    wantsIndicatorRunning = nil
    let apply = { self.apply(content, previous: previous, motion: motion) }
    if case .crossFade(let duration)? = motion, window != nil {
      UIView.transition(
        with: self, duration: duration, options: [.transitionCrossDissolve, .allowUserInteraction],
        animations: apply)
    } else {
      apply()
    }
  }

  private func apply(_ content: HUDContent, previous: HUDContent?, motion: HUDMotion?) {
    // The ring and glyph sit on the indicator: one outside the view hierarchy cannot hold them.
    let indicator = activityIndicatorView.flatMap { $0.superview == nil ? nil : $0 }
    bodyLabel?.text = content.labelText(drawsGraphics: indicator != nil)
    bodyLabel?.isHidden = bodyLabel?.text?.isEmpty ?? true
    if let indicator {
      // Visibility is managed with alpha here: a stopped indicator that hides itself would
      // leave its stack view and take the ring's and glyph's place with it.
      if indicator.hidesWhenStopped { indicator.hidesWhenStopped = false }
      if content.outcome == nil, content.progress == nil {
        indicator.alpha = 1
        if window != nil { indicator.startAnimating() }
        progressRingView?.isHidden = true
        glyphView?.isHidden = true
      } else {
        indicator.stopAnimating()
        indicator.alpha = 0
        let ring = progressRingView ?? installOverlay(ProgressRingView(), over: indicator)
        progressRingView = ring
        ring.color = indicator.color
        if let outcome = content.outcome {
          ring.isHidden = true
          let glyph = glyphView ?? installOverlay(HUDGlyphView(), over: indicator)
          glyphView = glyph
          glyph.isHidden = false
          // Every morph draws its glyph (a success after a success too); a cross-fade runs
          // around the whole view, so the glyph then appears at once.
          if case .draw? = motion {
            glyph.show(outcome, motion: motion)
          } else if glyph.outcome != outcome || previous?.outcome == nil {
            glyph.show(outcome, motion: nil)
          }
        } else if let progress = content.progress {
          glyphView?.isHidden = true
          glyphView?.show(nil, motion: nil)
          ring.isHidden = false
          // Only progress of the same work sweeps (the core gives a take-over no motion).
          let ringMotion: HUDMotion? =
            if case .draw? = motion, previous?.progress != nil { motion } else { nil }
          ring.setProgress(progress, motion: ringMotion)
        }
      }
    }
    let element = accessibilityElement ?? self
    element.accessibilityLabel = content.accessibilityLabel
    element.accessibilityValue = content.accessibilityValue
    element.accessibilityTraits =
      content.outcome == nil
      ? element.accessibilityTraits.union(.updatesFrequently)
      : element.accessibilityTraits.subtracting(.updatesFrequently)
  }

  /// Adds `overlay` over the indicator, same centre and size, in the indicator's superview.
  private func installOverlay<Overlay: UIView>(_ overlay: Overlay, over indicator: ActivityIndicatorView)
    -> Overlay
  {
    overlay.translatesAutoresizingMaskIntoConstraints = false
    overlay.isHidden = true
    guard let container = indicator.superview else { return overlay }
    container.addSubview(overlay)
    NSLayoutConstraint.activate([
      overlay.centerXAnchor.constraint(equalTo: indicator.centerXAnchor),
      overlay.centerYAnchor.constraint(equalTo: indicator.centerYAnchor),
      overlay.widthAnchor.constraint(equalTo: indicator.widthAnchor),
      overlay.heightAnchor.constraint(equalTo: indicator.heightAnchor),
    ])
    return overlay
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
    hugBackgroundWidth()
    capCardWidth()
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
