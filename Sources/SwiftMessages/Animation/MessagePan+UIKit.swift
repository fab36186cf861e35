#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIView {
  /// The visible message: the pan attaches to it, and a fling must carry it out of the container.
  var messageBackground: UIView { (self as? BackgroundViewable)?.backgroundView ?? self }
}

extension Animator {
  /// Tells the delegate what a pan reported.
  package func report(_ report: PanReport) {
    guard let delegate else { return }
    switch report {
    case .started: delegate.panStarted(animator: self)
    case .ended: delegate.panEnded(animator: self)
    case .dismissed: delegate.hide(animator: self)
    }
  }
}

extension PresentationPlacement {
  init(_ style: TopBottomAnimationStyle) {
    switch style {
    case .top: self = .top
    case .bottom: self = .bottom
    }
  }
}
extension PathPoint {
  init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGPoint {
  init(_ point: PathPoint) {
    self.init(x: point.x, y: point.y)
  }
}
#endif
