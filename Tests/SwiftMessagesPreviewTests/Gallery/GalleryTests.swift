import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

@Suite struct GalleryTests {
  /// The sections drawn without a nib.
  static func coreSections() -> [GallerySection] { GalleryWriter.sections(nibsFolder: nil).sections }

  static let sections = coreSections()

  static func figure(_ id: String) -> GalleryFigure? {
    sections.flatMap(\.figures).first { $0.id == id }
  }

  @Test func everyFigureParsesAsXML() {
    for figure in Self.sections.flatMap(\.figures) {
      #expect(ParsedXML(figure.svg) != nil, "\(figure.id)")
    }
  }

  @Test func galleryIsDeterministic() {
    #expect(Self.coreSections() == Self.sections)
  }

  @Test func figureIDsAreUniqueAndPrefixTheirSVGIDs() throws {
    let figures = Self.sections.flatMap(\.figures)
    #expect(Set(figures.map(\.id)).count == figures.count)
    for figure in figures {
      let parsed = try #require(ParsedXML(figure.svg))
      let ids = parsed.elements.compactMap { $0.attributes["id"] }
      #expect(ids.allSatisfy { $0.hasPrefix(figure.id + "-") }, "\(figure.id)")
    }
  }

  @Test func pageImagesPointAtTheFiguresSVGFiles() throws {
    let html = GalleryWriter.html(title: "Gallery", intro: nil, sections: [ArcIndicatorGallery.section()])
    let image = try #require(ParsedXML(html)?.all("img").first)
    #expect(image.attributes["src"] == "arc-indicator-large-light.svg")
    #expect(image.attributes["width"] == "80")
    #expect(image.attributes["height"] == "80")
  }
}

@Suite struct ArcIndicatorGalleryTests {
  @Test func eachArcRunsTheCoresDiscreteShadeKeyframes() throws {
    let figure = try #require(GalleryTests.figure("arc-indicator-large-light"))
    let parsed = try #require(ParsedXML(figure.svg))
    let style = ArcIndicatorStyle()
    let geometry = ArcIndicatorGeometry(style: style, width: 40, height: 40)
    let colors = style.shadeColors(tint: nil, appearance: .light)
    let arcs = parsed.elements.filter { $0.attributes["data-name"] == "arc" }
    #expect(arcs.count == style.arcCount)
    let animations = parsed.all("animate").filter { $0.attributes["attributeName"] == "stroke" }
    #expect(animations.count == style.arcCount)
    for (index, animation) in animations.enumerated() {
      let values = animation.attributes["values"]?.split(separator: ";").map(String.init)
      #expect(values == geometry.keyframes(arc: index).map { colors[$0].hexString })
      #expect(animation.attributes["calcMode"] == "discrete")
      #expect(animation.attributes["keyTimes"]?.split(separator: ";").count == geometry.keyTimes.count - 1)
      #expect(animation.attributes["dur"] == "0.8s")
    }
  }

  @Test func framesStripShowsEveryFrameOfTheGeometry() throws {
    let figure = try #require(GalleryTests.figure("arc-indicator-frames-dark"))
    let parsed = try #require(ParsedXML(figure.svg))
    let geometry = ArcIndicatorGeometry(width: 40, height: 40)
    let colors = ArcIndicatorStyle().shadeColors(tint: nil, appearance: .dark)
    let strokes = parsed.elements.filter { $0.attributes["data-name"] == "arc" }.map {
      $0.attributes["stroke"]
    }
    let shades = (0..<8).flatMap { frame in (0..<8).map { geometry.shadeIndex(arc: $0, frame: frame) } }
    #expect(strokes == shades.map { colors[$0].hexString })
  }
}

@Suite struct HUDGalleryTests {
  static let hud: XibDocument? = try? XibDocument(
    data: Data(contentsOf: BundledNibsTests.nibsFolder.appendingPathComponent("HUDView.xib")))

