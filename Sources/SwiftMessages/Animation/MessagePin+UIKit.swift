#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIView {
  /// Installs the core's `pin` against `container` (a subview of it already): leading and
  /// trailing to the container's, the pin at ``MessagePin/priority``, and, when the pin keeps
  /// the view inside, required top and bottom bounds.
  func installPin(_ pin: MessagePin, in container: UIView) {
    let position: NSLayoutConstraint
    switch pin.anchor {
    case .top: position = topAnchor.constraint(equalTo: container.topAnchor, constant: pin.constant)
    case .bottom: position = bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: pin.constant)
    case .centerY:
      position = centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: pin.constant)
    }
    position.priority = UILayoutPriority(MessagePin.priority)
    var constraints = [
      leadingAnchor.constraint(equalTo: container.leadingAnchor),
      trailingAnchor.constraint(equalTo: container.trailingAnchor), position,
    ]
    if pin.keepsInside {
      constraints.append(topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor))
      constraints.append(bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor))
    }
    NSLayoutConstraint.activate(constraints)
  }
}
#endif
