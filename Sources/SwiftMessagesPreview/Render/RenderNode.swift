import Foundation
import SwiftMessagesCore

/// A drop shadow, as `CALayer` describes one.
package struct RenderShadow: Hashable, Sendable {
  /// The shadow colour; its alpha multiplies ``opacity``.
  package var color: RGBAColor
  package var offsetX: Double
  /// The vertical offset (down is positive).
  package var offsetY: Double
  /// The blur radius (`shadowRadius`); written as a Gaussian standard deviation of half of it.
  package var radius: Double
  /// The shadow's opacity (`shadowOpacity`). 1 by default.
  package var opacity: Double = 1

  /// The standard message shadow (`configureDropShadow()`): black, at ``MessageShadow/standard``.
  static let message = RenderShadow(
    color: .black, offsetX: MessageShadow.standard.offsetX, offsetY: MessageShadow.standard.offsetY,
    radius: MessageShadow.standard.radius, opacity: MessageShadow.standard.opacity)
}

/// One node of a ``RenderTree``: a shape with its paint, and the node-level opacity, transform,
/// clip, shadow and animations that also apply to its children.
package struct RenderNode: Hashable, Sendable {
  package var shape: RenderShape = .group
  package var fill: RenderPaint? = nil
  package var stroke: RenderStroke? = nil
  /// The opacity, 0…1. 1 by default.
  package var opacity: Double = 1
  /// The transform to the parent's coordinates. Identity by default.
  package var transform: RenderTransform = .identity
  /// The clip, in the node's coordinates: a rectangle, a rounded rectangle or a path (other
  /// shapes clip everything away); nil (none) by default.
  package var clip: RenderShape? = nil
  package var shadow: RenderShadow? = nil
  package var animations: [RenderAnimation] = []
  /// A name written as `data-name` (for tests and for reading the SVG); nil by default.
  package var name: String? = nil

  /// A group (a container), optionally named, moved, clipped or faded.
  package static func group(
    name: String? = nil, transform: RenderTransform = .identity, opacity: Double = 1, clip: RenderShape? = nil
  ) -> RenderNode {
    RenderNode(shape: .group, opacity: opacity, transform: transform, clip: clip, name: name)
  }
}
