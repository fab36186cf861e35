import Foundation

/// The numbers of the keyframe arc activity indicator (the arc indicator article's
/// `CCActivityIndicatorView`): eight 39° arcs, 45° apart, whose shades step round the ring
/// every 0.1 s. Every size is derived from ``diameter``, so the indicator is vector and
/// scales to any size; the originals' values are the defaults at 40 pt.
public struct ArcIndicatorStyle: Hashable, Sendable {
  /// The number of arcs and of animation frames. 8 by default; at least 2.
  public var arcCount: Int {
    didSet { arcCount = max(2, arcCount) }
  }
  /// The angle each arc covers, in degrees. 39 by default.
  public var sweepDegrees: Double
  /// The reference diameter the other lengths are given for. 40 pt by default.
  public var diameter: Double
  /// The arcs' radius at ``diameter``. 10 pt by default.
  public var radius: Double
  /// The arcs' stroke width at ``diameter``. 6 pt by default.
  public var strokeWidth: Double
  /// One revolution of the head, in seconds. 0.8 s by default (0.1 s per frame).
  public var revolutionDuration: TimeInterval
  /// Shades by distance from the head, nearest first, light / dark. The last shade is used
  /// for every farther arc. Defaults: `#F2F2F2`, `#E6E6E6`, `#B3B3B3`, `#808080` in light
  /// appearance; `#1C1C1E`, `#2C2C2E`, `#636366`, `#98989D` in dark appearance, so the head
  /// stays a "gap" against the background either way.
  public var shades: [DynamicColor]

  /// With Reduce Motion on, the head does not travel: the whole ring fades between full and
  /// ``reducedMotionMinimumOpacity`` and back over this many seconds. 1.6 s by default.
  public var reducedMotionPulseDuration: TimeInterval = 1.6
  /// The lowest opacity of the Reduce Motion pulse. 0.4 by default.
  public var reducedMotionMinimumOpacity: Double = 0.4

  /// The opacity of each shade when the indicator is tinted with one colour, nearest the head
  /// first (the last is used for every farther shade). `[0.1, 0.2, 0.6, 1]` by default: the
  /// default light shades are `#808080` at these opacities over white.
  public var tintOpacities: [Double] = [0.1, 0.2, 0.6, 1]

  /// Creates the article's indicator.
  public init() {
    arcCount = 8
    sweepDegrees = 39
    diameter = 40
    radius = 10
    strokeWidth = 6
    revolutionDuration = 0.8
    shades = [
      DynamicColor(
        light: RGBAColor(red255: 242, green: 242, blue: 242), dark: RGBAColor(red255: 28, green: 28, blue: 30)
      ),
      DynamicColor(
        light: RGBAColor(red255: 230, green: 230, blue: 230), dark: RGBAColor(red255: 44, green: 44, blue: 46)
      ),
      DynamicColor(
        light: RGBAColor(red255: 179, green: 179, blue: 179),
        dark: RGBAColor(red255: 99, green: 99, blue: 102)),
      DynamicColor(
        light: RGBAColor(red255: 128, green: 128, blue: 128),
        dark: RGBAColor(red255: 152, green: 152, blue: 157)),
    ]
  }

  /// The colours of the shades in `appearance`: ``shades`` resolved, or, with a `tint`, the
  /// tint at ``tintOpacities`` (times its own alpha), one per shade.
  public func shadeColors(tint: RGBAColor?, appearance: InterfaceStyle) -> [RGBAColor] {
    guard let tint else { return shades.map { $0.resolved(for: appearance) } }
    guard let last = tintOpacities.last else { return shades.map { _ in tint } }
    return shades.indices.map { index in
      let opacity = index < tintOpacities.count ? tintOpacities[index] : last
      return tint.withAlpha(tint.alpha * opacity)
    }
  }

  /// The duration of one frame: ``revolutionDuration`` / ``arcCount`` (0.1 s by default).
  public var frameDuration: TimeInterval { revolutionDuration / Double(arcCount) }

  /// The gap on each side of an arc, in degrees: (360 / count − sweep) / 2 (3° by default).
  public var paddingDegrees: Double { max(0, (360 / Double(arcCount) - sweepDegrees) / 2) }
}

extension ArcIndicatorStyle {
  /// The centre of a `width` × `height` box and the scale that fits ``diameter`` in its shorter
  /// side; `nil` for a zero, negative or non-finite width or height.
  func fit(width: Double, height: Double) -> (center: PathPoint, scale: Double)? {
    let side = min(width, height)
    guard width.isFinite, height.isFinite, side > 0, diameter > 0 else { return nil }
    return (PathPoint(x: width / 2, y: height / 2), side / diameter)
  }

  /// The arc takes the darkest shade, the track the second-faintest: the faintest matches the
  /// HUD card (`#F2F2F2` on `#F2F2F7`, `#1C1C1E` on `#1C1C1E`), so a track in it would vanish.
  package func ringColors(tint: RGBAColor? = nil, appearance: InterfaceStyle) -> (
    track: RGBAColor, arc: RGBAColor
  ) {
    let shades = shadeColors(tint: tint, appearance: appearance)
    let fallback = appearance == .dark ? RGBAColor.white : RGBAColor.black
    return (
      track: shades.count > 2 ? shades[1] : (shades.first ?? fallback.withAlpha(0.2)),
      arc: shades.last ?? fallback
    )
  }
}
