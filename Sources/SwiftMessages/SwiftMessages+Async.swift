#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessages {
  /// Shows `view` and waits until it is hidden, returning why it was hidden.
  ///
  /// Cancelling the calling task hides the message (reason `DismissReason/cancelled`),
  /// which binds a message to the work it describes:
  ///
  /// ```swift
  /// let reason = try await SwiftMessages.sharedInstance.showAndWait(view: view)
  /// if reason == .tap { openDetails() }
  /// ```
  ///
  /// - Parameters:
  ///   - config: `nil` (use `defaultConfig`) by default.
  ///   - view: the message view.
  /// - Returns: the reason the message was hidden.
  /// - Throws: ``SwiftMessagesError/invalidConfiguration(_:)``,
  ///   ``SwiftMessagesError/dropped(_:)`` (for example a duplicate) or
  ///   ``SwiftMessagesError/presentationFailed(_:)``.
  public func showAndWait(config: Config? = nil, view: UIView) async throws -> DismissReason {
    capturedOutcomes = []
    let result = enqueue(config: config ?? defaultConfig, view: view)
    let captured = capturedOutcomes ?? []
    capturedOutcomes = nil
    let token = try result.get()
    // Ended during `show` (dropped as a duplicate, failed at once): no need to wait.
    if let ended = captured.first(where: { $0.token == token }) { return try ended.outcome.get() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiters.append((token, continuation))
      }
    } onCancel: {
      // Always asynchronously: for a task that is already cancelled, `onCancel` runs at once
      // on this (main) thread, before the continuation is stored in `waiters`; hiding then
      // (a queued message is dropped synchronously) would never resume it.
      DispatchQueue.main.async {
        MainThread.run { [weak self] in self?.engine.hide(token, reason: .cancelled) }
      }
    }
  }

  /// Every lifecycle event of this instance's messages, with reasons, as an async sequence.
  /// Each access returns a new stream; it ends when the consuming task is cancelled.
  ///
  /// ```swift
  /// for await event in SwiftMessages.sharedInstance.events {
  ///   if case .didHide(.dimTap) = event.kind { analytics.log("dismissed") }
  /// }
  /// ```
  public var events: AsyncStream<MessageEvent> {
    AsyncStream { continuation in
      let key = UUID()
      streams.append((key, continuation))
      continuation.onTermination = { [weak self] _ in
        Self.onMain { self?.streams.removeAll { $0.key == key } }
      }
    }
  }
}
#endif
