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

  /// Creates a figure.
  package init(id: String, caption: String, svg: String, width: Double, height: Double) {
    self.id = id
    self.caption = caption
    self.svg = svg
    self.width = width
    self.height = height
  }

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

  /// Creates a section.
  package init(id: String, title: String, note: String? = nil, figures: [GalleryFigure]) {
    self.id = id
    self.title = title
    self.note = note
    self.figures = figures
  }

  /// The section for an HTML page whose figures are `<img>`s of `<figure id>.svg` files in the
  /// page's folder (or under `folder`, e.g. `"svg/"`; empty by default).
  package func htmlSection(folder: String = "") -> HTMLSection {
    HTMLSection(
      title: title, note: note,
      figures: figures.map {
        HTMLFigure(
          .image(source: folder + $0.id + ".svg", width: $0.width, height: $0.height), caption: $0.caption)
      })
  }
}

/// The gallery pages drawn from the core's own decisions without a nib: the arc indicator,
/// skeletons and a storyboard of the queue.
package enum Gallery {
  /// Every non-nib section, in page order.
  package static func sections() -> [GallerySection] {
    [
      ArcIndicatorGallery.section(), SkeletonGallery.section(), QueueStoryboardGallery.section(),
    ]
  }
}
