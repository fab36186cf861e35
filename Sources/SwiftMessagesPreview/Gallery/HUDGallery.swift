import Foundation
import SwiftMessagesCore

/// The loading HUD's states as the core draws them: the arc indicator while work runs, the
/// progress ring (``ProgressRingGeometry``) once progress is known, and the success and failure
/// glyphs (``HUDGlyphGeometry``, ``HUDOutcome/glyphColor``) drawn over ``HUDMotion/morph(reduceMotion:)``
/// and held for ``HUDTimingPolicy/outcomeHold``, on a card with ``MessageWidth/cardCornerRadius``.
package enum HUDGallery {
  /// `HUDView`'s layout: 20 pt padding round a vertical stack with 12 pt spacing, the indicator
  /// square on top, a subheadline (15 pt) label under it. UIKit constants, not core decisions.
  enum CardLayout {
    static let padding: Double = 20
    static let spacing: Double = 12
    static let fontSize: Double = 15
    static let lineHeight: Double = 20
    /// The width given to the label: the preview has no text measurement here, so every titled
    /// card is this wide plus its padding (capped by ``MessageWidth/hudMaximum``).
    static let titleWidth: Double = 120
  }

  /// The progress values the gallery shows.
  static let progressValues: [Double] = [0, 0.25, 0.6, 1]

  /// How many steps of the pen the morph's discrete keyframes show.
  static let morphSamples = 10

  /// What a card shows in its indicator square.
  enum Graphic {
    case indicator
    case progress(Double)
    case glyph(HUDOutcome)
  }

  /// A HUD card at (`x`, `y`) showing `graphic` and `content`'s label; returns its width.
  @discardableResult
  static func addCard(
    to tree: inout RenderTree, x: Double, y: Double, graphic: Graphic, content: HUDContent,
    appearance: GalleryAppearance
  ) -> Double {
    let style = ArcIndicatorStyle()
    let side = style.diameter
    let text = content.labelText(drawsGraphics: true)
    let contentWidth = text.isEmpty ? side : max(side, CardLayout.titleWidth)
    let width = min(MessageWidth.hudMaximum, contentWidth + 2 * CardLayout.padding)
    let height =
      2 * CardLayout.padding + side + (text.isEmpty ? 0 : CardLayout.spacing + CardLayout.lineHeight)
    let bounds = RenderRect(x: 0, y: 0, width: width, height: height)
    let card = tree.add(
      RenderNode(
        .roundedRectangle(bounds, cornerRadius: MessageWidth.cardCornerRadius, style: .continuous),
        fill: .color(appearance.card), transform: .translation(x: x, y: y), name: "hud-card"))
    let squareX = (width - side) / 2
    let squareY = CardLayout.padding
    switch graphic {
    case .indicator:
      ArcIndicatorGallery.addIndicator(
        to: &tree, parent: card, x: squareX, y: squareY, side: side, appearance: appearance.style,
        animated: true)
    case .progress(let value):
      addRing(
        to: &tree, parent: card, x: squareX, y: squareY, side: side, progress: value, appearance: appearance)
    case .glyph(let outcome):
      addGlyph(
        to: &tree, parent: card, x: squareX, y: squareY, side: side, outcome: outcome, appearance: appearance)
    }
    if !text.isEmpty {
      let baseline = squareY + side + CardLayout.spacing + CardLayout.fontSize
      let label = RenderText(
        lines: [RenderTextLine(text, x: width / 2, baseline: baseline)], fontSize: CardLayout.fontSize,
        color: appearance.label, anchor: .middle)
      tree.add(RenderNode(.text(label), name: "hud-label"), to: card)
    }
    return width
  }

  /// The ring in ``ProgressRingColors``, as `ProgressRingView` draws it.
  static func addRing(
    to tree: inout RenderTree, parent: RenderNodeID, x: Double, y: Double, side: Double, progress: Double,
    appearance: GalleryAppearance
  ) {
    let geometry = ProgressRingGeometry(width: side, height: side)
    let colors = ProgressRingColors(appearance: appearance.style)
    let group = tree.add(.group(name: "progress-ring", transform: .translation(x: x, y: y)), to: parent)
    let track = colors.track
    let arc = colors.arc
    tree.add(
      RenderNode(
        .path(geometry.track), stroke: RenderStroke(.color(track), width: geometry.lineWidth), name: "track"),
      to: group)
    tree.add(
      RenderNode(
        .path(geometry.arc(progress: progress)), stroke: RenderStroke(.color(arc), width: geometry.lineWidth),
        name: "progress"), to: group)
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
      .path(samples.map { geometry.path(progress: $0) }),
      keyTimes: samples.map { $0 * motion.duration / period }, duration: period, calcMode: .discrete)
    tree.add(
      RenderNode(
        .path(geometry.path(progress: 1)),
        stroke: RenderStroke(
          .color(outcome.glyphColor.resolved(for: appearance.style)), width: geometry.lineWidth, cap: .round,
          join: .round),
        transform: .translation(x: x, y: y), animations: [morph], name: "glyph"), to: parent)
  }

  /// One appearance's states in a row: indeterminate, progress values, success, failure.
  static func statesFigure(appearance: GalleryAppearance) -> GalleryFigure {
    var cards: [(Graphic, HUDContent)] = [(.indicator, HUDContent(title: "Loading…"))]
    cards += progressValues.map { (.progress($0), HUDContent(title: "Uploading…", progress: $0)) }
    cards += [
      (.glyph(.success), HUDContent(title: "Saved", outcome: .success)),
      (.glyph(.failure), HUDContent(title: "Failed", outcome: .failure)),
      (.indicator, HUDContent()),
    ]
    var tree = RenderTree(width: 0, height: 0, background: appearance.screen)
    var x = 16.0
    var tallest = 0.0
    for (graphic, content) in cards {
      x += addCard(to: &tree, x: x, y: 16, graphic: graphic, content: content, appearance: appearance) + 16
      let text = content.labelText(drawsGraphics: true)
      tallest = max(
        tallest,
        2 * CardLayout.padding + ArcIndicatorStyle().diameter
          + (text.isEmpty ? 0 : CardLayout.spacing + CardLayout.lineHeight))
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

  /// The section: the states, light and dark.
  package static func section() -> GallerySection {
    GallerySection(
      id: "hud", title: "Loading HUD",
      note: "Card \(SVGFormat.number(MessageWidth.cardCornerRadius)) pt corners, at most "
        + "\(SVGFormat.number(MessageWidth.hudMaximum)) pt wide; ring and glyph share the indicator's square "
        + "(ProgressRingGeometry, HUDGlyphGeometry, HUDOutcome.glyphColor, HUDMotion).",
      figures: GalleryAppearance.both.map { statesFigure(appearance: $0) })
  }
}
