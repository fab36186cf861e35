import Foundation

/// One picture on an HTML page with its caption.
package struct HTMLFigure: Hashable, Sendable {
  /// Where the picture comes from.
  package enum Content: Hashable, Sendable {
    /// An `<img>` of an SVG file, relative to the page (e.g. `"hud-light.svg"`).
    case image(source: String, width: Double?, height: Double?)
    /// An SVG document written into the page (write it with
    /// ``SVGWriter/includesXMLDeclaration`` off and a unique ``SVGWriter/idPrefix``).
    case inlineSVG(String)
  }

  /// The picture.
  package var content: Content
  /// The caption, as plain text.
  package var caption: String

  /// Creates a figure.
  package init(_ content: Content, caption: String) {
    self.content = content
    self.caption = caption
  }
}

/// A titled group of figures on an HTML page, laid out side by side (light beside dark).
package struct HTMLSection: Hashable, Sendable {
  /// The section title.
  package var title: String
  /// A paragraph under the title, as plain text; nil for none (the default).
  package var note: String?
  /// The figures, in order.
  package var figures: [HTMLFigure]

  /// Creates a section.
  package init(title: String, note: String? = nil, figures: [HTMLFigure]) {
    self.title = title
    self.note = note
    self.figures = figures
  }
}

/// A page of figures: a title, an optional intro and sections.
package struct HTMLPage: Hashable, Sendable {
  /// The page title (also the `<h1>`).
  package var title: String
  /// A paragraph under the title, as plain text; nil for none (the default).
  package var intro: String?
  /// The sections, in order.
  package var sections: [HTMLSection]

  /// Creates a page.
  package init(title: String, intro: String? = nil, sections: [HTMLSection]) {
    self.title = title
    self.intro = intro
    self.sections = sections
  }
}

/// Writes an ``HTMLPage`` as a self-contained HTML5 document (inline CSS, no scripts) that is also
/// well-formed XML (void elements self-closed). The same page gives the same bytes.
package enum HTMLPageWriter {
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

  /// The HTML document for `page`.
  package static func html(_ page: HTMLPage) -> String {
    var text = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
    text +=
      "<title>\(SVGFormat.escaped(page.title))</title>\n<style>\n\(styleSheet)\n</style>\n</head>\n<body>\n"
    text += "<h1>\(SVGFormat.escaped(page.title))</h1>\n"
    if let intro = page.intro { text += "<p>\(SVGFormat.escaped(intro))</p>\n" }
    for section in page.sections {
      text += "<section>\n<h2>\(SVGFormat.escaped(section.title))</h2>\n"
      if let note = section.note { text += "<p>\(SVGFormat.escaped(note))</p>\n" }
      text += "<div class=\"figures\">\n"
      for figure in section.figures {
        text += "<figure>\n"
        switch figure.content {
        case .image(let source, let width, let height):
          text += "<img src=\"\(SVGFormat.escaped(source))\" alt=\"\(SVGFormat.escaped(figure.caption))\""
          if let width { text += " width=\"\(SVGFormat.number(width))\"" }
          if let height { text += " height=\"\(SVGFormat.number(height))\"" }
          text += "/>\n"
        case .inlineSVG(let svg):
          text += svg
        }
        text += "<figcaption>\(SVGFormat.escaped(figure.caption))</figcaption>\n</figure>\n"
      }
      text += "</div>\n</section>\n"
    }
    return text + "</body>\n</html>\n"
  }
}
