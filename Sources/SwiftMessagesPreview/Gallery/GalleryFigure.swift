import Foundation
import SwiftMessagesCore

/// One drawing of the demo gallery: an SVG document with its caption.
package struct GalleryFigure: Hashable, Sendable {
  /// A stable identifier, also the SVG file name without extension and the prefix of the SVG's
  /// own ids (e.g. `"arc-indicator-large-light"`).
  package var id: String
  /// What the drawing shows, as plain text.
  package var caption: String
  /// The SVG document.
  package var svg: String
  /// The drawing's width in points.
  package var width: Double
  /// The drawing's height in points.
  package var height: Double
}

extension GalleryFigure {
  /// Writes `tree` as the figure `id` (its SVG ids prefixed with `id`).
  package init(id: String, caption: String, tree: RenderTree) {
    self.init(
      id: id, caption: caption, svg: SVGWriter(idPrefix: id).svg(tree), width: tree.width, height: tree.height
    )
  }
}

/// A titled group of gallery figures (light beside dark).
package struct GallerySection: Hashable, Sendable {
  /// A stable identifier (e.g. `"hud"`).
  package var id: String
  /// The section title.
  package var title: String
  /// A paragraph explaining what the core decided; nil for none (the default).
  package var note: String?
  /// The figures, in order.
  package var figures: [GalleryFigure]
}
