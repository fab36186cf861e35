#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Told before and after a ``KeyboardTrackingView`` changes its height.
public protocol KeyboardTrackingViewDelegate: AnyObject {
  /// The tracker is about to animate for `change`; `userInfo` is the keyboard notification's.
  func keyboardTrackingViewWillChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any])
  /// The tracker has started animating for `change`.
  func keyboardTrackingViewDidChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any])
}

/// Keeps bottom messages above the keyboard (SwiftMessages 10's `KeyboardTrackingView`):
/// set it as `Config.keyboardTrackingView` and the message is pushed up as the keyboard
/// appears, moves and goes away.
///
/// Better than the original: a keyboard that is already up when the message appears is
/// avoided at once; `topMargin` is kept between the keyboard and the message exactly, and the
/// bottom safe area (home indicator) is not added to it (the message's margins follow its own
/// safe area, which it leaves once lifted); the height follows the keyboard's own animation curve; `.frame` changes are
/// reported; and a hidden keyboard always means a height of 0 (plus nothing).
///
/// ```swift
/// var config = SwiftMessages.defaultConfig
/// config.presentationStyle = .bottom
/// config.keyboardTrackingView = KeyboardTrackingView()
/// ```
open class KeyboardTrackingView: UIView {
  /// A keyboard change: `.show`, `.hide` or `.frame`.
  public typealias Change = KeyboardChange

  /// Told about every change. `nil` by default.
  open weak var delegate: KeyboardTrackingViewDelegate?
  /// Ignores keyboard changes while `true`. `false` by default. The tracker also pauses by
  /// itself while the app is inactive (an app switcher snapshot must not move the message).
  open var isPaused = false {
    // Catch up with the keyboard once resumed.
    didSet { if !isPaused { setNeedsLayout() } }
  }
  /// The gap kept between the keyboard and the tracker's top (where the message sits), in
  /// points. 0 by default.
  @IBInspectable open var topMargin: CGFloat = 0 {
    didSet { updateHeight(animated: false) }
  }

  private lazy var heightConstraint: NSLayoutConstraint = heightAnchor.constraint(equalToConstant: 0)
  private var isAutomaticallyPaused = false

  /// Starts following the keyboard early, so the first tracker knows about a keyboard that
  /// is already up. Called by `SwiftMessages.init`; call it at launch if you create trackers
  /// without SwiftMessages.
  public static func startObservingKeyboard() {
    KeyboardObserver.shared.start()
  }

  /// Creates a tracker.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a tracker from a nib or storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .clear
    isUserInteractionEnabled = false
    heightConstraint.isActive = true
    KeyboardObserver.shared.register(self)
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: #selector(pauseAutomatically), name: UIApplication.willResignActiveNotification,
      object: nil)
    center.addObserver(
      self, selector: #selector(resumeAutomatically), name: UIApplication.didBecomeActiveNotification,
      object: nil)
  }

  /// Subclass hook, called before the height animates for `change`. Does nothing by default.
  open func willChange(change: Change, userInfo: [AnyHashable: Any]) {}

  /// Subclass hook, called once the height animation for `change` has started. Does nothing
  /// by default.
  open func didChange(change: Change, userInfo: [AnyHashable: Any]) {}

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // A keyboard that is already up is avoided as soon as the tracker is on screen.
    updateHeight(animated: false)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // The shared keyboard state changes while paused too: a layout pass (an app switcher
    // snapshot, a trait change) must not apply it behind the pause.
    guard !isPaused, !isAutomaticallyPaused else { return }
    updateHeight(animated: false)
  }

  func keyboardDidChange(_ change: Change, userInfo: [AnyHashable: Any]) {
    guard !isPaused, !isAutomaticallyPaused, window != nil else { return }
    willChange(change: change, userInfo: userInfo)
    delegate?.keyboardTrackingViewWillChange(change: change, userInfo: userInfo)
    let duration =
      (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
    let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
    updateHeight(animated: true, duration: duration, options: UIView.AnimationOptions(rawValue: curve << 16))
    didChange(change: change, userInfo: userInfo)
    delegate?.keyboardTrackingViewDidChange(change: change, userInfo: userInfo)
  }

  /// The height that keeps content above the keyboard, from the core's ``KeyboardAvoidance``.
  var targetHeight: CGFloat {
    guard let window else { return 0 }
    let keyboard = KeyboardObserver.shared.state.frame.map {
      window.convert($0, from: window.screen.coordinateSpace)
    }
    let rect = convert(bounds, to: window)
    // Measure from the tracker's bottom without its own height (the height is the output).
    return KeyboardAvoidance.trackingHeight(
      trackerMaxY: rect.maxY, keyboardFrame: keyboard, topMargin: topMargin)
  }

  private func updateHeight(
    animated: Bool, duration: TimeInterval = 0, options: UIView.AnimationOptions = []
  ) {
    let height = targetHeight
    guard heightConstraint.constant != height else { return }
    heightConstraint.constant = height
    guard animated, duration > 0 else { return }
    UIView.animate(
      withDuration: duration, delay: 0, options: [options, .beginFromCurrentState],
      animations: { self.superview?.layoutIfNeeded() })
  }

  @objc private func pauseAutomatically() { isAutomaticallyPaused = true }
  @objc private func resumeAutomatically() {
    isAutomaticallyPaused = false
    setNeedsLayout()
  }
}
#endif
