// App code written against SwiftMessages 10, whose `MessageView` has no activity indicator:
// subclasses commonly declare their own `activityIndicatorView` outlet, often a
// `UIActivityIndicatorView!`. They keep compiling, and can still ask for the inline indicator.
// `ios-check --app Demo` keeps it compiling; never run.
#if canImport(UIKit)
import SwiftMessages
import UIKit

final class SpinnerMessageView: MessageView {
  @IBOutlet var activityIndicatorView: UIActivityIndicatorView!

  func showSpinner() {
    activityIndicatorView.startAnimating()
  }

  func showInlineIndicator() {
    configureActivityIndicator()
    inlineActivityIndicator?.color = .secondaryLabel
  }
}

/// A subclass with an optional outlet of SwiftMessages' own indicator class.
final class ArcSpinnerMessageView: MessageView {
  @IBOutlet weak var activityIndicatorView: ActivityIndicatorView?
}
#endif
