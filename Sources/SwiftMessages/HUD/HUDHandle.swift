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
  private var progressObservation: NSKeyValueObservation?

  init(driver: HUDDriver, id: HUDRequestID) {
    self.driver = driver
    self.id = id
  }

  /// Whether the work still counts as running: `false` once it was ended through this handle
  /// or `SwiftMessages.hideHUD()`, or once the user removed its HUD (see ``onUserDismiss``).
  public var isRunning: Bool { driver?.isRunning(id) ?? false }

  /// Called once if the user removes the HUD while the work runs: a tap on an interactive dim
  /// (`hudConfig.dimMode = .gray(interactive: true)`), the VoiceOver escape gesture, or the
  /// app's `hideAll()`. Cancel the work there if it is no longer wanted; otherwise it runs on
  /// without a HUD, and this handle's later calls do nothing. `nil` by default.
  public var onUserDismiss: (() -> Void)? {
    didSet {
      guard let driver else { return }
      let handler = onUserDismiss
      driver.onUserDismiss(id) { handler?() }
    }
  }

  /// Reports progress from the main actor (0…1, clamped); the ring never moves backwards.
  public func update(progress: Double) {
    driver?.update(id, progress: progress)
  }

  /// Follows `progress` (its `fractionCompleted`, from any thread) until the work ends, like
  /// a `URLSessionTask`'s `progress`. Replaces a `Progress` followed before.
  public func follow(_ progress: Progress) {
    progressObservation = Self.observe(progress, reportingTo: progressReporter)
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
  /// (1 s; longer while VoiceOver speaks it). Work faster than the grace time shows nothing.
  public func succeed(_ title: String? = nil) {
    end(.success(title: title))
  }

  /// Ends the work with a failure: the HUD morphs into the cross with `title` (`nil`, the
  /// default, shows the cross alone and VoiceOver reads "Failed"), then hides after the hold.
  public func fail(_ title: String? = nil) {
    end(.failure(title: title))
  }

  /// Ends the work without an outcome to show: the HUD hides once it has been up for its
  /// minimum display time (0.5 s), or never shows if the work was faster than the grace time.
  public func dismiss() {
    end(.dismissed)
  }

  /// Ends the work as cancelled: the HUD hides at once, without a morph.
  public func cancel() {
    end(.cancelled)
  }

  private func end(_ ending: HUDEnding) {
    progressObservation = nil
    driver?.end(id, ending)
  }
}
#endif
