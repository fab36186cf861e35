#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIColor {
  /// The default skeleton colour: clouds (`#ECF0F1`) in light and darkClouds (`#1C2325`) in
  /// dark appearance, resolved from the trait collection of whatever draws it.
  public static var skeletonDefault: UIColor { UIColor(SkeletonColors.skeletonDefault) }

  /// A slightly darker (light colours) or lighter (dark colours) version of this colour, used
  /// for pulses and gradient bands: HSB brightness × 0.94 or × 1.35. Dynamic colours stay
  /// dynamic.
  public var complementaryColor: UIColor {
    UIColor { traits in
      let resolved = self.resolvedColor(with: traits)
      return UIColor(RGBAColor(resolved).complementary)
    }
  }

  /// This colour with its HSB brightness × 1.35.
  public var lighter: UIColor { adjusted(by: 1.35) }
  /// This colour with its HSB brightness × 0.94.
  public var darker: UIColor { adjusted(by: 0.94) }

  private func adjusted(by factor: Double) -> UIColor {
    UIColor { traits in UIColor(RGBAColor(self.resolvedColor(with: traits)).adjustingBrightness(by: factor)) }
  }

  // MARK: - Flat colours (SkeletonView's palette)

  /// `#16A085`.
  public static var greenSea: UIColor { flat(.greenSea) }
  /// `#1ABC9C`.
  public static var turquoise: UIColor { flat(.turquoise) }
  /// `#2ECC71`.
  public static var emerald: UIColor { flat(.emerald) }
  /// `#3498DB`.
  public static var peterRiver: UIColor { flat(.peterRiver) }
  /// `#9B59B6`.
  public static var amethyst: UIColor { flat(.amethyst) }
  /// `#34495E`.
  public static var wetAsphalt: UIColor { flat(.wetAsphalt) }
  /// `#27AE60`.
  public static var nephritis: UIColor { flat(.nephritis) }
  /// `#2980B9`.
  public static var belizeHole: UIColor { flat(.belizeHole) }
  /// `#8E44AD`.
  public static var wisteria: UIColor { flat(.wisteria) }
  /// `#2C3E50`.
  public static var midnightBlue: UIColor { flat(.midnightBlue) }
  /// `#F1C40F`.
  public static var sunFlower: UIColor { flat(.sunFlower) }
  /// `#E67E22`.
  public static var carrot: UIColor { flat(.carrot) }
  /// `#E74C3C`.
  public static var alizarin: UIColor { flat(.alizarin) }
  /// `#ECF0F1`.
  public static var clouds: UIColor { flat(.clouds) }
  /// `#1C2325`.
  public static var darkClouds: UIColor { flat(.darkClouds) }
  /// `#95A5A6`.
  public static var concrete: UIColor { flat(.concrete) }
  /// `#F39C12`.
  public static var flatOrange: UIColor { flat(.flatOrange) }
  /// `#D35400`.
  public static var pumpkin: UIColor { flat(.pumpkin) }
  /// `#C0392B`.
  public static var pomegranate: UIColor { flat(.pomegranate) }
  /// `#BDC3C7`.
  public static var silver: UIColor { flat(.silver) }
  /// `#7F8C8D`.
  public static var asbestos: UIColor { flat(.asbestos) }

  private static func flat(_ color: SkeletonFlatColor) -> UIColor { UIColor(color.color) }
}

extension RGBAColor {
  /// The sRGB components of a UIKit colour (as resolved; pattern colours give black).
  public init(_ color: UIColor) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    if !color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
      var white: CGFloat = 0
      if color.getWhite(&white, alpha: &alpha) {
        red = white
        green = white
        blue = white
      }
    }
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}
#endif
