#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIColor {
  /// The default skeleton colour: ``clouds`` (`#ECF0F1`) in light and ``darkClouds``
  /// (`#1C2325`) in dark appearance, resolved from the trait collection of whatever draws it
  /// (and following app changes of `UIColor.clouds` / `UIColor.darkClouds`).
  public static var skeletonDefault: UIColor {
    UIColor { traits in
      let style = InterfaceStyle(isDark: traits.userInterfaceStyle == .dark)
      return flat(SkeletonColors.skeletonDefaultFlatColor(for: style).rawValue).resolvedColor(with: traits)
    }
  }

  /// A slightly darker (light colours) or lighter (dark colours) version of this colour, used
  /// for pulses and gradient bands: HSB brightness × 0.94 or × 1.35. Dynamic colours stay
  /// dynamic.
  public var complementaryColor: UIColor { adjusted(by: nil) }

  /// This colour with its HSB brightness × 1.35.
  public var lighter: UIColor { adjusted(by: 1.35) }
  /// This colour with its HSB brightness × 0.94.
  public var darker: UIColor { adjusted(by: 0.94) }

  /// This colour, dynamic, with its brightness × `factor`, or the core's complementary colour
  /// when `factor` is `nil` (one colour provider for the three above).
  private func adjusted(by factor: Double?) -> UIColor {
    UIColor { traits in
      let color = RGBAColor(self.resolvedColor(with: traits))
      guard let factor else { return UIColor(color.complementary) }
      return UIColor(color.adjustingBrightness(by: factor))
    }
  }

  // MARK: - Flat colours (SkeletonView's palette)
  //
  // Settable, as in SkeletonView: a replacement applies to later reads (and `clouds` /
  // `darkClouds` to `skeletonDefault`). Each reads its index in ``SkeletonFlatColor``'s case order.

  /// `#16A085`.
  public static var greenSea: UIColor {
    get { flat(0) }
    set { setFlat(0, newValue) }
  }
  /// `#1ABC9C`.
  public static var turquoise: UIColor {
    get { flat(1) }
    set { setFlat(1, newValue) }
  }
  /// `#2ECC71`.
  public static var emerald: UIColor {
    get { flat(2) }
    set { setFlat(2, newValue) }
  }
  /// `#3498DB`.
  public static var peterRiver: UIColor {
    get { flat(3) }
    set { setFlat(3, newValue) }
  }
  /// `#9B59B6`.
  public static var amethyst: UIColor {
    get { flat(4) }
    set { setFlat(4, newValue) }
  }
  /// `#34495E`.
  public static var wetAsphalt: UIColor {
    get { flat(5) }
    set { setFlat(5, newValue) }
  }
  /// `#27AE60`.
  public static var nephritis: UIColor {
    get { flat(6) }
    set { setFlat(6, newValue) }
  }
  /// `#2980B9`.
  public static var belizeHole: UIColor {
    get { flat(7) }
    set { setFlat(7, newValue) }
  }
  /// `#8E44AD`.
  public static var wisteria: UIColor {
    get { flat(8) }
    set { setFlat(8, newValue) }
  }
  /// `#2C3E50`.
  public static var midnightBlue: UIColor {
    get { flat(9) }
    set { setFlat(9, newValue) }
  }
  /// `#F1C40F`.
  public static var sunFlower: UIColor {
    get { flat(10) }
    set { setFlat(10, newValue) }
  }
  /// `#E67E22`.
  public static var carrot: UIColor {
    get { flat(11) }
    set { setFlat(11, newValue) }
  }
  /// `#E74C3C`.
  public static var alizarin: UIColor {
    get { flat(12) }
    set { setFlat(12, newValue) }
  }
  /// `#ECF0F1`.
  public static var clouds: UIColor {
    get { flat(13) }
    set { setFlat(13, newValue) }
  }
  /// `#1C2325`.
  public static var darkClouds: UIColor {
    get { flat(14) }
    set { setFlat(14, newValue) }
  }
  /// `#95A5A6`.
  public static var concrete: UIColor {
    get { flat(15) }
    set { setFlat(15, newValue) }
  }
  /// `#F39C12`.
  public static var flatOrange: UIColor {
    get { flat(16) }
    set { setFlat(16, newValue) }
  }
  /// `#D35400`.
  public static var pumpkin: UIColor {
    get { flat(17) }
    set { setFlat(17, newValue) }
  }
  /// `#C0392B`.
  public static var pomegranate: UIColor {
    get { flat(18) }
    set { setFlat(18, newValue) }
  }
  /// `#BDC3C7`.
  public static var silver: UIColor {
    get { flat(19) }
    set { setFlat(19, newValue) }
  }
  /// `#7F8C8D`.
  public static var asbestos: UIColor {
    get { flat(20) }
    set { setFlat(20, newValue) }
  }

  /// The palette colour at `index` (``SkeletonFlatColor``'s case order), as last set.
  @inline(never)
  private static func flat(_ index: Int) -> UIColor {
    flatColors.value[index]
  }

  @inline(never)
  private static func setFlat(_ index: Int, _ value: UIColor) {
    flatColors.withLock { $0[index] = value }
  }

  /// The 21 flat colours, in ``SkeletonFlatColor``'s case order (the indices above); settable
  /// as in SkeletonView.
  private static let flatColors = Locked(SkeletonFlatColor.palette.map(UIColor.init))
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
