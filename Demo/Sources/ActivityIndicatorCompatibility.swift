#if canImport(UIKit)
import SwiftMessages
import UIKit

// The arc indicator used like `UIActivityIndicatorView` and like the arc indicator article's
// `CCActivityIndicatorView`. Type-checked by `ios-check --app Demo`; never run.

@MainActor
enum ActivityIndicatorExamples {
  static func controlLike(in container: UIView) {
    let medium = ActivityIndicatorView(style: .medium)
    let large = ActivityIndicatorView(style: ActivityIndicatorView.Style.large)
    let sized = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    medium.color = .systemBlue
    medium.hidesWhenStopped = false
    large.style = .medium
    sized.color = nil
    sized.arcStyle.revolutionDuration = 1.2
    let fitting: CGSize = medium.sizeThatFits(.zero)
    let intrinsic: CGSize = large.intrinsicContentSize
    _ = (fitting, intrinsic)
    [medium, large, sized].forEach(container.addSubview)

    // Idempotent: a second call continues the running animation in phase.
    large.startAnimating()
    large.startAnimating()
    if large.isAnimating() { large.stopAnimating() }
  }

  /// The article's usage: create, add, start, stop.
  static func article(in view: UIView) -> ActivityIndicatorView {
    let indicator = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    indicator.center = view.center
    view.addSubview(indicator)
    indicator.startAnimating()
    let running: Bool = indicator.isAnimating()
    if running { indicator.stopAnimating() }
    return indicator
  }
}

/// Subclasses override the control's members.
final class BrandedActivityIndicatorView: ActivityIndicatorView {
  override func startAnimating() {
    color = .systemPink
    super.startAnimating()
  }

  override func stopAnimating() {
    super.stopAnimating()
  }

  override func isAnimating() -> Bool { super.isAnimating() }

  override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
}
#endif
