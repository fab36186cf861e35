import SwiftMessages
import SwiftUI
import UIKit

/// The arc activity indicator: two styles, any size, a tint, start and stop (hidden when
/// stopped or not), and its SwiftUI twin.
final class IndicatorDemoViewController: UIViewController {
  private let medium = ActivityIndicatorView(style: .medium)
  private let large = ActivityIndicatorView(style: .large)
  private let big = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
  private let tinted = ActivityIndicatorView(style: .large)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Activity indicator"
    view.backgroundColor = .systemBackground
    tinted.color = .systemPink
    big.hidesWhenStopped = false
    big.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      big.widthAnchor.constraint(equalToConstant: 120), big.heightAnchor.constraint(equalToConstant: 120),
    ])
    let row = UIStackView(arrangedSubviews: [medium, large, tinted])
    row.spacing = 32
    row.alignment = .center
    let toggle = UISwitch()
    toggle.isOn = true
    toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
    let swiftUI = UIHostingController(rootView: ArcActivityIndicator().frame(width: 60, height: 60))
    addChild(swiftUI)
    let stack = UIStackView(arrangedSubviews: [row, big, toggle, swiftUI.view])
    stack.axis = .vertical
    stack.spacing = 32
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
    ])
    swiftUI.didMove(toParent: self)
    setRunning(true)
  }

  @objc private func toggled(_ toggle: UISwitch) { setRunning(toggle.isOn) }

  /// Starts or stops every indicator; the big one stays visible when stopped
  /// (`hidesWhenStopped = false`), the others hide.
  private func setRunning(_ running: Bool) {
    for indicator in [medium, large, big, tinted] {
      if running { indicator.startAnimating() } else { indicator.stopAnimating() }
    }
  }
}
