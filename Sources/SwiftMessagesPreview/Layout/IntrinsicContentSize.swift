import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
// CGSize's memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// What a view reports to Auto Layout about its content: `intrinsicContentSize` per axis (nil
/// for "no intrinsic metric") and text baselines.
struct ContentMetrics: Sendable, Equatable {
  var width: Double?
  var height: Double?
  /// The laid-out text's height (labels, button titles), centred vertically in the view.
  var textHeight: Double?
  /// The text's baselines from its top.
  var baselines: TextBaselines?

  static let none = ContentMetrics()
}

/// UIKit's intrinsic content sizes of the standard controls (iOS 13 and later).
enum IntrinsicSizes {
  /// The fixed sizes by element name (`nil`: no intrinsic width): `UISwitch` 51 × 31,
  /// `UIStepper` 94 × 32, and the heights of `UISlider` (30), `UIProgressView` (4, default
  /// style), a rounded-rect `UITextField` (34) and `UISegmentedControl` (32).
  static let fixedSizes: [String: (width: Double?, height: Double)] = [
    "switch": (51, 31), "stepper": (94, 32), "slider": (nil, 30), "progressView": (nil, 4),
    "textField": (nil, 34), "segmentedControl": (nil, 32),
  ]
  /// The space a `UIButton` puts above and below its title label (with zero
  /// `contentEdgeInsets`): 6, so a 15 pt title (18 pt tall) makes a 30 pt button.
  static let buttonTitleVerticalPadding = 6.0
  /// The point size of a `UIButton`'s title when the nib describes no font: 15.
  static let buttonFontSize = 15.0
  /// The longer side of an SF Symbol image at its default configuration, which Interface Builder
  /// records only as a 128-wide placeholder: 22 (`exclamationmark.triangle.fill` is 22 × 19).
  static let systemSymbolLongerSide = 22.0

  /// The size of the image `name` from the document's `<resources>`; SF Symbols scaled to
  /// their default configuration. `nil` when the document does not list it.
  static func imageSize(_ image: XibImageProperties, resources: XibResources) -> CGSize? {
    guard
      let resource = resources.images.first(where: { $0.name == image.name })
    else { return nil }
    let size = resource.size
    guard image.isSystemImage || resource.catalog == "system" else { return size }
    let longer = max(size.width, size.height)
    guard longer > 0 else { return nil }
    let scale = systemSymbolLongerSide / Double(longer)
    return CGSize(width: Double(size.width) * scale, height: Double(size.height) * scale)
  }

  /// The metrics of `object` for one pass: `wrapWidth` is the multi-line wrap width (`nil`:
  /// unbounded), `contentInsets` a button's run-time `contentEdgeInsets` (`nil`: UIKit's zero).
  static func metrics(
    _ object: XibObject, text: String?, wrapWidth: Double?, contentInsets: LayoutInsets? = nil,
    resources: XibResources, measurer: some TextMeasuring
  ) -> ContentMetrics {
    switch object.elementName {
    case "label":
      guard let label = object.label else { return .none }
      let text = text ?? ""
      let lines = max(0, label.numberOfLines)
      let explicitWidth = object.attributes["preferredMaxLayoutWidth"].flatMap(Double.init)
      let maxWidth = lines == 1 ? nil : (explicitWidth ?? wrapWidth).map { max(0, $0) }
      guard !text.isEmpty else { return ContentMetrics(width: 0, height: 0, textHeight: 0) }
      let (size, baselines) = measurer.measure(
        text, font: label.font, maxWidth: maxWidth, numberOfLines: lines)
      return ContentMetrics(
        width: Double(size.width.nonNegativeFinite), height: Double(size.height.nonNegativeFinite),
        textHeight: Double(size.height.nonNegativeFinite),
        baselines: baselines)
    case "button":
      return buttonMetrics(
        object, text: text, contentInsets: contentInsets, resources: resources, measurer: measurer)
    case "imageView":
      guard let image = object.image, let size = imageSize(image, resources: resources) else {
        return .none
      }
      return ContentMetrics(
        width: Double(size.width.nonNegativeFinite), height: Double(size.height.nonNegativeFinite))
    case "activityIndicatorView":
      // `.large` (and `.whiteLarge`): 37 × 37; `.medium`: 20 × 20.
      let side = ["large", "whiteLarge"].contains(object.attributes["style"] ?? "medium") ? 37.0 : 20
      return ContentMetrics(width: side, height: side)
    default:
      guard let size = fixedSizes[object.elementName] else { return .none }
      return ContentMetrics(width: size.width, height: size.height)
    }
  }

  /// A button: its image and title side by side, plus its content insets, or 6 above and below
  /// the title when the insets are zero (UIKit's default).
  private static func buttonMetrics(
    _ object: XibObject, text: String?, contentInsets: LayoutInsets?, resources: XibResources,
    measurer: some TextMeasuring
  ) -> ContentMetrics {
    let font = object.button?.font ?? XibFontDescription(systemPointSize: buttonFontSize)
    let title = text ?? ""
    let image = object.button?.image.flatMap { imageSize($0, resources: resources) }
    var width = Double(image?.width ?? 0)
    var height = Double(image?.height ?? 0)
    var textHeight: Double?
    var baselines: TextBaselines?
    let insets = contentInsets ?? .zero
    let padding = insets == .zero ? buttonTitleVerticalPadding : 0
    if !title.isEmpty {
      let size: CGSize
      (size, baselines) = measurer.measure(title, font: font, maxWidth: nil, numberOfLines: 1)
      width += Double(size.width.nonNegativeFinite)
      height = max(height, Double(size.height.nonNegativeFinite) + 2 * padding)
      textHeight = Double(size.height.nonNegativeFinite)
    }
    width += Double(insets.left + insets.right)
    height += Double(insets.top + insets.bottom)
    return ContentMetrics(
      width: max(0, width), height: max(0, height), textHeight: textHeight, baselines: baselines)
  }
}
