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
    let presenter = Presenter(config: config ?? defaultConfig, view: view, animationDelegate: self)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Waiting before it is enqueued: a message dropped (a duplicate) or failed during
        // `enqueue` resumes the continuation at once.
        presenter.onOutcome = { continuation.resume(with: $0) }
        if case .failure(let error) = enqueue(presenter) {
          presenter.onOutcome = nil
          continuation.resume(throwing: error)
        }
      }
    } onCancel: {
      // Always asynchronously: for a task that is already cancelled, `onCancel` runs at once
      // on this (main) thread, before the message is enqueued; hiding then would find nothing.
      DispatchQueue.main.async {
        MainThread.run { presenter.onDismissRequest?(.cancelled) }
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
