#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view with rounded corners (SwiftMessages 10's `CornerRoundingView`), used as the
/// background of the card, tab and centred layouts.
///
/// Unlike the original it rounds with the layer's own `cornerRadius`, `maskedCorners` and
/// continuous `cornerCurve` instead of a `CAShapeLayer` mask: no offscreen rendering pass, and
/// the corners follow size animations (rotation) by themselves.
open class CornerRoundingView: UIView {
  /// The corner radius in points. 0 by default; the bundled nibs set 15.
  @IBInspectable open var cornerRadius: CGFloat = 0 {
    didSet { updateCorners() }
  }

  /// When `true`, ``TopBottomAnimation`` rounds only the corners away from the edge the
  /// message is attached to (tab style). `false` by default.
  @IBInspectable open var roundsLeadingCorners: Bool = false

  /// The corners that are rounded. `.allCorners` by default.
  open var roundedCorners: UIRectCorner = .allCorners {
    didSet { updateCorners() }
  }

  /// Creates the view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateCorners()
  }

  /// Creates the view from a nib or storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    updateCorners()
  }

  open override func awakeFromNib() {
    super.awakeFromNib()
    updateCorners()
  }

  private func updateCorners() {
    layer.cornerRadius = cornerRadius
    layer.cornerCurve = .continuous
    // `UIRectCorner` and `CACornerMask` use the same four bits for the same corners (y down).
    layer.maskedCorners = CACornerMask(rawValue: roundedCorners.rawValue & 0b1111)
    layer.masksToBounds = cornerRadius > 0
  }
}
#endif
