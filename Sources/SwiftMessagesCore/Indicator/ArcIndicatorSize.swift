import Foundation

/// The sizes of the arc indicator, like `UIActivityIndicatorView.Style`.
public enum ArcIndicatorSize: Hashable, Sendable, CaseIterable {
  /// A 20 pt ring, the size of `UIActivityIndicatorView`'s `.medium`.
  case medium
  /// The arc indicator article's 40 pt ring (``ArcIndicatorStyle/diameter``).
  case large

  /// The side of the indicator's square, in points: 20 for `.medium`, 40 for `.large`.
  public var diameter: Double {
    switch self {
    case .medium: return 20
    case .large: return ArcIndicatorStyle().diameter
    }
  }
}