  static func figure(_ appearance: InterfaceStyle) throws -> GalleryFigure {
    HUDGallery.statesFigure(hud: try #require(hud), appearance: GalleryAppearance(style: appearance))
  }

  @Test func progressRingsAndGlyphsComeFromTheCoresGeometry() throws {
    let parsed = try #require(ParsedXML(try Self.figure(.light).svg))
    let progress = parsed.elements.filter { $0.attributes["data-name"] == "progress" }.map {
      $0.attributes["d"]
    }
    // HUDView.xib's indicator is 40 pt square.
    let ring = ProgressRingGeometry(width: 40, height: 40)
    #expect(progress == HUDGallery.progressValues.map { SVGPathData.path(ring.arc(progress: $0)) })
    let glyphs = parsed.elements.filter { $0.attributes["data-name"] == "glyph" }
    #expect(
      glyphs.map { $0.attributes["stroke"] }
        == [HUDOutcome.success, .failure].map {
          $0.glyphColor.resolved(for: .light).hexString
        })
    let check = HUDGlyphGeometry(outcome: .success, width: 40, height: 40)
    #expect(glyphs.first?.attributes["d"] == SVGPathData.path(check.path(progress: 1)))
    #expect(glyphs.first?.attributes["stroke-width"] == SVGFormat.number(check.lineWidth))
  }

  @Test func morphDrawsTheGlyphWithinTheMorphDuration() throws {
    let parsed = try #require(ParsedXML(try Self.figure(.dark).svg))
    let morph = try #require(parsed.all("animate").first { $0.attributes["attributeName"] == "d" })
    let period = HUDMotion.morph(reduceMotion: false).duration + HUDTimingPolicy().outcomeHold
    #expect(morph.attributes["dur"] == SVGFormat.number(period) + "s")
    let keyTimes = morph.attributes["keyTimes"]?.split(separator: ";").compactMap { Double($0) } ?? []
    #expect(keyTimes.last == 0.259)  // 0.35 s of a 1.35 s loop
    #expect(morph.attributes["values"]?.hasPrefix(";") == true)  // nothing drawn at the start
  }

  @Test func theCardHugsItsLabelUpToTheHUDWidthCap() throws {
    let hud = try #require(Self.hud)
    var tree = RenderTree(width: 400, height: 200)
    func card(_ title: String?) throws -> CGSize {
      try #require(
        HUDGallery.addCard(
          to: &tree, x: 0, y: 0, content: HUDContent(title: title), hud: hud,
          appearance: GalleryAppearance(style: .light)))
    }
    let untitled = try card(nil)
    let short = try card("Saved")
    let long = try card("Uploading the whole photo library to the server, please wait")
    // 20 pt padding round the 40 pt indicator; the label adds 12 pt spacing and a line.
    #expect(untitled == CGSize(width: 80, height: 80))
    #expect(short.width > untitled.width && short.width < MessageWidth.hudMaximum)
    #expect(short.height > untitled.height)
    // A long title wraps inside the cap (the card hugs its widest line).
    #expect(long.width > short.width && long.width <= CGFloat(MessageWidth.hudMaximum))
    #expect(long.height > short.height)
  }

  @Test func theCardHasTheNibsCornerRadiusAndColour() throws {
    let hud = try #require(Self.hud)
    var tree = RenderTree(width: 400, height: 200)
    _ = HUDGallery.addCard(
      to: &tree, x: 0, y: 0, content: HUDContent(title: "Saved", progress: 0.5), hud: hud,
      appearance: GalleryAppearance(style: .dark))
    let card = tree.nodes.first {
      guard case .roundedRectangle = $0.shape else { return false }
      return true
    }
    guard case .roundedRectangle(_, let radius, _)? = card?.shape else {
      Issue.record("no card")
      return
    }
    #expect(radius == MessageWidth.cardCornerRadius)
    // secondarySystemBackground in dark appearance.
    #expect(card?.fill == .color(RGBAColor(red255: 28, green: 28, blue: 30)))
    // The progress card hides the arc indicator: only the ring is drawn in its square.
    #expect(!tree.nodes.contains { $0.name == "arc" })
  }
}

