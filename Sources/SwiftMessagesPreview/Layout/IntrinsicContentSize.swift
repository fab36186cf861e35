import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
// CGSize's memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// What a view reports to Auto Layout about its content: `intrinsicContentSize` per axis (nil
/// for "no intrinsic metric"), the priorities that hold it, and text baselines.
struct ContentMetrics: Sendable, Equatable {
  /// The intrinsic width, if any.
  var width: Double?
  /// The intrinsic height, if any.
  var height: Double?
  /// The laid-out text's height (labels, button titles), centred vertically in the view.
  var textHeight: Double?
  /// The text's baselines from its top.
  var baselines: TextBaselines?

  /// No intrinsic size.
  static let none = ContentMetrics()
}

/// Content hugging and compression resistance of one view.
struct ContentPriorities: Sendable, Equatable {
  /// UIKit's default hugging priority, `defaultLow`: 250.
  static let defaultHugging = 250.0
  /// Interface Builder's hugging priority for labels and image views (written into the nib):
  /// 251.
  static let interfaceBuilderLabelHugging = 251.0
  /// UIKit's default compression resistance, `defaultHigh`: 750.
  static let defaultCompressionResistance = 750.0

  var horizontalHugging: Double
  var verticalHugging: Double
  var horizontalCompression: Double
  var verticalCompression: Double

  /// Reads `horizontalHuggingPriority`, `verticalCompressionResistancePriority`… of `object`.
  init(_ object: XibObject) {
    let hugging =
      ["label", "imageView"].contains(object.elementName)
      ? Self.interfaceBuilderLabelHugging : Self.defaultHugging
    func read(_ key: String, _ fallback: Double) -> Double {
      object.attributes[key].flatMap(Double.init).map { min(max($0, 1), 1000) } ?? fallback
    }
    horizontalHugging = read("horizontalHuggingPriority", hugging)
    verticalHugging = read("verticalHuggingPriority", hugging)
    horizontalCompression = read(
      "horizontalCompressionResistancePriority", Self.defaultCompressionResistance)
    verticalCompression = read(
      "verticalCompressionResistancePriority", Self.defaultCompressionResistance)
  }
}

/// UIKit's intrinsic content sizes of the standard controls (iOS 13 and later).
enum IntrinsicSizes {
  /// `UISwitch`: 51 × 31.
  static let switchSize = CGSize(width: 51, height: 31)
  /// `UIActivityIndicatorView` `.medium`: 20 × 20.
  static let mediumActivityIndicator = 20.0
  /// `UIActivityIndicatorView` `.large`: 37 × 37.
  static let largeActivityIndicator = 37.0
  /// `UIStepper`: 94 × 32.
  static let stepperSize = CGSize(width: 94, height: 32)
  /// The height of a `UISlider`: 30.
  static let sliderHeight = 30.0
  /// The height of a `UIProgressView` (default style): 4.
  static let progressViewHeight = 4.0
  /// The height of a rounded-rect `UITextField`: 34.
  static let textFieldHeight = 34.0
  /// The height of a `UISegmentedControl`: 32.
  static let segmentedControlHeight = 32.0
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
      let size = measurer.measure(text, font: label.font, maxWidth: maxWidth, numberOfLines: lines)
      let baselines = measurer.baselines(
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
    case "switch":
      return ContentMetrics(width: Double(switchSize.width), height: Double(switchSize.height))
    case "stepper":
      return ContentMetrics(width: Double(stepperSize.width), height: Double(stepperSize.height))
    case "activityIndicatorView":
      let style = object.attributes["style"] ?? "medium"
      let side =
        ["large", "whiteLarge"].contains(style) ? largeActivityIndicator : mediumActivityIndicator
      return ContentMetrics(width: side, height: side)
    case "slider": return ContentMetrics(height: sliderHeight)
    case "progressView": return ContentMetrics(height: progressViewHeight)
    case "textField": return ContentMetrics(height: textFieldHeight)
    case "segmentedControl": return ContentMetrics(height: segmentedControlHeight)
    default: return .none
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
      let size = measurer.measure(title, font: font, maxWidth: nil, numberOfLines: 1)
      width += Double(size.width.nonNegativeFinite)
      height = max(height, Double(size.height.nonNegativeFinite) + 2 * padding)
      textHeight = Double(size.height.nonNegativeFinite)
      baselines = measurer.baselines(title, font: font, maxWidth: nil, numberOfLines: 1)
    }
    width += Double(insets.left + insets.right)
    height += Double(insets.top + insets.bottom)
    return ContentMetrics(
      width: max(0, width), height: max(0, height), textHeight: textHeight, baselines: baselines)
  }
}

extension XibFontDescription {
  /// The system font at `systemPointSize`, regular weight.
  init(systemPointSize: Double) {
    type = "system"
    style = nil
    weight = nil
    pointSize = systemPointSize
    name = nil
  }
}
