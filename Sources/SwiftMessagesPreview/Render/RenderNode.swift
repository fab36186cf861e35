import Foundation
import SwiftMessagesCore

/// A clipping region, in the node's own coordinates (before its transform).
package enum RenderClip: Hashable, Sendable {
  /// A rectangle.
  case rect(RenderRect)
  /// A rounded rectangle.
  case roundedRect(RenderRect, cornerRadius: Double, style: RenderCornerStyle)
  /// Any closed path (for example a rectangle with only some corners rounded).
  case path([PathCommand])
}

/// A drop shadow, as `CALayer` describes one.
package struct RenderShadow: Hashable, Sendable {
  /// The shadow colour; its alpha multiplies ``opacity``.
  package var color: RGBAColor
  /// The horizontal offset.
  package var offsetX: Double
  /// The vertical offset (down is positive).
  package var offsetY: Double
  /// The blur radius (`shadowRadius`); written as a Gaussian standard deviation of half of it.
  package var radius: Double
  /// The shadow's opacity (`shadowOpacity`). 1 by default.
  package var opacity: Double = 1
}

/// One node of a ``RenderTree``: a shape with its paint, and the node-level opacity, transform,
/// clip, shadow and animations that also apply to its children.
package struct RenderNode: Hashable, Sendable {
  /// What the node draws. ``RenderShape/group`` by default.
  package var shape: RenderShape
  /// The fill; nil (none) by default.
  package var fill: RenderPaint?
  /// The stroke; nil (none) by default.
  package var stroke: RenderStroke?
  /// The opacity, 0…1. 1 by default.
  package var opacity: Double
  /// The transform to the parent's coordinates. Identity by default.
  package var transform: RenderTransform
  /// The clip, in the node's coordinates; nil (none) by default.
  package var clip: RenderClip?
  /// The drop shadow; nil (none) by default.
  package var shadow: RenderShadow?
  /// The node's animations. None by default.
  package var animations: [RenderAnimation]
  /// A name written as `data-name` (for tests and for reading the SVG); nil by default.
  package var name: String?

  /// Creates a node.
  package init(
    _ shape: RenderShape = .group, fill: RenderPaint? = nil, stroke: RenderStroke? = nil, opacity: Double = 1,
    transform: RenderTransform = .identity, clip: RenderClip? = nil, shadow: RenderShadow? = nil,
    animations: [RenderAnimation] = [], name: String? = nil
  ) {
    self.shape = shape
    self.fill = fill
    self.stroke = stroke
    self.opacity = opacity
    self.transform = transform
    self.clip = clip
    self.shadow = shadow
    self.animations = animations
    self.name = name
  }

  /// A group (a container), optionally named, moved, clipped or faded.
  package static func group(
    name: String? = nil, transform: RenderTransform = .identity, opacity: Double = 1, clip: RenderClip? = nil
  ) -> RenderNode {
    RenderNode(.group, opacity: opacity, transform: transform, clip: clip, name: name)
  }
}
