import SwiftMessages
import UIKit

/// Exercises the presenter: styles, contexts, dim modes, haptics, the queue (duplicates,
/// counts, priorities), durations (reading time, indefinite), keyboard tracking and async.
final class PresenterDemoViewController: UITableViewController {
  private struct Row {
    let title: String
    let action: (PresenterDemoViewController) -> Void
  }

  private let messages = SwiftMessages()
  private let textField = UITextField()
  private var loadingTask: Task<Void, Never>?

  private lazy var rows: [Row] = [
    Row(title: "Top message") { $0.show("Hello from the top", style: .top) },
    Row(title: "Bottom message") { $0.show("Hello from the bottom", style: .bottom) },
    Row(title: "Bundled layouts × themes (MessageView)") { controller in
      let themes: [Theme] = [.info, .success, .warning, .error, .info]
      for (layout, theme) in zip(MessageView.Layout.allCases, themes) {
        let view = MessageView.viewFromNib(layout: layout)
        view.configureTheme(theme, iconStyle: layout == .tabView ? .light : .default)
        view.configureDropShadow()
        view.configureContent(title: "\(layout.rawValue)", body: "The \(theme) theme, \(layout) layout.")
        view.button?.isHidden = true
        var config = SwiftMessages.Config()
        config.presentationStyle = layout == .centeredView ? .center : .top
        controller.messages.show(config: config, view: view)
      }
    },
    Row(title: "Status line: Syncing… with an activity indicator") { controller in
      let view = MessageView.viewFromNib(layout: .statusLine)
      view.configureContent(body: "Syncing…")
      view.configureActivityIndicator()
      var config = SwiftMessages.Config()
      config.duration = .seconds(seconds: 4)
      controller.messages.show(config: config, view: view)
      // The work finishes: the indicator goes and the text is centred again.
      DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
        view.configureContent(body: "Synced")
        view.configureActivityIndicator(isAnimating: false)
      }
    },
    Row(title: "Card with a button (tap hides)") { controller in
      let view = MessageView.viewFromNib(layout: .cardView)
      view.configureTheme(.warning, includeHaptic: true)
      view.configureContent(
        title: "Offline", body: "Changes will sync later.", iconImage: nil, iconText: "📡", buttonImage: nil,
        buttonTitle: "OK", buttonTapHandler: { _ in controller.messages.hide(reason: .tap) })
      var config = SwiftMessages.Config()
      config.duration = .forever
      controller.messages.show(config: config, view: view)
    },
    Row(title: "Centre, dimmed, tap to dismiss") { controller in
      var config = SwiftMessages.Config()
      config.presentationStyle = .center
      config.dimMode = .gray(interactive: true)
      config.duration = .forever
      controller.messages.show(config: config, view: DemoMessageView(text: "Tap outside to dismiss"))
    },
    Row(title: "Blur dim, window level .statusBar") { controller in
      var config = SwiftMessages.Config()
      config.presentationContext = .window(windowLevel: .statusBar)
      config.dimMode = .blur(style: .dark, alpha: 1, interactive: true)
      controller.messages.show(config: config, view: DemoMessageView(text: "Blurred"))
    },
    Row(title: "Duplicate ×3, then hideCounted ×3") { controller in
      var config = SwiftMessages.Config()
      config.duration = .forever
      for _ in 0..<3 { controller.messages.show(config: config, view: DemoMessageView(text: "Counted")) }
      for delay in [1.0, 2.0, 3.0] {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
          controller.messages.hideCounted(id: "demo:Counted")
        }
      }
    },
    Row(title: "Priority: low, then urgent") { controller in
      controller.show("Low priority", style: .top)
      controller.show("Also low", style: .top)
      var urgent = SwiftMessages.Config()
      urgent.priority = 10
      controller.messages.show(config: urgent, view: DemoMessageView(text: "Urgent first", color: .systemRed))
    },
    Row(title: "Reading-time duration") { controller in
      var config = SwiftMessages.Config()
      config.readingTime = .standard
      let text = "This message stays up long enough to be read, and longer with VoiceOver running."
      controller.messages.show(config: config, view: DemoMessageView(text: text))
    },
    Row(title: "Haptic success") { controller in
      let view = DemoMessageView(text: "Saved", color: .systemGreen)
      view.defaultHaptic = .success
      controller.messages.show(view: view)
    },
    Row(title: "Bottom above the keyboard") { controller in
      controller.textField.becomeFirstResponder()
      var config = SwiftMessages.Config()
      config.presentationStyle = .bottom
      config.keyboardTrackingView = KeyboardTrackingView()
      controller.messages.show(config: config, view: DemoMessageView(text: "Above the keyboard"))
    },
    Row(title: "Async: await the dismissal") { controller in
      Task { @MainActor in
        let reason = try? await controller.messages.showAndWait(view: DemoMessageView(text: "Await me"))
        controller.title = "Hidden: \(reason.map { "\($0)" } ?? "failed")"
      }
    },
    Row(title: "Loading HUD bound to a task (cancel after 3 s)") { controller in
      var config = SwiftMessages.Config()
      config.duration = .indefinite(delay: 0.5, minimum: 1)
      config.presentationStyle = .center
      controller.loadingTask = Task { @MainActor in
        _ = try? await controller.messages.showAndWait(
          config: config, view: DemoMessageView(text: "Loading…"))
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 3) { controller.loadingTask?.cancel() }
    },
    Row(title: "In this view controller") { controller in
      var config = SwiftMessages.Config()
      config.presentationContext = .viewController(controller)
      controller.messages.show(config: config, view: DemoMessageView(text: "Under the navigation bar"))
    },
    Row(title: "Right to left (Arabic card)") { controller in
      controller.messages.show(view: LocalizationDemo.rightToLeftCard())
    },
    Row(title: "Localization: override \"dismiss\" and progress") { controller in
      LocalizationDemo.overrideStrings()
      var config = SwiftMessages.Config()
      config.presentationStyle = .center
      config.dimMode = .gray(interactive: true)
      config.duration = .forever
      controller.messages.show(
        config: config, view: DemoMessageView(text: "VoiceOver: the dim reads \"Close message\""))
    },
    Row(title: "Localization: SwiftMessages' own tables") { _ in LocalizationDemo.reset() },
    Row(title: "Customised nib copy (Demo/Resources/CustomCardView.xib)") { controller in
      // The app's own copy of CardView.xib: a larger title and rounder corners.
      do {
        let view: MessageView = try SwiftMessages.viewFromNib(named: "CustomCardView")
        view.configureTheme(.warning)
        view.configureDropShadow()
        view.configureContent(title: "Your own nib", body: "Copied from CardView.xib and edited.")
        view.button?.isHidden = true
        controller.messages.show(view: view)
      } catch {
        controller.messages.show(view: DemoMessageView(text: "\(error)"))
      }
    },
    Row(title: "Config playground (every option)…") {
      $0.navigationController?.pushViewController(ConfigPlaygroundViewController(), animated: true)
    },
    Row(title: "Activity indicator…") {
      $0.navigationController?.pushViewController(IndicatorDemoViewController(), animated: true)
    },
    Row(title: "Skeleton feed: table, progressive reveal…") {
      $0.navigationController?.pushViewController(SkeletonFeedViewController(style: .plain), animated: true)
    },
    Row(title: "Skeleton feed: compositional grid…") {
      $0.navigationController?.pushViewController(SkeletonGridViewController(), animated: true)
    },
    Row(title: "Hide all") { $0.messages.hideAll() },
    Row(title: "View controllers (SwiftMessagesSegue)…") {
      $0.navigationController?.pushViewController(SegueDemoViewController(), animated: true)
    },
    Row(title: "Loading HUDs…") {
      $0.navigationController?.pushViewController(HUDDemoViewController(), animated: true)
    },
    Row(title: "Stacked deck…") {
      $0.navigationController?.pushViewController(DeckDemoViewController(), animated: true)
    },
    Row(title: "Skeletons…") {
      $0.navigationController?.pushViewController(SkeletonDemoViewController(), animated: true)
    },
    Row(title: "SwiftUI messages…") {
      $0.navigationController?.pushViewController(SwiftUIDemo.makeViewController(), animated: true)
    },
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "SwiftMessages"
    menu.attach(to: tableView)
    textField.placeholder = "Type here to raise the keyboard"
    textField.borderStyle = .roundedRect
    textField.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    tableView.tableHeaderView = textField
  }

  private func show(_ text: String, style: SwiftMessages.PresentationStyle) {
    var config = SwiftMessages.Config()
    config.presentationStyle = style
    messages.show(config: config, view: DemoMessageView(text: text))
  }

  /// The table: each row runs its action on this controller.
  private lazy var menu = DemoMenu(
    rows: rows.map { row in DemoMenu.Row(title: row.title) { [unowned self] in row.action(self) } })
}
