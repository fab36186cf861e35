#if canImport(UIKit) && !os(watchOS)
import UIKit

extension MessageView {
  /// The indicator a nib placed, which ``configureActivityIndicator(isAnimating:)`` starts and
  /// stops where it is: `HUDView`'s outlet. `MessageView` declares none, so apps' subclasses
  /// keep their own `activityIndicatorView` outlets (of any class), which this never touches.
  var nibActivityIndicator: ActivityIndicatorView? {
    (self as? HUDView)?.activityIndicatorView
  }

  /// Whether the inline or the nib's indicator is running, for VoiceOver.
  var isActivityIndicatorRunning: Bool {
    inlineActivity?.indicator.isAnimating() ?? nibActivityIndicator?.isAnimating() ?? false
  }

  /// Starts or stops the indicator; see ``configureActivityIndicator(isAnimating:)``.
  func updateActivityIndicator(isAnimating: Bool) {
    // What the element was last told (text may have changed since, without a layout pass).
    let previousMessage = inlineActivity?.spokenMessage ?? accessibilityMessage
    defer { refreshAccessibilityLabel(previousMessage: previousMessage) }
    if inlineActivity == nil, let hud = self as? HUDView, let indicator = hud.activityIndicatorView {
      // The nib's indicator stays where the nib put it; the HUD remembers the wish across
      // window moves.
      hud.wantsIndicatorRunning = isAnimating
      if isAnimating { indicator.startAnimating() } else { indicator.stopAnimating() }
      return
    }
    guard isAnimating else {
      if let inline = inlineActivity { removeInlineActivity(inline) }
      return
    }
    if let inline = inlineActivity {
      inline.indicator.startAnimating()
      setNeedsLayout()
      return
    }
    let inline = InlineActivity(indicator: InlineActivityIndicatorView(style: .medium))
    activityHost().addSubview(inline.indicator)
    inlineActivity = inline
    inline.spokenMessage = previousMessage
    inline.indicator.startAnimating()
    let element = accessibilityElement ?? self
    if ArcIndicatorAccessibility.element(isAnimating: true).updatesFrequently,
      !element.accessibilityTraits.contains(.updatesFrequently)
    {
      element.accessibilityTraits.insert(.updatesFrequently)
      inline.addedUpdatesFrequently = true
    }
    // Placed at once: inside an animation block it would fly in from the corner.
    UIView.performWithoutAnimation {
      setNeedsLayout()
      layoutIfNeeded()
    }
  }

  /// Takes the added indicator away and puts the text it indented back.
  private func removeInlineActivity(_ inline: InlineActivity) {
    inlineActivity = nil
    inline.stopObserving()
    inline.restoreText()
    inline.indicator.stopAnimating()
    inline.indicator.removeFromSuperview()
    if inline.addedUpdatesFrequently {
      let element = accessibilityElement ?? self
      element.accessibilityTraits.remove(.updatesFrequently)
    }
    setNeedsLayout()
  }

  /// Gives the element the presenter labelled the new message (see
  /// ``MessageText/refreshedAccessibilityLabel(current:previousMessage:message:)``).
  private func refreshAccessibilityLabel(previousMessage: String?) {
    let message = accessibilityMessage
    inlineActivity?.spokenMessage = message
    guard message != previousMessage else { return }
    let element = accessibilityElement ?? self
    element.accessibilityLabel = MessageText.refreshedAccessibilityLabel(
      current: element.accessibilityLabel, previousMessage: previousMessage, message: message)
  }

  /// Asks for a new indicator layout after a change of text, colour, font or traits.
  func setActivityLayoutNeeded() {
    if inlineActivity != nil { setNeedsLayout() }
  }

