import Foundation

extension IconSymbol {
  /// The theme and style of a SwiftMessages 10 bundled icon name (`errorIcon`, `warningIconLight`,
  /// `infoIconSubtle`…), which nibs copied into apps may still name; `nil` for any other name.
  package static func bundledImage(named name: String) -> (theme: Theme, style: IconStyle)? {
    let styles: [(suffix: String, style: IconStyle)] = [("", .default), ("Light", .light), ("Subtle", .subtle)]
    for theme in Theme.allCases {
      for (suffix, style) in styles where name == theme.rawValue + "Icon" + suffix {
        return (theme, style)
      }
    }
    return nil
  }
}
