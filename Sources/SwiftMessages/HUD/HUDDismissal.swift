#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Runs `withHUD`'s operation as a child task beside a watcher awaiting ``fire()``; the first to
/// end wins, the other is cancelled, and the request ends as the operation did.
@MainActor
final class HUDDismissal {
  private let signal: AsyncStream<Void>
  /// Set by the stream's build closure, which runs at once.
  private let continuation: AsyncStream<Void>.Continuation?

  init() {
    var made: AsyncStream<Void>.Continuation?
    signal = AsyncStream(bufferingPolicy: .bufferingNewest(1)) { made = $0 }
    continuation = made
  }

  /// The user removed the HUD: the operation's task is cancelled.
  func fire() {
    continuation?.yield(())
  }

  /// Runs `operation` as `driver`'s request `id`, rethrowing. The last progress report still in
  /// flight is shown before the value is returned, so the ring completes where the work ended.
  func run<T>(
    _ operation: (HUDProgressReporter) async throws -> T, driver: HUDDriver, id: HUDRequestID,
    success: String?, failure: (any Error) -> String?
  ) async throws -> T {
    let reporter = HUDProgressReporter(driver: driver, id: id)
    let signal = signal
    do {
      let value = try await withoutActuallyEscaping(operation) { operation in
        try await withThrowingTaskGroup(of: T?.self) { group in
          group.addTask { @MainActor in
            let value = try await operation(reporter)
            reporter.deliverPending()
            return value
          }
          group.addTask {
            for await _ in signal { return nil }
            return nil
          }
          defer { group.cancelAll() }
          while let result = try await group.next() {
            if let value = result { return value }
            // Dismissed: the operation is cancelled and ends as it sees fit.
            group.cancelAll()
          }
          throw CancellationError()
        }
      }
      driver.endTask(id, error: nil, taskIsCancelled: Task.isCancelled, success: success, failure: failure)
      return value
    } catch {
      driver.endTask(id, error: error, taskIsCancelled: Task.isCancelled, success: success, failure: failure)
      throw error
    }
  }
}
#endif
