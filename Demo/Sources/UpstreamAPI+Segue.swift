// Source compatibility with SwiftMessages 10.0.2, part of the walk described in
// UpstreamAPICompatibility.swift: upstream's `SwiftMessagesSegue.swift`.

#if canImport(UIKit)
import SwiftMessages
import SwiftUI
import UIKit

// MARK: - SwiftMessagesSegue.swift

/// Subclassed as upstream's demo and ViewControllers.md do: the initializer and `perform()`
/// overridden, the options set in the initializer (`super.` included, SwiftMessages #298).
final class UpstreamSegue: SwiftMessagesSegue {
  override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .bottomCard)
    dimMode = .blur(style: .dark, alpha: 0.9, interactive: true)
    super.interactiveHide = false
    messageView.configureNoDropShadow()
    containerView.cornerRadius = 20
    keyboardTrackingView = KeyboardTrackingView()
  }

  override func perform() {
    super.perform()
  }
}

/// Apps switch exhaustively over `Layout`: exactly upstream's seven cases.
func upstreamDescribe(_ layout: SwiftMessagesSegue.Layout) -> String {
  switch layout {
  case .topMessage: return "top message"
  case .bottomMessage: return "bottom message"
  case .topCard: return "top card"
  case .topTab: return "top tab"
  case .bottomCard: return "bottom card"
  case .bottomTab: return "bottom tab"
  case .centered: return "centered"
  }
}

/// …and over `Containment`: exactly upstream's three cases.
func upstreamDescribe(_ containment: SwiftMessagesSegue.Containment) -> String {
  switch containment {
  case .content: return "content"
  case .background: return "background"
  case .backgroundVertical: return "background vertical"
  }
}

/// Uses every public member of the segue, from non-isolated code as Swift 5 apps do.
func upstreamUseSegue(source: UIViewController, destination: UIViewController) {
  let segue = SwiftMessagesSegue(identifier: nil, source: source, destination: destination)
  segue.configure(layout: .topMessage)
  segue.presentationStyle = .bottom
  segue.presentationStyle = .center
  let style: SwiftMessages.PresentationStyle = segue.presentationStyle
  segue.dimMode = .gray(interactive: true)
  let dim: SwiftMessages.DimMode = segue.dimMode
  segue.duration = .seconds(seconds: 5)
  let duration: SwiftMessages.Duration = segue.duration
  segue.interactiveHide = false
  let interactive: Bool = segue.interactiveHide
  segue.eventListeners.append { event in
    if case .didHide = event { print("dismissed") }
  }
  let listeners: [SwiftMessages.EventListener] = segue.eventListeners
  segue.keyboardTrackingView = KeyboardTrackingView()
  let tracker: KeyboardTrackingView? = segue.keyboardTrackingView
  segue.overrideModalPresentationStyle = false
  let overrides: Bool = segue.overrideModalPresentationStyle
  segue.messageView = BaseView()
  segue.messageView.configureDropShadow()
  segue.messageView.layoutMarginAdditions = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
  segue.messageView.collapseLayoutMarginAdditions = true
  segue.containerView = CornerRoundingView()
  segue.containerView.cornerRadius = 20
  segue.containerView.roundsLeadingCorners = true
  segue.containment = .background
  let containment: SwiftMessagesSegue.Containment = segue.containment
  let layout: SwiftMessagesSegue.Layout = .centered
  segue.configure(layout: layout)
  let delegate: UIViewControllerTransitioningDelegate = segue
  _ = segue.animationController(forPresented: destination, presenting: source, source: source)
  _ = segue.animationController(forDismissed: destination)
  let storyboardSegue: UIStoryboardSegue = UpstreamSegue(
    identifier: "x", source: source, destination: destination)
  _ = (
    style, dim, duration, interactive, listeners, tracker, overrides, containment, delegate, storyboardSegue
  )
  segue.perform()
}

/// Configures a storyboard segue in `prepare(for:sender:)`, as ViewControllers.md shows.
final class UpstreamSeguePresenter: UIViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if let segue = segue as? SwiftMessagesSegue {
      segue.configure(layout: .bottomCard)
      segue.dimMode = .blur(style: .dark, alpha: 0.9, interactive: true)
      segue.messageView.configureNoDropShadow()
    }
  }

  /// A presentation from a window of its own.
  func presentAboveEverything(_ destination: UIViewController) {
    var config = SwiftMessages.defaultConfig
    config.presentationContext = .window(windowLevel: .normal)
    let segue = SwiftMessagesSegue(
      identifier: nil, source: WindowViewController(config: config), destination: destination)
    segue.perform()
  }

  @objc @IBAction private func dismissPresented(segue: UIStoryboardSegue) {
    dismiss(animated: true, completion: nil)
  }
}
#endif
