#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIView {
  /// The visible message: the `BackgroundViewable` background view, else the view itself. The
  /// pan attaches to it and its frame is what a fling must carry out of the container.
  var messageBackground: UIView { (self as? BackgroundViewable)?.backgroundView ?? self }
}

extension PresentationPlacement {
  /// The core edge of a slide style.
  init(_ style: TopBottomAnimationStyle) {
    switch style {
    case .top: self = .top
    case .bottom: self = .bottom
    }
  }
}
extension PathPoint {
  /// The core's point for a UIKit point.
  init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGPoint {
  /// The UIKit point for a core point.
  init(_ point: PathPoint) {
    self.init(x: point.x, y: point.y)
  }
}
#endif
