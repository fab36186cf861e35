import Foundation
import SwiftMessagesCore

/// Skeletons as the core plans them (``Skeletonizer`` shapes, ``SkeletonRenderPlan`` look and
/// motion, ``SkeletonColors``), each beside the content it stands for.
package enum SkeletonGallery {
  /// The window the scenes sit in (an iPhone 15's width and height), for the band's span.
  static let window = (width: 393.0, height: 852.0)
  /// Where a scene's skeleton root sits, in window points from the left edge.
  static let rootX = 16.0

  /// A skeleton variant: the type and whether it animates.
  struct Variant {
    let id: String
    let title: String
    let type: SkeletonType
    let animated: Bool

    static let all = [
      Variant(id: "solid", title: "solid", type: .solid, animated: false),
      Variant(id: "gradient", title: "gradient", type: .gradient, animated: false),
      Variant(id: "shimmer", title: "gradient, animated (shimmer)", type: .gradient, animated: true),
      Variant(id: "pulse", title: "solid, animated (pulse)", type: .solid, animated: true),
    ]

    /// The stops the skeleton is configured with: the default tint for a solid skeleton, the
    /// default gradient for a gradient one (as `showSkeleton()` / `showGradientSkeleton()` do).
    var colors: [DynamicColor] {
      guard type == .gradient else { return [SkeletonColors.skeletonDefault] }
      return SkeletonGradientColors(
        baseColor: SkeletonColors.skeletonDefault, secondaryColor: nil, complementary: \.complementary
      ).colors
    }
  }

  /// One scene: the view tree the skeletoniser reads, and the content it stands for.
  struct Scene {
    let id: String
    let title: String
    let root: SkeletonNode
    /// The labels' lines by node id, each drawn as a title (17 pt semibold) or as 15 pt
    /// secondary text; avatars are drawn as images.
    let labels: [Int: (lines: [String], isTitle: Bool)]
  }

  /// A skeletonable view, its frame in its parent's coordinates.
  static func view(
    _ id: Int, _ frame: SkeletonRect, _ kind: SkeletonNodeKind = .container, cornerRadius: Double = 0,
    lines: Int = 1, children: [SkeletonViewSpec] = []
  ) -> SkeletonViewSpec {
    SkeletonViewSpec(
      id: id, kind: kind, frame: frame, isSkeletonable: true, cornerRadius: cornerRadius,
      text: kind == .text
        ? SkeletonTextStyle(numberOfLines: lines, linesCornerRadius: lines > 1 ? 4 : 0) : nil,
      children: children)
  }

  /// A message card: an avatar, a one-line title and a three-line body.
  static let card = Scene(
    id: "card", title: "Card",
    root: view(
      1, SkeletonRect(x: rootX, y: 0, width: 361, height: 125),
      children: [
        view(2, SkeletonRect(x: 16, y: 16, width: 56, height: 56), .image, cornerRadius: 28),
        view(3, SkeletonRect(x: 88, y: 16, width: 200, height: 20), .text),
        view(4, SkeletonRect(x: 88, y: 44, width: 257, height: 65), .text, lines: 3),
      ]
    ).node,
    labels: [
      3: (["Ava Lindqvist"], true),
      4: (
        [
          "Landed in Oslo, the train to the", "city leaves every ten minutes. See",
          "you at the hotel at seven!",
        ], false
      ),
    ])

  /// A list of three rows, each an avatar, a title and a subtitle.
  static let list: Scene = {
    let names = ["Marcus Chen", "Priya Raman", "Tom Okafor"]
    let subtitles = ["Sent you a photo", "Meeting moved to 3 pm", "Thanks, see you then"]
    var labels: [Int: (lines: [String], isTitle: Bool)] = [:]
    let rows = (0..<3).map { index in
      let base = 10 * (index + 1)
      labels[base + 2] = ([names[index]], true)
      labels[base + 3] = ([subtitles[index]], false)
      return view(
        base, SkeletonRect(x: 0, y: 72 * Double(index), width: 361, height: 72),
        children: [
          view(base + 1, SkeletonRect(x: 16, y: 12, width: 48, height: 48), .image, cornerRadius: 24),
          view(base + 2, SkeletonRect(x: 76, y: 14, width: 180, height: 20), .text),
          view(base + 3, SkeletonRect(x: 76, y: 40, width: 240, height: 20), .text),
        ])
    }
    let root = view(1, SkeletonRect(x: rootX, y: 0, width: 361, height: 216), children: rows)
    return Scene(id: "list", title: "List", root: root.node, labels: labels)
  }()

  /// The plan for a variant in the gallery's window (left-to-right, Reduce Motion off).
  static func plan(_ variant: Variant) -> SkeletonRenderPlan {
    SkeletonRenderPlan.make(
      type: variant.type, animated: variant.animated, custom: nil, reduceMotion: false, rightToLeft: false,
      windowWidth: window.width, windowHeight: window.height)
  }

  /// The content a scene stands for, drawn at the root's place: avatars as images, labels as text.
  static func addContent(_ scene: Scene, to tree: inout RenderTree, y: Double, appearance: GalleryAppearance)
  {
    let group = tree.add(.group(name: "content", transform: .translation(x: scene.root.frame.x, y: y)))
    var stack: [(node: SkeletonNode, x: Double, y: Double)] = scene.root.children.map { ($0, 0, 0) }
      .reversed()
    while let (node, originX, originY) = stack.popLast() {
      let frame = RenderRect(node.frame).offsetBy(dx: originX, dy: originY)
      switch node.kind {
      case .image:
        tree.add(
          RenderNode(
            shape: .image(
              RenderImage(rect: frame, symbol: "person.crop.circle", tint: appearance.secondaryLabel)),
            clip: .roundedRectangle(frame, cornerRadius: node.cornerRadius, style: .continuous)), to: group)
      case .text:
        let (lines, isTitle) = scene.labels[node.id] ?? ([], false)
        let size = isTitle ? 17.0 : 15.0
        let text = RenderText(
          lines: lines.enumerated().map {
            RenderTextLine($0.element, x: frame.x, baseline: frame.y + size - 1 + 21 * Double($0.offset))
          }, fontSize: size, fontWeight: isTitle ? 600 : 400,
          color: isTitle ? appearance.label : appearance.secondaryLabel)
        tree.add(RenderNode(shape: .text(text)), to: group)
      default:
        stack.append(contentsOf: node.children.map { ($0, frame.x, frame.y) }.reversed())
      }
    }
  }

  /// The skeleton of a scene at (`x`, `y`): the core's shapes painted as the plan says.
  static func addSkeleton(
    _ scene: Scene, variant: Variant, to tree: inout RenderTree, x: Double, y: Double,
    appearance: GalleryAppearance
  ) {
    let shapes = Skeletonizer.shapes(for: scene.root)
    let plan = plan(variant)
    let colors = variant.colors.map { $0.resolved(for: appearance.style) }
    let base = colors.first ?? SkeletonColors.skeletonDefault.resolved(for: appearance.style)
    // `SkeletonConfiguration.highlightColor`: the gradient's middle stop, else the complementary.
    let highlight = colors.count > 1 ? colors[colors.count / 2] : base.complementary
    let bounds = RenderRect(width: scene.root.frame.width, height: scene.root.frame.height)
    let group = tree.add(.group(name: "skeleton", transform: .translation(x: x, y: y)))

    var baseFill = RenderPaint.color(base)
    var baseAnimations: [RenderAnimation] = []
    var groupAnimations: [RenderAnimation] = []
    if plan.showsGradient {
      let stops = colors.enumerated().map {
        RenderGradientStop(
          offset: colors.count > 1 ? Double($0.offset) / Double(colors.count - 1) : 0, color: $0.element)
      }
      baseFill = .linearGradient(
        RenderLinearGradient(
          stops: stops, start: plan.gradientStart, end: plan.gradientEnd, space: bounds))
    }
    switch plan.animation {
    case .pulse(let motion):
      // Evenly spaced values, one spline per interval.
      let values =
        motion.autoreverses ? [base, motion.toColor(from: base), base] : [base, motion.toColor(from: base)]
      let splines = Array(repeating: RenderKeySpline(motion.curve), count: values.count - 1)
      baseAnimations.append(
        RenderAnimation(keyframes: .fill(values), duration: motion.period, calcMode: .spline(splines)))
    case .fade(let motion):
      let spline = RenderKeySpline(motion.curve)
      groupAnimations.append(
        RenderAnimation(
          keyframes: .opacity([1, SkeletonRenderPlan.reducedMotionOpacity, 1]), duration: motion.period,
          calcMode: .spline([spline, spline])))
    case .shimmer(let band):
      let horizontal = band.direction.isHorizontal
      let origin = horizontal ? x : y
      let layout = band.maskLayout(
        containerOrigin: origin, containerWidth: bounds.width, containerHeight: bounds.height, span: plan.span
      )
      let stops = zip(layout.locations, band.maskAlphas).map {
        RenderGradientStop(offset: $0.0, color: base.withAlpha(base.alpha * $0.1))
      }
      let maskRect =
        horizontal
        ? RenderRect(x: layout.startOrigin, y: 0, width: layout.length, height: bounds.height)
        : RenderRect(x: 0, y: layout.startOrigin, width: bounds.width, height: layout.length)
      let travel = layout.endOrigin - layout.startOrigin
      let end = horizontal ? PathPoint(x: travel, y: 0) : PathPoint(x: 0, y: travel)
      let slide = RenderAnimation(
        keyframes: .gradientTranslation(layout.autoreverses ? [.zero, end, .zero] : [.zero, end]),
        duration: layout.duration * (layout.autoreverses ? 2 : 1))
      baseFill = .linearGradient(
        RenderLinearGradient(
          stops: stops, start: layout.points.start, end: layout.points.end, space: maskRect,
          animations: [slide]))
    case .none, .custom:
      break
    }
    tree[group].animations = groupAnimations
    if plan.showsHighlight {
      for shape in shapes {
        tree.add(
          RenderNode(shape: shapeKind(shape), fill: .color(highlight), name: "skeleton-highlight"), to: group)
      }
    }
    for shape in shapes {
      tree.add(
        RenderNode(
          shape: shapeKind(shape), fill: baseFill, animations: baseAnimations, name: "skeleton-shape"),
        to: group)
    }
  }

  /// A shape as `UIBezierPath(roundedRect:cornerRadius:)` draws it (continuous corners). A
  /// shape with some corners cut square by a clip is drawn square (none in these scenes).
  static func shapeKind(_ shape: SkeletonShape) -> RenderShape {
    let rect = RenderRect(shape.rect)
    guard shape.roundsAllCorners else { return .rectangle(rect) }
    return .roundedRectangle(rect, cornerRadius: shape.cornerRadius, style: .continuous)
  }

  /// A scene's content (left) beside its skeleton (right) in one variant and appearance.
  static func figure(_ scene: Scene, variant: Variant, appearance: GalleryAppearance) -> GalleryFigure {
    let width = scene.root.frame.width + 2 * rootX
    let height = scene.root.frame.height + 16
    var tree = RenderTree(width: 2 * width, height: height, background: appearance.screen)
    addContent(scene, to: &tree, y: 8, appearance: appearance)
    addSkeleton(scene, variant: variant, to: &tree, x: width + rootX, y: 8, appearance: appearance)
    return GalleryFigure(
      id: "skeleton-\(scene.id)-\(variant.id)-\(appearance.name)",
      caption:
        "\(scene.title), \(appearance.title.lowercased()): the content and its \(variant.title) skeleton "
        + "(\(Skeletonizer.shapes(for: scene.root).count) shapes)", tree: tree)
  }

  /// The section: both scenes in every variant, light and dark.
  package static func section() -> GallerySection {
    var figures: [GalleryFigure] = []
    for scene in [card, list] {
      for variant in Variant.all {
        figures += GalleryAppearance.both.map { figure(scene, variant: variant, appearance: $0) }
      }
    }
    let band = SkeletonShimmer.standard
    return GallerySection(
      id: "skeleton", title: "Skeletons",
      note: "Shapes from Skeletonizer, look and motion from SkeletonRenderPlan: a solid skeleton pulses "
        + "(PulseMotion, \(SVGFormat.number(PulseMotion.standard.duration)) s each way), a gradient one "
        + "shimmers (a \(SVGFormat.number(band.bandWidth)) pt band at \(SVGFormat.number(band.speed)) pt/s "
        + "across the \(SVGFormat.number(window.width)) pt window).",
      figures: figures)
  }
}

extension DynamicColor {
  /// Both variants replaced by their ``RGBAColor/complementary``, as the UIKit layer's
  /// `complementaryColor` resolves the colour first (SkeletonView #487: its complementary colour
  /// once stayed light in dark mode).
  var complementary: DynamicColor {
    DynamicColor(light: light.complementary, dark: dark.complementary)
  }
}
