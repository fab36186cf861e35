#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view that lets touches on itself pass through to what is behind it, unless a
/// `tappedHandler` is set (modal dim modes), in which case it takes them.
@MainActor
open class PassthroughView: UIControl {
  /// Called when the view itself is tapped. `nil` (touches pass through) by default.
  open var tappedHandler: (() -> Void)?

  /// Creates the view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    addTarget(self, action: #selector(tapped), for: .touchUpInside)
  }

  /// Creates the view from a nib or storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addTarget(self, action: #selector(tapped), for: .touchUpInside)
  }

  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    let passes = MessageInteraction.passesThrough(
      hitIsContainer: view === self, containerTakesTouches: tappedHandler != nil)
    didHitTest(point, passesThrough: passes, isTouch: event?.type == .touches)
    return passes ? nil : view
  }

  /// Told of every hit test as facts (the point in this view, whether the touch passes
  /// through, whether it is a finger's); does nothing here (a masking view tells its deck).
  func didHitTest(_ point: CGPoint, passesThrough: Bool, isTouch: Bool) {}

  @objc private func tapped() { tappedHandler?() }
}
#endif
