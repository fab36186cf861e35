#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The base of every message view (SwiftMessages 10's `BaseView`): a visible
/// `backgroundView` inside transparent, SwiftMessages-managed layout margins, an optional tap
/// handler, drop shadow helpers and the iPad width cap.
open class BaseView: UIView, BackgroundViewable, MarginAdjustable {
  // MARK: - Background

  /// The visible part of the message; touches outside it pass through and the pan and tap
  /// gestures attach to it. `self` by default.
  @IBOutlet open weak var backgroundView: UIView! {
    didSet {
      if oldValue !== backgroundView { installTapRecognizer(movingFrom: oldValue) }
      updateBackgroundHeightConstraint()
    }
  }

  /// Pins `contentView` to `backgroundView`'s edges with `insets` (a fallback height of 350
  /// at priority 200 keeps an empty view sized).
  open func installContentView(_ contentView: UIView, insets: UIEdgeInsets = .zero) {
    contentView.translatesAutoresizingMaskIntoConstraints = false
    backgroundView.addSubview(contentView)
    let constants = LayoutInsets(insets).anchorConstants
    NSLayoutConstraint.activate([
      contentView.topAnchor.constraint(equalTo: backgroundView.topAnchor, constant: constants.top),
      contentView.bottomAnchor.constraint(equalTo: backgroundView.bottomAnchor, constant: constants.bottom),
      contentView.leftAnchor.constraint(equalTo: backgroundView.leftAnchor, constant: constants.left),
      contentView.rightAnchor.constraint(equalTo: backgroundView.rightAnchor, constant: constants.right),
      fallbackHeight(for: contentView),
    ])
  }

  /// Makes `backgroundView` a card inside the layout margins (top and bottom to the margins),
  /// further inset by `insets` (zero by default) from each margin: full width in compact
  /// width, at most 500 pt centred in regular width (iPad).
  open func installBackgroundView(_ backgroundView: UIView, insets: UIEdgeInsets = .zero) {
    installBackground(backgroundView, insets: insets, pinVerticalEdgesToMargins: true)
  }

  /// Like ``installBackgroundView(_:insets:)`` but the background reaches the top and bottom
  /// edges (tab style: it bleeds under the status bar or home indicator), inset from those
  /// edges and from the horizontal margins by `insets` (zero by default).
  open func installBackgroundVerticalView(_ backgroundView: UIView, insets: UIEdgeInsets = .zero) {
    installBackground(backgroundView, insets: insets, pinVerticalEdgesToMargins: false)
  }

  // MARK: - Tap

  /// Called when the background is tapped. `nil` (no tap recognizer) by default.
  open var tapHandler: ((_ view: BaseView) -> Void)? {
    didSet { installTapRecognizer(movingFrom: backgroundView) }
  }

