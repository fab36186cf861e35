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
  /// Called when the container's size, safe area or keyboard changes, for a stacked deck to
  /// lay itself out again. `nil` by default.
  var onDeckGeometryChange: (() -> Void)?
  /// The elements VoiceOver may reach, in order.
  var curatedAccessibilityElements: [Any] = [] {
    didSet { accessibilityElements = curatedAccessibilityElements }
  }
  private var lastSize: CGSize?
  private var lastTrackerHeight: CGFloat?
  private var dimElement: DimAccessibilityElement?

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  // MARK: - Dim

  /// Installs the dim for `mode` (invisible until ``animateDim(in:)``).
  func installDim(_ mode: SwiftMessages.DimMode) {
    switch mode {
    case .none:
      return
    case .gray, .color:
      let view = UIView(frame: bounds)
      view.backgroundColor = .clear
      addDimView(view)
    case .blur(_, let alpha, _):
      let view = UIVisualEffectView(effect: nil)
      view.alpha = alpha
      addDimView(view)
    }
  }

  /// Fades the dim in (0.2 s colour, 0.3 s blur).
  func animateDim(in mode: SwiftMessages.DimMode) {
    switch mode {
    case .none:
      return
    case .gray:
      UIView.animate(withDuration: DimTiming.fadeIn) {
        self.dimView?.backgroundColor = UIColor(white: 0, alpha: CGFloat(DimTiming.grayAlpha))
      }
    case .color(let color, _):
      UIView.animate(withDuration: DimTiming.fadeIn) { self.dimView?.backgroundColor = color }
    case .blur(let style, _, _):
      UIView.animate(withDuration: DimTiming.blurFadeIn) {
        (self.dimView as? UIVisualEffectView)?.effect = UIBlurEffect(style: style)
      }
    }
  }

  /// Fades the dim out over 0.2 s.
  func animateDimOut(animated: Bool, completion: @escaping () -> Void = {}) {
    let changes = {
      self.dimView?.backgroundColor = .clear
      (self.dimView as? UIVisualEffectView)?.effect = nil
    }
    if animated {
      UIView.animate(
        withDuration: DimTiming.fadeOut, delay: 0, options: .beginFromCurrentState, animations: changes,
        completion: { _ in completion() })
    } else {
      changes()
      completion()
    }
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
    view.isUserInteractionEnabled = false
    view.translatesAutoresizingMaskIntoConstraints = false
    insertSubview(view, at: 0)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: topAnchor),
      view.bottomAnchor.constraint(equalTo: bottomAnchor),
      view.leadingAnchor.constraint(equalTo: leadingAnchor),
      view.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
    dimView = view
  }

  // MARK: - Keyboard

  private func installKeyboardTrackingView(replacing old: KeyboardTrackingView?) {
    // Only if it is still ours: a tracker shared through a `Config` may have moved to another
    // message's masking view meanwhile, and must not be pulled out of it.
    if let old, old.superview === self { old.removeFromSuperview() }
    guard let tracker = keyboardTrackingView else { return }
    tracker.translatesAutoresizingMaskIntoConstraints = false
    addSubview(tracker)
    NSLayoutConstraint.activate([
      tracker.bottomAnchor.constraint(equalTo: bottomAnchor),
      tracker.leadingAnchor.constraint(equalTo: leadingAnchor),
      tracker.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
  }

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    // Only a tracker that is still ours: one shared through a `Config` may have moved to
    // another masking view (constraining across unrelated hierarchies raises).
    guard let tracker = keyboardTrackingView, tracker.superview === self, subview !== tracker,
      subview !== dimView
    else { return }
    // Beats the message's edge pin (the core's `MessagePin`) so the tracker pushes the message up.
    let avoid = tracker.topAnchor.constraint(
      greaterThanOrEqualTo: subview.bottomAnchor,
      constant: MessagePin.keyboardAvoidanceConstant(bounceOffset: bounceOffset))
    avoid.priority = UILayoutPriority(MessagePin.keyboardAvoidancePriority)
    avoid.isActive = true
  }

  // MARK: - Lifecycle and accessibility

  override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil else {
      onWindowChange?(false)
      return
    }
    // Entering a window: report it on the next main-queue turn, once the host has had its
    // layout pass and safe area, so a show waiting for the window measures real geometry.
    DispatchQueue.main.async { [weak self] in
      MainThread.run {
        guard let self, self.window != nil else { return }
        self.onWindowChange?(true)
      }
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    dimElement?.accessibilityFrameInContainerSpace = bounds
    let trackerHeight = keyboardTrackingView?.bounds.height
    // The tracker moving the message in or out of the home-indicator inset changes its own
    // safe area, hence its margins.
    if (lastSize.map { $0 != bounds.size } ?? false) || trackerHeight != lastTrackerHeight {
      onGeometryChange?()
      onContainerGeometryChange?()
      onDeckGeometryChange?()
    }
    lastSize = bounds.size
    lastTrackerHeight = trackerHeight
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    onGeometryChange?()
    onContainerGeometryChange?()
    onDeckGeometryChange?()
  }

  override func accessibilityPerformEscape() -> Bool {
    onAccessibilityEscape?() ?? false
  }
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
