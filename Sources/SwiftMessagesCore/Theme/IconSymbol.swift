import Foundation

/// The style of a theme's icon (SwiftMessages 10's `IconStyle`): `.default` by default.
public enum IconStyle: String, Hashable, Sendable, CaseIterable {
  /// Filled symbols.
  case `default`
  /// Outlined symbols.
  case light
  /// Small outlined symbols.
  case subtle
  /// No icon.
  case none
}

/// The SF Symbol for a theme's icon per style (replacing SwiftMessages 10's 36 PNGs); never
/// mirrored in right-to-left layouts (universal signs, Apple HIG "Right to left").
package struct IconSymbol: Sendable {
  /// The SF Symbol name, for example `"exclamationmark.triangle.fill"`.
  package internal(set) var name: String
  /// The point size of the symbol configuration: 28 for default and light, 18 for subtle
  /// (the originals' 33 and 21 pt bitmaps include padding).
  package internal(set) var pointSize: Double

  /// Creates a symbol reference.
  package init(name: String, pointSize: Double) {
    self.name = name
    self.pointSize = pointSize
  }

  /// The symbol for `theme` in `style`, or `nil` for `.none`.
  package static func symbol(for theme: Theme, style: IconStyle) -> IconSymbol? {
    let base: String
    switch theme {
    case .info: base = "info.circle"
    case .success: base = "checkmark.circle"
    case .warning: base = "exclamationmark.triangle"
    case .error: base = "xmark.octagon"
    }
    switch style {
    case .default: return IconSymbol(name: base + ".fill", pointSize: 28)
    case .light: return IconSymbol(name: base, pointSize: 28)
    case .subtle: return IconSymbol(name: base, pointSize: 18)
    case .none: return nil
    }
  }
}
