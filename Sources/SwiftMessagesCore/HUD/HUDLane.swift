import Foundation

/// Where a `SwiftMessages` instance's loading HUDs wait their turn.
public enum HUDLane: Hashable, Sendable {
  /// A lane of their own (the default): a HUD shows at once, above the instance's banners and
  /// deck cards, which go on underneath it (shown, timed and hidden as without the HUD); one
  /// HUD at a time. What every HUD library does: a spinner that waits behind a "Saved"
  /// banner looks like a tap that did nothing.
  case separate
  /// The instance's message queue, as a message with the HUD configuration's priority: the
  /// HUD waits for the message on screen (and, with a deck, for every card) and holds back
  /// the messages behind it while it shows. Work that ends before its HUD appeared shows
  /// nothing (the HUD timing's "never seen" rule).
  case messageQueue

  /// How many window levels above `.normal` the HUD's window sits by default, so banners in
  /// ordinary windows (SwiftMessages' default) show underneath it: 1.
  package static let windowLevelAboveNormal: Double = 1
  /// The pause between one HUD leaving its own lane and the next showing: 0 s. The timing
  /// already spaces them (a fresh HUD waits for the old one to be gone, then for what is left
  /// of its grace time); the message queue's 0.5 s pause would only delay the spinner.
  package static let pauseBetweenHUDs: TimeInterval = 0
}
