#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

/// One piece of work shown by a loading HUD, returned by `SwiftMessages.showHUD(_:)`: report
/// progress, change the title, and end it with a success, a failure, another outcome, a
/// dismissal or a cancellation. Every call after the first ending does nothing.
///
/// ```swift
/// let hud = SwiftMessages.showHUD("Uploading…")
/// hud.update(progress: 0.4)      // the indicator turns into the progress ring
/// hud.succeed("Uploaded")        // morphs into the check, hides after a second
/// ```
///
/// Keep the handle until the work ends: releasing it while the work runs ends the work
/// without an outcome (a non-interactive dim would otherwise stay for good), and DEBUG
/// builds log it. `withHUD(_:operation:)` ends the work for you.
///
/// Its methods may be called from any thread: calls made off the main thread run on the main
/// thread, in call order (at once on the main thread).
@MainActor
public final class HUDHandle {
  /// The driver and request, shared with ``progressReporter``.
  private var link: HUDProgressReporter.Link { progressReporter.link }
  private var driver: HUDDriver? { link.driver }
  var id: HUDRequestID { link.id }

  init(driver: HUDDriver, id: HUDRequestID) {
    progressReporter = HUDProgressReporter(driver: driver, id: id)
  }

  deinit {
    let link = progressReporter.link
    MainThread.run {
      guard let number = link.driver?.handleReleased(link.id) else { return }
      #if DEBUG
      os_log(
        "SwiftMessages: a HUDHandle was released while its work ran (hud#%llu); its HUD was ended. Keep the handle until the work ends (succeed, fail, dismiss or cancel), or use withHUD.",
        type: .debug, number)
      #endif
      _ = number
    }
  }

  /// Whether the work still counts as running: `false` once it was ended through this handle
  /// or `SwiftMessages.hideHUD()`, or once its HUD was removed or could not be presented (see
  /// ``onUserDismiss``).
  public var isRunning: Bool { driver?.isRunning(id) ?? false }

  /// Called once if the user removes the HUD while the work runs: a tap on an interactive dim
  /// (`hudConfig.dimMode = .gray(interactive: true)`), the VoiceOver escape gesture (with an
  /// interactive dim or `interactiveHide`), or the app's `hide()`, `hide(id:)` or
  /// `hideAll()`. Cancel the work there if it is no longer wanted; otherwise it runs on
  /// without a HUD, and this handle's later calls do nothing. Not called when the HUD could
  /// not be presented or its host left the screen (the user did nothing). `nil` by default;
  /// released once the work ends.
  public var onUserDismiss: (() -> Void)? {
    get { driver?.userDismissHandler(for: id) }
    set { driver?.onUserDismiss(id, newValue) }
  }

  /// Reports progress (0…1, clamped); the ring never moves backwards.
  nonisolated public func update(progress: Double) {
    let link = progressReporter.link
    MainThread.run { link.driver?.update(link.id, progress: progress) }
  }

  /// Follows `progress` (its `fractionCompleted`, from any thread) until the work ends, like
  /// a `URLSessionTask`'s `progress`. Keep the handle meanwhile: a released handle ends its
  /// work. While the progress is indeterminate (no total yet) the spinner stays.
  nonisolated public func follow(_ progress: Progress) {
    MainThread.run { [self] in
      guard let driver else { return }
      driver.attach(Self.observe(progress, reportingTo: progressReporter), to: id)
    }
  }

  /// The observation's handler runs on whichever thread changes the progress: built outside
  /// the main actor so it carries no main-actor isolation.
  nonisolated private static func observe(_ progress: Progress, reportingTo reporter: HUDProgressReporter)
    -> NSKeyValueObservation
  {
    progress.observe(\.fractionCompleted, options: [.initial, .new]) { progress, _ in reporter(progress) }
  }

  /// Changes the title (`nil` removes it).
  nonisolated public func update(title: String?) {
    let link = progressReporter.link
    MainThread.run { link.driver?.update(link.id, title: title) }
  }

  /// Reports progress from any thread; see ``HUDProgressReporter``. The same reporter every
  /// time (its reports are coalesced together); it does not keep the handle alive.
  public let progressReporter: HUDProgressReporter

  /// Ends the work with a success: the HUD morphs into the check with `title` (`nil`, the
  /// default, shows the check alone and VoiceOver reads "Done"), then hides after the hold
  /// (`hudTimingPolicy.outcomeHold`, 1 s by default, counted once the check is drawn; longer
  /// while VoiceOver speaks it). Work faster than the grace time shows nothing.
  nonisolated public func succeed(_ title: String? = nil) {
    end(.success(title: title))
  }

  /// Ends the work with a failure: the HUD morphs into the cross with `title` (`nil`, the
  /// default, shows the cross alone and VoiceOver reads "Failed"), then hides after the hold.
  nonisolated public func fail(_ title: String? = nil) {
    end(.failure(title: title))
  }

  /// Ends the work with `outcome` (for example `HUDOutcome/info` or
  /// `HUDOutcome/symbol(systemName:)` for "Already up to date"), with `title`.
  nonisolated public func finish(_ outcome: HUDOutcome, title: String? = nil) {
    end(.outcome(outcome, title: title))
  }

  /// Ends the work without an outcome to show: the HUD hides once it has been up for its
  /// minimum display time (`hudTimingPolicy.minimumDisplayTime`, 0.5 s by default, counted
  /// from the start of its show animation), or never shows if the work was faster than the
  /// grace time. VoiceOver hears "Loaded".
  nonisolated public func dismiss() {
    end(.dismissed)
  }

  /// Ends the work as cancelled: the HUD hides at once, without a morph.
  nonisolated public func cancel() {
    end(.cancelled)
  }

  /// Ends the work with `ending`, from any thread.
  nonisolated func end(_ ending: HUDEnding) {
    let link = progressReporter.link
    MainThread.run { link.driver?.end(link.id, ending) }
  }
}
#endif
