import Foundation
@testable import SwiftMessagesCore
import Testing

@testable import SwiftMessagesPreview

@Suite struct HTMLPageWriterTests {
  static func page() -> HTMLPage {
    var tree = RenderTree(width: 20, height: 20)
    tree.add(RenderNode(.rectangle(RenderRect(width: 20, height: 20)), fill: .color(.black)))
    let inline = SVGWriter(idPrefix: "f1", includesXMLDeclaration: false).svg(tree)
    return HTMLPage(
      title: "Gallery <&>", intro: "Light & dark",
      sections: [
        HTMLSection(
          title: "HUD", note: "\"states\"",
          figures: [
            HTMLFigure(
              .image(source: "hud light.svg?a=1&b=2", width: 200, height: 100), caption: "Light 'HUD'"),
            HTMLFigure(.inlineSVG(inline), caption: "Inline"),
          ])
      ])
  }

  @Test func pageIsWellFormedWithEscapedText() throws {
    let html = HTMLPageWriter.html(Self.page())
    let parsed = try #require(ParsedXML(html))
    #expect(parsed.all("h1").first?.text == "Gallery <&>")
    #expect(parsed.all("img").first?.attributes["src"] == "hud light.svg?a=1&b=2")
    #expect(parsed.all("img").first?.attributes["width"] == "200")
    #expect(parsed.all("figcaption").map(\.text) == ["Light 'HUD'", "Inline"])
    #expect(parsed.all("svg").count == 1)
    #expect(!html.contains("<?xml"))
  }

  @Test func samePageGivesSameBytes() {
    #expect(HTMLPageWriter.html(Self.page()) == HTMLPageWriter.html(Self.page()))
  }
}
