import SwiftMessages
import UIKit

/// Every `SwiftMessages.Config` option, one control each; Show presents a themed card with the
/// chosen configuration, and the event log under the controls lists what the listeners heard.
final class ConfigPlaygroundViewController: UIViewController {
  /// One option: its name, the choices, and how the chosen one changes the configuration.
  private struct Option {
    let name: String
    let choices: [String]
    let apply: (Int, inout SwiftMessages.Config, ConfigPlaygroundViewController) -> Void
  }

  private let messages = SwiftMessages()
  private let keyboardTracker = KeyboardTrackingView()
  private let textField = UITextField()
  private let log = UILabel()
  private var controls: [UISegmentedControl] = []

  private let options: [Option] = [
    Option(name: "Style", choices: ["Top", "Bottom", "Center"]) { choice, config, _ in
      config.presentationStyle = [.top, .bottom, .center][choice]
    },
    Option(name: "Context", choices: ["Automatic", "Normal window", "Status bar", "This screen", "View"]) {
      choice, config, screen in
      switch choice {
      case 1: config.presentationContext = .window(windowLevel: .normal)
      case 2: config.presentationContext = .window(windowLevel: .statusBar)
      case 3: config.presentationContext = .viewController(screen)
      case 4: config.presentationContext = .view(screen.view)
      default: config.presentationContext = .automatic
      }
    },
    Option(name: "Duration", choices: ["Automatic", "3 s", "Forever", "Indefinite"]) { choice, config, _ in
      config.duration =
        [.automatic, .seconds(seconds: 3), .forever, .indefinite(delay: 0.5, minimum: 2)][choice]
    },
    Option(name: "Dim", choices: ["None", "Gray", "Gray, tap", "Colour", "Blur"]) { choice, config, _ in
      config.dimMode =
        [
          .none, .gray(interactive: false), .gray(interactive: true),
          .color(color: UIColor.systemIndigo.withAlphaComponent(0.4), interactive: true),
          .blur(style: .systemMaterial, alpha: 1, interactive: true),
        ][choice]
    },
    Option(name: "Haptic", choices: ["None", "Success", "Warning", "Error"]) { choice, config, _ in
      config.haptic = [nil, .success, .warning, .error][choice]
    },
    Option(name: "Interactive hide", choices: ["On", "Off"]) { choice, config, _ in
      config.interactiveHide = choice == 0
    },
    Option(name: "Priority", choices: ["0", "10"]) { choice, config, _ in config.priority = choice * 10 },
    Option(name: "Duplicates", choices: ["Ignore", "Show"]) { choice, config, _ in
      config.ignoreDuplicates = choice == 0
    },
    Option(name: "Keyboard", choices: ["Ignore", "Track"]) { choice, config, screen in
      config.keyboardTrackingView = choice == 1 ? screen.keyboardTracker : nil
    },
    Option(name: "Status bar", choices: ["App's", "Light", "Dark"]) { choice, config, _ in
      config.preferredStatusBarStyle = [nil, .lightContent, .darkContent][choice]
    },
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Config playground"
    view.backgroundColor = .systemBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    for option in options {
      let label = UILabel()
      label.text = option.name
      label.font = .preferredFont(forTextStyle: .footnote)
      let control = UISegmentedControl(items: option.choices)
      control.selectedSegmentIndex = 0
      controls.append(control)
      stack.addArrangedSubview(label)
      stack.addArrangedSubview(control)
    }
    textField.placeholder = "Type here to raise the keyboard"
    textField.borderStyle = .roundedRect
    let show = UIButton(type: .system)
    show.setTitle("Show", for: .normal)
    show.addTarget(self, action: #selector(showMessage), for: .touchUpInside)
    log.numberOfLines = 0
    log.font = .preferredFont(forTextStyle: .caption1)
    for view in [textField, show, log] as [UIView] { stack.addArrangedSubview(view) }
    let scroll = UIScrollView()
    scroll.frame = view.bounds
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    view.addSubview(scroll)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
    ])
  }

  @objc private func showMessage() {
    var config = SwiftMessages.Config()
    for (option, control) in zip(options, controls) {
      option.apply(control.selectedSegmentIndex, &config, self)
    }
    config.eventListeners.append { [weak self] event in self?.record(event) }
    let view = MessageView.viewFromNib(layout: .cardView)
    view.configureTheme(.info)
    view.configureDropShadow()
    view.configureContent(title: "Config playground", body: "Every option above applies to this card.")
    view.button?.isHidden = true
    view.id = "playground"
    messages.show(config: config, view: view)
  }

  private func record(_ event: SwiftMessages.Event) {
    let name: String
    switch event {
    case .willShow: name = "willShow"
    case .didShow: name = "didShow"
    case .willHide: name = "willHide"
    case .didHide: name = "didHide"
    }
    log.text = ((log.text ?? "") + " " + name).trimmingCharacters(in: .whitespaces)
  }
}
