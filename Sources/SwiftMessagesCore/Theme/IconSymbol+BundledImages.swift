import Foundation

extension IconSymbol {
  /// The theme and style an icon image of SwiftMessages 10 stood for, by the name it had in
  /// that library's bundle: `<theme>Icon` for the default style, `<theme>IconLight` and
  /// `<theme>IconSubtle` (`errorIcon`, `warningIconLight`, `infoIconSubtle`…, twelve names).
  ///
  /// Those PNGs were found only in the library's own bundle: a nib copied into an app that
  /// still names one fails to load it. `nil` for any other name.
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
