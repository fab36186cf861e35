import Foundation

/// A colour as red, green, blue and alpha components in 0…1 (sRGB): the core's stand-in for
/// `UIColor`, which does not exist on Linux. The UIKit layer converts at the edge and the
/// preview writes it as SVG.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Alpha, 0…1. 1 (opaque) by default.
  public var alpha: Double

  /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red.clampedToUnit()
    self.green = green.clampedToUnit()
    self.blue = blue.clampedToUnit()
    self.alpha = alpha.clampedToUnit()
  }

  /// Creates a colour from 0…255 components (as design tools show them).
  public init(red255 red: Int, green: Int, blue: Int, alpha: Double = 1) {
    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  /// Creates a grey of `white` (0 black … 1 white).
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Opaque white.
  public static let white = RGBAColor(white: 1)
  /// Opaque black.
  public static let black = RGBAColor(white: 0)
  /// Fully transparent black.
  public static let clear = RGBAColor(white: 0, alpha: 0)

  /// The same colour with another alpha.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#RRGGBB` (alpha ignored), for SVG and debugging.
  public var hexString: String {
    func byte(_ value: Double) -> String {
      let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }

  /// WCAG 2 relative luminance, 0 (black) … 1 (white).
  public var relativeLuminance: Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.039_28 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio between two opaque colours, 1…21.
  public func contrastRatio(with other: RGBAColor) -> Double {
    let lighter = max(relativeLuminance, other.relativeLuminance)
    let darker = min(relativeLuminance, other.relativeLuminance)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// `#RRGGBB` plus the alpha when it is not 1.
  public var description: String {
    alpha == 1 ? hexString : hexString + String(format: "@%.2f", alpha)
  }
}
