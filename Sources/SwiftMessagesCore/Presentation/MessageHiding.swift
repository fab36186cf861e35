/// Whether a message's hide runs its animation.
package enum MessageHiding {
  /// Animates only when asked and in a window: UIKit runs off-window animations at once and a
  /// custom animator may never finish, so an off-screen hide ends at once.
  package static func animates(requested: Bool, isInWindow: Bool) -> Bool {
    requested && isInWindow
  }
}
