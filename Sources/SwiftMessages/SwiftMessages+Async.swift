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
    capturedTerminal = [:]
    let result = enqueue(config: config ?? defaultConfig, view: view)
    let captured = capturedTerminal ?? [:]
    capturedTerminal = nil
    let token: MessageToken
    switch result {
    case .failure(let error): throw error
    case .success(let value): token = value
    }
    switch captured[token] {
    case .dropped(_, _, let reason)?: throw SwiftMessagesError.dropped(reason)
    case .failed(_, _, let failure)?: throw SwiftMessagesError.presentationFailed(failure)
    case .didHide(_, _, let reason)?: return reason
    default: break
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiters[token] = continuation
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
      streams[key] = continuation
      continuation.onTermination = { [weak self] _ in
        Self.onMain { self?.streams[key] = nil }
      }
    }
  }
}
#endif
