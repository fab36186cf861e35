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
  package var symbol: IconSymbol {
    // Every case's raw value is one of the bundled image names, and every theme has a symbol
    // in the three visible styles.
    guard let image = IconSymbol.bundledImage(named: rawValue),
      let symbol = IconSymbol.symbol(for: image.theme, style: image.style)
    else { return IconSymbol(name: "info.circle", pointSize: 28) }
    return symbol
  }

  /// The icon as a template image. Falls back to an empty image if the system lacks the
  /// symbol (never crashes, unlike SwiftMessages 10's force-unwrapped bundle lookup).
  public var image: UIImage {
    (UIImage.symbolImage(symbol) ?? UIImage()).withRenderingMode(.alwaysTemplate)
  }
}
#endif
