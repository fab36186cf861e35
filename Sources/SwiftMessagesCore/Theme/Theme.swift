import Foundation

/// The four message themes, `.info`, `.success`, `.warning` and `.error` (SwiftMessages 10's
/// `Theme`), with their colours, haptics and VoiceOver prefixes, defined once here.
public enum Theme: String, Hashable, Sendable, CaseIterable {
  /// Neutral information: grey background, label-coloured text.
  case info
  /// Success: green background, white text.
  case success
  /// Warning: amber background, white text.
  case warning
  /// Error: red background, white text.
  case error

  /// The background colour: SwiftMessages 10's values, light / dark.
  ///
  /// info 225,225,225 / 125,125,125; success 97,161,23 / 55,122,0; warning 246,197,44 /
  /// 239,184,10; error 249,66,47 / 195,12,12.
  public var background: DynamicColor {
    switch self {
    case .info:
      return DynamicColor(
        light: RGBAColor(red255: 225, green: 225, blue: 225),
        dark: RGBAColor(red255: 125, green: 125, blue: 125))
    case .success:
      return DynamicColor(
        light: RGBAColor(red255: 97, green: 161, blue: 23), dark: RGBAColor(red255: 55, green: 122, blue: 0))
    case .warning:
      return DynamicColor(
        light: RGBAColor(red255: 246, green: 197, blue: 44),
        dark: RGBAColor(red255: 239, green: 184, blue: 10))
    case .error:
      return DynamicColor(
        light: RGBAColor(red255: 249, green: 66, blue: 47), dark: RGBAColor(red255: 195, green: 12, blue: 12))
    }
  }

  /// The fixed text and icon colour: white, or `nil` for info, which takes the system label
  /// colour.
  package var fixedForeground: RGBAColor? {
    self == .info ? nil : .white
  }

  /// The text and icon colour in `style`: the fixed one, else the label colour (black in light,
  /// white in dark appearance).
  package func foreground(for style: InterfaceStyle) -> RGBAColor {
    fixedForeground ?? (style == .dark ? .white : .black)
  }

  /// The haptic `configureTheme(_:includeHaptic: true)` sets: success, warning and error
  /// play their own notification; info plays none (SwiftMessages 10 played "success" for
  /// plain information).
  public var haptic: MessageHaptic? {
    switch self {
    case .info: return nil
    case .success: return .success
    case .warning: return .warning
    case .error: return .error
    }
  }

  /// The word VoiceOver reads before the message (``SwiftMessagesString/themeName(_:)``:
  /// "Info", "Success", "Warning", "Error" in English), used as `accessibilityPrefix` when a
  /// theme is applied.
  public var accessibilityPrefix: String { SwiftMessagesString.themeName(self).localized }
}
