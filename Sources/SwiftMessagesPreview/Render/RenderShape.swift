import Foundation
import SwiftMessagesCore

/// How a rounded rectangle's corners curve.
package enum RenderCornerStyle: Hashable, Sendable {
  /// Quarter circles (`CALayerCornerCurve.circular`).
  case circular
  /// The smooth "squircle" corner of `CALayerCornerCurve.continuous`, drawn with the usual
  /// three-cubic approximation of iOS's curve (the corner reaches ~1.53 × the radius along
  /// each edge); corners too big for that become a capsule, as `UIBezierPath` draws them.
  case continuous
}

/// Where a text line's `x` lies relative to the text.
package enum RenderTextAnchor: String, Hashable, Sendable {
  /// `x` is the start of the line (left, for left-to-right text).
  case start
  case middle
  case end
}

/// One laid-out line of text, positioned by its baseline.
package struct RenderTextLine: Hashable, Sendable {
  package var text: String
  /// The anchor's horizontal position (see ``RenderText/anchor``).
  package var x: Double
  /// The baseline's vertical position.
  package var baseline: Double

  package init(_ text: String, x: Double, baseline: Double) {
    self.text = text
    self.x = x
    self.baseline = baseline
  }
}

/// Pre-laid-out text: lines (from the text layout engine) in one font and colour.
package struct RenderText: Hashable, Sendable {
  package var lines: [RenderTextLine]
  /// The CSS font family list.
  package var fontFamily: String = TextLayoutEngine.fontFamily
  /// The font size in points. 17 (UILabel's default) by default.
  package var fontSize: Double = 17
  /// The CSS font weight, 100…900. 400 (regular) by default.
  package var fontWeight: Int = 400
  /// The text colour. Black by default.
  package var color: RGBAColor = .black
  /// How each line's `x` is read. ``RenderTextAnchor/start`` by default.
  package var anchor: RenderTextAnchor = .start
  /// Whether the lines' base direction is right-to-left (SVG `direction="rtl"`, where
  /// ``RenderTextAnchor/start`` is the right end of a line). `false` by default.
  package var rightToLeft = false
}

/// A stand-in for an image: a tinted frame with a cross, named after its symbol or file.
package struct RenderImage: Hashable, Sendable {
  package var rect: RenderRect
  /// The image or SF Symbol name, written as the element's title; nil for none (the default).
  package var symbol: String?
  /// The placeholder's colour. Mid grey by default.
  package var tint: RGBAColor = RGBAColor(white: 0.6)
}

/// What a node draws.
package enum RenderShape: Hashable, Sendable {
  /// Nothing of its own: a container for its children.
  case group
  case rectangle(RenderRect)
  /// A rectangle with rounded corners of `cornerRadius` (clamped to half the shorter side).
  case roundedRectangle(RenderRect, cornerRadius: Double, style: RenderCornerStyle)
  case path([PathCommand])
  /// Laid-out text (its colour is the text's own; the node's fill is ignored).
  case text(RenderText)
  /// An image placeholder (drawn in its tint; the node's fill and stroke are ignored).
  case image(RenderImage)
}
