#if canImport(UIKit) && !os(watchOS)
import UIKit

/// One piece of work shown by a loading HUD, returned by `SwiftMessages.showHUD(_:)`: report
/// progress, change the title, and end it with a success, a failure, a dismissal or a
/// cancellation. Every call after the first ending does nothing.
///
/// ```swift
/// let hud = SwiftMessages.showHUD("Uploading…")
/// hud.update(progress: 0.4)      // the indicator turns into the progress ring
/// hud.succeed("Uploaded")        // morphs into the check, hides after a second
/// ```
///
/// Ending it is your job (or call `SwiftMessages.hideHUD()`): the HUD stays while its work
/// runs, even if you let go of the handle. `withHUD(_:operation:)` ends it for you.
@MainActor
public final class HUDHandle {
  private weak var driver: HUDDriver?
  let id: HUDRequestID

  init(driver: HUDDriver, id: HUDRequestID) {
    self.driver = driver
    self.id = id
  }

  /// Whether the work still counts as running: `false` once it was ended through this handle
  /// or `SwiftMessages.hideHUD()`, or once its HUD was removed or could not be presented (see
  /// ``onUserDismiss``).
  public var isRunning: Bool { driver?.isRunning(id) ?? false }

  /// Called once if the HUD is removed while the work runs by something other than its own
  /// ending: a tap on an interactive dim (`hudConfig.dimMode = .gray(interactive: true)`), the
  /// VoiceOver escape gesture (with an interactive dim or `interactiveHide`), or the app's
  /// `hide()`, `hide(id:)` or `hideAll()`. Cancel the work there if it is no longer wanted;
  /// otherwise it runs on without a HUD, and this handle's later calls do nothing. Not called
  /// when the HUD could not be presented. `nil` by default; released once the work ends.
  public var onUserDismiss: (() -> Void)? {
    get { driver?.userDismissHandler(for: id) }
    set { driver?.onUserDismiss(id, newValue) }
  }

  /// Reports progress from the main actor (0…1, clamped); the ring never moves backwards.
  public func update(progress: Double) {
    driver?.update(id, progress: progress)
  }

  /// Follows `progress` (its `fractionCompleted`, from any thread) until the work ends, like
  /// a `URLSessionTask`'s `progress`, even if you let go of the handle.
  public func follow(_ progress: Progress) {
    guard let driver else { return }
    driver.attach(Self.observe(progress, reportingTo: progressReporter), to: id)
  }

  /// The observation's handler runs on whichever thread changes the progress: built outside
  /// the main actor so it carries no main-actor isolation.
  nonisolated private static func observe(_ progress: Progress, reportingTo reporter: HUDProgressReporter)
    -> NSKeyValueObservation
  {
    progress.observe(\.fractionCompleted, options: [.initial, .new]) { progress, _ in
      reporter(progress.fractionCompleted)
    }
  }

  /// Changes the title (`nil` removes it).
  public func update(title: String?) {
    driver?.update(id, title: title)
  }

  /// Reports progress from any thread; see ``HUDProgressReporter``. The same reporter every
  /// time (its reports are coalesced together); it does not keep the handle alive.
  public private(set) lazy var progressReporter: HUDProgressReporter = {
    let id = id
    return HUDProgressReporter { [weak driver] fraction in driver?.update(id, progress: fraction) }
  }()

  /// Ends the work with a success: the HUD morphs into the check with `title` (`nil`, the
  /// default, shows the check alone and VoiceOver reads "Done"), then hides after the hold
  /// (`hudTimingPolicy.outcomeHold`, 1 s by default; longer while VoiceOver speaks it). Work
  /// faster than the grace time shows nothing.
  public func succeed(_ title: String? = nil) {
    end(.success(title: title))
  }

  /// Ends the work with a failure: the HUD morphs into the cross with `title` (`nil`, the
  /// default, shows the cross alone and VoiceOver reads "Failed"), then hides after the hold.
  public func fail(_ title: String? = nil) {
    end(.failure(title: title))
  }

  /// Ends the work without an outcome to show: the HUD hides once it has been up for its
  /// minimum display time (`hudTimingPolicy.minimumDisplayTime`, 0.5 s by default), or never
  /// shows if the work was faster than the grace time.
  public func dismiss() {
    end(.dismissed)
  }

  /// Ends the work as cancelled: the HUD hides at once, without a morph.
  public func cancel() {
    end(.cancelled)
  }

  private func end(_ ending: HUDEnding) {
    driver?.end(id, ending)
  }
}
#endif
