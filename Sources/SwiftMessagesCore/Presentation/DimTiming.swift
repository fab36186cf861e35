import Foundation

/// Timings and colours of the dimmed background (SwiftMessages' dim modes).
public enum DimTiming {
  /// Fade-in of a gray or colour dim, in seconds: 0.2 s.
  public static let fadeIn: TimeInterval = 0.2
  /// Fade-in of a blur dim, in seconds: 0.3 s.
  public static let blurFadeIn: TimeInterval = 0.3
  /// Fade-out of any dim, in seconds: 0.2 s.
  public static let fadeOut: TimeInterval = 0.2
  /// The alpha of the `.gray` dim (black at 30 %).
  public static let grayAlpha: Double = 0.3
}
