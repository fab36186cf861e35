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
  /// the arc indicator, and returns its handle: report progress and end it there. Keep the
  /// handle until the work ends: releasing it while the work runs ends the work (the HUD
  /// hides; a DEBUG build logs why).
  ///
  /// ```swift
  /// let hud = SwiftMessages.sharedInstance.showHUD("Uploading…")
  /// hud.update(progress: 0.4)
  /// hud.fail("Offline")
  /// ```
  public func showHUD(_ title: String? = nil) -> HUDHandle {
    beginHUD(title, origin: .handle)
  }

  func beginHUD(_ title: String?, origin: HUDRequestOrigin) -> HUDHandle {
    let driver = hud.driver
    return HUDHandle(driver: driver, id: driver.begin(title: title, origin: origin))
  }

  /// Flashes an outcome with no work behind it, at once: the HUD appears with the glyph
  /// drawing itself and `title` (`nil` by default), holds it (1 s), then hides. While work
  /// shows the HUD, the HUD goes back to that work after the hold.
  ///
  /// ```swift
  /// SwiftMessages.sharedInstance.flashHUD(.success, title: "Copied")
  /// SwiftMessages.sharedInstance.flashHUD(.symbol(systemName: "wifi.slash"), title: "Offline")
  /// ```
  public func flashHUD(_ outcome: HUDOutcome, title: String? = nil) {
    hud.driver.flash(outcome, title: title)
  }

  /// Flashes an outcome; the earlier name of ``flashHUD(_:title:)-method``.
  @available(*, deprecated, renamed: "flashHUD(_:title:)")
  public func showHUD(_ outcome: HUDOutcome, title: String? = nil) {
    flashHUD(outcome, title: title)
  }

  /// Ends the work this instance's HUD shows for `showHUD(_:)` handles, without an outcome:
  /// the HUD hides once it has been up for its minimum display time, and work still in its
  /// grace time never shows. Scoped: `withHUD` work (another screen's upload about to morph
  /// into its check), the SwiftUI modifier's and flashed outcomes are left alone, and so are
  /// other instances' HUDs.
  public func hideHUD() {
    hudStorage?.driver.endHandleWork()
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
  /// - A removal by the user (a tap on an interactive dim, the VoiceOver escape, the app's
  ///   `hideAll()`) cancels `operation`'s task when `cancelsOnUserDismiss` (the default):
  ///   cooperative work then throws `CancellationError`, which this rethrows. Pass `false`
  ///   to let the work run on without a HUD.
  /// - Work faster than the grace time (0.15 s) never shows a HUD.
  ///
  /// `operation` runs on the main actor, like the caller: await slow work there rather than
  /// computing on the main thread, which would keep the HUD from ever appearing. It gets a
  /// ``HUDProgressReporter`` to call from any thread: the first report turns the indicator
  /// into the progress ring (the last one is shown before the morph).
  ///
  /// ```swift
  /// let receipt = try await SwiftMessages.sharedInstance.withHUD("Uploading…", success: "Uploaded") { progress in
  ///   try await uploader.upload(file, progress: { progress($0) })
  /// }
  /// ```
  public func withHUD<T>(
    _ title: String? = nil, success: String? = nil,
    failure: ((any Error) -> String?)? = nil, cancelsOnUserDismiss: Bool = true,
    operation: (HUDProgressReporter) async throws -> T
  ) async throws -> T {
    // The operation runs as a child task while this task watches for the user's removal (which
    // cancels the child) and its own cancellation (which ends the request at once); the request
    // ends as the operation did, rethrowing. The last progress report still in flight is shown
    // first, so the ring completes where the work ended.
    let driver = hud.driver
    let id = driver.begin(title: title, origin: .task(cancelsOnUserDismiss: cancelsOnUserDismiss))
    // The stream's build closure runs at once.
    var continuation: AsyncStream<Void>.Continuation?
    let dismissals = AsyncStream<Void>(bufferingPolicy: .bufferingNewest(1)) { continuation = $0 }
    driver.onCancelRequest(id) { [continuation] in continuation?.yield(()) }
    let reporter = HUDProgressReporter(driver: driver, id: id)
    var value: T?
    do {
      try await withoutActuallyEscaping({ value = try await operation($0) }) { operation in
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask { @MainActor [continuation] in
            defer { continuation?.finish() }
            try await operation(reporter)
          }
          // The stream ends with the operation, or at once when this task is cancelled: the
          // HUD then goes even if the work is slow to notice.
          for await _ in dismissals { group.cancelAll() }
          driver.endIfCancelled(id, taskIsCancelled: Task.isCancelled)
          _ = try await group.next()
        }
      }
      reporter.deliverPending()
      driver.endTask(id, error: nil, taskIsCancelled: Task.isCancelled, success: success, failure: failure)
    } catch {
      driver.endTask(id, error: error, taskIsCancelled: Task.isCancelled, success: success, failure: failure)
      throw error
    }
    // Set: the group returns only once `operation` returned.
    if let value { return value }
    throw CancellationError()
  }

  /// Starts a piece of work shown by the shared instance's loading HUD; see
  /// `showHUD(_:)`.
  public static func showHUD(_ title: String? = nil) -> HUDHandle {
    sharedInstance.showHUD(title)
  }

  /// Flashes an outcome on the shared instance's HUD; see ``flashHUD(_:title:)-method``.
  public static func flashHUD(_ outcome: HUDOutcome, title: String? = nil) {
    sharedInstance.flashHUD(outcome, title: title)
  }

  /// Flashes an outcome on the shared instance's HUD; the earlier name of
  /// ``flashHUD(_:title:)-type.method``.
  @available(*, deprecated, renamed: "flashHUD(_:title:)")
  public static func showHUD(_ outcome: HUDOutcome, title: String? = nil) {
    sharedInstance.flashHUD(outcome, title: title)
  }

  /// Ends the shared instance's `showHUD(_:)` work; see ``hideHUD()``.
  public static func hideHUD() {
    sharedInstance.hideHUD()
  }

  /// Runs `operation` under the shared instance's loading HUD; see
  /// ``withHUD(_:success:failure:cancelsOnUserDismiss:operation:)``.
  public static func withHUD<T>(
    _ title: String? = nil, success: String? = nil,
    failure: ((any Error) -> String?)? = nil, cancelsOnUserDismiss: Bool = true,
    operation: (HUDProgressReporter) async throws -> T
  ) async throws -> T {
    try await sharedInstance.withHUD(
      title, success: success, failure: failure, cancelsOnUserDismiss: cancelsOnUserDismiss,
      operation: operation)
  }

  /// The shared instance's HUD lane; see ``hudLane``.
  public static var hudLane: HUDLane {
    get { sharedInstance.hudLane }
    set { sharedInstance.hudLane = newValue }
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