  /// Makes room in the text and places the added indicator beside it: facts in,
  /// ``InlineIndicatorLayout`` out.
  func layoutInlineActivity() {
    guard let inline = inlineActivity, let host = inline.indicator.superview else { return }
    let body = bodyLabel
    let title = titleLabel
    inline.observe([body, title].compactMap { $0 }) { [weak self] in self?.setNeedsLayout() }
    let bodyContent = Self.content(of: body, in: host)
    let titleContent = Self.content(of: title, in: host)
    let label: UILabel?
    let content: InlineIndicatorLayout.LabelContent
    switch InlineIndicatorLayout.anchor(body: bodyContent, title: titleContent) {
    case .body: (label, content) = (body, bodyContent)
    case .title: (label, content) = (title, titleContent)
    case .none: (label, content) = (nil, .hidden)
    }
    let lineHeight = Double(label?.font?.lineHeight ?? 0)
    let indent = content == .text ? CGFloat(InlineIndicatorLayout.firstLineIndent(lineHeight: lineHeight)) : 0
    inline.indent(label, by: indent)
    // Labels nested in stack views get their frames when their superviews lay out, after this.
    if let label, label.superview !== self { label.superview?.layoutIfNeeded() }

    let facts = label.map { Self.facts(of: $0, in: host, measuresText: content == .text) }
    let obstacles = label.map { Self.obstacles(in: host, besides: $0, indicator: inline.indicator) } ?? []
    let layout = InlineIndicatorLayout(
      host: InlineIndicatorLayout.Host(
        bounds: host.bounds, contentFrame: host === self ? layoutMarginsGuide.layoutFrame : host.bounds,
        obstacles: obstacles),
      label: facts, scale: Double(traitCollection.displayScale))
    if inline.isPlaced {
      inline.indicator.frame = layout.indicatorFrame
    } else {
      UIView.performWithoutAnimation { inline.indicator.frame = layout.indicatorFrame }
      inline.isPlaced = window != nil
    }
    // The message's foreground, which configureTheme gives the labels: applied when it
    // changes, so a colour the app gives `inlineActivityIndicator` stays until the next theme.
    if let color = (label ?? body ?? title)?.textColor, inline.lastLabelColor != color {
      inline.lastLabelColor = color
      inline.indicator.color = color
    }
    if accessibilityMessage != inline.spokenMessage {
      refreshAccessibilityLabel(previousMessage: inline.spokenMessage)
    }
  }

  /// The view the indicator is added to: the background when it holds the labels, so the
  /// indicator scrolls, clips and fades with it; the message otherwise.
  private func activityHost() -> UIView {
    guard let background = backgroundView else { return self }
    let labels = [bodyLabel, titleLabel].compactMap { $0 }
    guard labels.allSatisfy({ $0.isDescendant(of: background) }) else { return self }
    // A visual effect view takes subviews only in its content view.
    return (background as? UIVisualEffectView)?.contentView ?? background
  }

  /// What `label` shows: hidden when it or a view containing it below `host` is hidden or at
  /// alpha 0 (or it is not in `host`).
  private static func content(of label: UILabel?, in host: UIView) -> InlineIndicatorLayout.LabelContent {
    guard let label else { return .hidden }
    var view: UIView? = label
    while let current = view, current !== host {
      if current.isHidden || current.alpha <= 0 { return .hidden }
      view = current.superview
    }
    return InlineIndicatorLayout.LabelContent(isShown: view === host, text: label.text)
  }

  /// What the layout needs to know about `label`, in `host`'s coordinates.
  private static func facts(of label: UILabel, in host: UIView, measuresText: Bool)
    -> InlineIndicatorLayout.Label
  {
    let bounds = label.bounds
    let text =
      measuresText ? label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines) : .zero
    let firstLine =
      measuresText
      ? label.attributedText.flatMap {
        FirstLineIndent.firstLine(
          of: $0, width: bounds.width, numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode)
      } : nil
    return InlineIndicatorLayout.Label(
      frame: label.convert(bounds, to: host), lineHeight: Double(label.font?.lineHeight ?? 0),
      textHeight: Double(text.height), firstLine: firstLine,
      alignment: TextLineAlignment(label.textAlignment),
      layoutDirection: TextLayoutDirection(label.effectiveUserInterfaceLayoutDirection))
  }

  /// The frames, in `host`'s coordinates, of the shown views of `host` beside `label`: every
  /// view that neither is nor contains the label (those are looked into) nor is the indicator.
  private static func obstacles(in host: UIView, besides label: UILabel, indicator: UIView) -> [CGRect] {
    var frames: [CGRect] = []
    func collect(_ view: UIView) {
      for subview in view.subviews where subview !== label && subview !== indicator {
        guard !subview.isHidden, subview.alpha > 0 else { continue }
        if label.isDescendant(of: subview) {
          collect(subview)
        } else {
          frames.append(subview.convert(subview.bounds, to: host))
        }
      }
    }
    collect(host)
    return frames
  }
}
/// The indicator added beside a message's text: never a VoiceOver element of its own (the
/// message's element says it is loading), whatever its running state.
final class InlineActivityIndicatorView: ActivityIndicatorView {
  override var isAccessibilityElement: Bool {
    get { false }
    set {}
  }
}
#endif
