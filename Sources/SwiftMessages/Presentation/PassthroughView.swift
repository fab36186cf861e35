#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view that lets touches on itself pass through to what is behind it, unless a
/// `tappedHandler` is set (modal dim modes), in which case it takes them.
@MainActor
open class PassthroughView: UIControl {
  /// Called when the view itself is tapped. `nil` (touches pass through) by default.
  open var tappedHandler: (() -> Void)? {
    didSet { updateTapTarget() }
  }

  /// Creates the view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
  }

  /// Creates the view from a nib or storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    return view == self && tappedHandler == nil ? nil : view
  }

  private func updateTapTarget() {
    removeTarget(self, action: #selector(tapped), for: .touchUpInside)
    if tappedHandler != nil { addTarget(self, action: #selector(tapped), for: .touchUpInside) }
  }

  @objc private func tapped() { tappedHandler?() }
}
#endif
