#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The indicator `configureActivityIndicator()` added beside a message's text.
struct InlineActivity {
  /// The indicator, a subview of the message's background (or of the message itself).
  let indicator: ActivityIndicatorView
  /// The label the last layout moved, to put back when the indicator goes.
  weak var movedLabel: UILabel?
}

extension MessageView {
  /// Starts or stops the indicator; see ``configureActivityIndicator(isAnimating:)``.
  func updateActivityIndicator(isAnimating: Bool) {
    if let indicator = activityIndicatorView, indicator !== inlineActivity?.indicator {
      // The nib's indicator: it stays where the nib put it.
      if isAnimating { indicator.startAnimating() } else { indicator.stopAnimating() }
      return
    }
    guard isAnimating else {
      if let inline = inlineActivity {
        removeInlineActivity(inline)
        activityIndicatorView = nil
      }
      return
    }
    if let inline = inlineActivity {
      inline.indicator.startAnimating()
      setNeedsLayout()
      return
    }
    let indicator = ActivityIndicatorView(style: .medium)
    activityHost().addSubview(indicator)
    inlineActivity = InlineActivity(indicator: indicator)
    activityIndicatorView = indicator
    indicator.startAnimating()
    setNeedsLayout()
  }

  /// Takes the added indicator away and puts the label it moved back.
  func removeInlineActivity(_ inline: InlineActivity) {
    inlineActivity = nil
    inline.indicator.stopAnimating()
    inline.indicator.removeFromSuperview()
    inline.movedLabel?.transform = .identity
    setNeedsLayout()
  }

  /// Asks for a new indicator layout after a change of text, colour or font.
  func setActivityLayoutNeeded() {
    if inlineActivity != nil { setNeedsLayout() }
  }

  /// Places the added indicator beside the text: facts in, ``InlineIndicatorLayout`` out.
  func layoutInlineActivity() {
    guard let inline = inlineActivity, let host = inline.indicator.superview else { return }
    let body = bodyLabel.flatMap { $0.isHidden ? nil : $0 }
    let title = titleLabel.flatMap { $0.isHidden ? nil : $0 }
    // Labels nested in stack views get their frames when their superviews lay out, after this.
    for label in [body, title].compactMap({ $0 }) where label.superview !== self {
      label.superview?.layoutIfNeeded()
    }
    let layout = InlineIndicatorLayout(
      container: host.bounds, body: body.map { Self.facts(of: $0, in: host) },
      title: title.map { Self.facts(of: $0, in: host) }, scale: Double(traitCollection.displayScale))
    let anchor: UILabel?
    switch layout.anchor {
    case .body: anchor = body
    case .title: anchor = title
    case .none: anchor = nil
    }
    if let moved = inline.movedLabel, moved !== anchor { moved.transform = .identity }
    inline.indicator.frame = layout.indicatorFrame
    if let anchor {
      anchor.transform = CGAffineTransform(translationX: CGFloat(layout.textOffset), y: 0)
      if inline.indicator.color != anchor.textColor { inline.indicator.color = anchor.textColor }
    }
    inlineActivity?.movedLabel = anchor
  }

  /// The view the indicator is added to: the background when it holds the labels, so the
  /// indicator scrolls, clips and fades with it; the message otherwise.
  private func activityHost() -> UIView {
    guard let background = backgroundView else { return self }
    let labels = [bodyLabel, titleLabel].compactMap { $0 }
    return labels.allSatisfy { $0.isDescendant(of: background) } ? background : self
  }

  /// What the layout needs to know about `label`, in `host`'s coordinates.
  private static func facts(of label: UILabel, in host: UIView) -> InlineIndicatorLayout.Label {
    // The frame Auto Layout gave the label: its centre and bounds, without the translation
    // this layout applies through `transform`.
    let size = label.bounds.size
    let anchorPoint = label.layer.anchorPoint
    let untransformed = CGRect(
      x: label.center.x - size.width * anchorPoint.x, y: label.center.y - size.height * anchorPoint.y,
      width: size.width, height: size.height)
    let text = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines)
    return InlineIndicatorLayout.Label(
      frame: label.superview?.convert(untransformed, to: host) ?? untransformed, textSize: text.size,
      lineHeight: Double(label.font?.lineHeight ?? 0), alignment: SkeletonTextAlignment(label.textAlignment),
      layoutDirection: SkeletonLayoutDirection(label.effectiveUserInterfaceLayoutDirection))
  }
}
#endif
