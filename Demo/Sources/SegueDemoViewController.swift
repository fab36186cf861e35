import SwiftMessages
import UIKit

/// Presents a small view controller with `SwiftMessagesSegue`, without a storyboard: every
/// preset layout, the library's preset subclasses, app subclasses, a segue configured in
/// `prepare(for:sender:)`, a window source, a segue performed twice, and dismissals by code,
/// tap, swipe and timeout.
final class SegueDemoViewController: UITableViewController {
  private struct Row {
    let title: String
    let action: (SegueDemoViewController) -> Void
  }

  /// Kept to be performed more than once.
  private var reusableSegue: SwiftMessagesSegue?

  private lazy var rows: [Row] =
    SwiftMessagesSegue.Layout.allCases.map { layout in
      Row(title: "configure(layout: .\(layout))") { controller in
        let segue = SwiftMessagesSegue(
          identifier: nil, source: controller, destination: SegueContentViewController(text: "\(layout)"))
        segue.configure(layout: layout)
        segue.perform()
      }
    } + [
      Row(title: "SwiftMessagesTopCardSegue (library)") {
        SwiftMessagesTopCardSegue(
          identifier: nil, source: $0, destination: SegueContentViewController(text: "Top card")
        )
        .perform()
      },
      Row(title: "SwiftMessagesBottomTabSegue (library)") {
        SwiftMessagesBottomTabSegue(
          identifier: nil, source: $0, destination: SegueContentViewController(text: "Tab")
        )
        .perform()
      },
      Row(title: "SwiftMessagesCenteredSegue (the app's own)") {
        SwiftMessagesCenteredSegue(
          identifier: nil, source: $0, destination: SegueContentViewController(text: "Centred")
        )
        .perform()
      },
      Row(title: "VeryNiceSegue: blur, no shadow") {
        VeryNiceSegue(identifier: nil, source: $0, destination: SegueContentViewController(text: "Very nice"))
          .perform()
      },
      Row(title: "Blocking top card (dismiss with the button)") {
        BlockingTopCardSegue(
          identifier: nil, source: $0, destination: SegueContentViewController(text: "Blocking")
        )
        .perform()
      },
      Row(title: "Form above the keyboard") {
        KeyboardFormSegue(
          identifier: nil, source: $0, destination: SegueContentViewController(text: "Form", field: true)
        )
        .perform()
      },
      Row(title: "Goes away after 3 s (dismisses the controller)") {
        TimedTopSegue(identifier: nil, source: $0, destination: SegueContentViewController(text: "3 seconds"))
          .perform()
      },
      Row(title: "Preferred size 300 x 200, centred") { controller in
        let content = SegueContentViewController(text: "300 x 200")
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let segue = SwiftMessagesSegue(identifier: nil, source: controller, destination: content)
        segue.configure(layout: .centered)
        segue.perform()
      },
      Row(title: "From a WindowViewController (own window)") { _ in
        var config = SwiftMessages.Config()
        config.presentationContext = .window(windowLevel: .alert)
        let source = WindowViewController(config: config)
        let segue = SwiftMessagesBottomCardSegue(
          identifier: nil, source: source, destination: SegueContentViewController(text: "Above everything"))
        segue.perform()
      },
      Row(title: "Configured in prepare(for:sender:), as from a storyboard") { controller in
        let segue = SwiftMessagesSegue(
          identifier: "prepared", source: controller,
          destination: SegueContentViewController(text: "Prepared"))
        controller.prepare(for: segue, sender: controller)
        segue.perform()
      },
      Row(title: "The same segue, performed again") { controller in
        if controller.reusableSegue == nil {
          let segue = SwiftMessagesSegue(
            identifier: "reusable", source: controller, destination: SegueContentViewController(text: "Again")
          )
          segue.configure(layout: .topCard)
          controller.reusableSegue = segue
        }
        controller.reusableSegue?.perform()
      },
    ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Segues"
    menu.attach(to: tableView)
  }

  /// Configures a segue the way a storyboard's would be, before UIKit performs it.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    guard let segue = segue as? SwiftMessagesSegue else { return }
    segue.configure(layout: .bottomCard)
    segue.dimMode = .blur(style: .dark, alpha: 0.9, interactive: true)
    segue.messageView.configureNoDropShadow()
    segue.containerView.cornerRadius = 20
  }

  /// The table: each row runs its action on this controller.
  private lazy var menu = DemoMenu(
    rows: rows.map { row in DemoMenu.Row(title: row.title) { [unowned self] in row.action(self) } })
}

/// The presented controller: a label, an optional text field and two ways to dismiss it.
final class SegueContentViewController: UIViewController {
  private let text: String
  private let hasField: Bool

  init(text: String, field: Bool = false) {
    self.text = text
    self.hasField = field
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    self.text = ""
    self.hasField = false
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    let dismiss = UIButton(type: .system)
    dismiss.setTitle("Dismiss", for: .normal)
    dismiss.addTarget(self, action: #selector(dismissAnimated), for: .touchUpInside)
    let dismissAtOnce = UIButton(type: .system)
    dismissAtOnce.setTitle("Dismiss without animation", for: .normal)
    dismissAtOnce.addTarget(self, action: #selector(dismissWithoutAnimation), for: .touchUpInside)
    var arranged: [UIView] = [label]
    if hasField {
      let field = UITextField()
      field.placeholder = "Type to raise the keyboard"
      field.borderStyle = .roundedRect
      arranged.append(field)
    }
    arranged += [dismiss, dismissAtOnce]
    let stack = UIStackView(arrangedSubviews: arranged)
    stack.axis = .vertical
    stack.spacing = 12
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 12),
      stack.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor, constant: -12),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  @objc private func dismissAnimated() {
    dismiss(animated: true)
  }

  @objc private func dismissWithoutAnimation() {
    dismiss(animated: false)
  }
}
