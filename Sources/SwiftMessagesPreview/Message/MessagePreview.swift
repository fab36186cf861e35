import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A message nib drawn on a device as an app shows it: filled by ``MessageFill``, laid out by
/// ``XibLayoutEngine`` at the ``MessagePlacementLayout`` frame, drawn by ``NibRenderer`` over the
/// scenery.
package enum MessagePreview {
  /// What to draw.
  package struct Options: Sendable {
    /// The screen, its bars, keyboard and the message's placement. iPhone 15, top, no bars by
    /// default.
    package var scene: DevicePlacement
    /// The theme, appearance and texts.
    package var fill: MessageFill
    /// Whether a dim covers the screen behind the message (`dimMode = .gray`). `false` by
    /// default.
    package var dimmed: Bool
    /// Whether the message has the standard drop shadow (`configureDropShadow()`). `false`
    /// by default.
    package var dropShadow: Bool
    /// Whether the message shows skeleton placeholders (`showSkeleton()`). `false` by default.
    package var skeleton: Bool
    /// The Dynamic Type category. `.large` by default.
    package var category: ContentSizeCategory
    /// Whether the interface is right-to-left (Arabic, Hebrew): the layout mirrored, leading
    /// edges on the right, text with a right-to-left base direction. `false` by default.
    package var rightToLeft = false

    /// Options; every parameter but the fill has a default.
    package init(
      scene: DevicePlacement = DevicePlacement(device: .iPhone15), fill: MessageFill, dimmed: Bool = false,
      dropShadow: Bool = false, skeleton: Bool = false, category: ContentSizeCategory = .large
    ) {
      self.scene = scene
      self.fill = fill
      self.dimmed = dimmed
      self.dropShadow = dropShadow
      self.skeleton = skeleton
      self.category = category
    }
  }

  /// A drawn preview.
  package struct Result: Sendable {
    /// The drawing, in the device's points.
    package var tree: RenderTree
    /// The nib's layout at the message's final frame.
    package var layout: XibLayout
    /// Where the core placed the message.
    package var placement: MessagePlacement
    /// The SVG of ``tree``.
    package var svg: String { SVGWriter().svg(tree) }
  }

  /// Why a nib cannot be previewed.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The nib has no top-level view to show.
    case noTopLevelView

    /// A one-line explanation.
    package var description: String {
      switch self {
      case .noTopLevelView: return "the nib has no top-level view to show as a message"
      }
    }
  }

  /// Draws `document`'s first top-level view, layout problems going to ``Result/layout`` rather
  /// than stopping it. Throws only ``Failure``, untyped because typed throws crash the Swift 6.3
  /// compiler when building for iOS.
  package static func render(_ document: XibDocument, options: Options) throws -> Result {
    guard let outlets = MessageOutlets(document: document) else { throw Failure.noTopLevelView }
    let root = document.allObjects[outlets.rootIndex]
    let style = options.fill.style
    let views = options.fill.apply(to: outlets, rootID: root.id)
    let measurer = TextMeasurer(category: options.category, displayScale: Double(options.scene.device.scale))
    var scene = options.scene
    scene.message.margins = root.marginFacts
    let sizeClasses = scene.device.sizeClasses
    func request(width: CGFloat, height: CGFloat?, margins: LayoutInsets?, safeArea: LayoutInsets)
      -> XibLayoutRequest
    {
      var request = XibLayoutRequest(
        document: document, rootIndex: outlets.rootIndex, width: Double(width), views: views,
        margins: margins,
        safeArea: safeArea)
      request.height = height.map(Double.init)
      request.horizontalSizeClass = sizeClasses.horizontal
      request.verticalSizeClass = sizeClasses.vertical
      // The fitting height is measured as solved; the drawn layout puts its frames on the grid
      // (rounding the measure too would hand the layout a height its content does not fill).
      request.pixelGrid = height == nil ? nil : PixelGrid(scale: Double(scene.device.scale))
      return request
    }
    func place(measuringWith safeArea: LayoutInsets) -> MessagePlacement {
      scene.layout.resolve { width, margins in
        XibLayoutEngine.layout(
          request(width: width, height: nil, margins: margins, safeArea: safeArea), measurer: measurer
        )
        .size.height
      }
    }
    var placement = place(measuringWith: .zero)
    // A nib pinned to its safe-area guide grows by the safe area it overlaps, which is known
    // once it is placed: measure again with it (UIKit lays the view out in place).
    if Self.usesSafeAreaGuide(document), placement.messageSafeArea != .zero {
      placement = place(measuringWith: placement.messageSafeArea)
    }
    let frame = placement.messageFrame
    var layout = XibLayoutEngine.layout(
      request(
        width: frame.size.width, height: frame.size.height, margins: placement.messageMargins,
        safeArea: placement.messageSafeArea),
      measurer: measurer)
    if options.rightToLeft {
      // UIKit flips leading and trailing in a right-to-left interface; the bundled nibs pin with
      // leading/trailing only, so the whole layout mirrors.
      let width = layout.size.width
      layout.frames = layout.frames.mapValues { frame in
        CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
      }
    }

    let device = scene.device
    var tree = RenderTree(width: device.width, height: device.height)
    let screen = tree.add(
      .group(
        name: "screen",
        clip: .roundedRectangle(
          RenderRect(width: device.width, height: device.height), cornerRadius: device.displayCornerRadius,
          style: .continuous)))
    DeviceChrome.app(scene, style: style, into: &tree, under: screen)
    let mask = placement.maskingFrame
    let masking = tree.add(
      .group(
        name: "masking-view", transform: .translation(x: Double(mask.origin.x), y: Double(mask.origin.y)),
        clip: .rectangle(RenderRect(width: Double(mask.size.width), height: Double(mask.size.height)))),
      to: screen)
    if options.dimmed {
      tree.add(
        RenderNode(
          shape: .rectangle(RenderRect(width: Double(mask.size.width), height: Double(mask.size.height))),
          fill: .color(RGBAColor(white: 0, alpha: MessageInteraction.grayDimAlpha)), name: "dim"),
        to: masking)
    }
    // Auto Layout puts the message on the pixel grid too (a centred card's 284.25 pt is 284.5 at 2×).
    let grid = PixelGrid(scale: Double(device.scale))
    var message = RenderNode.group(
      name: "message",
      transform: .translation(
        x: grid.rounded(Double(frame.origin.x)) - Double(mask.origin.x),
        y: grid.rounded(Double(frame.origin.y)) - Double(mask.origin.y)))
    if options.dropShadow { message.shadow = .message }
    let messageNode = tree.add(message, to: masking)
    var renderer = NibRenderer(
      document: document, layout: layout, views: views, style: style, category: options.category,
      placement: scene.message.placement)
    renderer.pixelGrid = grid
    renderer.rightToLeft = options.rightToLeft
    var shapes: [SkeletonShape] = []
    if options.skeleton,
      let node = NibSkeleton.node(
        document: document, rootIndex: outlets.rootIndex, frames: layout.frames,
        hidden: layout.hiddenIDs,
        lineHeight: { object in
          object.label.map { FontMeasure(PreviewFont($0.font, category: options.category)).lineHeight }
        })
    {
      shapes = Skeletonizer.shapes(for: node)
      renderer.concealed = Set(
        shapes.compactMap {
          document.allObjects.indices.contains($0.nodeID) ? document.allObjects[$0.nodeID].id : nil
        })
    }
    renderer.draw(rootIndex: outlets.rootIndex, into: &tree, under: messageNode)
    let skeletonColor = SkeletonColors.skeletonDefault.resolved(for: style)
    for shape in shapes {
      let rect = RenderRect(shape.rect)
      let node =
        shape.cornerRadius > 0
        ? RenderNode(
          shape: .roundedRectangle(rect, cornerRadius: shape.cornerRadius, style: .circular),
          fill: .color(skeletonColor), name: "skeleton")
        : RenderNode(shape: .rectangle(rect), fill: .color(skeletonColor), name: "skeleton")
      tree.add(node, to: messageNode)
    }
    DeviceChrome.overlays(scene, style: style, into: &tree, under: screen)
    return Result(tree: tree, layout: layout, placement: placement)
  }

  /// Where a nib is shown when nothing says otherwise: the centre for a `HUDView` or a layout
  /// named centred (`CenteredView`), the top otherwise.
  package static func defaultPlacement(for document: XibDocument) -> PresentationPlacement {
    let root = document.topLevelViews.first
    let label = (root?.userLabel ?? "") + " " + (root?.customClass ?? "")
    return label.contains("HUD") || label.contains("Center") || label.contains("Centred") ? .center : .top
  }

  /// Whether a constraint of `document` refers to a safe-area layout guide.
  static func usesSafeAreaGuide(_ document: XibDocument) -> Bool {
    let guides = Set(document.allObjects.flatMap { $0.layoutGuides.filter(\.isSafeArea).map(\.id) })
    guard !guides.isEmpty else { return false }
    return document.allObjects.contains { object in
      object.constraints.contains { constraint in
        guides.contains(constraint.resolvedFirstItem)
          || constraint.resolvedSecondItem.map(guides.contains) == true
      }
    }
  }
}
