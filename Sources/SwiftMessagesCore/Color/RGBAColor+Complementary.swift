import Foundation

extension RGBAColor {
  /// Whether the colour reads as light: luma `(299·R + 587·G + 114·B) / 1000 ≥ 0.5` on 0…1
  /// components (SkeletonView's `isLight`; alpha is ignored).
  var isLight: Bool {
    (299 * red + 587 * green + 114 * blue) / 1000 >= 0.5
  }

  /// The colour as hue, saturation and brightness (HSB/HSV), each in 0…1, as
  /// `UIColor.getHue(_:saturation:brightness:alpha:)` reports them. Greys have hue 0 and
  /// saturation 0.
  var hsb: (hue: Double, saturation: Double, brightness: Double) {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let delta = maximum - minimum
    let saturation = maximum > 0 ? delta / maximum : 0
    guard delta > 0 else { return (0, saturation, maximum) }
    var sector: Double
    if maximum == red {
      sector = (green - blue) / delta
    } else if maximum == green {
      sector = (blue - red) / delta + 2
    } else {
      sector = (red - green) / delta + 4
    }
    if sector < 0 { sector += 6 }
    return (sector / 6, saturation, maximum)
  }

  /// Creates a colour from hue, saturation and brightness in 0…1 (`UIColor(hue:…)`). The hue
  /// wraps around (1.25 is 0.25; a negative hue counts back from 1), saturation, brightness
  /// and alpha are clamped to 0…1, and NaN becomes 0.
  init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
    let wrapped = hue.isFinite ? hue - hue.rounded(.down) : 0
    let saturation = saturation.clampedToUnit()
    let value = brightness.clampedToUnit()
    let scaled = wrapped * 6
    let sector = Int(scaled.rounded(.down)) % 6
    let fraction = scaled - scaled.rounded(.down)
    let p = value * (1 - saturation)
    let q = value * (1 - fraction * saturation)
    let t = value * (1 - (1 - fraction) * saturation)
    let (red, green, blue): (Double, Double, Double)
    switch sector {
    case 0: (red, green, blue) = (value, t, p)
    case 1: (red, green, blue) = (q, value, p)
    case 2: (red, green, blue) = (p, value, t)
    case 3: (red, green, blue) = (p, q, value)
    case 4: (red, green, blue) = (t, p, value)
    default: (red, green, blue) = (value, p, q)
    }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The same hue and saturation with the HSB brightness multiplied by `factor` and clamped to
  /// 0…1 (a negative factor gives black). Alpha is kept. A NaN or infinite factor returns the
  /// colour unchanged.
  package func adjustingBrightness(by factor: Double) -> RGBAColor {
    guard factor.isFinite else { return self }
    let (hue, saturation, brightness) = hsb
    return RGBAColor(hue: hue, saturation: saturation, brightness: brightness * factor, alpha: alpha)
  }

  /// SkeletonView's rule for the pulse target and gradient band: brightness × 0.94 for a light
  /// colour (``isLight``), × 1.35 for a dark one.
  package var complementary: RGBAColor {
    adjustingBrightness(by: isLight ? Self.darkerFactor : Self.lighterFactor)
  }

  /// The brightness factor ``complementary`` applies to light colours: 0.94.
  static let darkerFactor = 0.94
  /// The brightness factor ``complementary`` applies to dark colours: 1.35.
  static let lighterFactor = 1.35
}
