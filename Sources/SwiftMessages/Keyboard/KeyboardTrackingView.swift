#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Told before and after a ``KeyboardTrackingView`` changes its height.
public protocol KeyboardTrackingViewDelegate: AnyObject {
  /// The tracker is about to animate for `change`; `userInfo` is the keyboard notification's.
  func keyboardTrackingViewWillChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any])
  /// The tracker has finished animating for `change`.
  func keyboardTrackingViewDidChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any])
}

/// Keeps bottom messages above the keyboard (SwiftMessages 10's `KeyboardTrackingView`):
/// set it as `Config.keyboardTrackingView` and the message is pushed up as the keyboard
/// appears, moves and goes away. In your own layout, pin it to the bottom of the screen with
/// Auto Layout (it sets `translatesAutoresizingMaskIntoConstraints` to `false` and its own
/// height) and pin the views that must avoid the keyboard to its top.
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
    // Catch up with the keyboard once resumed (a layout pass while paused does nothing).
    didSet { setNeedsLayout() }
  }
  /// The gap kept between the keyboard and the tracker's top (where the message sits), in
  /// points. 0 by default.
  @IBInspectable open var topMargin: CGFloat = 0 {
    didSet { settleHeight() }
  }

  private lazy var heightConstraint: NSLayoutConstraint = heightAnchor.constraint(equalToConstant: 0)
  private var isAutomaticallyPaused = false

  // MARK: - The shared keyboard

  /// The keyboard as its notifications last reported it: one state for every tracker.
  private static var keyboard = KeyboardState()
  private static let trackers = NSHashTable<KeyboardTrackingView>.weakObjects()
  private static let observers = [
    observe(UIResponder.keyboardWillShowNotification, hides: false),
    observe(UIResponder.keyboardWillChangeFrameNotification, hides: false),
    observe(UIResponder.keyboardWillHideNotification, hides: true),
  ]

  /// Observes the keyboard notification `name` (`hides` for `keyboardWillHideNotification`).
  private nonisolated static func observe(_ name: Notification.Name, hides: Bool) -> NSObjectProtocol {
    NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { notification in
      let info = notification.userInfo ?? [:]
      let screen = notification.object as? UIScreen
      MainThread.run { keyboardWillChange(hides: hides, userInfo: info, screen: screen) }
    }
  }

  /// Starts following the keyboard early, so the first tracker knows about a keyboard that
  /// is already up. Called by `SwiftMessages.init` and by every tracker; call it at launch if
  /// you create trackers without SwiftMessages.
  public static func startObservingKeyboard() {
    _ = observers
  }

  private static func keyboardWillChange(hides: Bool, userInfo: [AnyHashable: Any], screen: UIScreen?) {
    let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    // iOS 16 posts the keyboard's screen as the object; older systems have one screen.
    let screenBounds = (screen ?? UIScreen.main).bounds
    let onScreen = frame.map { $0.intersects(screenBounds) && $0.height > 0 } ?? false
    for change in keyboard.handle(hides: hides, endFrame: frame, onScreen: onScreen) {
      for tracker in trackers.allObjects { tracker.keyboardDidChange(change, userInfo: userInfo) }
    }
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
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .clear
    isUserInteractionEnabled = false
    heightConstraint.isActive = true
    Self.startObservingKeyboard()
    Self.trackers.add(self)
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

  /// Subclass hook, called once the height animation for `change` has finished. Does nothing
  /// by default.
  open func didChange(change: Change, userInfo: [AnyHashable: Any]) {}

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // A keyboard that is already up is avoided as soon as the tracker is on screen.
    settleHeight()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    settleHeight()
  }

  func keyboardDidChange(_ change: Change, userInfo: [AnyHashable: Any]) {
    let height = targetHeight
    guard
      let response = KeyboardTracking.response(
        to: change, isPaused: isPaused, isAppInactive: isAutomaticallyPaused, isInWindow: window != nil,
        current: heightConstraint.constant, target: height,
        duration: (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
        curve: (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue)
    else { return }
    willChange(change: change, userInfo: userInfo)
    delegate?.keyboardTrackingViewWillChange(change: change, userInfo: userInfo)
    guard response.animates else { return }
    heightConstraint.constant = height
    UIView.animate(
      withDuration: response.duration, delay: 0,
      options: [UIView.AnimationOptions(rawValue: response.curve << 16), .beginFromCurrentState],
      animations: { self.superview?.layoutIfNeeded() },
      completion: { _ in
        self.didChange(change: change, userInfo: userInfo)
        self.delegate?.keyboardTrackingViewDidChange(change: change, userInfo: userInfo)
      })
  }

  /// The height that keeps content above the keyboard, from the core's ``KeyboardAvoidance``.
  var targetHeight: CGFloat {
    guard let window else { return 0 }
    let keyboard = Self.keyboard.frame.map {
      window.convert($0, from: window.screen.coordinateSpace)
    }
    let rect = convert(bounds, to: window)
    // Measure from the tracker's bottom without its own height (the height is the output).
    return KeyboardAvoidance.trackingHeight(
      trackerMaxY: rect.maxY, keyboardFrame: keyboard, topMargin: topMargin)
  }

  /// Applies the keyboard without animation, unless paused: an app switcher snapshot or trait
  /// change must not apply the shared keyboard state (updated while paused too) behind the pause.
  private func settleHeight() {
    guard
      let height = KeyboardTracking.settledHeight(
        isPaused: isPaused, isAppInactive: isAutomaticallyPaused, current: heightConstraint.constant,
        target: targetHeight)
    else { return }
    heightConstraint.constant = height
  }

  @objc private func pauseAutomatically() { isAutomaticallyPaused = true }
  @objc private func resumeAutomatically() {
    isAutomaticallyPaused = false
    setNeedsLayout()
  }
}
#endif
