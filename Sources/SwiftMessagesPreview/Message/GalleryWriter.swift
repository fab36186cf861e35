import Foundation

/// Writes the demo gallery: `index.html` and one SVG per drawing in a folder. The page is
/// self-contained HTML5 that is also well-formed XML (void elements self-closed), each figure an
/// `<img>` of its `<figure id>.svg`; the same gallery gives the same bytes.
package enum GalleryWriter {
  /// What a run wrote.
  package struct Summary: Sendable {
    /// The page.
    package var indexFile: URL
    /// How many SVG files.
    package var drawings: Int
    /// How many sections.
    package var sections: Int
    /// Seconds spent drawing and writing.
    package var seconds: Double
    /// Layout diagnostics and drawings that could not be made, one line each.
    package var warnings: [String]

    /// `"132 drawings in 7 sections, 0 layout warnings, 0.41 s"`.
    package var line: String {
      "\(drawings) drawings in \(sections) sections, \(warnings.count) warning\(warnings.count == 1 ? "" : "s"), "
        + String(format: "%.2f s", seconds)
    }
  }

  /// The page's sections: the nib sections, then those drawn from the core's decisions without
  /// a nib (the arc indicator, skeletons, a storyboard of the queue).
  package static func sections(nibsFolder: URL?) -> (sections: [GallerySection], warnings: [String]) {
    var sections: [GallerySection] = []
    var warnings: [String] = []
    if let nibsFolder {
      let report = MessageGallery.report(nibsFolder: nibsFolder)
      sections += report.sections
      warnings += report.problems + report.diagnostics.map { "\($0.figure): \($0.diagnostic)" }
    } else {
      warnings.append("the bundled nibs (Resources/Nibs) were not found; layout sections skipped")
    }
    sections += [ArcIndicatorGallery.section(), SkeletonGallery.section(), QueueStoryboardGallery.section()]
    return (sections, warnings)
  }

  /// Writes the gallery into `folder` (created if needed; files of the same names replaced).
  ///
  /// - Parameter nibsFolder: the bundled nibs; ``BundledNibs/folder(currentDirectory:)`` by default.
  package static func write(to folder: URL, nibsFolder: URL? = BundledNibs.folder()) throws -> Summary {
    let start = Date()
    let (sections, warnings) = sections(nibsFolder: nibsFolder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var drawings = 0
    for section in sections {
      for figure in section.figures {
        try Data(figure.svg.utf8).write(to: folder.appendingPathComponent(figure.id + ".svg"))
        drawings += 1
      }
    }
    let index = folder.appendingPathComponent("index.html")
    let html = Self.html(
      title: "SwiftMessages gallery",
      intro:
        "Drawn on Linux from the decisions the iOS library makes: the same core functions decide margins, placement, skeleton shapes, indicator keyframes and timelines for UIKit and for these drawings. Text is set in Liberation Sans, metric-compatible with the preview's font tables.",
      sections: sections)
    try Data(html.utf8).write(to: index)
    return Summary(
      indexFile: index, drawings: drawings, sections: sections.count,
      seconds: Date().timeIntervalSince(start),
      warnings: warnings)
  }

  /// The page's style sheet: figures wrap side by side on a neutral background, so light and dark
  /// drawings both read.
  static let styleSheet = """
    body { font-family: -apple-system, "Liberation Sans", Arial, sans-serif; margin: 24px; \
    background: #F2F2F7; color: #1C1C1E; }
    section { margin-bottom: 32px; }
    .figures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    figure { display: flex; flex-direction: column; margin: 0; padding: 8px; background: #FFFFFF; border: 1px solid #D1D1D6; border-radius: 8px; }
    figcaption { font-size: 13px; margin-top: 6px; width: 0; min-width: 100%; }
    """

  /// The HTML document titled `title` (also the `<h1>`), with `intro` (plain text) under it.
  package static func html(title: String, intro: String?, sections: [GallerySection]) -> String {
    var text = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
    text +=
      "<title>\(SVGFormat.escaped(title))</title>\n<style>\n\(styleSheet)\n</style>\n</head>\n<body>\n"
    text += "<h1>\(SVGFormat.escaped(title))</h1>\n"
    if let intro { text += "<p>\(SVGFormat.escaped(intro))</p>\n" }
    for section in sections {
      text += "<section>\n<h2>\(SVGFormat.escaped(section.title))</h2>\n"
      if let note = section.note { text += "<p>\(SVGFormat.escaped(note))</p>\n" }
      text += "<div class=\"figures\">\n"
      for figure in section.figures {
        text += "<figure>\n"
        text +=
          "<img src=\"\(SVGFormat.escaped(figure.id + ".svg"))\" alt=\"\(SVGFormat.escaped(figure.caption))\""
        text +=
          " width=\"\(SVGFormat.number(figure.width))\" height=\"\(SVGFormat.number(figure.height))\"/>\n"
        text += "<figcaption>\(SVGFormat.escaped(figure.caption))</figcaption>\n</figure>\n"
      }
      text += "</div>\n</section>\n"
    }
    return text + "</body>\n</html>\n"
  }
}
