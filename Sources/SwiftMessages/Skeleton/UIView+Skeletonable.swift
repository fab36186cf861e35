#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

/// Keys of the skeleton options stored on views (associated objects: options only; the views'
/// own properties are never changed).
enum SkeletonKeys {
  static var isSkeletonable: UInt8 = 0
  static var hiddenWhenActive: UInt8 = 0
  static var disablesInteraction: UInt8 = 0
  static var cornerRadius: UInt8 = 0
  static var lastLineFill: UInt8 = 0
  static var linesCornerRadius: UInt8 = 0
  static var lineSpacing: UInt8 = 0
  static var padding: UInt8 = 0
  static var lineHeight: UInt8 = 0
  static var numberOfLines: UInt8 = 0
  static var overlay: UInt8 = 0
  static var pending: UInt8 = 0
  static var mark: UInt8 = 0
}

extension NSObject {
  // SDK reason: `objc_getAssociatedObject`/`objc_setAssociatedObject` take their key as an
  // `UnsafeRawPointer`; the address of a static is the stable, unique key they expect.
  func skeletonValue<T>(_ key: UnsafeRawPointer) -> T? {
    objc_getAssociatedObject(self, key) as? T
  }

  func setSkeletonValue(_ value: Any?, _ key: UnsafeRawPointer) {
    objc_setAssociatedObject(self, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }
}

extension UIView {
  /// Whether the view takes part in skeletons. `false` by default. A view that is not
  /// skeletonable stops the traversal: set it on the root and on every container down to the
  /// views that should become placeholders.
  @IBInspectable public var isSkeletonable: Bool {
    get { skeletonValue(&SkeletonKeys.isSkeletonable) ?? false }
    set { setSkeletonValue(newValue, &SkeletonKeys.isSkeletonable) }
  }

  /// Whether the view is hidden while its skeleton is shown. `false` by default.
  @IBInspectable public var isHiddenWhenSkeletonIsActive: Bool {
    get { skeletonValue(&SkeletonKeys.hiddenWhenActive) ?? false }
    set { setSkeletonValue(newValue, &SkeletonKeys.hiddenWhenActive) }
  }

  /// Whether touches are blocked while the skeleton is shown. `true` by default.
  @IBInspectable public var isUserInteractionDisabledWhenSkeletonIsActive: Bool {
    get { skeletonValue(&SkeletonKeys.disablesInteraction) ?? true }
    set { setSkeletonValue(newValue, &SkeletonKeys.disablesInteraction) }
  }

