#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Hides a SwiftUI message, the way `dismiss` dismisses a sheet. Read it from the environment
/// and call it:
///
/// ```swift
/// struct ToastView: View {
///   @Environment(\.swiftMessagesHide) private var hide
///
///   var body: some View {
///     Button("OK") { hide() }
///   }
/// }
/// ```
///
/// Inside a message's content (from `swiftMessage(…)` or a ``MessageHostingView``) it hides
/// **that** message, in the `SwiftMessages` instance showing it (SwiftMessages 10 always hid
/// the shared instance's current message, even when another instance showed it), and does
/// nothing once the message is gone. Anywhere else it hides the current message of
/// ``SwiftMessages/sharedInstance``.
public struct SwiftMessagesHideAction {
  /// The message it hides; `nil` with `isBound == false` means the shared instance.
  private weak var link: MessageHostLink?
  private let isBound: Bool

  /// Creates the action used outside any message: it hides the shared instance's current
  /// message.
  public init() {
    link = nil
    isBound = false
  }

  init(link: MessageHostLink) {
    self.link = link
    isBound = true
  }

  /// Hides the message (reason `.programmatic`). `animated` is `true` by default, so both
  /// `hide()` and SwiftMessages 10's `hide(animated: true)` work.
  @MainActor
  public func callAsFunction(animated: Bool = true) {
    guard isBound else {
      SwiftMessages.hide(animated: animated)
      return
    }
    link?.hide(animated: animated)
  }
}

extension EnvironmentValues {
  /// The action that hides the SwiftUI message this view belongs to (see
  /// ``SwiftMessagesHideAction``). Outside any message it hides the shared instance's current
  /// message.
  ///
  /// ```swift
  /// @Environment(\.swiftMessagesHide) private var hide
  /// ```
  public var swiftMessagesHide: SwiftMessagesHideAction {
    get { self[SwiftMessagesHideKey.self] }
    set { self[SwiftMessagesHideKey.self] = newValue }
  }
}

private struct SwiftMessagesHideKey: EnvironmentKey {
  static let defaultValue = SwiftMessagesHideAction()
}
#endif
