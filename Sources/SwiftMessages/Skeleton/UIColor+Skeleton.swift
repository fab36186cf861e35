#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIColor {
  /// The default skeleton colour: ``clouds`` (`#ECF0F1`) in light and ``darkClouds``
  /// (`#1C2325`) in dark appearance, resolved from the trait collection of whatever draws it
  /// (and following app changes of `UIColor.clouds` / `UIColor.darkClouds`).
  public static var skeletonDefault: UIColor {
    UIColor { traits in
      let style = InterfaceStyle(isDark: traits.userInterfaceStyle == .dark)
      return flat(SkeletonColors.skeletonDefaultFlatColor(for: style)).resolvedColor(with: traits)
    }
  }

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
  //
  // Settable, as in SkeletonView: a replacement applies to later reads (and `clouds` /
  // `darkClouds` to `skeletonDefault`).

  /// `#16A085`.
  public static var greenSea: UIColor {
    get { flat(.greenSea) }
    set { setFlat(.greenSea, newValue) }
  }
  /// `#1ABC9C`.
  public static var turquoise: UIColor {
    get { flat(.turquoise) }
    set { setFlat(.turquoise, newValue) }
  }
  /// `#2ECC71`.
  public static var emerald: UIColor {
    get { flat(.emerald) }
    set { setFlat(.emerald, newValue) }
  }
  /// `#3498DB`.
  public static var peterRiver: UIColor {
    get { flat(.peterRiver) }
    set { setFlat(.peterRiver, newValue) }
  }
  /// `#9B59B6`.
  public static var amethyst: UIColor {
    get { flat(.amethyst) }
    set { setFlat(.amethyst, newValue) }
  }
  /// `#34495E`.
  public static var wetAsphalt: UIColor {
    get { flat(.wetAsphalt) }
    set { setFlat(.wetAsphalt, newValue) }
  }
  /// `#27AE60`.
  public static var nephritis: UIColor {
    get { flat(.nephritis) }
    set { setFlat(.nephritis, newValue) }
  }
  /// `#2980B9`.
  public static var belizeHole: UIColor {
    get { flat(.belizeHole) }
    set { setFlat(.belizeHole, newValue) }
  }
  /// `#8E44AD`.
  public static var wisteria: UIColor {
    get { flat(.wisteria) }
    set { setFlat(.wisteria, newValue) }
  }
  /// `#2C3E50`.
  public static var midnightBlue: UIColor {
    get { flat(.midnightBlue) }
    set { setFlat(.midnightBlue, newValue) }
  }
  /// `#F1C40F`.
  public static var sunFlower: UIColor {
    get { flat(.sunFlower) }
    set { setFlat(.sunFlower, newValue) }
  }
  /// `#E67E22`.
  public static var carrot: UIColor {
    get { flat(.carrot) }
    set { setFlat(.carrot, newValue) }
  }
  /// `#E74C3C`.
  public static var alizarin: UIColor {
    get { flat(.alizarin) }
    set { setFlat(.alizarin, newValue) }
  }
  /// `#ECF0F1`.
  public static var clouds: UIColor {
    get { flat(.clouds) }
    set { setFlat(.clouds, newValue) }
  }
  /// `#1C2325`.
  public static var darkClouds: UIColor {
    get { flat(.darkClouds) }
    set { setFlat(.darkClouds, newValue) }
  }
  /// `#95A5A6`.
  public static var concrete: UIColor {
    get { flat(.concrete) }
    set { setFlat(.concrete, newValue) }
  }
  /// `#F39C12`.
  public static var flatOrange: UIColor {
    get { flat(.flatOrange) }
    set { setFlat(.flatOrange, newValue) }
  }
  /// `#D35400`.
  public static var pumpkin: UIColor {
    get { flat(.pumpkin) }
    set { setFlat(.pumpkin, newValue) }
  }
  /// `#C0392B`.
  public static var pomegranate: UIColor {
    get { flat(.pomegranate) }
    set { setFlat(.pomegranate, newValue) }
  }
  /// `#BDC3C7`.
  public static var silver: UIColor {
    get { flat(.silver) }
    set { setFlat(.silver, newValue) }
  }
  /// `#7F8C8D`.
  public static var asbestos: UIColor {
    get { flat(.asbestos) }
    set { setFlat(.asbestos, newValue) }
  }

  private static func flat(_ color: SkeletonFlatColor) -> UIColor {
    flatOverrides.value.first { $0.color == color }?.value ?? UIColor(color.color)
  }

  private static func setFlat(_ color: SkeletonFlatColor, _ value: UIColor) {
    flatOverrides.withLock {
      $0.removeAll { $0.color == color }
      $0.append((color, value))
    }
  }

  /// The flat colours the app replaced (they are settable in SkeletonView), each once.
  private static let flatOverrides = Locked<[(color: SkeletonFlatColor, value: UIColor)]>([])
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
