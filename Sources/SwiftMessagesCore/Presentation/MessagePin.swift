import Foundation

/// The one optional constraint that places a message vertically in its masking view, and whether
/// it must stay inside; the keyboard tracker (``keyboardAvoidancePriority``) and the required
/// containment constraints outrank it.
package struct MessagePin: Sendable {
  /// The message anchor that is pinned to the same anchor of the masking view.
  package enum Anchor: Sendable {
    /// `message.top == masking.top + constant`.
    case top
    /// `message.bottom == masking.bottom + constant`.
    case bottom
    /// `message.centerY == masking.centerY + constant`.
    case centerY
  }

  /// How the message animates in, which decides how it is pinned.
  package enum Motion: Sendable {
    /// Slides from its edge (`TopBottomAnimation`): pinned past that edge by the bounce
    /// offset, so the spring's overshoot never reveals a gap; not kept inside.
    case slide
    /// Scales in place (`PhysicsAnimation`): pinned flush to its edge or centred, and kept
    /// inside the masking view by required constraints.
    case scale
  }

  /// The anchor pinned.
  package let anchor: Anchor
  /// The pin's constant, in points.
  package let constant: CGFloat
  /// Whether required constraints keep the message's top and bottom inside the masking view.
  package let keepsInside: Bool

  /// The pin's priority (Auto Layout scale): 200, below the keyboard tracker's
  /// ``keyboardAvoidancePriority`` so the tracker can push the message.
  package static let priority: Float = 200
  /// The priority of the keyboard tracker's `tracker.top >= message.bottom + constant`
  /// constraint: 250, above ``priority``.
  package static let keyboardAvoidancePriority: Float = 250

  /// `.center` with `.slide` is pinned like a scale (centred, kept inside); only slides use
  /// `bounceOffset` (`bounceAnimationOffset`, 0 when not `MarginAdjustable`).
  package init(placement: PresentationPlacement, motion: Motion, bounceOffset: CGFloat) {
    switch (placement, motion) {
    case (.top, .slide):
      self.init(anchor: .top, constant: -bounceOffset, keepsInside: false)
    case (.bottom, .slide):
      self.init(anchor: .bottom, constant: bounceOffset, keepsInside: false)
    case (.top, .scale):
      self.init(anchor: .top, constant: 0, keepsInside: true)
    case (.bottom, .scale):
      self.init(anchor: .bottom, constant: 0, keepsInside: true)
    case (.center, _):
      self.init(anchor: .centerY, constant: 0, keepsInside: true)
    }
  }

  /// Creates a pin from its parts.
  init(anchor: Anchor, constant: CGFloat, keepsInside: Bool) {
    self.anchor = anchor
    self.constant = constant
    self.keepsInside = keepsInside
  }

  /// SwiftMessages 10's rule for every placement: minus the bounce offset, so a bottom slide's
  /// bounce strip tucks under the keyboard.
  package static func keyboardAvoidanceConstant(bounceOffset: CGFloat) -> CGFloat {
    -bounceOffset
  }
}
