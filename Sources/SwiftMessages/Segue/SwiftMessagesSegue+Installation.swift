#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessagesSegue {
  /// Puts `controllerView` edge to edge in ``containerView``, sized for `preferredContentSize`.
  func installControllerView(_ controllerView: UIView, preferredContentSize: CGSize) {
    let containerView = containerView
    let messageView = messageView
    if installedContainer !== containerView || !containerView.isDescendant(of: messageView)
      || installedContainment != containment
    {
      installedContainer?.removeFromMessageView()
      containerView.removeFromMessageView()
      switch containment {
      case .content: messageView.installContentView(containerView)
      case .background: messageView.installBackgroundView(containerView)
      case .backgroundVertical: messageView.installBackgroundVerticalView(containerView)
      }
      installedContainer = containerView
      installedContainment = containment
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
    installedControllerView = controllerView
    NSLayoutConstraint.deactivate(installedSizeConstraints)
    let size = SeguePreset.contentSize(preferred: preferredContentSize)
    let sizeConstraints = [
      size.width.map { containerView.widthAnchor.constraint(equalToConstant: $0) },
      size.height.map { containerView.heightAnchor.constraint(equalToConstant: $0) },
    ].compactMap { $0?.withPriority(SeguePreset.contentSizePriority) }
    NSLayoutConstraint.activate(sizeConstraints)
    installedSizeConstraints = sizeConstraints
  }

  /// Takes the controller's view out, a root view again (UIKit sizes those by their frame).
  package func uninstallControllerView() {
    guard let controllerView = installedControllerView else { return }
    controllerView.removeFromSuperview()
    controllerView.translatesAutoresizingMaskIntoConstraints = true
    installedControllerView = nil
  }
}

extension UIView {
  fileprivate func removeFromMessageView() {
    if let owner = superview as? BaseView, owner.backgroundView === self {
      owner.backgroundView = owner
    }
    removeFromSuperview()
  }
}
#endif
