#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Follows the keyboard for every ``KeyboardTrackingView``: one shared ``KeyboardState``,
/// started as early as possible (by `SwiftMessages.init` and every tracker), so that a
/// tracker created while the keyboard is already up knows where it is.
@MainActor
final class KeyboardObserver {
  static let shared = KeyboardObserver()

  /// The shared keyboard state.
  private(set) var state = KeyboardState()
  private var trackers = NSHashTable<KeyboardTrackingView>.weakObjects()
  /// The notification observers, added on first use.
  private lazy var observers: [NSObjectProtocol] = {
    let center = NotificationCenter.default
    let names: [(Notification.Name, @Sendable (CGRect?, Bool) -> KeyboardState.Event)] = [
      (UIResponder.keyboardWillShowNotification, { .willShow(endFrame: $0, onScreen: $1) }),
      (UIResponder.keyboardWillChangeFrameNotification, { .willChangeFrame(endFrame: $0, onScreen: $1) }),
      (UIResponder.keyboardWillHideNotification, { _, _ in .willHide }),
    ]
    return names.map { name, event in
      center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
        let info = notification.userInfo ?? [:]
        let screen = notification.object as? UIScreen
        MainThread.run { self?.receive(event, userInfo: info, screen: screen) }
      }
    }
  }()

  /// Starts observing (idempotent).
  func start() {
    _ = observers
  }

  /// Registers a tracker to be told about changes.
  func register(_ tracker: KeyboardTrackingView) {
    start()
    trackers.add(tracker)
  }

  private func receive(
    _ event: (CGRect?, Bool) -> KeyboardState.Event, userInfo: [AnyHashable: Any], screen: UIScreen?
  ) {
    let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    // iOS 16 posts the keyboard's screen as the object; older systems have one screen.
    let screenBounds = (screen ?? UIScreen.main).bounds
    let onScreen = frame.map { $0.intersects(screenBounds) && $0.height > 0 } ?? false
    for change in state.handle(event(frame, onScreen)) {
      for tracker in trackers.allObjects { tracker.keyboardDidChange(change, userInfo: userInfo) }
    }
  }
}
#endif
