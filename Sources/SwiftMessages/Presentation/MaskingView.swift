#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The container between a presentation context and the message: clips the message, holds
/// the dim (colour or blur) and the optional keyboard tracker, curates what VoiceOver sees,
/// and reports when its host leaves the window.
@MainActor
final class MaskingView: PassthroughView {
  /// The dim view behind the message (never interactive itself).
  private(set) var dimView: UIView?
  /// Pushes bottom messages above the keyboard.
  var keyboardTrackingView: KeyboardTrackingView? {
    didSet { installKeyboardTrackingView(replacing: oldValue) }
  }
  /// The bounce offset of the message, used by the keyboard constraint.
  var bounceOffset: CGFloat = 0
  /// Called when the view enters (`true`) or leaves (`false`) a window.
  var onWindowChange: ((Bool) -> Void)?
  /// Called when the view's size or safe area changes (rotation, Split View, Stage Manager)
  /// or the keyboard tracker changes height, so the animator can re-apply the message's
  /// margins (its own safe area depends on where it sits).
  var onGeometryChange: (() -> Void)?
  /// Called after ``onGeometryChange`` for the same changes, for the message view itself (a
  /// SwiftUI message rebuilds its geometry proxy). `nil` by default.
  var onContainerGeometryChange: (() -> Void)?
  /// Called by VoiceOver's escape gesture.
  var onAccessibilityEscape: (() -> Bool)?
  /// The stacked deck drawing this view as one of its cards; `nil` by default.
  weak var deck: MaskingViewDeck?
  private var layoutWatch = MaskingLayoutWatch()
  private var dimElement: DimAccessibilityElement?
  /// The dim's fade-in: its duration and the colour or blur it fades to (nothing without a dim).
  private var dimFadeIn: (duration: TimeInterval, color: UIColor, blur: UIBlurEffect?) = (0, .clear, nil)

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  // MARK: - Dim

  /// Installs the dim for `mode`, invisible until ``animateDimIn()``: a clear view that fades
  /// to the colour (black at ``MessageInteraction/grayDimAlpha`` for `.gray`) over ``MessageInteraction/dimFadeIn``,
  /// or an effect-less blur view that fades to its blur over ``MessageInteraction/blurDimFadeIn``.
  func installDim(_ mode: SwiftMessages.DimMode) {
    switch mode {
    case .none:
      return
    case .gray:
      addDimView(UIView())
      dimFadeIn = (
        MessageInteraction.dimFadeIn, UIColor(white: 0, alpha: CGFloat(MessageInteraction.grayDimAlpha)), nil
      )
    case .color(let color, _):
      addDimView(UIView())
      dimFadeIn = (MessageInteraction.dimFadeIn, color, nil)
    case .blur(let style, let alpha, _):
      let view = UIVisualEffectView(effect: nil)
      addDimView(view)
      view.alpha = alpha
      dimFadeIn = (MessageInteraction.blurDimFadeIn, .clear, UIBlurEffect(style: style))
    }
  }

  /// Fades the dim in.
  func animateDimIn() {
    let (duration, color, blur) = dimFadeIn
    UIView.animate(withDuration: duration) {
      self.dimView?.backgroundColor = color
      (self.dimView as? UIVisualEffectView)?.effect = blur
    }
  }

  /// Fades the dim out over ``MessageInteraction/dimFadeOut``; `completion` runs once it has (at once
  /// without a dim: nothing animates).
  func animateDimOut(completion: @escaping () -> Void) {
    UIView.animate(
      withDuration: MessageInteraction.dimFadeOut, delay: 0, options: .beginFromCurrentState,
      animations: {
        self.dimView?.backgroundColor = .clear
        (self.dimView as? UIVisualEffectView)?.effect = nil
      },
      completion: { _ in completion() })
  }

  /// Makes the dim a VoiceOver button labelled `label` that calls `activate`.
  func makeDimAccessible(label: String, activate: @escaping () -> Void) -> NSObject {
    let element = DimAccessibilityElement(accessibilityContainer: self)
    element.accessibilityLabel = label
    element.accessibilityTraits = .button
    element.onActivate = activate
    element.accessibilityFrameInContainerSpace = bounds
    dimElement = element
    return element
  }

