#if canImport(UIKit) && !os(watchOS)
import UIKit

extension MessageView {
  /// `HUDView`'s outlet. `MessageView` declares none, so apps' subclasses keep their own
  /// `activityIndicatorView` outlets (of any class), which this never touches.
  var nibActivityIndicator: ActivityIndicatorView? {
    (self as? HUDView)?.activityIndicatorView
  }

  /// Whether the inline or the nib's indicator is running, for VoiceOver.
  var isActivityIndicatorRunning: Bool {
    inlineActivity?.isAnimating() ?? nibActivityIndicator?.isAnimating() ?? false
  }

  func updateActivityIndicator(isAnimating: Bool) {
    // What the element was last told (text may have changed since).
    let previousMessage = inlineActivity?.spokenMessage ?? accessibilityMessage
    defer { refreshAccessibilityLabel(previousMessage: previousMessage) }
    if inlineActivity == nil, let hud = self as? HUDView, hud.activityIndicatorView != nil {
      // The nib's indicator stays where the nib put it; the HUD remembers the wish across
      // window moves.
      hud.wantsIndicatorRunning = isAnimating
      hud.spinIndicator(isAnimating)
      return
    }
    guard isAnimating else {
      if let inline = inlineActivity { removeInlineActivity(inline) }
      return
    }
    if let inline = inlineActivity {
      inline.startAnimating()
      return
    }
    let inline = InlineActivityIndicatorView(style: .medium)
    inline.translatesAutoresizingMaskIntoConstraints = false
    inlineActivity = inline
    inline.spokenMessage = previousMessage
    // Placed at once: inside an animation block it would fly in from the corner.
    UIView.performWithoutAnimation {
      place(inline)
      inline.startAnimating()
      refreshInlineActivity()
      layoutIfNeeded()
    }
    let element = accessibilityElement ?? self
    if ArcIndicatorRun.accessibility(isAnimating: true).updatesFrequently,
      !element.accessibilityTraits.contains(.updatesFrequently)
    {
      element.accessibilityTraits.insert(.updatesFrequently)
      inline.addedUpdatesFrequently = true
    }
    inline.observe([bodyLabel, titleLabel].compactMap { $0 }) { [weak self] in self?.refreshInlineActivity() }
  }

  private func place(_ indicator: InlineActivityIndicatorView) {
    let slot = InlineIndicatorSlot(
      iconImageView: outletFacts(iconImageView), iconLabel: outletFacts(iconLabel),
      bodyLabel: outletFacts(bodyLabel), titleLabel: outletFacts(titleLabel))
    let host = activityHost()
    var constraints = [
      indicator.side, indicator.heightAnchor.constraint(equalTo: indicator.widthAnchor).withPriority(999),
    ]
    // Where it goes and what centres it: the host's margins, an icon, or a label's line
    // (vertically only); nothing when a stack view takes it.
    var centerX: NSLayoutXAxisAnchor?
    var target: (container: UIView, centerY: NSLayoutYAxisAnchor)?
    var icon: UIView?
    var insertsInStack = false
    var label: UILabel?
    switch slot {
    case .iconImageView(let inserts): (icon, insertsInStack) = (iconImageView, inserts)
    case .iconLabel(let inserts): (icon, insertsInStack) = (iconLabel, inserts)
    case .beforeBody: label = bodyLabel
    case .beforeTitle: label = titleLabel
    case .centered:
      centerX = host.layoutMarginsGuide.centerXAnchor
      target = (host, host.layoutMarginsGuide.centerYAnchor)
    }
    if let icon, let container = icon.superview {
      if insertsInStack, let stack = container as? UIStackView,
        let index = stack.arrangedSubviews.firstIndex(of: icon)
      {
        stack.insertArrangedSubview(indicator, at: index)
      } else {
        centerX = icon.centerXAnchor
        target = (container, icon.centerYAnchor)
      }
      indicator.concealIcons([iconImageView, iconLabel])
    }
    if let label {
      indicator.label = label
      let beside = label.leadingAnchor.constraint(equalTo: indicator.trailingAnchor).withPriority(999)
      indicator.spacing = beside
      target = (host, label.centerYAnchor)
      constraints += [beside, indicator.leadingAnchor.constraint(greaterThanOrEqualTo: host.leadingAnchor)]
    }
    if let target {
      target.container.addSubview(indicator)
      constraints.append(indicator.centerYAnchor.constraint(equalTo: target.centerY))
      if let centerX {
        constraints.append(indicator.centerXAnchor.constraint(equalTo: centerX))
      }
    }
    NSLayoutConstraint.activate(constraints)
  }

  private func outletFacts(_ view: UIView?) -> InlineIndicatorSlot.Outlet? {
    guard let view, view.isDescendant(of: self) else { return nil }
    var isInHiddenContainer = false
    var container = view.superview
    while let current = container, current !== self {
      isInHiddenContainer = isInHiddenContainer || current.isHidden || current.alpha <= 0
      container = current.superview
    }
    let stack = view.superview as? UIStackView
    return InlineIndicatorSlot.Outlet(
      isHidden: view.isHidden || view.alpha <= 0, isInHiddenContainer: isInHiddenContainer,
      isArranged: stack?.arrangedSubviews.contains(view) ?? false)
  }

