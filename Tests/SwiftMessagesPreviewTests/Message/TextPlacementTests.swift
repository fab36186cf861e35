import Foundation
@testable import SwiftMessagesCore
import Testing

@testable import SwiftMessagesPreview

/// Where the preview draws text, against iOS measured on a 2× iPhone SE-class screen (issue 27):
/// upstream's CardView.xib, success, "Success" / "Something good happened!", centred.
@Suite struct TextPlacementTests {
  /// Every `<tspan>` of `svg` at its absolute position: the translations of the groups around it
  /// added to its `x` and `y`, with its `<text>`'s anchor.
  struct Line {
    var text: String
    var x: Double
    var baseline: Double
    var anchor: String
  }

  static func lines(_ svg: String) throws -> [Line] {
    let parsed = try #require(ParsedXML(svg))
    var offsets: [(depth: Int, x: Double, y: Double)] = []
    var anchor = "start"
    var lines: [Line] = []
    for element in parsed.elements {
      while let last = offsets.last, last.depth >= element.depth { offsets.removeLast() }
      var (x, y) = (offsets.last?.x ?? 0, offsets.last?.y ?? 0)
      if let transform = element.attributes["transform"], transform.hasPrefix("translate(") {
        let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ")
          .compactMap { Double($0) }
        x += numbers.first ?? 0
        y += numbers.count > 1 ? numbers[1] : 0
      }
      offsets.append((element.depth, x, y))
      if element.name == "text" { anchor = element.attributes["text-anchor"] ?? "start" }
      if element.name == "tspan" {
        lines.append(
          Line(
            text: element.text, x: x + (Double(element.attributes["x"] ?? "") ?? .nan),
            baseline: y + (Double(element.attributes["y"] ?? "") ?? .nan), anchor: anchor))
      }
    }
    return lines
  }

  func render(_ nib: String, body: String, title: String = "Success") throws -> MessagePreview.Result {
    let url = BundledNibsTests.nibsFolder.appendingPathComponent(nib + ".xib")
    return try MessagePreview.render(
      XibDocument(data: Data(contentsOf: url)),
      options: MessagePreview.Options(
        scene: DevicePlacement(device: .iPhoneSE3, placement: .center),
        fill: MessageFill(theme: .success, style: .light, title: title, body: body)))
  }

  @Test func aCardsTitleToBodyBaselineGapIsIOSs19Points() throws {
    let lines = try Self.lines(render("CardView", body: "Something good happened!").svg)
    let title = try #require(lines.first { $0.text == "Success" })
    let body = try #require(lines.first { $0.text == "Something good happened!" })
    // iOS: 19.0 (17 pt semibold over 15 pt regular); Liberation's metrics without rounding gave 18.1.
    #expect(abs(body.baseline - title.baseline - 19) <= 0.5)
  }

  @Test func aTwoLineSubheadlineBodyHasIOSs20PointPitch() throws {
    let body = "Something good happened! And then something else good happened, twice over."
    let lines = try Self.lines(render("CardView", body: body).svg).filter { $0.text != "Success" }
    let bodyLines = lines.filter { body.contains($0.text) && !$0.text.isEmpty }
    #expect(bodyLines.count >= 2)
    for (upper, lower) in zip(bodyLines, bodyLines.dropFirst()) {
      #expect(abs(lower.baseline - upper.baseline - 20) <= 0.5)
    }
  }

  @Test func aCentredLineIsCentredOnItsLabel() throws {
    let result = try render("CenteredView", body: "Something good happened!")
    let label = try #require(result.layout.frames["6dS-9j-8H2"])  // the body label
    let message = result.placement.messageFrame
    let grid = PixelGrid(scale: 2)
    let centre = grid.rounded(Double(message.minX)) + Double(label.midX)
    let line = try #require(try Self.lines(result.svg).first { $0.text == "Something good happened!" })
    #expect(line.anchor == "middle")
    #expect(abs(line.x - centre) <= 0.25)
    // No whitespace inside `<text>`: a newline there draws as a space and shifts the line left.
    let element = try #require(
      result.svg.split(separator: "\n").first { $0.contains(">Something good happened!<") })
    #expect(element.hasPrefix("<text") && element.hasSuffix("</text>"))
    #expect(!element.contains("> <") && !element.contains(">\t<"))
  }

  @Test func framesAndBaselinesSitOnThePixelGrid() throws {
    let result = try render("CardView", body: "Something good happened!")
    for (id, frame) in result.layout.frames {
      for value in [frame.minX, frame.minY, frame.width, frame.height] {
        #expect((Double(value) * 2).rounded() == Double(value) * 2, "\(id): \(frame)")
      }
    }
    for line in try Self.lines(result.svg) where line.text == "Success" {
      #expect((line.baseline * 2).rounded() == line.baseline * 2)
    }
  }
}
