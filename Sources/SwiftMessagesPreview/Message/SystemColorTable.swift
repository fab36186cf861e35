import SwiftMessagesCore

/// UIKit's dynamic system colours by Interface Builder name, light and dark: the published sRGB
/// values for the default (not increased-contrast) appearance on iOS 13 and later.
package enum SystemColorTable {
  /// The colour for an Interface Builder system colour name, or `nil` for a name the table
  /// lacks (callers fall back to a documented default).
  package static func color(named name: String) -> DynamicColor? {
    table[name]
  }

  /// The colour for a system colour name, ``unknownColorFallback`` for a name the table lacks.
  static func system(_ name: String) -> DynamicColor { table[name] ?? unknownColorFallback }

  /// The fallback for a named (asset catalogue) or unknown colour: a mid grey, visible on
  /// light and dark, so a missing colour shows rather than vanishes.
  package static let unknownColorFallback = DynamicColor(
    light: RGBAColor(red255: 142, green: 142, blue: 147), dark: RGBAColor(red255: 142, green: 142, blue: 147))

  private static func pair(_ light: (Int, Int, Int), _ dark: (Int, Int, Int), alpha: Double = 1)
    -> DynamicColor
  {
    DynamicColor(
      light: RGBAColor(red255: light.0, green: light.1, blue: light.2, alpha: alpha),
      dark: RGBAColor(red255: dark.0, green: dark.1, blue: dark.2, alpha: alpha))
  }

  private static let table: [String: DynamicColor] = [
    "labelColor": pair((0, 0, 0), (255, 255, 255)),
    "secondaryLabelColor": pair((60, 60, 67), (235, 235, 245), alpha: 0.6),
    "tertiaryLabelColor": pair((60, 60, 67), (235, 235, 245), alpha: 0.3),
    "quaternaryLabelColor": pair((60, 60, 67), (235, 235, 245), alpha: 0.18),
    "placeholderTextColor": pair((60, 60, 67), (235, 235, 245), alpha: 0.3),
    "linkColor": pair((0, 122, 255), (9, 132, 255)),
    "separatorColor": pair((60, 60, 67), (84, 84, 88), alpha: 0.29),
    "opaqueSeparatorColor": pair((198, 198, 200), (56, 56, 58)),
    "systemBackgroundColor": pair((255, 255, 255), (0, 0, 0)),
    "secondarySystemBackgroundColor": pair((242, 242, 247), (28, 28, 30)),
    "tertiarySystemBackgroundColor": pair((255, 255, 255), (44, 44, 46)),
    "systemGroupedBackgroundColor": pair((242, 242, 247), (0, 0, 0)),
    "secondarySystemGroupedBackgroundColor": pair((255, 255, 255), (28, 28, 30)),
    "tertiarySystemGroupedBackgroundColor": pair((242, 242, 247), (44, 44, 46)),
    "systemFillColor": pair((120, 120, 128), (120, 120, 128), alpha: 0.2),
    "secondarySystemFillColor": pair((120, 120, 128), (120, 120, 128), alpha: 0.16),
    "systemGrayColor": pair((142, 142, 147), (142, 142, 147)),
    "systemGray2Color": pair((174, 174, 178), (99, 99, 102)),
    "systemGray3Color": pair((199, 199, 204), (72, 72, 74)),
    "systemGray4Color": pair((209, 209, 214), (58, 58, 60)),
    "systemGray5Color": pair((229, 229, 234), (44, 44, 46)),
    "systemGray6Color": pair((242, 242, 247), (28, 28, 30)),
    "systemBlueColor": pair((0, 122, 255), (10, 132, 255)),
    "systemGreenColor": pair((52, 199, 89), (48, 209, 88)),
    "systemRedColor": pair((255, 59, 48), (255, 69, 58)),
    "systemOrangeColor": pair((255, 149, 0), (255, 159, 10)),
    "systemYellowColor": pair((255, 204, 0), (255, 214, 10)),
    "systemPinkColor": pair((255, 45, 85), (255, 55, 95)),
    "systemPurpleColor": pair((175, 82, 222), (191, 90, 242)),
    "systemTealColor": pair((48, 176, 199), (64, 200, 224)),
    "systemIndigoColor": pair((88, 86, 214), (94, 92, 230)),
    // Pre-iOS 13 fixed colours that older nibs name.
    "darkTextColor": pair((0, 0, 0), (0, 0, 0)),
    "lightTextColor": pair((255, 255, 255), (255, 255, 255), alpha: 0.6),
    "groupTableViewBackgroundColor": pair((242, 242, 247), (0, 0, 0)),
    "whiteColor": pair((255, 255, 255), (255, 255, 255)),
    "blackColor": pair((0, 0, 0), (0, 0, 0)),
    "clearColor": DynamicColor(light: .clear, dark: .clear),
  ]
}
