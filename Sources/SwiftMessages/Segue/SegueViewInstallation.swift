#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Embeds a segue's presented controller view in its container view, and that in its message
/// view, sized from the controller's `preferredContentSize`; takes it out again afterwards.
@MainActor
final class SegueViewInstallation {
  private weak var controllerView: UIView?
  /// The container view installed last, with its containment.
  private weak var container: CornerRoundingView?
  private var containment: SegueContainment?
  private var sizeConstraints: [NSLayoutConstraint] = []

  /// Puts `controllerView` edge to edge in `containerView`, installed in `messageView` as
  /// `containment` says (again only when the container, its place or its containment changed;
  /// a container the segue no longer uses is taken out), with the size constraints of
  /// `preferredContentSize` (see ``SegueContentSize``).
  func install(
    _ controllerView: UIView, in containerView: CornerRoundingView, messageView: BaseView,
    containment: SegueContainment, preferredContentSize: CGSize
  ) {
    if container !== containerView || !containerView.isDescendant(of: messageView)
      || self.containment != containment
    {
      for stale in [container, containerView].compactMap({ $0 }) {
        if let owner = stale.superview as? BaseView, owner.backgroundView === stale {
          owner.backgroundView = owner
        }
        stale.removeFromSuperview()
      }
      switch containment {
      case .content: messageView.installContentView(containerView)
      case .background: messageView.installBackgroundView(containerView)
      case .backgroundVertical: messageView.installBackgroundVerticalView(containerView)
      }
      container = containerView
      self.containment = containment
    }
    controllerView.removeFromSuperview()
    controllerView.translatesAutoresizingMaskIntoConstraints = false
    containerView.addSubview(controllerView)
    NSLayoutConstraint.activate([
      controllerView.topAnchor.constraint(equalTo: containerView.topAnchor),
      controllerView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
      controllerView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
      controllerView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
    ])
    self.controllerView = controllerView
    NSLayoutConstraint.deactivate(sizeConstraints)
    let size = SegueContentSize(preferredContentSize: preferredContentSize)
    sizeConstraints = [
      size.width.map { containerView.widthAnchor.constraint(equalToConstant: $0) },
      size.height.map { containerView.heightAnchor.constraint(equalToConstant: $0) },
    ].compactMap { $0 }
    for constraint in sizeConstraints {
      constraint.priority = UILayoutPriority(SegueContentSize.constraintPriority)
    }
    NSLayoutConstraint.activate(sizeConstraints)
  }

  /// Takes the controller's view out, a root view again (UIKit sizes those by their frame).
  func uninstall() {
    guard let controllerView else { return }
    controllerView.removeFromSuperview()
    controllerView.translatesAutoresizingMaskIntoConstraints = true
    self.controllerView = nil
  }
}
#endif