  private func removeInlineActivity(_ inline: InlineActivityIndicatorView) {
    inlineActivity = nil
    inline.stopObserving()
    inline.revealIcons()
    inline.stopAnimating()
    inline.removeFromSuperview()
    if inline.addedUpdatesFrequently {
      let element = accessibilityElement ?? self
      element.accessibilityTraits.remove(.updatesFrequently)
    }
  }

  /// Gives the element the presenter labelled the new message.
  private func refreshAccessibilityLabel(previousMessage: String?) {
    let message = accessibilityMessage
    inlineActivity?.spokenMessage = message
    guard message != previousMessage else { return }
    let element = accessibilityElement ?? self
    element.accessibilityLabel = MessageText.refreshedAccessibilityLabel(
      current: element.accessibilityLabel, previousMessage: previousMessage, message: message)
  }

  /// Follows the labels on every layout and text or colour change (a colour the app gives
  /// ``inlineActivityIndicator`` stays until the labels' next one).
  func refreshInlineActivity() {
    guard let inline = inlineActivity else { return }
    let side = InlineIndicatorSlot.side(lineHeight: (inline.label?.font?.lineHeight).map { Double($0) })
    if inline.side.constant != CGFloat(side) {
      inline.side.constant = CGFloat(side)
      inline.spacing?.constant = CGFloat(InlineIndicatorSlot.spacing(side: side))
    }
    if let color = (inline.label ?? bodyLabel ?? titleLabel)?.textColor, inline.lastLabelColor != color {
      inline.lastLabelColor = color
      inline.color = color
    }
    if accessibilityMessage != inline.spokenMessage {
      refreshAccessibilityLabel(previousMessage: inline.spokenMessage)
    }
  }

  /// The background when it holds the labels, so the indicator scrolls, clips and fades with it;
  /// the message otherwise.
  private func activityHost() -> UIView {
    guard let background = backgroundView else { return self }
    for case let label? in [bodyLabel, titleLabel] where !label.isDescendant(of: background) { return self }
    // A visual effect view takes subviews only in its content view.
    return (background as? UIVisualEffectView)?.contentView ?? background
  }
}

/// The indicator `configureActivityIndicator()` added, with its place, constraints, hidden icons
/// and label observation; never a VoiceOver element itself (the message says it is loading).
final class InlineActivityIndicatorView: ActivityIndicatorView {
  /// The label it precedes (``InlineIndicatorSlot/beforeLabel(_:)``), whose font sizes it; `nil`
  /// over an icon or centred.
  weak var label: UILabel?
  /// Its width, below required (a customised nib's stack view with `.fill` alignment or
  /// `.fillEqually` distribution sizes its arranged subviews itself); its height follows.
  lazy var side = widthAnchor.constraint(equalToConstant: 0).withPriority(999)
  var spacing: NSLayoutConstraint?
  /// What the message's accessibility element was last told (``MessageView/accessibilityMessage``).
  var spokenMessage: String?
  /// Whether starting added `.updatesFrequently` to the element (taken away again on stop).
  var addedUpdatesFrequently = false
  var lastLabelColor: UIColor?
  /// The icons hidden, with their alpha before.
  private var concealedIcons: [(view: UIView, alpha: CGFloat)] = []
  private var observations: [NSKeyValueObservation] = []

  override var isAccessibilityElement: Bool {
    get { false }
    set {}
  }

  /// Makes `icons` transparent while the indicator holds their place: alpha rather than `isHidden`,
  /// so the text does not move, `configure…` may still show or hide icons, and stack views see no
  /// redundant `isHidden` change.
  func concealIcons(_ icons: [UIView?]) {
    UIView.performWithoutAnimation {
      for case let icon? in icons {
        concealedIcons.append((icon, icon.alpha))
        if icon.alpha != 0 { icon.alpha = 0 }
      }
    }
  }

  /// Gives the icons their alpha back, showing them as they are now configured.
  func revealIcons() {
    UIView.performWithoutAnimation {
      for (icon, alpha) in concealedIcons where icon.alpha != alpha { icon.alpha = alpha }
    }
    concealedIcons = []
  }

  /// Calls `onChange` when the text or text colour of one of `labels` is set
  /// (`bodyLabel.text = "Syncing 3 of 10…"`), which need not lay the message out; `onChange`
  /// applies only what differs, so an unchanged value changes nothing.
  func observe(_ labels: [UILabel], onChange: @escaping @MainActor () -> Void) {
    func watch<Value>(_ label: UILabel, _ path: KeyPath<UILabel, Value>) -> NSKeyValueObservation {
      label.observe(path) { _, _ in MainThread.run { onChange() } }
    }
    observations += labels.flatMap {
      [watch($0, \.text), watch($0, \.attributedText), watch($0, \.textColor)]
    }
  }

  /// Ends the observations (an observation ends when released).
  func stopObserving() {
    observations = []
  }
}
#endif
