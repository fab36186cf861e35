#if canImport(UIKit) && !os(watchOS)
import UIKit

extension IconStyle {
  /// The icon for `theme` in this style, tinted by the view, or `nil` for `.none`.
  public func image(theme: Theme) -> UIImage? {
    IconSymbol.symbol(for: theme, style: self).flatMap(UIImage.symbolImage)
  }
}

extension UIImage {
  /// The template SF Symbol image of a core ``IconSymbol``, or `nil` if the system lacks it.
  static func symbolImage(_ symbol: IconSymbol) -> UIImage? {
    let configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(symbol.pointSize), weight: .regular)
    return UIImage(systemName: symbol.name, withConfiguration: configuration)?.withRenderingMode(
      .alwaysTemplate)
  }
}

extension UIColor {
  /// A dynamic colour that resolves the core colour's light or dark variant from the trait
  /// collection (`.unspecified` resolves as light).
  public convenience init(_ color: DynamicColor) {
    self.init { traits in
      UIColor(color.resolved(for: traits.userInterfaceStyle == .dark ? .dark : .light))
    }
  }

  /// The UIKit colour of a core ``RGBAColor``.
  public convenience init(_ color: RGBAColor) {
    self.init(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
  }
}
#endif
