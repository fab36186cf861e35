import Foundation

/// Identifies one piece of work shown by a HUD (one `showHUD` handle or one `withHUD` call).
package struct HUDRequestID: Equatable, Sendable {
  /// The request's number: 1 for the first request a ``HUDDriver`` begins or flashes, then 2, 3, ….
  let rawValue: UInt64
}

/// How a piece of work ended, for the HUD's morph.
public enum HUDOutcome: Hashable, Sendable {
  /// The work succeeded: the HUD morphs into the check.
  case success
  /// The work failed: the HUD morphs into the cross.
  case failure
  /// A neutral outcome, neither success nor failure (for example "Already up to date"): the
  /// HUD morphs into an "i" drawn like the check.
  case info
  /// A neutral outcome shown with the SF Symbol `systemName` (for example `"wifi.slash"`),
  /// faded in where the check would draw; drawn in the app's tint of the HUD's text colour.
  /// An unknown name shows no glyph (the title still shows, and VoiceOver reads it).
  case symbol(systemName: String)

  /// The glyph's colour, in shades with at least 3:1 contrast (WCAG, graphics) on the HUD card's
  /// secondary background; the themes' banner colours are too light there.
  package var glyphColor: DynamicColor {
    switch self {
    case .success:
      return DynamicColor(
        light: RGBAColor(red255: 36, green: 138, blue: 61), dark: RGBAColor(red255: 48, green: 209, blue: 88))
    case .failure:
      return DynamicColor(
        light: RGBAColor(red255: 215, green: 0, blue: 21), dark: RGBAColor(red255: 255, green: 105, blue: 97))
    case .info, .symbol:
      return DynamicColor(
        light: RGBAColor(red255: 0, green: 64, blue: 221), dark: RGBAColor(red255: 64, green: 156, blue: 255))
    }
  }

  /// What VoiceOver reads for the outcome when the HUD has no title: "Done", "Failed" or "Info".
  var spokenWord: SwiftMessagesString {
    switch self {
    case .success: return .success
    case .failure: return .failure
    case .info, .symbol: return .themeName(.info)
    }
  }

  /// The SF Symbol the screen shows instead of a drawn glyph; `nil` for the drawn ones.
  package var symbolName: String? {
    guard case .symbol(let name) = self else { return nil }
    return name
  }
}
