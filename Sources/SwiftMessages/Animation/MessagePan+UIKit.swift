#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIView {
  /// The visible message: the pan attaches to it, and a fling must carry it out of the container.
  var messageBackground: UIView { (self as? BackgroundViewable)?.backgroundView ?? self }
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
