// Compile check: the SwiftMessages 10 README examples (../shared/seeds/004_*.txt: the Config
// section, the message queue section and retrieving messages), unchanged apart from being
// wrapped in functions. Type-checked by `ios-check --app Demo`.
import SwiftMessages
import UIKit

@MainActor
enum SeedConfigExamples {
  static func configSection(view: UIView) {
    var config = SwiftMessages.Config()

    // Slide up from the bottom.
    config.presentationStyle = .bottom

    // Display in a window at the specified window level.
    config.presentationContext = .window(windowLevel: .statusBar)

    // Note that, as of iOS 13, it is no longer possible to cover the status bar
    // regardless of the window level. A workaround is to hide the status bar instead.
    config.prefersStatusBarHidden = true

    // Disable the default auto-hiding behavior.
    config.duration = .forever

    // Dim the background like a popover view. Hide when the background is tapped.
    config.dimMode = .gray(interactive: true)

    // Disable the interactive pan-to-hide gesture.
    config.interactiveHide = false

    // Specify a status bar style to if the message is displayed directly under the status bar.
    config.preferredStatusBarStyle = .lightContent

    // Specify one or more event listeners to respond to show and hide events.
    config.eventListeners.append() { event in
      if case .didHide = event {
        print("yep id=\(String(describing: event.id))")
      }
    }

    SwiftMessages.show(config: config, view: view)
  }

  static func defaultConfigSection(view: UIView) {
    SwiftMessages.defaultConfig.presentationStyle = .bottom

    // Show message with default config.
    SwiftMessages.show(view: view)

    // Customize config using the default as a base.
    var config = SwiftMessages.defaultConfig
    config.duration = .forever
    SwiftMessages.show(config: config, view: view)
  }

  static func keyboardSection() {
    var config = SwiftMessages.defaultConfig
    config.keyboardTrackingView = KeyboardTrackingView()
    _ = config
  }

  static func queueSection(someId: String) {
    SwiftMessages.pauseBetweenMessages = 1.0

    // Hide the current message.
    SwiftMessages.hide()

    // Or hide the current message and clear the queue.
    SwiftMessages.hideAll()

    // Or for a view that implements `Identifiable`:
    SwiftMessages.hide(id: someId)

    // Or hide when the number of calls to show() and hideCounted(id:) for a
    // given message ID are equal. This can be useful for messages that may be
    // shown from  multiple code paths to ensure that all paths are ready to hide.
    SwiftMessages.hideCounted(id: someId)
  }

  static func retrievingSection() {
    // Get a message view with the given ID if it is currently
    // being shown or hidden.
    if let view = SwiftMessages.current(id: "some id") { _ = view }

    // Get a message view with the given ID if is it currently
    // queued to be shown.
    if let view = SwiftMessages.queued(id: "some id") { _ = view }

    // Get a message view with the given ID if it is currently being
    // shown, hidden or in the queue to be shown.
    if let view = SwiftMessages.currentOrQueued(id: "some id") { _ = view }
  }

  static func viewProviderSection() {
    SwiftMessages.show {
      let view = UIView()
      // ... configure the view
      return view
    }
  }
}

class SomeViewController: UIViewController {
  let otherMessages = SwiftMessages()

  func someMethod(view: UIView, otherView: UIView) {
    SwiftMessages.show(view: view)
    otherMessages.show(view: otherView)
  }
}

/// A user view that declared `var id: String` for SwiftMessages 10's `Identifiable`: with
/// this library a bare `Identifiable` is Swift's, which it conforms to, and it still compiles
/// (`SwiftMessages.Identifiable` is upstream's protocol by its qualified name).
final class OrderView: UIView, Identifiable {
  var id: String { "order-42" }
}

/// The seed's MessageView examples (004_*.txt: "Usage", "Nib files", "MessageView class",
/// "CornerRoundingView"), unchanged apart from being wrapped in functions.
@MainActor
enum SeedMessageViewExamples {
  static func usage() {
    // Instantiate a message view from the provided card view layout. SwiftMessages searches for nib
    // files in the main bundle first, so you can easily copy them into your project and make changes.
    let view = MessageView.viewFromNib(layout: .cardView)

    // Theme message elements with the warning style.
    view.configureTheme(.warning)

    // Add a drop shadow.
    view.configureDropShadow()

    // Set message title, body, and icon. Here, we're overriding the default warning
    // image with an emoji character.
    let iconText = ["🤔", "😳", "🙄", "😶"].randomElement()!
    view.configureContent(title: "Warning", body: "Consider yourself warned.", iconText: iconText)

    // Increase the external margin around the card. In general, the effect of this setting
    // depends on how the given layout is constrained to the layout margins.
    view.layoutMarginAdditions = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)

    // Reduce the corner radius (applicable to layouts featuring rounded corners).
    (view.backgroundView as? CornerRoundingView)?.cornerRadius = 10

    // Show the message.
    SwiftMessages.show(view: view)
  }

  static func viewProvider() {
    SwiftMessages.show {
      let view = MessageView.viewFromNib(layout: .cardView)
      // ... configure the view
      return view
    }
  }

  static func nibFiles() throws {
    let view = MessageView.viewFromNib(layout: .cardView)
    _ = view
  }

  static func genericLoading() throws {
    // Instantiate MessageView from a named nib.
    // swift-format-ignore: NeverUseForceTry
    let view: MessageView = try! SwiftMessages.viewFromNib(named: "MyCustomNib")  // the seed's code, verbatim
    _ = view
  }

  static func customLoading() throws {
    // Instantiate MyCustomView from a nib named MyCustomView.nib.
    // swift-format-ignore: NeverUseForceTry
    let view: MyCustomView = try! SwiftMessages.viewFromNib()  // the seed's code, verbatim
    _ = view
  }

  static func configure(view: MessageView) {
    view.configureTheme(.warning)
    view.configureContent(title: "Warning", body: "Consider yourself warned.", iconText: "🤔")
  }
}

/// A custom nib-based view, as in the seed's generic loading example.
final class MyCustomView: MessageView {}
