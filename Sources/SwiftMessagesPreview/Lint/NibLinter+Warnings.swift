import Foundation
import SwiftMessagesCore

extension NibLinter {
  /// A label with a text style that does not follow Dynamic Type changes live.
  func checkDynamicType(_ object: XibObject) -> Diagnostic? {
    guard let label = object.label, let style = label.font?.textStyleName,
      !label.adjustsFontForContentSizeCategory
    else { return nil }
    return Diagnostic(
      line: object.line, rule: .dynamicTypeNotLive,
      message: "label \(object.displayName) uses the \(style) text style but "
        + "not adjustsFontForContentSizeCategory, so it ignores Dynamic Type changes until the "
        + "view is rebuilt; tick \"Automatically Adjusts Font\"")
  }

  /// An image named after the icons SwiftMessages 10 shipped as PNGs in its own bundle: a copied
  /// nib looks them up in the app's bundle and finds nothing. Any other image name is the
  /// app's own (an asset catalogue the linter cannot see), so it is not reported.
  func checkImage(_ object: XibObject) -> Diagnostic? {
    guard let image = object.image ?? object.button?.image, !image.isSystemImage,
      !appImageNames.contains(image.name), let bundled = IconSymbol.bundledImage(named: image.name)
    else { return nil }
    let symbol = IconSymbol.symbol(for: bundled.theme, style: bundled.style)?.name ?? "info.circle"
    return Diagnostic(
      line: image.line, rule: .imageNotInApp,
      message: "<\(object.elementName)> \(object.displayName) uses image \"\(image.name)\", one of "
        + "the icons SwiftMessages 10 kept in its own bundle; once this nib is copied into an app "
        + "the image is looked up in the app's bundle and not found (\"Could not load the "
        + "\"\(image.name)\" image referenced from a nib\"); use the SF Symbol \(symbol) "
        + "(catalog=\"system\"), add the image to the app's assets, or set the icon in code with "
        + "configureTheme(_:iconStyle:)")
  }
}
