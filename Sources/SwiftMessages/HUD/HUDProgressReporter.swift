#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Reports a loading HUD's progress from any thread: call it with a fraction, 0…1.
///
/// Reports are coalesced: however fast they come (a download's delegate calls), the main
/// thread takes at most one per turn of its run loop, with the latest value. The ring only
/// moves forward, so reports that arrive out of order do no harm.
///
/// ```swift
/// try await SwiftMessages.withHUD("Uploading…") { progress in
///   try await upload(file) { sent, total in progress(Double(sent) / Double(total)) }
/// }
/// ```
public struct HUDProgressReporter: Sendable {
  /// The request the reports go to (also its ``HUDHandle``'s), holding the latest report.
  let link: Link

  /// Reports request `id`'s progress to `driver`, which it does not keep alive.
  init(driver: HUDDriver, id: HUDRequestID) {
    link = Link(driver: driver, id: id)
  }

  /// Reports `fraction` of the work done (clamped to 0…1; NaN counts as 0).
  public func callAsFunction(_ fraction: Double) {
    link.post(fraction)
  }

  /// Reports how far `progress` is now (its `fractionCompleted`); nothing while it is
  /// indeterminate (the spinner stays). To follow a `Progress` as it advances, use
  /// `HUDHandle.follow(_:)`, or call this from your own observation.
  public func callAsFunction(_ progress: Progress) {
    link.post(HUDProgressMailbox.fraction(of: progress))
  }

  /// Shows the report still waiting for the main thread (so the ring completes where work was).
  @MainActor func deliverPending() {
    link.flush()
  }

  /// A request of a driver (read on the main thread only, also from `HUDHandle.deinit`), and its
  /// latest report until the main thread takes it (``HUDProgressMailbox``).
  final class Link: @unchecked Sendable {
    weak var driver: HUDDriver?
    let id: HUDRequestID
    private let lock = NSLock()
    private var box = HUDProgressMailbox()

    init(driver: HUDDriver, id: HUDRequestID) {
      self.driver = driver
      self.id = id
    }

    func post(_ fraction: Double?) {
      lock.lock()
      let schedules = box.post(fraction)
      lock.unlock()
      guard schedules else { return }
      DispatchQueue.main.async { [self] in
        MainThread.run { self.flush() }
      }
    }

    @MainActor func flush() {
      lock.lock()
      let value = box.take()
      lock.unlock()
      guard let value else { return }
      driver?.update(id, progress: value)
    }
  }
}
#endif
