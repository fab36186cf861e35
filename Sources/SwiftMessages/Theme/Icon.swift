#if canImport(UIKit) && !os(watchOS)
import UIKit

/// SwiftMessages 10's named icons, drawn with SF Symbols instead of bundled PNGs (no bundle
/// lookup, no force-unwrap, crisp at any size).
public enum Icon: String, CaseIterable {
  /// Error, filled.
  case error = "errorIcon"
  /// Warning, filled.
  case warning = "warningIcon"
  /// Success, filled.
  case success = "successIcon"
  /// Info, filled.
  case info = "infoIcon"
  /// Error, outlined.
  case errorLight = "errorIconLight"
  /// Warning, outlined.
  case warningLight = "warningIconLight"
  /// Success, outlined.
  case successLight = "successIconLight"
  /// Info, outlined.
  case infoLight = "infoIconLight"
  /// Error, small outlined.
  case errorSubtle = "errorIconSubtle"
  /// Warning, small outlined.
  case warningSubtle = "warningIconSubtle"
  /// Success, small outlined.
  case successSubtle = "successIconSubtle"
  /// Info, small outlined.
  case infoSubtle = "infoIconSubtle"

  /// The theme and style this icon stands for.
  public var symbol: IconSymbol {
    let theme: Theme
    switch self {
    case .error, .errorLight, .errorSubtle: theme = .error
    case .warning, .warningLight, .warningSubtle: theme = .warning
    case .success, .successLight, .successSubtle: theme = .success
    case .info, .infoLight, .infoSubtle: theme = .info
    }
    let style: IconStyle
    switch self {
    case .error, .warning, .success, .info: style = .default
    case .errorLight, .warningLight, .successLight, .infoLight: style = .light
    case .errorSubtle, .warningSubtle, .successSubtle, .infoSubtle: style = .subtle
    }
    // Every theme has a symbol in the three visible styles.
    return IconSymbol.symbol(for: theme, style: style) ?? IconSymbol(name: "info.circle", pointSize: 28)
  }

  /// The icon as a template image. Falls back to an empty image if the system lacks the
  /// symbol (never crashes, unlike SwiftMessages 10's force-unwrapped bundle lookup).
  public var image: UIImage {
    (UIImage.symbolImage(symbol) ?? UIImage()).withRenderingMode(.alwaysTemplate)
  }
}
#endif
