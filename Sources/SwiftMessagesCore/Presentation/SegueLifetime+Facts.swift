import Foundation

extension SegueLifetime.Event {
  /// The lifetime event for what the segue's message queue reported: its show and hide
  /// milestones, and a drop or failure as ``messageFailed``; `nil` for `willShow`, which
  /// changes nothing.
  package init?(_ queueEvent: QueueEvent) {
    switch queueEvent {
    case .willShow: return nil
    case .didShow: self = .messageDidShow
    case .willHide(_, _, let reason): self = .messageWillHide(reason)
    case .didHide: self = .messageDidHide
    case .dropped, .failed: self = .messageFailed
    }
  }

  /// The event for a transition UIKit started with the segue's animator: presenting, or
  /// dismissing with the transition's own `animated` flag.
  package static func transitionStarted(presenting: Bool, animated: Bool) -> Self {
    presenting ? .presentTransitionStarted : .dismissTransitionStarted(animated: animated)
  }
}

extension SegueLifetime {
  /// The show duration when `presenting`, else the hide duration (`nil` when no message is up);
  /// see ``transitionDuration(animator:)``.
  package static func transitionDuration(
    presenting: Bool, showDuration: TimeInterval?, hideDuration: TimeInterval?
  ) -> TimeInterval {
    transitionDuration(animator: presenting ? showDuration : hideDuration)
  }
}
