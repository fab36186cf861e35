#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Loading HUDs: one per instance, centred and dimmed by default (``SwiftMessages/hudConfig``),
/// shown only for work slower than the grace time (0.15 s), then for at least 0.5 s, morphing
/// into a success or failure that stays 1 s. Work started while a HUD is up takes it over in
/// place; the HUD goes once the last work has ended.
extension SwiftMessages {
  var hud: HUDCoordinator {
    if let hudStorage { return hudStorage }
    let coordinator = HUDCoordinator(owner: self)
    hudStorage = coordinator
    return coordinator
  }

  /// Starts a piece of work shown by the loading HUD, titled `title` (`nil` by default) with
  /// the arc indicator, and returns its handle: report progress and end it there.
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

  /// Runs `operation` under the loading HUD, titled `title`, and returns its value.
  ///
  /// - A value morphs the HUD into the check, with `success` (`nil` by default: the check
  ///   alone).
  /// - A thrown error morphs it into the cross, with `failure(error)` (by default the error's
  ///   `LocalizedError.errorDescription`, else the cross alone), and is rethrown.
  /// - Cancelling the calling task hides the HUD at once, without a morph; a
  ///   `CancellationError` or `URLError.cancelled` does the same and is rethrown.
  /// - Work faster than the grace time (0.15 s) never shows a HUD.
  ///
  /// `operation` gets a ``HUDProgressReporter`` to call from any thread: the first report
  /// turns the indicator into the progress ring.
  ///
  /// ```swift
  /// let receipt = try await SwiftMessages.sharedInstance.withHUD("Uploading…", success: "Uploaded") { progress in
  ///   try await uploader.upload(file, progress: { progress($0) })
  /// }
  /// ```
  public func withHUD<T>(
    _ title: String? = nil, success: String? = nil,
    failure: (any Error) -> String? = HUDEnding.defaultFailureTitle(for:),
    operation: (HUDProgressReporter) async throws -> T
  ) async throws -> T {
    let driver = hud.driver
    let id = driver.begin(title: title)
    let reporter = HUDProgressReporter { [weak driver] fraction in driver?.update(id, progress: fraction) }
    return try await withTaskCancellationHandler {
      try await driver.perform(id, isolation: MainActor.shared, success: success, failure: failure) {
        try await operation(reporter)
      }
    } onCancel: { [weak self] in
      // The HUD goes as soon as the task is cancelled, even if the work is slow to notice.
      DispatchQueue.main.async {
        MainThread.run { [weak self] in self?.hudStorage?.driver.end(id, .cancelled) }
      }
    }
  }

  /// Starts a piece of work shown by the shared instance's loading HUD; see
  /// ``showHUD(_:)``.
  @discardableResult
  public static func showHUD(_ title: String? = nil) -> HUDHandle {
    sharedInstance.showHUD(title)
  }

  /// Runs `operation` under the shared instance's loading HUD; see
  /// ``withHUD(_:success:failure:operation:)``.
  public static func withHUD<T>(
    _ title: String? = nil, success: String? = nil,
    failure: (any Error) -> String? = HUDEnding.defaultFailureTitle(for:),
    operation: (HUDProgressReporter) async throws -> T
  ) async throws -> T {
    try await sharedInstance.withHUD(title, success: success, failure: failure, operation: operation)
  }

  /// The shared instance's HUD configuration; see ``hudConfig``.
  public static var hudConfig: Config {
    get { sharedInstance.hudConfig }
    set { sharedInstance.hudConfig = newValue }
  }
}
#endif
