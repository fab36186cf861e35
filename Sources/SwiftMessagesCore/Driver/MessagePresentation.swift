import Foundation

/// One message's presentation as ``MessageDriver`` runs it (the UIKit presenter, or a simulated one
/// in `SwiftMessagesTesting`): it performs each step when asked and reports back through
/// completions and ``onHostWindowChange``.
package protocol MessagePresentation: AnyObject {
  /// Installs the message in its context (masking view, dim, keyboard tracker, window).
  /// Returns why it cannot be shown, or `nil` once installed. After a failure the driver
  /// still calls ``uninstall()``, so a partial install never stays behind.
  func install() -> PresentationFailure?

  /// Whether the installed message's host is in a window now (so it can be seen and
  /// animated). A host that is not (a view controller shown from `viewDidLoad`) is waited for.
  var isHostInWindow: Bool { get }

  /// Set by the driver before ``install()``: call it with `true` when the host enters a
  /// window and `false` when it leaves one (tab switch, push, full-screen modal).
  var onHostWindowChange: ((Bool) -> Void)? { get set }

  /// How long the show animation takes, in seconds: the animator's `showDuration`.
  var showDuration: TimeInterval { get }

  /// How long the hide animation takes, in seconds: the animator's `hideDuration`.
  var hideDuration: TimeInterval { get }

  /// Runs the show animation (and the dim and haptic). Call `completion` when it ends or
  /// is interrupted; extra calls are ignored.
  func animateIn(completion: @escaping () -> Void)

  /// Runs the hide animation from wherever the view is (a show may still be running), or
  /// ends at once when `animated` is false. Call `completion` when done; extra calls are
  /// ignored. Do not uninstall here: the driver does, on the message's terminal event.
  func animateOut(animated: Bool, completion: @escaping () -> Void)

  /// The message finished showing and is still up (VoiceOver announcement or focus).
  func didAppear()

  /// Removes everything ``install()`` added (masking view, dim, window). Called exactly once
  /// per installed message, on its terminal event.
  func uninstall()
}
