import Foundation

/// The colours of the progress ring: its track and its arc, from the arc indicator's shades.
///
/// The arc takes the darkest shade (the indicator's head), the track the second-faintest: the
/// faintest shade is the colour of the HUD's card itself (`#F2F2F2` on `#F2F2F7` in light,
/// `#1C1C1E` on `#1C1C1E` in dark), so a track drawn in it vanishes and a 0 % ring shows nothing.
package struct ProgressRingColors: Sendable {
  /// The full circle behind the arc.
  package let track: RGBAColor
  /// The arc showing the progress.
  package let arc: RGBAColor

  /// The colours for `style` in `appearance`, tinted with `tint` when given (the tint at the
  /// style's opacities, as ``ArcIndicatorStyle/shadeColors(tint:appearance:)``).
  package init(
    style: ArcIndicatorStyle = ArcIndicatorStyle(), tint: RGBAColor? = nil, appearance: InterfaceStyle
  ) {
    let shades = style.shadeColors(tint: tint, appearance: appearance)
    let fallback = appearance == .dark ? RGBAColor.white : RGBAColor.black
    arc = shades.last ?? fallback
    track = shades.count > 2 ? shades[1] : (shades.first ?? fallback.withAlpha(0.2))
  }
}
