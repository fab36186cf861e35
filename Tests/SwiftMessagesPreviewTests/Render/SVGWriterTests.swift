import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

@Suite struct SVGWriterTests {
  /// A card like the gallery draws: a shadowed continuous-corner card clipped to its shape, a
  /// gradient bar, a pulsing path, an image and two lines of text.
  static func sampleTree() -> RenderTree {
    var tree = RenderTree(width: 393, height: 120, background: .white)
    let card = tree.add(
      RenderNode(
        shape: .roundedRectangle(
          RenderRect(x: 8, y: 8, width: 377, height: 100), cornerRadius: 20, style: .continuous),
        fill: .color(RGBAColor(white: 0.95)),
        clip: .roundedRectangle(
          RenderRect(x: 8, y: 8, width: 377, height: 100), cornerRadius: 20, style: .continuous),
        shadow: RenderShadow(color: .black, offsetX: 0, offsetY: 2, radius: 10, opacity: 0.3), name: "card"))
    let shimmer = RenderLinearGradient(
      stops: [
        RenderGradientStop(offset: 0, color: RGBAColor(white: 0.8)),
        RenderGradientStop(offset: 0.5, color: RGBAColor(white: 0.9, alpha: 0.5)),
        RenderGradientStop(offset: 1, color: RGBAColor(white: 0.8)),
      ], space: RenderRect(x: 60, y: 20, width: 200, height: 14),
      animations: [
        RenderAnimation(
          keyframes: .gradientTranslation([PathPoint(x: -1, y: 0), PathPoint(x: 1, y: 0)]), duration: 1.5)
      ])
    tree.add(
      RenderNode(
        shape: .rectangle(RenderRect(x: 60, y: 20, width: 200, height: 14)), fill: .linearGradient(shimmer),
        name: "bar"), to: card)
    tree.add(
      RenderNode(
        shape: .path([.move(to: PathPoint(x: 20, y: 60)), .line(to: PathPoint(x: 40, y: 60))]),
        stroke: RenderStroke(
          paint: .color(.black), width: 3, cap: .round, join: .round, dash: [4, 2]),
        animations: [
          RenderAnimation(
            keyframes: .fill([RGBAColor(white: 0.8), RGBAColor(white: 0.6)]), duration: 1,
            calcMode: .spline([.easeInEaseOut])),
          RenderAnimation(
            keyframes: .opacity([0, 1, 0]), keyTimes: [0, 0.25, 1], duration: 0.75, calcMode: .discrete),
        ],
        name: "dash"), to: card)
    tree.add(
      RenderNode(
        shape: .image(RenderImage(rect: RenderRect(x: 16, y: 16, width: 32, height: 32), symbol: "star"))))
    tree.add(
      RenderNode(
        shape: .text(
          RenderText(
            lines: [
              RenderTextLine("Title", x: 60, baseline: 50), RenderTextLine("Body", x: 60, baseline: 70),
            ],
            fontWeight: 600, anchor: .middle))))
    return tree
  }

  @Test func outputParsesAsXML() throws {
    let svg = SVGWriter().svg(Self.sampleTree())
    let parsed = try #require(ParsedXML(svg))
    #expect(parsed.elements.first?.name == "svg")
    #expect(parsed.all("tspan").map(\.text) == ["Title", "Body"])
  }

  @Test func sameTreeGivesSameBytes() {
    #expect(SVGWriter().svg(Self.sampleTree()) == SVGWriter().svg(Self.sampleTree()))
  }

  @Test func idsFollowTheCounterAndThePrefix() throws {
    let parsed = try #require(ParsedXML(SVGWriter(idPrefix: "hud").svg(Self.sampleTree())))
    let ids = parsed.elements.compactMap { $0.attributes["id"] }
    #expect(ids == ["hud-clip1", "hud-shadow2", "hud-gradient3"])
  }

  @Test func gradientShadowAndClipAreDefinedAndReferenced() throws {
    let parsed = try #require(ParsedXML(SVGWriter().svg(Self.sampleTree())))
    let gradient = try #require(parsed.all("linearGradient").first)
    #expect(gradient.attributes["gradientUnits"] == "userSpaceOnUse")
    #expect(gradient.attributes["x1"] == "60" && gradient.attributes["y2"] == "27")
    #expect(parsed.all("stop").map { $0.attributes["offset"] } == ["0", "0.5", "1"])
    #expect(parsed.all("stop")[1].attributes["stop-opacity"] == "0.5")
    let shadow = try #require(parsed.all("feDropShadow").first)
    #expect(shadow.attributes["dy"] == "2" && shadow.attributes["stdDeviation"] == "5")
    #expect(shadow.attributes["flood-opacity"] == "0.3")
    let card = try #require(parsed.elements.first { $0.attributes["data-name"] == "card" })
    #expect(card.name == "g")
    #expect(card.attributes["clip-path"] == "url(#r-clip1)" && card.attributes["filter"] == "url(#r-shadow2)")
    let bar = try #require(parsed.elements.first { $0.attributes["data-name"] == "bar" })
    #expect(bar.attributes["fill"] == "url(#r-gradient3)")
  }

