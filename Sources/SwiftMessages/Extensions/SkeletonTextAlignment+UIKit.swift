#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SkeletonTextAlignment {
  /// Converts a label's or text view's `textAlignment`; an unknown future case counts as
  /// `.natural`.
  init(_ alignment: NSTextAlignment) {
    switch alignment {
    case .left: self = .left
    case .center: self = .center
    case .right: self = .right
    case .justified: self = .justified
    case .natural: self = .natural
    @unknown default: self = .natural
    }
  }
}

extension TextLayoutDirection {
  /// Converts a view's `effectiveUserInterfaceLayoutDirection`.
  init(_ direction: UIUserInterfaceLayoutDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
#endif
