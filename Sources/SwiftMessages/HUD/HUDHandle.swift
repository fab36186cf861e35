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
/// Ending it is your job: a handle released unended leaves its HUD up (there is no work to
/// watch). `withHUD(_:operation:)` ends it for you.
@MainActor
public final class HUDHandle {
  private weak var driver: HUDDriver?
  /// The request this handle ends.
  public let id: HUDRequestID

  init(driver: HUDDriver, id: HUDRequestID) {
    self.driver = driver
    self.id = id
  }

  /// Whether the work is still running (not yet ended through this handle).
  public var isRunning: Bool { driver?.isRunning(id) ?? false }

  /// Reports progress from the main actor (0…1, clamped); the ring never moves backwards.
  public func update(progress: Double) {
    driver?.update(id, progress: progress)
  }

  /// Changes the title (`nil` removes it).
  public func update(title: String?) {
    driver?.update(id, title: title)
  }

  /// Reports progress from any thread; see ``HUDProgressReporter``.
  public var progressReporter: HUDProgressReporter {
    HUDProgressReporter { [weak self] fraction in self?.update(progress: fraction) }
  }

  /// Ends the work with a success: the HUD morphs into the check with `title` (`nil`, the
  /// default, shows the check alone and VoiceOver reads "Done"), then hides after the hold
  /// (1 s; longer while VoiceOver speaks it).
  public func succeed(_ title: String? = nil) {
    driver?.end(id, .success(title: title))
  }

  /// Ends the work with a failure: the HUD morphs into the cross with `title` (`nil`, the
  /// default, shows the cross alone and VoiceOver reads "Failed"), then hides after the hold.
  public func fail(_ title: String? = nil) {
    driver?.end(id, .failure(title: title))
  }

  /// Ends the work without an outcome to show: the HUD hides once it has been up for its
  /// minimum display time (0.5 s), or never shows if the work was faster than the grace time.
  public func dismiss() {
    driver?.end(id, .dismissed)
  }

  /// Ends the work as cancelled: the HUD hides at once, without a morph.
  public func cancel() {
    driver?.end(id, .cancelled)
  }
}
#endif
