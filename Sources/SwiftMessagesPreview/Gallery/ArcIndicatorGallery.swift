import Foundation
import SwiftMessagesCore

/// The arc activity indicator as the core lays it out (``ArcIndicatorGeometry``) and animates
/// it (its discrete shade keyframes), at both sizes, light and dark; its frames side by side;
/// and the Reduce Motion pulse.
package enum ArcIndicatorGallery {
  /// The arcs of an indicator `side` points square at (`x`, `y`) in `tree`, under `parent`:
  /// one stroked arc per ``ArcIndicatorGeometry/arcs`` entry in the shade of `frame`, with the
  /// shade keyframes running when `animated`. Returns the indicator's group.
  @discardableResult
  static func addIndicator(
    to tree: inout RenderTree, parent: RenderNodeID = RenderTree.root, x: Double, y: Double, side: Double,
    style: ArcIndicatorStyle = ArcIndicatorStyle(), appearance: InterfaceStyle,
    frame: Int = ArcIndicatorGeometry.stoppedFrame, animated: Bool
  ) -> RenderNodeID {
    let geometry = ArcIndicatorGeometry(style: style, width: side, height: side)
    let colors = style.shadeColors(tint: nil, appearance: appearance)
    let group = tree.add(.group(name: "arc-indicator", transform: .translation(x: x, y: y)), to: parent)
    guard let lastShade = colors.indices.last else { return group }
    func color(_ shade: Int) -> RGBAColor { colors[min(max(shade, 0), lastShade)] }
    // SVG's discrete keyframes take one key time per value: the frames' start times, without
    // the closing 1 Core Animation adds.
    let keyTimes = Array(geometry.keyTimes.dropLast())
    for (index, arc) in geometry.arcs.enumerated() {
      let path = [arc]
      var animations: [RenderAnimation] = []
      if animated {
        animations.append(
          RenderAnimation(
            keyframes: .strokeColor(geometry.keyframes(arc: index).map(color)), keyTimes: keyTimes,
            duration: style.revolutionDuration, calcMode: .discrete))
      }
      tree.add(
        RenderNode(
          shape: .path(path),
          stroke: RenderStroke(
            paint: .color(color(geometry.shadeIndex(arc: index, frame: frame))), width: geometry.lineWidth,
            cap: .butt),
          animations: animations, name: "arc"), to: group)
    }
    return group
  }

  /// The indicator at `size` alone on the `appearance` background: running, or with
  /// `reducedMotion` still, the whole ring fading to the style's minimum opacity and back.
  static func singleFigure(size: ArcIndicatorSize, reducedMotion: Bool = false, appearance: GalleryAppearance)
    -> GalleryFigure
  {
    let style = ArcIndicatorStyle()
    let side = size.diameter
    var tree = RenderTree(width: side + 40, height: side + 40, background: appearance.screen)
    let group = addIndicator(
      to: &tree, x: 20, y: 20, side: side, appearance: appearance.style, animated: !reducedMotion)
    guard reducedMotion else {
      let name = size == .large ? "large" : "medium"
      return GalleryFigure(
        id: "arc-indicator-\(name)-\(appearance.name)",
        caption: "\(appearance.title), \(name) (\(SVGFormat.number(side)) pt): the head steps round every "
          + "\(SVGFormat.number(style.frameDuration)) s", tree: tree)
    }
    tree[group].animations = [
      RenderAnimation(
        keyframes: .opacity([1, style.reducedMotionMinimumOpacity, 1]),
        duration: style.reducedMotionPulseDuration)
    ]
    return GalleryFigure(
      id: "arc-indicator-reduce-motion-\(appearance.name)",
      caption: "\(appearance.title), Reduce Motion: the ring pulses to "
        + "\(SVGFormat.number(style.reducedMotionMinimumOpacity)) over "
        + "\(SVGFormat.number(style.reducedMotionPulseDuration)) s", tree: tree)
  }

  /// Every frame of one revolution side by side (one per arc), still.
  static func framesFigure(appearance: GalleryAppearance) -> GalleryFigure {
    let style = ArcIndicatorStyle()
    let side = ArcIndicatorSize.large.diameter
    let cell = side + 20
    let frames = 0..<style.arcCount
    var tree = RenderTree(
      width: cell * Double(frames.count) + 10, height: cell + 24, background: appearance.screen)
    for frame in frames.indices {
      let x = 15 + cell * Double(frame)
      addIndicator(
        to: &tree, x: x, y: 10, side: side, appearance: appearance.style, frame: frame, animated: false)
      let label = RenderText(
        lines: [RenderTextLine("frame \(frame)", x: x + side / 2, baseline: cell + 14)], fontSize: 11,
        color: appearance.secondaryLabel, anchor: .middle)
      tree.add(RenderNode(shape: .text(label), name: "frame-label"))
    }
    return GalleryFigure(
      id: "arc-indicator-frames-\(appearance.name)",
      caption:
        "\(appearance.title): the \(frames.count) frames of a revolution (shade by distance from the head)",
      tree: tree)
  }

  /// The section: both sizes animated, the frames, and the Reduce Motion pulse, light and dark.
  package static func section() -> GallerySection {
    var figures: [GalleryFigure] = []
    for size in [ArcIndicatorSize.large, .medium] {
      figures += GalleryAppearance.both.map { singleFigure(size: size, appearance: $0) }
    }
    figures += GalleryAppearance.both.map { framesFigure(appearance: $0) }
    figures += GalleryAppearance.both.map { singleFigure(size: .large, reducedMotion: true, appearance: $0) }
    let style = ArcIndicatorStyle()
    return GallerySection(
      id: "arc-indicator", title: "Arc activity indicator",
      note:
        "\(style.arcCount) arcs of \(SVGFormat.number(style.sweepDegrees))°, shades stepping round the ring "
        + "every \(SVGFormat.number(style.frameDuration)) s (ArcIndicatorGeometry, ArcIndicatorStyle).",
      figures: figures)
  }
}
