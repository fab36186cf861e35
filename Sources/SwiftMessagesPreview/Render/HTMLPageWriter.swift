import Foundation

/// Writes the gallery as a self-contained HTML5 page that is also well-formed XML (void elements
/// self-closed), each figure an `<img>` of its `<figure id>.svg`; the same page gives the same
/// bytes.
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
