import SwiftMessages
import UIKit

// Segue subclasses written the way SwiftMessages 10's demo, its ViewControllers.md and apps
// write them: override `init(identifier:source:destination:)`, call `configure(layout:)`, then
// adjust. Storyboards list them as "very nice", "keyboard form"…

/// Upstream's demo declares this class itself; the app's own declaration shadows the library's
/// `SwiftMessagesCenteredSegue` without ambiguity.
class SwiftMessagesCenteredSegue: SwiftMessagesSegue {
  override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .centered)
  }
}

/// ViewControllers.md's example: a bottom card on a dark blur, without a shadow.
class VeryNiceSegue: SwiftMessagesSegue {
  override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .bottomCard)
    dimMode = .blur(style: .dark, alpha: 0.9, interactive: true)
    messageView.configureNoDropShadow()
  }
}

/// A blocking top card: no tap on the dim, no swipe (set through `super`, as apps do).
class BlockingTopCardSegue: SwiftMessagesSegue {
  override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .topCard)
    super.interactiveHide = false
    super.dimMode = .gray(interactive: false)
  }
}

/// A bottom tab holding a form: it rides above the keyboard, has larger corners and its own
/// margins, and reports its events.
class KeyboardFormSegue: SwiftMessagesSegue {
  override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .bottomTab)
    keyboardTrackingView = KeyboardTrackingView()
    interactiveHide = false
    containerView.cornerRadius = 24
    messageView.layoutMarginAdditions = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    messageView.configureDropShadow()
    eventListeners.append { event in
      if case .didHide = event { print("KeyboardFormSegue: hidden") }
    }
  }

  override func perform() {
    destination.preferredContentSize = CGSize(width: 0, height: 260)
    super.perform()
  }
}

/// A top message that goes away on its own after 3 s, dismissing its controller.
class TimedTopSegue: SwiftMessagesSegue {
  override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .topMessage)
    duration = .seconds(seconds: 3)
    dimMode = .none
  }
}