@Suite struct SkeletonGalleryTests {
  @Test func skeletonDrawsExactlyTheSkeletonizersShapes() throws {
    for scene in [SkeletonGallery.card, SkeletonGallery.list] {
      let shapes = Skeletonizer.shapes(for: scene.root)
      #expect(!shapes.isEmpty)
      for variant in SkeletonGallery.Variant.all {
        let figure = SkeletonGallery.figure(
          scene, variant: variant, appearance: GalleryAppearance(style: .light))
        let parsed = try #require(ParsedXML(figure.svg))
        let drawn = parsed.elements.filter { $0.attributes["data-name"] == "skeleton-shape" }
        #expect(drawn.count == shapes.count, "\(scene.id) \(variant.id)")
        let plan = SkeletonGallery.plan(variant)
        let highlights = parsed.elements.filter { $0.attributes["data-name"] == "skeleton-highlight" }
        #expect(highlights.count == (plan.showsHighlight ? shapes.count : 0))
      }
    }
  }

  @Test func cardSkeletonHasOneBlockPerViewAndOneLinePerBodyLine() {
    let shapes = Skeletonizer.shapes(for: SkeletonGallery.card.root)
    #expect(shapes.filter { $0.role == .block }.count == 1)  // the avatar
    #expect(shapes.filter { $0.nodeID == 4 }.count == 3)
  }

  @Test func gradientStopsAreTheDefaultTintAndItsComplementaryInBothAppearances() throws {
    let variant = try #require(SkeletonGallery.Variant.all.first { $0.id == "gradient" })
    let tint = SkeletonColors.skeletonDefault
    #expect(
      variant.colors == [
        tint, DynamicColor(light: tint.light.complementary, dark: tint.dark.complementary), tint,
      ])
    #expect(variant.colors[1].light.hexString == "#DEE2E3")  // (222, 226, 227)
    #expect(variant.colors[1].dark.hexString == "#262F32")  // (38, 47, 50)
  }

  @Test func pulseRunsTheFillToTheComplementaryColourAndBack() throws {
    let dark = GalleryAppearance(style: .dark)
    let variant = try #require(SkeletonGallery.Variant.all.first { $0.id == "pulse" })
    let figure = SkeletonGallery.figure(SkeletonGallery.card, variant: variant, appearance: dark)
    let parsed = try #require(ParsedXML(figure.svg))
    let pulse = try #require(parsed.all("animate").first { $0.attributes["attributeName"] == "fill" })
    let base = SkeletonColors.skeletonDefault.resolved(for: .dark)
    let target = PulseMotion.standard.toColor(from: base)
    #expect(pulse.attributes["values"] == "\(base.hexString);\(target.hexString);\(base.hexString)")
    #expect(pulse.attributes["dur"] == SVGFormat.number(PulseMotion.standard.period) + "s")
    #expect(pulse.attributes["calcMode"] == "spline")
  }

  @Test func shimmerSlidesTheCoresMaskLayout() throws {
    let variant = try #require(SkeletonGallery.Variant.all.first { $0.id == "shimmer" })
    let plan = SkeletonGallery.plan(variant)
    guard case .shimmer(let band) = plan.animation else {
      Issue.record("a gradient skeleton should shimmer")
      return
    }
    let scene = SkeletonGallery.card
    let figure = SkeletonGallery.figure(scene, variant: variant, appearance: GalleryAppearance(style: .light))
    let parsed = try #require(ParsedXML(figure.svg))
    let x = scene.root.frame.width + 3 * SkeletonGallery.rootX
    let layout = band.maskLayout(
      containerOrigin: x, containerWidth: scene.root.frame.width, containerHeight: scene.root.frame.height,
      span: plan.span)
    let slide = try #require(parsed.all("animateTransform").first)
    #expect(slide.attributes["attributeName"] == "gradientTransform")
    #expect(slide.attributes["values"] == "0 0;\(SVGFormat.number(layout.endOrigin - layout.startOrigin)) 0")
    #expect(slide.attributes["dur"] == SVGFormat.number(layout.duration) + "s")
    let stops = parsed.all("stop")
    #expect(stops.count == shapesCount(scene) * layout.locations.count)
    #expect(stops.prefix(3).map { $0.attributes["offset"] } == layout.locations.map { SVGFormat.number($0) })
    #expect(stops[1].attributes["stop-opacity"] == SVGFormat.number(band.highlightAlpha))
  }

  func shapesCount(_ scene: SkeletonGallery.Scene) -> Int { Skeletonizer.shapes(for: scene.root).count }
}