  private lazy var tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(tapped))

  @objc func tapped() {
    tapHandler?(self)
  }

  private func installTapRecognizer(movingFrom oldView: UIView?) {
    oldView?.removeGestureRecognizer(tapRecognizer)
    backgroundView?.removeGestureRecognizer(tapRecognizer)
    guard tapHandler != nil, let backgroundView else { return }
    backgroundView.addGestureRecognizer(tapRecognizer)
  }

  // MARK: - Margins (MarginAdjustable)

  /// Margins added to the safe area (or collapsed with it, see
  /// ``collapseLayoutMarginAdditions``). All zero by default; the bundled nibs set 20 or 10.
  open var layoutMarginAdditions: UIEdgeInsets {
    get {
      UIEdgeInsets(
        top: topLayoutMarginAddition, left: leftLayoutMarginAddition, bottom: bottomLayoutMarginAddition,
        right: rightLayoutMarginAddition)
    }
    set {
      topLayoutMarginAddition = newValue.top
      leftLayoutMarginAddition = newValue.left
      bottomLayoutMarginAddition = newValue.bottom
      rightLayoutMarginAddition = newValue.right
    }
  }
  /// The top part of ``layoutMarginAdditions``, settable in Interface Builder. 0 by default.
  @IBInspectable open var topLayoutMarginAddition: CGFloat = 0
  /// The left part of ``layoutMarginAdditions``. 0 by default.
  @IBInspectable open var leftLayoutMarginAddition: CGFloat = 0
  /// The bottom part of ``layoutMarginAdditions``. 0 by default.
  @IBInspectable open var bottomLayoutMarginAddition: CGFloat = 0
  /// The right part of ``layoutMarginAdditions``. 0 by default.
  @IBInspectable open var rightLayoutMarginAddition: CGFloat = 0
  /// Whether additions and safe area combine with `max` (`true`) or `+`. `true` by default.
  @IBInspectable open var collapseLayoutMarginAdditions: Bool = true
  /// Whether the safe area counts in the margins. `true` by default.
  open var respectSafeArea: Bool = true
  /// How far the view extends past the edge it slides from, so the spring never shows a gap.
  /// 5 by default.
  @IBInspectable open var bounceAnimationOffset: CGFloat = MarginAdjustment.defaultBounceOffset

  // MARK: - Sizing

  /// An explicit height for `backgroundView`. `nil` (intrinsic) by default.
  open var backgroundHeight: CGFloat? {
    didSet { updateBackgroundHeightConstraint() }
  }

  private var backgroundHeightConstraint: NSLayoutConstraint?
  private var compactConstraints: [NSLayoutConstraint] = []
  private var regularConstraints: [NSLayoutConstraint] = []

  /// Creates a view whose background is itself.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundView = self
    layoutMargins = .zero
  }

  /// Creates the view from a nib or storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundView = self
    layoutMargins = .zero
  }

  open override func awakeFromNib() {
    super.awakeFromNib()
    if backgroundView == nil { backgroundView = self }
  }

  /// Fixes `backgroundView`'s width to `width` points.
  open func configureBackgroundView(width: CGFloat) {
    guard let backgroundView else { return }
    // The background, whichever view it is (the view itself when it has no separate one), as
    // in SwiftMessages 10. Required, also as there: at 950 it tied with the regular-width cap
    // (`width <= 500` at 950), so a width above 500 on iPad was ambiguous.
    let constraint = backgroundView.widthAnchor.constraint(equalToConstant: width)
    constraint.isActive = true
  }

  /// Sets the left and right margins around `backgroundView` to `sideMargin` points.
  open func configureBackgroundView(sideMargin: CGFloat) {
    layoutMarginAdditions.left = sideMargin
    layoutMarginAdditions.right = sideMargin
  }

  /// Forwards hit testing to `backgroundView`, so the transparent margins let touches through.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    guard let backgroundView, backgroundView !== self else { return super.point(inside: point, with: event) }
    return backgroundView.point(inside: convert(point, to: backgroundView), with: event)
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
      updateSizeClassConstraints()
    }
  }

  // MARK: - Shadow

  /// Adds SwiftMessages' drop shadow (black, offset 0,2, radius 6, opacity 0.4) on the view's
  /// own layer, following the background's rounded shape.
  open func configureDropShadow() {
    let shadow = MessageShadow.standard
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOffset = CGSize(width: shadow.offsetX, height: shadow.offsetY)
    layer.shadowRadius = CGFloat(shadow.radius)
    layer.shadowOpacity = Float(shadow.opacity)
    layer.masksToBounds = false
    updateShadowPath()
  }

  /// Removes the drop shadow.
  open func configureNoDropShadow() {
    layer.shadowOpacity = 0
    layer.shadowPath = nil
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateShadowPath()
  }

  private func updateShadowPath() {
    guard layer.shadowOpacity > 0, let backgroundView else { return }
    let frame = backgroundView.convert(backgroundView.bounds, to: self)
    let path: CGPath
    if let rounded = backgroundView as? CornerRoundingView {
      let radius = rounded.cornerRadius
      path =
        UIBezierPath(
          roundedRect: frame, byRoundingCorners: rounded.roundedCorners,
          cornerRadii: CGSize(width: radius, height: radius)
        ).cgPath
    } else {
      path = UIBezierPath(roundedRect: frame, cornerRadius: backgroundView.layer.cornerRadius).cgPath
    }
    // During a rotation the bounds animate: the shadow follows instead of jumping.
    let running = (layer.animationKeys() ?? []).compactMap {
      layer.animation(forKey: $0) as? CABasicAnimation
    }
    if let index = MessageShadow.pathAnimationToFollow(runningKeyPaths: running.map(\.keyPath)) {
      let animation = CABasicAnimation(keyPath: "shadowPath")
      animation.duration = running[index].duration
      animation.timingFunction = running[index].timingFunction
      animation.fromValue = layer.shadowPath
      animation.toValue = path
      layer.add(animation, forKey: "shadowPath")
    }
    layer.shadowPath = path
  }

  // MARK: - Private

  private func fallbackHeight(for view: UIView) -> NSLayoutConstraint {
    view.heightAnchor.constraint(equalToConstant: 350).withPriority(200)
  }

  private func installBackground(_ background: UIView, insets: UIEdgeInsets, pinVerticalEdgesToMargins: Bool)
  {
    background.translatesAutoresizingMaskIntoConstraints = false
    addSubview(background)
    backgroundView = background
    let constants = LayoutInsets(insets).anchorConstants
    let margins = layoutMarginsGuide
    let top = pinVerticalEdgesToMargins ? margins.topAnchor : topAnchor
    let bottom = pinVerticalEdgesToMargins ? margins.bottomAnchor : bottomAnchor
    let verticalPriority: Float = pinVerticalEdgesToMargins ? 900 : 1000
    NSLayoutConstraint.activate([
      background.centerXAnchor.constraint(equalTo: centerXAnchor).withPriority(
        MessageWidth.centeringPriority),
      background.topAnchor.constraint(equalTo: top, constant: constants.top).withPriority(verticalPriority),
      background.bottomAnchor.constraint(equalTo: bottom, constant: constants.bottom).withPriority(
        verticalPriority),
      fallbackHeight(for: background),
    ])
    // Left and right, not leading and trailing: the insets name physical edges.
    compactConstraints = [
      background.leftAnchor.constraint(equalTo: margins.leftAnchor, constant: constants.left).withPriority(
        900),
      background.rightAnchor.constraint(equalTo: margins.rightAnchor, constant: constants.right).withPriority(
        900),
    ]
    let regularMaximum = CGFloat(MessageWidth.regularMaximum)
    regularConstraints = [
      background.leftAnchor.constraint(greaterThanOrEqualTo: margins.leftAnchor, constant: constants.left)
        .withPriority(900),
      background.rightAnchor.constraint(lessThanOrEqualTo: margins.rightAnchor, constant: constants.right)
        .withPriority(900),
      background.widthAnchor.constraint(lessThanOrEqualToConstant: regularMaximum).withPriority(
        MessageWidth.regularMaximumPriority),
      background.widthAnchor.constraint(equalToConstant: regularMaximum).withPriority(200),
    ]
    updateSizeClassConstraints()
  }

  /// Makes the installed background as wide as its content in every size class (a HUD card),
  /// within the margins and the regular-width cap, instead of spanning the margins on iPhone.
  func hugBackgroundWidth() {
    NSLayoutConstraint.deactivate(compactConstraints + regularConstraints)
    // Drop the preferred full width (the last regular constraint): only the bounds remain.
    let bounds = regularConstraints.filter { $0.relation != .equal }
    compactConstraints = bounds
    regularConstraints = bounds
    updateSizeClassConstraints()
  }

  private func updateSizeClassConstraints() {
    let regular = traitCollection.horizontalSizeClass == .regular
    NSLayoutConstraint.deactivate(regular ? compactConstraints : regularConstraints)
    NSLayoutConstraint.activate(regular ? regularConstraints : compactConstraints)
  }

  private func updateBackgroundHeightConstraint() {
    backgroundHeightConstraint?.isActive = false
    backgroundHeightConstraint = nil
    guard let backgroundHeight, let backgroundView else { return }
    let constraint = backgroundView.heightAnchor.constraint(equalToConstant: backgroundHeight)
    constraint.isActive = true
    backgroundHeightConstraint = constraint
  }
}
#endif
