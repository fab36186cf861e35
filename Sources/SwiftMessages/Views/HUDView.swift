#if canImport(UIKit) && !os(watchOS)
import UIKit

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
      .withPriority(MessageWidth.regularMaximumPriority)
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
    spinIndicator(
      HUDLook.indicatorSpins(
        content: content, inWindow: window != nil, appWantsItRunning: wantsIndicatorRunning))
  }

  /// Shows `content`: the title in the body label (hidden without one), and in the indicator's
  /// place the arc indicator (indeterminate), the progress ring, or the outcome's glyph, as
  /// `HUDLook` decides: with `motion`, the indicator, ring and glyph cross-fade, the ring
  /// sweeps (and completes before a glyph draws over it), the glyph draws or fades in, and
  /// the card animates its size change; `nil` changes at once.
  open func display(_ content: HUDContent, motion: HUDMotion?) {
    let previous = self.content
    self.content = content
    // The content decides the indicator from now on.
    wantsIndicatorRunning = nil
    // The ring and glyph sit on the indicator: one outside the view hierarchy cannot hold them.
    let indicator = activityIndicatorView.flatMap { indicator in indicator.superview.map { _ in indicator } }
    let look = HUDLook(from: previous, to: content, motion: motion)
    // Without the indicator to draw on, the label says it all.
    let label = content.labelText(drawsGraphics: indicator != nil)
    bodyLabel?.text = label
    bodyLabel?.isHidden = label.isEmpty
    let element = accessibilityElement ?? self
    element.accessibilityLabel = content.accessibilityLabel
    element.accessibilityValue = content.accessibilityValue
    var traits = element.accessibilityTraits
    if look.updatesFrequently { traits.insert(.updatesFrequently) } else { traits.remove(.updatesFrequently) }
    element.accessibilityTraits = traits
    spinIndicator(HUDLook.indicatorSpins(content: content, inWindow: window != nil, appWantsItRunning: nil))
    guard let indicator else { return }
    // Visibility is managed with alpha here: a stopped indicator that hides itself would
    // leave its stack view and take the ring's and glyph's place with it.
    indicator.hidesWhenStopped = false
    let ring = progressRingView ?? installOverlay(ProgressRingView(), over: indicator)
    let glyph = glyphView ?? installOverlay(HUDGlyphView(), over: indicator)
    progressRingView = ring
    glyphView = glyph
    ring.color = indicator.color
    ring.setProgress(look.ringProgress, motion: look.ringMotion)
    glyph.show(content.outcome, motion: look.glyphMotion, delay: look.glyphDelay)
    UIView.animate(
      withDuration: look.fadeDuration, delay: look.fadeDelay,
      options: [.beginFromCurrentState, .allowUserInteraction]
    ) {
      indicator.alpha = CGFloat(look.indicatorAlpha)
      ring.alpha = CGFloat(look.ringAlpha)
      glyph.alpha = CGFloat(look.glyphAlpha)
      // The card (and the HUD in its container) follows the label's new size with the fade.
      (self.superview ?? self).layoutIfNeeded()
    }
  }

  func spinIndicator(_ spins: Bool) {
    if spins { activityIndicatorView?.startAnimating() } else { activityIndicatorView?.stopAnimating() }
  }

  private func installOverlay<Overlay: UIView>(_ overlay: Overlay, over indicator: ActivityIndicatorView)
    -> Overlay
  {
    overlay.translatesAutoresizingMaskIntoConstraints = false
    overlay.alpha = 0
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
      return builtInCode(after: error) { $0.buildFallbackHUDLayout() }
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
    let indicator = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let body = label(style: .subheadline)
    body.textAlignment = .center
    let stack = UIStackView(arrangedSubviews: [indicator, body])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 12
    installCard(stack, color: .secondarySystemBackground)
    hugBackgroundWidth()
    capCardWidth()
    activityIndicatorView = indicator
    bodyLabel = body
  }
}
#endif
