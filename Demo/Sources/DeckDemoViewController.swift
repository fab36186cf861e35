import SwiftMessages
import UIKit

/// Exercises the stacked deck (`stacking = .deck()`): several top and bottom cards at once,
/// collapsed with the newest in front; a tap on a deck (or just beyond its peeking strips)
/// expands it, a tap between its cards or anywhere outside the deck (the table below, even
/// through a message window) collapses it, as does leaving it alone for 8 s or a new message;
/// a swipe dismisses one card. Most messages are presented in the navigation
/// controller's view; one row presents them in windows of their own (`.window`), which stack
/// as well.
final class DeckDemoViewController: UITableViewController {
  private struct Row {
    let title: String
    let action: (DeckDemoViewController) -> Void
  }

  /// An instance of its own, stacking up to three cards per edge.
  private let messages: SwiftMessages = {
    let messages = SwiftMessages()
    messages.stacking = .deck()
    return messages
  }()

  private var counter = 0

  private lazy var rows: [Row] = [
    Row(title: "Fire several messages (4 top, 2 bottom)") { controller in
      let themes: [Theme] = [.info, .success, .warning, .error]
      for (index, theme) in themes.enumerated() {
        controller.show(theme: theme, style: .top, body: "Top message \(index + 1) of 4.")
      }
      controller.show(theme: .info, style: .bottom, body: "Upload finished.")
      controller.show(
        theme: .error, style: .bottom, body: "Could not sync two files. Tap the deck to see all.")
    },
    Row(title: "One more top message") {
      $0.show(theme: .success, style: .top, body: "Another top message.")
    },
    Row(title: "One more bottom message") {
      $0.show(theme: .warning, style: .bottom, body: "Another bottom message.")
    },
    Row(title: "Fire 3 bottom messages in windows; expand, then tap the table to collapse") { controller in
      for index in 1...3 {
        controller.show(
          theme: .info, style: .bottom, body: "Window message \(index) of 3.",
          context: .window(windowLevel: .normal))
      }
    },
    Row(title: "A centre message (waits for its turn, shows alone)") { controller in
      let view = MessageView.viewFromNib(layout: .centeredView)
      view.configureTheme(.info)
      view.configureContent(title: "Centre", body: "Centre messages keep one at a time.")
      view.button?.isHidden = true
      var config = SwiftMessages.Config()
      config.presentationStyle = .center
      config.presentationContext = .viewController(controller.navigationController ?? controller)
      controller.messages.show(config: config, view: view)
    },
    Row(title: "Hide the front message") { $0.messages.hide() },
    Row(title: "Hide all") { $0.messages.hideAll() },
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Stacked deck"
    menu.attach(to: tableView)
  }

  private func show(
    theme: Theme, style: SwiftMessages.PresentationStyle, body: String,
    context: SwiftMessages.PresentationContext? = nil
  ) {
    counter += 1
    let view = MessageView.viewFromNib(layout: .cardView)
    view.configureTheme(theme)
    view.configureDropShadow()
    view.configureContent(title: "Message \(counter)", body: body)
    view.button?.isHidden = true
    view.id = "deck-demo-\(counter)"
    var config = SwiftMessages.Config()
    config.presentationStyle = style
    config.presentationContext = context ?? .viewController(navigationController ?? self)
    config.duration = .seconds(seconds: 4)
    messages.show(config: config, view: view)
  }

  /// The table: each row runs its action on this controller.
  private lazy var menu = DemoMenu(
    rows: rows.map { row in DemoMenu.Row(title: row.title) { [unowned self] in row.action(self) } })
}