@Suite struct QueueStoryboardGalleryTests {
  @Test func storyboardHasAFramePerQueueEventAndScriptStep() throws {
    let run = QueueDemo.simulate()
    let figure = QueueStoryboardGallery.figure(style: .full)
    let parsed = try #require(ParsedXML(figure.svg))
    let names = parsed.elements.compactMap { $0.attributes["data-name"] }
    #expect(names.filter { $0 == "frame" }.count == run.entries.count)
    #expect(names.filter { $0 == "step" }.count == run.script.count)
    #expect(names.filter { $0.hasPrefix("event:") } == run.entries.map { "event:\($0.event.description)" })
  }

  @Test func storyboardShowsTheDroppedDuplicateThePriorityJumpAndTheCountedHide() throws {
    let parsed = try #require(ParsedXML(QueueStoryboardGallery.figure(style: .full).svg))
    let names = parsed.elements.compactMap { $0.attributes["data-name"] }
    #expect(names.contains("event:dropped welcome #2 (duplicate)"))
    #expect(parsed.all("tspan").contains { $0.text == "dropped: welcome #2" })
    // sync-error (#4, priority 10) shows before tip (#3), queued earlier.
    let shows = names.filter { $0.hasPrefix("event:willShow") }
    let syncError = try #require(shows.firstIndex(of: "event:willShow sync-error #4"))
    let tip = try #require(shows.firstIndex(of: "event:willShow tip #3"))
    #expect(syncError < tip)
    #expect(parsed.all("tspan").contains { $0.text.hasPrefix("hideCounted(welcome)") })
  }

  @Test func momentsPutEachStepBeforeTheEventsItCauses() {
    let moments = QueueStoryboardGallery.moments(of: QueueDemo.simulate())
    guard case .step? = moments.first?.moment, case .event(let event)? = moments.dropFirst().first?.moment
    else {
      Issue.record("the first step should come before the first event")
      return
    }
    #expect(event.name == "willShow")
  }

  @Test func slideStartsOffTheTopEdgeAndHidesBackThere() {
    let token = QueueDemo.simulate().entries[0].event.token
    let show = QueueStoryboardGallery.pose(for: .willShow(token, id: "welcome"), style: .full)
    let hide = QueueStoryboardGallery.pose(
      for: .didHide(token, id: "welcome", reason: .timeout), style: .full)
    let height = QueueStoryboardGallery.banner.height + QueueStoryboardGallery.screen.safeTop
    #expect(show.translationY == SlideMotion().hiddenTranslation(height: height, edge: .top))
    #expect(hide.translationY == show.translationY)
  }

  @Test func reduceMotionFadesInPlace() {
    let token = QueueDemo.simulate().entries[0].event.token
    let show = QueueStoryboardGallery.pose(for: .willShow(token, id: "loading"), style: .crossFade)
    let hide = QueueStoryboardGallery.pose(
      for: .didHide(token, id: "loading", reason: .timeout), style: .crossFade)
    #expect(show.scale == 1 && show.opacity == 0 && hide.scale == 1 && hide.opacity == 0)
    let full = QueueStoryboardGallery.pose(for: .willShow(token, id: "loading"), style: .full)
    #expect(full.scale == ScaleMotion().initialScale)
  }
}
