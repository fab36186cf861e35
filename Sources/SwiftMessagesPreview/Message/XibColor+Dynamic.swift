import SwiftMessagesCore

extension XibColor {
  /// The colour in light and dark appearance: RGB and grey values as written (they do not
  /// change with the appearance), system colours from ``SystemColorTable``, and asset
  /// catalogue or unknown names as ``SystemColorTable/unknownColorFallback``.
  package var dynamic: DynamicColor {
    switch value {
    case .rgb(let red, let green, let blue, let alpha, _):
      return DynamicColor(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    case .white(let white, let alpha, _):
      return DynamicColor(RGBAColor(white: white, alpha: alpha))
    case .system(let name):
      return SystemColorTable.system(name)
    case .named:
      return SystemColorTable.unknownColorFallback
    }
  }
}
