#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

/// The skeleton options and state stored on one view: one associated object per view instead of
/// one per option (the views' own properties are never changed). `nil` options read as their
/// defaults.
final class SkeletonViewStorage {
  // Fields of fixed size first: the core's types after them have sizes known only at run time.
  var isSkeletonable = false
  var isHiddenWhenActive = false
  var disablesInteraction = true
  var cornerRadius: Float?
  var lastLineFill: Int?
  var linesCornerRadius: Int?
  var lineSpacing: CGFloat?
  var padding = UIEdgeInsets.zero
  var overlay: SkeletonOverlayView?
  /// The placeholder data source of a table or collection view.
  var listProxy: SkeletonListProxy?
  var lineHeight: SkeletonTextLineHeight?
  var numberOfLines = SkeletonTextNumberOfLines.inherited
  var pending: ScheduledTimer?
  var mark: SkeletonMark?

  // SDK reason: `objc_getAssociatedObject`/`objc_setAssociatedObject` take their key as an
  // `UnsafeRawPointer`; the address of a static is the stable, unique key they expect.
  static var key: UInt8 = 0
}

extension UIView {
  @inline(never)
  var skeletonStorageIfAny: SkeletonViewStorage? {
    objc_getAssociatedObject(self, &SkeletonViewStorage.key) as? SkeletonViewStorage
  }

  @inline(never)
  var skeletonStorage: SkeletonViewStorage {
    if let storage = skeletonStorageIfAny { return storage }
    let storage = SkeletonViewStorage()
    objc_setAssociatedObject(self, &SkeletonViewStorage.key, storage, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return storage
  }
}

extension UIView {
  /// Whether the view takes part in skeletons. `false` by default. A view that is not
  /// skeletonable stops the traversal: set it on the root and on every container down to the
  /// views that should become placeholders.
  @IBInspectable public var isSkeletonable: Bool {
    get { skeletonStorageIfAny?.isSkeletonable ?? false }
    set { skeletonStorage.isSkeletonable = newValue }
  }

  /// Whether the view is hidden while its skeleton is shown. `false` by default.
  @IBInspectable public var isHiddenWhenSkeletonIsActive: Bool {
    get { skeletonStorageIfAny?.isHiddenWhenActive ?? false }
    set { skeletonStorage.isHiddenWhenActive = newValue }
  }

  /// Whether touches are blocked while the skeleton is shown. `true` by default.
  @IBInspectable public var isUserInteractionDisabledWhenSkeletonIsActive: Bool {
    get { skeletonStorageIfAny?.disablesInteraction ?? true }
    set { skeletonStorage.disablesInteraction = newValue }
  }

  /// The corner radius of this view's placeholder. `SkeletonAppearance.default.skeletonCornerRadius`
  /// (0) by default.
  @IBInspectable public var skeletonCornerRadius: Float {
    get { skeletonStorageIfAny?.cornerRadius ?? SkeletonAppearance.default.skeletonCornerRadius }
    set { skeletonStorage.cornerRadius = newValue }
  }
}

/// The text skeleton options shared by `UILabel` and `UITextView` (settable on those only); out
/// of line, so the two classes' public accessors only call them.
extension UIView {
  var textLastLineFillPercent: Int {
    @inline(never) get {
      skeletonStorageIfAny?.lastLineFill ?? SkeletonAppearance.default.multilineLastLineFillPercent
    }
    @inline(never) set { skeletonStorage.lastLineFill = min(max(newValue, 0), 100) }
  }
  var textLinesCornerRadius: Int {
    @inline(never) get {
      skeletonStorageIfAny?.linesCornerRadius ?? SkeletonAppearance.default.multilineCornerRadius
    }
    @inline(never) set { skeletonStorage.linesCornerRadius = newValue }
  }
  var textLineSpacing: CGFloat {
    @inline(never) get { skeletonStorageIfAny?.lineSpacing ?? SkeletonAppearance.default.multilineSpacing }
    @inline(never) set { skeletonStorage.lineSpacing = newValue }
  }
  var textPaddingInsets: UIEdgeInsets {
    @inline(never) get { skeletonStorageIfAny?.padding ?? .zero }
    @inline(never) set { skeletonStorage.padding = newValue }
  }
  var textLineHeight: SkeletonTextLineHeight {
    @inline(never) get { skeletonStorageIfAny?.lineHeight ?? SkeletonAppearance.default.textLineHeight }
    @inline(never) set { skeletonStorage.lineHeight = newValue }
  }
  var textNumberOfLines: SkeletonTextNumberOfLines {
    @inline(never) get { skeletonStorageIfAny?.numberOfLines ?? .inherited }
    @inline(never) set { skeletonStorage.numberOfLines = newValue }
  }
  var textUsesFontLineHeight: Bool {
    @inline(never) get { textLineHeight.usesFontLineHeight }
    @inline(never) set {
      textLineHeight = SkeletonTextLineHeight(
        useFontLineHeight: newValue, multilineHeight: SkeletonAppearance.default.multilineHeight)
    }
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
