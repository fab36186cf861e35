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
  private let mailbox: Mailbox

  /// Reports request `id`'s progress to `driver`, which it does not keep alive.
  init(driver: HUDDriver, id: HUDRequestID) {
    mailbox = Mailbox { [weak driver] fraction in driver?.update(id, progress: fraction) }
  }

  /// Reports `fraction` of the work done (clamped to 0…1; NaN counts as 0).
  public func callAsFunction(_ fraction: Double) {
    mailbox.post(fraction)
  }

  /// Reports how far `progress` is now (its `fractionCompleted`); nothing while it is
  /// indeterminate (the spinner stays). To follow a `Progress` as it advances, use
  /// `HUDHandle.follow(_:)`, or call this from your own observation.
  public func callAsFunction(_ progress: Progress) {
    mailbox.post(HUDProgressMailbox.fraction(of: progress))
  }

  /// Shows the report still waiting for the main thread now (before the work's end, so the
  /// ring completes from where the work really was).
  @MainActor func deliverPending() {
    mailbox.flush()
  }

  /// Holds the latest report until the main thread takes it (``HUDProgressMailbox``).
  private final class Mailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var box = HUDProgressMailbox()
    private let deliver: @MainActor (Double) -> Void

    init(deliver: @escaping @MainActor (Double) -> Void) {
      self.deliver = deliver
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
      deliver(value)
    }
  }
}
#endif
