import Foundation

/// A drop shadow: SwiftMessages' `configureDropShadow()` values, shared by the UIKit views and
/// the SVG preview.
package struct MessageShadow: Sendable {
  /// Horizontal offset in points. 0 in ``standard``.
  package internal(set) var offsetX: Double
  /// Vertical offset in points. 2 in ``standard``.
  package internal(set) var offsetY: Double
  /// Blur radius in points. 6 in ``standard``.
  package internal(set) var radius: Double
  /// Opacity of the black shadow, 0…1. 0.4 in ``standard``.
  package internal(set) var opacity: Double

  /// Creates a shadow.
  init(offsetX: Double, offsetY: Double, radius: Double, opacity: Double) {
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.radius = radius
    self.opacity = opacity
  }

  /// Black, offset (0, 2), radius 6, opacity 0.4.
  package static let standard = MessageShadow(offsetX: 0, offsetY: 2, radius: 6, opacity: 0.4)

  /// The first running `bounds.size` animation, which a new shadow path follows so it moves with
  /// the view (SwiftMessages 10's rotation workaround); `nil` sets the path at once.
  package static func pathAnimationToFollow(runningKeyPaths: [String?]) -> Int? {
    runningKeyPaths.firstIndex(of: "bounds.size")
  }
}

/// Widths of card-style messages.
package enum MessageWidth {
  /// The widest a card gets in regular width (iPad): 500 pt, centred.
  package static let regularMaximum: Double = 500
  /// The widest a loading HUD's card gets, in every size class: 300 pt, so a long error
  /// wraps into a compact card instead of spanning a landscape phone.
  package static let hudMaximum: Double = 300
  /// The corner radius of the bundled card, tab and centred nibs: 15 pt.
  package static let cardCornerRadius: Double = 15
}
