#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Loading HUDs: one per instance, centred and dimmed by default (``SwiftMessages/hudConfig``),
/// shown only for work slower than the grace time (0.15 s), then for at least 0.5 s, morphing
/// into a success or failure that stays 1 s (``SwiftMessages/hudTimingPolicy``). Work started
/// while a HUD is up takes it over in place; the HUD goes once the last work has ended.
extension SwiftMessages {
  var hud: HUDCoordinator {
    if let hudStorage { return hudStorage }
    let coordinator = HUDCoordinator(owner: self, policy: hudTimingPolicy)
    hudStorage = coordinator
    return coordinator
  }

  /// Starts a piece of work shown by the loading HUD, titled `title` (`nil` by default) with
  /// the arc indicator, and returns its handle: report progress and end it there (or with
  /// `hideHUD()`).
  ///
  /// ```swift
  /// let hud = SwiftMessages.sharedInstance.showHUD("Uploading…")
  /// hud.update(progress: 0.4)
  /// hud.fail("Offline")
  /// ```
  @discardableResult
  public func showHUD(_ title: String? = nil) -> HUDHandle {
    let driver = hud.driver
    return HUDHandle(driver: driver, id: driver.begin(title: title))
  }

  /// Shows a success or failure on its own, at once: the HUD appears with the glyph drawing
  /// itself and `title` (`nil` by default), holds it (1 s), then hides. While work shows the
  /// HUD, the HUD stays with that work.
  ///
  /// ```swift
  /// SwiftMessages.sharedInstance.showHUD(.success, title: "Copied")
  /// ```
  public func showHUD(_ outcome: HUDOutcome, title: String? = nil) {
    hud.driver.flash(outcome, title: title)
  }

  /// Ends every piece of work the HUD shows, without an outcome: it hides once it has been up
  /// for its minimum display time, and work still in its grace time never shows. For code that
  /// shows and hides a HUD without keeping the handle.
  public func hideHUD() {
    hudStorage?.driver.endAll(.dismissed)
  }

  /// Runs `operation` under the loading HUD, titled `title`, and returns its value.
  ///
  /// - A value morphs the HUD into the check, with `success` (`nil` by default: the check
  ///   alone).
  /// - A thrown error morphs it into the cross, with `failure(error)` (by default
  ///   `nil`: the error's own description, else the cross alone; pass `{ _ in nil }` for the
  ///   cross alone whatever the error), and is rethrown.
  /// - Cancelling the calling task hides the HUD at once, without a morph; a
  ///   `CancellationError` or `URLError.cancelled` does the same and is rethrown.
  /// - Work faster than the grace time (0.15 s) never shows a HUD.
  ///
  /// `operation` runs on the main actor, like the caller: await slow work there rather than
  /// computing on the main thread, which would keep the HUD from ever appearing. It gets a
  /// ``HUDProgressReporter`` to call from any thread: the first report turns the indicator
  /// into the progress ring.
  ///
  /// ```swift
  /// let receipt = try await SwiftMessages.sharedInstance.withHUD("Uploading…", success: "Uploaded") { progress in
  ///   try await uploader.upload(file, progress: { progress($0) })
  /// }
  /// ```
  public func withHUD<T>(
    _ title: String? = nil, success: String? = nil,
    failure: ((any Error) -> String?)? = nil,
    operation: (HUDProgressReporter) async throws -> T
  ) async throws -> T {
    let driver = hud.driver
    let id = driver.begin(title: title)
    let reporter = HUDProgressReporter { [weak driver] fraction in driver?.update(id, progress: fraction) }
    return try await withTaskCancellationHandler {
      try await driver.perform(
        id, isolation: MainActor.shared, success: success, failure: failure ?? HUDEnding.defaultFailureTitle(for:)
      ) {
        try await operation(reporter)
      }
    } onCancel: { [weak self] in
      // The HUD goes as soon as the task is cancelled, even if the work is slow to notice.
      MainThread.run { self?.hudStorage?.driver.end(id, .cancelled) }
    }
  }

  /// Starts a piece of work shown by the shared instance's loading HUD; see
  /// `showHUD(_:)`.
  @discardableResult
  public static func showHUD(_ title: String? = nil) -> HUDHandle {
    sharedInstance.showHUD(title)
  }

  /// Shows a success or failure on the shared instance's HUD; see
  /// ``showHUD(_:title:)``.
  public static func showHUD(_ outcome: HUDOutcome, title: String? = nil) {
    sharedInstance.showHUD(outcome, title: title)
  }

  /// Ends every piece of work the shared instance's HUD shows; see ``hideHUD()``.
  public static func hideHUD() {
    sharedInstance.hideHUD()
  }

  /// Runs `operation` under the shared instance's loading HUD; see
  /// ``withHUD(_:success:failure:operation:)``.
  public static func withHUD<T>(
    _ title: String? = nil, success: String? = nil,
    failure: ((any Error) -> String?)? = nil,
    operation: (HUDProgressReporter) async throws -> T
  ) async throws -> T {
    try await sharedInstance.withHUD(title, success: success, failure: failure, operation: operation)
  }

  /// The shared instance's HUD configuration; see ``hudConfig``.
  public static var hudConfig: Config {
    get { sharedInstance.hudConfig }
    set { sharedInstance.hudConfig = newValue }
  }

  /// The shared instance's HUD timing; see ``hudTimingPolicy``.
  public static var hudTimingPolicy: HUDTimingPolicy {
    get { sharedInstance.hudTimingPolicy }
    set { sharedInstance.hudTimingPolicy = newValue }
  }
}
#endif