  @Test func animationsCarryTheirTiming() throws {
    let parsed = try #require(ParsedXML(SVGWriter().svg(Self.sampleTree())))
    let animates = parsed.all("animate")
    let slide = try #require(parsed.all("animateTransform").first)
    #expect(
      slide.attributes["attributeName"] == "gradientTransform" && slide.attributes["values"] == "-1 0;1 0")
    #expect(slide.attributes["dur"] == "1.5s" && slide.attributes["repeatCount"] == "indefinite")
    #expect(slide.attributes["type"] == "translate" && slide.attributes["additive"] == "sum")
    let fill = try #require(animates.first { $0.attributes["attributeName"] == "fill" })
    #expect(fill.attributes["values"] == "#CCCCCC;#999999" && fill.attributes["calcMode"] == "spline")
    #expect(fill.attributes["keySplines"] == "0.42 0 0.58 1" && fill.attributes["keyTimes"] == "0;1")
    let opacity = try #require(animates.first { $0.attributes["attributeName"] == "opacity" })
    #expect(opacity.attributes["calcMode"] == "discrete" && opacity.attributes["keyTimes"] == "0;0.25;1")
    #expect(opacity.attributes["fill"] == "freeze")
    let dash = try #require(parsed.elements.first { $0.attributes["data-name"] == "dash" })
    #expect(dash.attributes["stroke-dasharray"] == "4 2" && dash.attributes["stroke-linecap"] == "round")
  }

  @Test func keyTimesOfTheWrongCountAreDropped() throws {
    var tree = RenderTree(width: 10, height: 10)
    tree.add(
      RenderNode(
        shape: .rectangle(RenderRect(width: 10, height: 10)),
        animations: [RenderAnimation(keyframes: .opacity([0, 1]), keyTimes: [0, 0.5, 1], duration: 1)]))
    let parsed = try #require(ParsedXML(SVGWriter().svg(tree)))
    #expect(parsed.all("animate").first?.attributes["keyTimes"] == nil)
  }

  @Test func childlessShapeCarriesItsTransformAndAnimations() throws {
    var tree = RenderTree(width: 40, height: 40)
    tree.add(
      RenderNode(
        shape: .path([.move(to: PathPoint(x: 0, y: 0)), .line(to: PathPoint(x: 20, y: 20))]),
        transform: .translation(x: 5, y: 0),
        animations: [RenderAnimation(keyframes: .opacity([0, 1]), duration: 1)]))
    let parsed = try #require(ParsedXML(SVGWriter().svg(tree)))
    #expect(parsed.all("g").count == 1)  // the root only
    let path = try #require(parsed.all("path").first)
    #expect(path.attributes["transform"] == "translate(5 0)")
    #expect(parsed.all("animate").first?.attributes["values"] == "0;1")
  }

  @Test func textAndAttributesAreEscaped() throws {
    let nasty = "Tom & Jerry <b>\"hi\"</b> 'x'\u{1}"
    var tree = RenderTree(width: 100, height: 40)
    tree.add(
      RenderNode(
        shape: .text(
          RenderText(lines: [RenderTextLine(nasty, x: 0, baseline: 20)], fontFamily: "A&B \"Sans\" 'x' <y>")),
        name: nasty))
    tree.add(RenderNode(shape: .image(RenderImage(rect: RenderRect(width: 10, height: 10), symbol: nasty))))
    let svg = SVGWriter(idPrefix: "a&b").svg(tree)
    #expect(!svg.contains("<b>") && svg.contains("&amp;") && svg.contains("&lt;") && svg.contains("&quot;"))
    #expect(svg.contains("&apos;") && svg.contains("&gt;"))
    let parsed = try #require(ParsedXML(svg))
    #expect(parsed.all("tspan").first?.text == "Tom & Jerry <b>\"hi\"</b> 'x'\u{FFFD}")
    #expect(parsed.all("text").first?.attributes["data-name"] == "Tom & Jerry <b>\"hi\"</b> 'x'\u{FFFD}")
    #expect(parsed.all("text").first?.attributes["font-family"] == "A&B \"Sans\" 'x' <y>")
    #expect(parsed.all("title").first?.text == "Tom & Jerry <b>\"hi\"</b> 'x'\u{FFFD}")
  }

  @Test func tenThousandNestedGroupsAreWrittenWithoutRecursion() throws {
    var tree = RenderTree(width: 10, height: 10)
    var parent = RenderTree.root
    for index in 0..<10_000 {
      parent = tree.add(
        .group(transform: index.isMultiple(of: 1000) ? .translation(x: 0.001, y: 0) : .identity),
        to: parent)
    }
    tree.add(
      RenderNode(shape: .rectangle(RenderRect(width: 1, height: 1)), fill: .color(.black), name: "leaf"),
      to: parent)
    let svg = SVGWriter().svg(tree)
    #expect(svg.components(separatedBy: "<g").count - 1 == 10_001)
    #expect(svg.components(separatedBy: "</g>").count - 1 == 10_001)
    #expect(svg.contains("data-name=\"leaf\""))
    #expect(ParsedXML(svg)?.all("g").count == 10_001)
  }
}
