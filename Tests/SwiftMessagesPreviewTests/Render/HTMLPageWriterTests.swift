import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

@Suite struct HTMLPageWriterTests {
  static func page() -> String {
    let figure = GalleryFigure(
      id: "hud light?a=1&b=2", caption: "Light 'HUD'", svg: "<svg/>", width: 200, height: 100)
    let second = GalleryFigure(id: "f2", caption: "Dark", svg: "<svg/>", width: 20, height: 20.5)
    return GalleryWriter.html(
      title: "Gallery <&>", intro: "Light & dark",
      sections: [GallerySection(id: "hud", title: "HUD", note: "\"states\"", figures: [figure, second])])
  }

  @Test func pageIsWellFormedWithEscapedText() throws {
    let html = Self.page()
    let parsed = try #require(ParsedXML(html))
    #expect(parsed.all("h1").first?.text == "Gallery <&>")
    #expect(parsed.all("img").map { $0.attributes["src"] } == ["hud light?a=1&b=2.svg", "f2.svg"])
    #expect(parsed.all("img").first?.attributes["width"] == "200")
    #expect(parsed.all("img").last?.attributes["height"] == "20.5")
    #expect(parsed.all("figcaption").map(\.text) == ["Light 'HUD'", "Dark"])
    #expect(parsed.all("p").map(\.text) == ["Light & dark", "\"states\""])
    #expect(!html.contains("<?xml"))
  }

  @Test func samePageGivesSameBytes() {
    #expect(Self.page() == Self.page())
  }
}