  /// The corner radius of this view's placeholder. `SkeletonAppearance.default.skeletonCornerRadius`
  /// (0) by default.
  @IBInspectable public var skeletonCornerRadius: Float {
    get { skeletonValue(&SkeletonKeys.cornerRadius) ?? SkeletonAppearance.default.skeletonCornerRadius }
    set { setSkeletonValue(newValue, &SkeletonKeys.cornerRadius) }
  }
}

/// The text skeleton options shared by `UILabel` and `UITextView` (settable on those only).
extension UIView {
  var textLastLineFillPercent: Int {
    get {
      skeletonValue(&SkeletonKeys.lastLineFill) ?? SkeletonAppearance.default.multilineLastLineFillPercent
    }
    set { setSkeletonValue(min(max(newValue, 0), 100), &SkeletonKeys.lastLineFill) }
  }
  var textLinesCornerRadius: Int {
    get { skeletonValue(&SkeletonKeys.linesCornerRadius) ?? SkeletonAppearance.default.multilineCornerRadius }
    set { setSkeletonValue(newValue, &SkeletonKeys.linesCornerRadius) }
  }
  var textLineSpacing: CGFloat {
    get { skeletonValue(&SkeletonKeys.lineSpacing) ?? SkeletonAppearance.default.multilineSpacing }
    set { setSkeletonValue(newValue, &SkeletonKeys.lineSpacing) }
  }
  var textPaddingInsets: UIEdgeInsets {
    get { skeletonValue(&SkeletonKeys.padding) ?? .zero }
    set { setSkeletonValue(newValue, &SkeletonKeys.padding) }
  }
  var textLineHeight: SkeletonTextLineHeight {
    get { skeletonValue(&SkeletonKeys.lineHeight) ?? SkeletonAppearance.default.textLineHeight }
    set { setSkeletonValue(newValue, &SkeletonKeys.lineHeight) }
  }
  var textNumberOfLines: SkeletonTextNumberOfLines {
    get { skeletonValue(&SkeletonKeys.numberOfLines) ?? .inherited }
    set { setSkeletonValue(newValue, &SkeletonKeys.numberOfLines) }
  }
  var textUsesFontLineHeight: Bool {
    get { textLineHeight == .relativeToFont }
    set { textLineHeight = newValue ? .relativeToFont : .fixed(SkeletonAppearance.default.multilineHeight) }
  }
}

extension UILabel {
  /// The width of the last line, percent of the label's width (clamped to 0…100).
  /// `SkeletonAppearance.default.multilineLastLineFillPercent` (70) by default.
  @IBInspectable public var lastLineFillPercent: Int {
    get { textLastLineFillPercent }
    set { textLastLineFillPercent = newValue }
  }
  /// The corner radius of the lines. `SkeletonAppearance.default.multilineCornerRadius` (0) by default.
  @IBInspectable public var linesCornerRadius: Int {
    get { textLinesCornerRadius }
    set { textLinesCornerRadius = newValue }
  }
  /// The space between lines. `SkeletonAppearance.default.multilineSpacing` (10) by default.
  @IBInspectable public var skeletonLineSpacing: CGFloat {
    get { textLineSpacing }
    set { textLineSpacing = newValue }
  }
  /// Insets of the lines inside the label. `.zero` by default.
  public var skeletonPaddingInsets: UIEdgeInsets {
    get { textPaddingInsets }
    set { textPaddingInsets = newValue }
  }
  /// How line heights are chosen. `SkeletonAppearance.default.textLineHeight` (`.fixed(15)`) by default.
  public var skeletonTextLineHeight: SkeletonTextLineHeight {
    get { textLineHeight }
    set { textLineHeight = newValue }
  }
  /// How many lines are drawn. `.inherited` (from `numberOfLines`) by default.
  public var skeletonTextNumberOfLines: SkeletonTextNumberOfLines {
    get { textNumberOfLines }
    set { textNumberOfLines = newValue }
  }
  /// SkeletonView's older switch for line heights, settable in Interface Builder: `true` means
  /// `.relativeToFont`, `false` `.fixed(SkeletonAppearance.default.multilineHeight)` (15).
  /// `false` by default (the default `skeletonTextLineHeight` is `.fixed(15)`).
  @IBInspectable public var useFontLineHeight: Bool {
    get { textUsesFontLineHeight }
    set { textUsesFontLineHeight = newValue }
  }
}

extension UITextView {
  /// The width of the last line, percent (clamped to 0…100). 70 by default.
  @IBInspectable public var lastLineFillPercent: Int {
    get { textLastLineFillPercent }
    set { textLastLineFillPercent = newValue }
  }
  /// The corner radius of the lines. 0 by default.
  @IBInspectable public var linesCornerRadius: Int {
    get { textLinesCornerRadius }
    set { textLinesCornerRadius = newValue }
  }
  /// The space between lines. 10 by default.
  @IBInspectable public var skeletonLineSpacing: CGFloat {
    get { textLineSpacing }
    set { textLineSpacing = newValue }
  }
  /// Insets of the lines inside the text view. `.zero` by default.
  public var skeletonPaddingInsets: UIEdgeInsets {
    get { textPaddingInsets }
    set { textPaddingInsets = newValue }
  }
  /// How line heights are chosen. `.fixed(15)` by default.
  public var skeletonTextLineHeight: SkeletonTextLineHeight {
    get { textLineHeight }
    set { textLineHeight = newValue }
  }
  /// How many lines are drawn. `.inherited` (fill the height) by default.
  public var skeletonTextNumberOfLines: SkeletonTextNumberOfLines {
    get { textNumberOfLines }
    set { textNumberOfLines = newValue }
  }
  /// SkeletonView's older switch for line heights, settable in Interface Builder: `true` means
  /// `.relativeToFont`, `false` `.fixed(SkeletonAppearance.default.multilineHeight)` (15).
  /// `false` by default.
  @IBInspectable public var useFontLineHeight: Bool {
    get { textUsesFontLineHeight }
    set { textUsesFontLineHeight = newValue }
  }
}
#endif
