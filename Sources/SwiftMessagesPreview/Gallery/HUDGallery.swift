import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The loading HUD's states (arc indicator, ``ProgressRingGeometry`` ring, ``HUDGlyphGeometry``
/// outcome glyphs) drawn on `HUDView.xib` by the preview's nib renderer.
package enum HUDGallery {
  /// The progress values the gallery shows.
  static let progressValues: [Double] = [0, 0.25, 0.6, 1]

  /// How many steps of the pen the morph's discrete keyframes show.
  static let morphSamples = 10

  /// Draws `hud` filled with `content` as `display(_:motion:)` does, card top-left at (`x`, `y`),
  /// laid out ``MessageWidth/hudMaximum`` wide without margins so it hugs its label: the
  /// outcome's glyph, else the progress ring, else the arc indicator in the indicator's square.
  /// Returns the card's size, or `nil` without a background view.
  @discardableResult
  static func addCard(
    to tree: inout RenderTree, x: Double, y: Double, content: HUDContent, hud: XibDocument,
    appearance: GalleryAppearance
  ) -> CGSize? {
    guard let outlets = MessageOutlets(document: hud), let cardID = outlets.backgroundView,
      let cardIndex = hud.allObjects.firstIndex(where: { $0.id == cardID })
    else { return nil }
    let indicatorID = outlets.activityIndicatorView
    var views: [String: ViewOverride] = [:]
    let text = content.labelText(drawsGraphics: true)
    if let body = outlets.bodyLabel {
      views[body] = text.isEmpty ? ViewOverride(isHidden: true) : ViewOverride(text: text)
    }
    let layout = XibLayoutEngine.layout(
      XibLayoutRequest(
        document: hud, rootIndex: outlets.rootIndex, width: MessageWidth.hudMaximum, views: views,
        margins: .zero),
      measurer: TextMeasurer())
    guard let cardFrame = layout.frames[cardID] else { return nil }
    var renderer = NibRenderer(document: hud, layout: layout, views: views, style: appearance.style)
    let drawsIndicator = content.outcome == nil && content.progress == nil
    if !drawsIndicator, let indicatorID { renderer.concealed = [indicatorID] }
    let origin = CGPoint(x: CGFloat(x) - cardFrame.origin.x, y: CGFloat(y) - cardFrame.origin.y)
    guard let card = renderer.draw(rootIndex: cardIndex, into: &tree, origin: origin) else { return nil }
    if let indicatorID, let square = layout.frames[indicatorID] {
      let squareX = Double(square.origin.x - cardFrame.origin.x)
      let squareY = Double(square.origin.y - cardFrame.origin.y)
      let side = Double(min(square.size.width, square.size.height))
      if let outcome = content.outcome {
        addGlyph(
          to: &tree, parent: card, x: squareX, y: squareY, side: side, outcome: outcome,
          appearance: appearance)
      } else if let value = content.progress {
        addRing(
          to: &tree, parent: card, x: squareX, y: squareY, side: side, progress: value, appearance: appearance
        )
      }
    }
    return cardFrame.size
  }

  /// The ring in ``ArcIndicatorStyle/ringColors(tint:appearance:)``, as `ProgressRingView` draws it.
  static func addRing(
    to tree: inout RenderTree, parent: RenderNodeID, x: Double, y: Double, side: Double, progress: Double,
    appearance: GalleryAppearance
  ) {
    let geometry = ProgressRingGeometry(width: side, height: side)
    let colors = ArcIndicatorStyle().ringColors(appearance: appearance.style)
    let group = tree.add(.group(name: "progress-ring", transform: .translation(x: x, y: y)), to: parent)
    for (name, path, color) in [
      ("track", geometry.track, colors.track), ("progress", geometry.arc(progress: progress), colors.arc),
    ] {
      tree.add(
        RenderNode(
          shape: .path(path), stroke: RenderStroke(paint: .color(color), width: geometry.lineWidth),
          name: name),
        to: group)
    }
  }

  /// The outcome's glyph, drawn by the pen over the morph's duration (discrete samples of
  /// ``HUDGlyphGeometry/path(progress:)``), then held for the outcome hold, looping.
  static func addGlyph(
    to tree: inout RenderTree, parent: RenderNodeID, x: Double, y: Double, side: Double, outcome: HUDOutcome,
    appearance: GalleryAppearance
  ) {
    let geometry = HUDGlyphGeometry(outcome: outcome, width: side, height: side)
    let motion = HUDMotion.morph(reduceMotion: false)
    let period = motion.duration + HUDTimingPolicy().outcomeHold
    let samples = (0...morphSamples).map { Double($0) / Double(morphSamples) }
    let morph = RenderAnimation(
      keyframes: .path(samples.map { geometry.path(progress: $0) }),
      keyTimes: samples.map { $0 * motion.duration / period }, duration: period, calcMode: .discrete)
    tree.add(
      RenderNode(
        shape: .path(geometry.path(progress: 1)),
        stroke: RenderStroke(
          paint: .color(outcome.glyphColor.resolved(for: appearance.style)), width: geometry.lineWidth,
          cap: .round,
          join: .round),
        transform: .translation(x: x, y: y), animations: [morph], name: "glyph"), to: parent)
  }

  /// One appearance's states in a row: indeterminate, progress values, success, failure.
  static func statesFigure(hud: XibDocument, appearance: GalleryAppearance) -> GalleryFigure {
    var cards = [HUDContent(title: "Loading…")]
    cards += progressValues.map { HUDContent(title: "Uploading…", progress: $0) }
    cards += [
      HUDContent(title: "Saved", outcome: .success), HUDContent(title: "Failed", outcome: .failure),
      HUDContent(),
    ]
    var tree = RenderTree(width: 0, height: 0, background: appearance.screen)
    var x = 16.0
    var tallest = 0.0
    for content in cards {
      guard let size = addCard(to: &tree, x: x, y: 16, content: content, hud: hud, appearance: appearance)
      else { continue }
      x += Double(size.width) + 16
      tallest = max(tallest, Double(size.height))
    }
    tree.width = x
    tree.height = tallest + 32
    return GalleryFigure(
      id: "hud-states-\(appearance.name)",
      caption: "\(appearance.title): indeterminate, progress "
        + progressValues.map { SVGFormat.number($0 * 100) + " %" }.joined(separator: ", ")
        + ", success and failure (drawn in \(SVGFormat.number(HUDMotion.morph(reduceMotion: false).duration)) s, "
        + "held \(SVGFormat.number(HUDTimingPolicy().outcomeHold)) s), untitled", tree: tree)
  }

  /// The section: the states on `hud` (`HUDView.xib`), light and dark.
  package static func section(hud: XibDocument) -> GallerySection {
    GallerySection(
      id: "hud", title: "Loading HUD",
      note: "HUDView.xib laid out by the preview's solver at most "
        + "\(SVGFormat.number(MessageWidth.hudMaximum)) pt wide; ring and glyph take the indicator's square "
        + "(ProgressRingGeometry, HUDGlyphGeometry, HUDOutcome.glyphColor, HUDMotion).",
      figures: GalleryAppearance.both.map { statesFigure(hud: hud, appearance: $0) })
  }
}