  private func addDimView(_ view: UIView) {
    view.backgroundColor = .clear
    view.isUserInteractionEnabled = false
    // Fills the masking view as it resizes.
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: 0)
    dimView = view
  }

  /// Removes `subview` if it is still ours: a view or tracker reused by another message may
  /// have moved to that message's masking view meanwhile, and must not be pulled out of it.
  func release(_ subview: UIView?) {
    guard let subview, subview.superview === self else { return }
    subview.removeFromSuperview()
  }

  // MARK: - Keyboard

  private func installKeyboardTrackingView(replacing old: KeyboardTrackingView?) {
    release(old)
    guard let tracker = keyboardTrackingView else { return }
    addSubview(tracker)
    NSLayoutConstraint.activate([
      tracker.bottomAnchor.constraint(equalTo: bottomAnchor),
      tracker.leadingAnchor.constraint(equalTo: leadingAnchor),
      tracker.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
  }

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    guard let tracker = keyboardTrackingView else { return }
    guard
      let constant = KeyboardTracking.avoidanceConstant(
        subviewIsTracker: subview === tracker, subviewIsDim: subview === dimView,
        trackerIsInMaskingView: tracker.superview === self, bounceOffset: bounceOffset)
    else { return }
    // Beats the message's edge pin (the core's `MessagePin`) so the tracker pushes the message up.
    let avoid = tracker.topAnchor.constraint(greaterThanOrEqualTo: subview.bottomAnchor, constant: constant)
    avoid.priority = UILayoutPriority(MessagePin.keyboardAvoidancePriority)
    avoid.isActive = true
  }

  // MARK: - Lifecycle and accessibility

  override func didMoveToWindow() {
    super.didMoveToWindow()
    // Settled on the next main-queue turn (the core's `MaskingLayoutWatch`): an entry once the
    // host has had its layout pass and safe area, a departure only if the host is still out.
    DispatchQueue.main.async { [weak self] in
      MainThread.run { self?.settleWindowPresence() }
    }
  }

  private func settleWindowPresence() {
    guard let inWindow = layoutWatch.settle(isInWindow: window != nil) else { return }
    onWindowChange?(inWindow)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    dimElement?.accessibilityFrameInContainerSpace = bounds
    if layoutWatch.layoutPassChanged(size: bounds.size, trackerHeight: keyboardTrackingView?.bounds.height) {
      notifyGeometryChange()
    }
    deck?.maskingViewLaidOut(self)
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    notifyGeometryChange()
  }

  private func notifyGeometryChange() {
    onGeometryChange?()
    onContainerGeometryChange?()
  }

  override func accessibilityPerformEscape() -> Bool {
    deck?.maskingViewEscaped(self) == true || onAccessibilityEscape?() ?? false
  }

  override func didHitTest(_ point: CGPoint, passesThrough: Bool, isTouch: Bool) {
    deck?.maskingView(self, hitTestAt: point, passesThrough: passesThrough, isTouch: isTouch)
  }
}

/// A stacked deck drawing masking views as its cards: told of their layout passes (a card's
/// height may have changed with its text or Dynamic Type, the container or keyboard with it),
/// hit tests (a touch outside the deck collapses it) and VoiceOver's escape gesture.
@MainActor
protocol MaskingViewDeck: AnyObject {
  /// A layout pass of `view` ended.
  func maskingViewLaidOut(_ view: MaskingView)
  /// A hit test at `point` of `view`: whether the touch passes through, whether it is a finger's.
  func maskingView(_ view: MaskingView, hitTestAt point: CGPoint, passesThrough: Bool, isTouch: Bool)
  /// VoiceOver's escape gesture on `view`; `true` when the deck took it (before the message).
  func maskingViewEscaped(_ view: MaskingView) -> Bool
}

/// The VoiceOver element standing for an interactive dim: a "dismiss" button.
@MainActor
private final class DimAccessibilityElement: UIAccessibilityElement {
  var onActivate: (() -> Void)?

  override func accessibilityActivate() -> Bool {
    guard let onActivate else { return false }
    onActivate()
    return true
  }
}
#endif
