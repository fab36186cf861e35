import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Draws a laid-out nib as render nodes, each view a group at its frame, walking
/// ``XibDocument/allObjects`` without recursion; ``ViewOverride`` colours override the
/// nib's, as `configureTheme` does.
package struct NibRenderer: Sendable {
  /// The nib.
  package var document: XibDocument
  /// The laid-out frames (root coordinates) and hidden views.
  package var layout: XibLayout
  /// What `configureTheme`/`configureContent` set, by view id.
  package var views: [String: ViewOverride]
  /// The appearance nib colours resolve for.
  package var style: InterfaceStyle
  /// The Dynamic Type category text-style fonts resolve for. `.large` by default.
  package var category: ContentSizeCategory = .large
  /// Where the message is shown: decides the corners a `roundsLeadingCorners` background
  /// rounds (``PresentationPlacement/leadingCorners``).
  package var placement: PresentationPlacement = .top
  /// Views whose own content (text, image, button title) is covered by a skeleton and not
  /// drawn; their backgrounds still are. Empty by default.
  package var concealed: Set<String> = []
  /// The device's pixel grid: text boxes round up to it and baselines snap to it, as UIKit draws
  /// text. 3× by default.
  package var pixelGrid = PixelGrid(scale: 3)
  /// Whether the interface is right-to-left: natural-aligned text starts at the right edge and
  /// lines take a right-to-left base direction. `false` by default.
  package var rightToLeft = false

  /// Adds the view at `rootIndex` and its visible subviews to `tree` under `parent`, the root
  /// placed at `origin` in the parent's coordinates. Returns the root's node, or `nil` when the
  /// root has no frame.
  @discardableResult
  package func draw(
    rootIndex: Int, into tree: inout RenderTree, under parent: RenderNodeID = RenderTree.root,
    origin: CGPoint = .zero
  ) -> RenderNodeID? {
    let objects = document.allObjects
    guard objects.indices.contains(rootIndex) else { return nil }
    var nodes: [Int: RenderNodeID] = [:]
    for index in rootIndex..<objects.count {
      let object = objects[index]
      guard object.isView, let frame = layout.frames[object.id] else { continue }
      let parentNode: RenderNodeID
      let parentOrigin: CGPoint
      if index == rootIndex {
        parentNode = parent
        parentOrigin = CGPoint(x: -origin.x, y: -origin.y)
      } else {
        // A view whose parent was not drawn (hidden, outside the root) is not drawn either.
        guard let parentIndex = object.parentIndex, let node = nodes[parentIndex],
          let parentFrame = layout.frames[objects[parentIndex].id]
        else { continue }
        parentNode = node
        parentOrigin = parentFrame.origin
      }
      if index != rootIndex, isHidden(object) { continue }
      let width = Double(frame.size.width)
      let height = Double(frame.size.height)
      let group = RenderNode.group(
        name: object.id,
        transform: .translation(
          x: Double(frame.origin.x - parentOrigin.x), y: Double(frame.origin.y - parentOrigin.y)),
        opacity: alpha(of: object), clip: clip(of: object, width: width, height: height))
      let node = tree.add(group, to: parentNode)
      nodes[index] = node
      drawContent(of: object, width: width, height: height, into: &tree, node: node)
    }
    return nodes[rootIndex]
  }

  /// The clip of a view: its outline with `clipsToBounds` or for a `CornerRoundingView` (it
  /// masks its layer, so content past its corners is hidden); none otherwise.
  private func clip(of object: XibObject, width: Double, height: Double) -> RenderShape? {
    let masks = object.customClass == "CornerRoundingView" || object.attributes["clipsSubviews"] == "YES"
    return masks ? outline(of: object, bounds: RenderRect(width: width, height: height)) : nil
  }

  // MARK: - Content

  private func drawContent(
    of object: XibObject, width: Double, height: Double, into tree: inout RenderTree, node: RenderNodeID
  ) {
    let bounds = RenderRect(width: width, height: height)
    if let background = backgroundColor(of: object), background.alpha > 0 {
      tree.add(RenderNode(shape: outline(of: object, bounds: bounds), fill: .color(background)), to: node)
    }
    if concealed.contains(object.id) { return }
    if object.customClass == "ActivityIndicatorView" {
      // The library's arc indicator, animated as the core's keyframes say.
      let side = min(width, height)
      ArcIndicatorGallery.addIndicator(
        to: &tree, parent: node, x: (width - side) / 2, y: (height - side) / 2, side: side, appearance: style,
        animated: true)
      return
    }
    switch object.elementName {
    case "label":
      guard let label = object.label else { return }
      drawText(
        views[object.id]?.text ?? label.text ?? "", font: PreviewFont(label.font, category: category),
        numberOfLines: label.numberOfLines, lineBreakMode: LineBreakMode(xibValue: label.lineBreakMode),
        alignment: label.textAlignment, color: foreground(of: object, key: "textColor"), fitsHeight: true,
        bounds: bounds, into: &tree, node: node)
    case "button":
      drawText(
        views[object.id]?.text ?? object.button?.title ?? "",
        font: PreviewFont(object.button?.font ?? Self.systemButtonFont, category: category), numberOfLines: 1,
        lineBreakMode: object.attributes["lineBreakMode"].map { LineBreakMode(xibValue: $0) }
          ?? .byTruncatingMiddle,
        alignment: "center", color: foreground(of: object, key: "tintColor", fallback: Self.systemBlue),
        inset: views[object.id]?.contentInsets ?? .zero, fitsHeight: false, bounds: bounds,
        into: &tree,
        node: node)
    case "imageView":
      drawImage(object, bounds: bounds, into: &tree, node: node)
    case "activityIndicatorView":
      let size = min(width, height)
      let ring = RenderNode(
        shape: .roundedRectangle(
          RenderRect(
            x: (width - size) / 2 + 2, y: (height - size) / 2 + 2, width: size - 4, height: size - 4),
          cornerRadius: size / 2, style: .circular),
        stroke: RenderStroke(
          paint: .color(foreground(of: object, key: "color")), width: 2, cap: .round, dash: [size * 2, size]))
      tree.add(ring, to: node)
    default:
      break
    }
  }

  /// Adds `text` under `node` as UILabel and UIButton draw it: laid out within `bounds` less
  /// `inset`, centred vertically; with `fitsHeight` only the lines the height holds, the last
  /// one truncated.
  private func drawText(
    _ text: String, font: PreviewFont, numberOfLines: Int, lineBreakMode mode: LineBreakMode,
    alignment: String?,
    color: RGBAColor, inset: LayoutInsets = .zero, fitsHeight: Bool, bounds: RenderRect,
    into tree: inout RenderTree, node: RenderNodeID
  ) {
    guard !text.isEmpty else { return }
    let width = bounds.width - Double(inset.left + inset.right)
    let height = bounds.height - Double(inset.top + inset.bottom)
    func laidOut(lines: Int) -> TextLayout {
      TextLayoutEngine.layout(
        text, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode,
        displayScale: pixelGrid.scale)
    }
    var layout = laidOut(lines: numberOfLines)
    if fitsHeight, Double(layout.size.height) > height + 0.5, layout.lineHeight > 0 {
      layout = laidOut(lines: TextLayoutEngine.linesFitting(layout, height: height))
    }
    let top = Double(inset.top) + (height - Double(layout.size.height)) / 2
    var text = textNode(layout, font: font, alignment: alignment, width: width, top: top, color: color)
    text.transform = .translation(x: Double(inset.left), y: 0)
    tree.add(text, to: node)
  }

  private func drawImage(
    _ object: XibObject, bounds: RenderRect, into tree: inout RenderTree, node: RenderNodeID
  ) {
    let tint = foreground(of: object, key: "tintColor")
    if let symbol = views[object.id]?.icon {
      let side = min(min(bounds.width, bounds.height), symbol.pointSize)
      let rect = RenderRect(
        x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
      for glyph in IconGlyph.nodes(
        for: symbol, in: rect, tint: tint, cutout: views[object.id]?.iconCutout ?? .clear)
      {
        tree.add(glyph, to: node)
      }
      return
    }
    guard let image = object.image else { return }
    tree.add(RenderNode(shape: .image(RenderImage(rect: bounds, symbol: image.name, tint: tint))), to: node)
  }

  private func textNode(
    _ layout: TextLayout, font: PreviewFont, alignment: String?, width: Double, top: Double, color: RGBAColor
  ) -> RenderNode {
    // SVG anchors by the base direction: in right-to-left text `start` is the right end.
    let anchor: RenderTextAnchor
    let x: Double
    switch alignment {
    case "center":
      (anchor, x) = (.middle, width / 2)
    case "right":
      (anchor, x) = (rightToLeft ? .start : .end, width)
    case "left":
      (anchor, x) = (rightToLeft ? .end : .start, 0)
    default:  // natural and justified: the leading edge
      (anchor, x) = (.start, rightToLeft ? width : 0)
    }
    // The box is centred on the pixel-rounded text height and each baseline snaps to the
    // nearest pixel (a 17 pt line's 16.19 pt ascent draws at 16.0 at 2×).
    let lines = layout.lines.map {
      RenderTextLine($0.text, x: x, baseline: pixelGrid.rounded(top + $0.baseline))
    }
    return RenderNode(
      shape: .text(
        RenderText(
          lines: lines, fontSize: font.size,
          fontWeight: font.weight.cssWeight, color: color, anchor: anchor, rightToLeft: rightToLeft)))
  }

  // MARK: - Facts

  /// `UIButton`'s default title font: the system font at the size the layout sizes buttons for
  /// (`IntrinsicSizes.buttonFontSize`, 15 pt).
  static let systemButtonFont = XibFontDescription(systemPointSize: IntrinsicSizes.buttonFontSize)
  /// `UIButton`'s default tint: system blue.
  static let systemBlue = SystemColorTable.system("systemBlueColor")

  private func isHidden(_ object: XibObject) -> Bool {
    // The layout's hidden views include those hidden at run time.
    object.attributes["hidden"] == "YES" || layout.hiddenIDs.contains(object.id)
  }

  private func alpha(of object: XibObject) -> Double {
    object.attributes["alpha"].flatMap(Double.init).map { min(1, max(0, $0)) } ?? 1
  }

  private func backgroundColor(of object: XibObject) -> RGBAColor? {
    if let color = views[object.id]?.background { return color }
    return object.color("backgroundColor")?.dynamic.resolved(for: style)
  }

  /// The colour `configureTheme` set, else the nib's `key` colour, else `fallback` or `.label`.
  private func foreground(of object: XibObject, key: String, fallback: DynamicColor? = nil) -> RGBAColor {
    if let color = views[object.id]?.foreground { return color }
    if let color = object.color(key) { return color.dynamic.resolved(for: style) }
    return (fallback ?? SystemColorTable.system("labelColor")).resolved(for: style)
  }

  private func cornerRadius(of object: XibObject) -> Double {
    if let radius = views[object.id]?.cornerRadius { return radius }
    let radius = ["cornerRadius", "layer.cornerRadius"].lazy.compactMap { object.runtimeNumber($0) }
    return radius.first { $0 > 0 } ?? 0
  }

  /// The outline of a view's background and clip: its bounds, their corners rounded by its
  /// radius; only those ``PresentationPlacement/leadingCorners`` names for a
  /// `roundsLeadingCorners` background whose placement rounds only some.
  private func outline(of object: XibObject, bounds: RenderRect) -> RenderShape {
    let radius = cornerRadius(of: object)
    guard radius > 0 else { return .rectangle(bounds) }
    if object.runtimeFlag("roundsLeadingCorners") == true, placement.leadingCorners != .all {
      return .path(Self.roundedPath(bounds, radius: radius, corners: placement.leadingCorners))
    }
    return .roundedRectangle(bounds, cornerRadius: radius, style: .continuous)
  }

  /// A rectangle with circular corners of `radius` on the `corners` side only.
  static func roundedPath(
    _ rect: RenderRect, radius rawRadius: Double, corners: PresentationPlacement.RoundedCorners
  ) -> [PathCommand] {
    let radius = max(0, min(rawRadius, rect.width / 2, rect.height / 2))
    let top = corners != .bottom ? radius : 0
    let bottom = corners != .top ? radius : 0
    // Clockwise from the top edge: each corner's centre and its arc's start angle; a line runs
    // to where the arc starts (the corner itself when square).
    let corners = [
      (top, PathPoint(x: rect.maxX - top, y: rect.y + top), -Double.pi / 2),
      (bottom, PathPoint(x: rect.maxX - bottom, y: rect.maxY - bottom), 0),
      (bottom, PathPoint(x: rect.x + bottom, y: rect.maxY - bottom), Double.pi / 2),
      (top, PathPoint(x: rect.x + top, y: rect.y + top), Double.pi),
    ]
    var path: [PathCommand] = [.move(to: PathPoint(x: rect.x + top, y: rect.y))]
    for (radius, center, angle) in corners {
      path.append(.line(to: PathPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))))
      if radius > 0 {
        path.append(
          .arc(
            center: center, radius: radius, startAngle: angle, endAngle: angle + Double.pi / 2,
            clockwise: true))
      }
    }
    return path
  }
}
