import Foundation

/// The interface style a colour is resolved for (`UIUserInterfaceStyle` without UIKit).
public enum InterfaceStyle: Hashable, Sendable, CaseIterable {
  /// No preference: resolved as light, as the system does.
  case unspecified
  /// Light appearance.
  case light
  /// Dark appearance.
  case dark
}

/// A colour with a light and a dark variant, resolved from the trait collection at draw time
/// (a dynamic `UIColor` on iOS, one of the two in SVG previews).
public struct DynamicColor: Hashable, Sendable {
  /// The colour in light appearance (and for `.unspecified`).
  public var light: RGBAColor
  /// The colour in dark appearance.
  public var dark: RGBAColor

  /// Creates a colour with both variants.
  public init(light: RGBAColor, dark: RGBAColor) {
    self.light = light
    self.dark = dark
  }

  /// A colour that is the same in both appearances.
  public init(_ color: RGBAColor) {
    self.init(light: color, dark: color)
  }

  /// The variant for `style`. `.unspecified` resolves to light, as UIKit does for a view that
  /// has no preference (SwiftMessages 10's theme colours used the dark variant there, so
  /// themed messages came out dark in apps that never opted into dark mode).
  public func resolved(for style: InterfaceStyle) -> RGBAColor {
    style == .dark ? dark : light
  }
}
