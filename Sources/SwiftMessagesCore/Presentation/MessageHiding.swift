/// Whether a message's hide runs its animation.
package enum MessageHiding {
  /// Whether the hide animates: when asked to (`hide(animated: true)`, a timeout, a tap) and
  /// the message is in a window. Off screen (its host's tab switched away, its screen
  /// dismissed) nobody sees the animation, and UIKit runs animations of views outside a
  /// window at once, or a custom animator never finishes: the hide ends at once.
  package static func animates(requested: Bool, isInWindow: Bool) -> Bool {
    requested && isInWindow
  }
}
