import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Reads a laid-out nib into the core's ``SkeletonNode`` tree, the way the UIKit layer's
/// snapshot reads live views, so `Skeletonizer` decides the placeholder shapes for the preview
/// with the same rules it applies on iOS.
///
/// Every view counts as skeletonable (as an app that calls `showSkeleton()` on a message
/// marks its views) unless the nib sets the `isSkeletonable` runtime attribute to `NO`;
/// `isHiddenWhenSkeletonIsActive`, `skeletonCornerRadius` and the label's
/// `numberOfLines` are read from the nib. Children are a stack view's arranged subviews and
/// every other view's subviews, hidden views excluded, as on iOS.
package enum NibSkeleton {
  /// The tree for the view at `rootIndex`.
  ///
  /// Built bottom-up over ``XibDocument/allObjects`` (children follow their parent there), so
  /// no recursion follows the nib's depth.
  ///
  /// - Parameters:
  ///   - document: the nib.
  ///   - rootIndex: the message view's position in ``XibDocument/allObjects``.
  ///   - frames: each view's frame in the root's coordinates, by id; views without a frame are
  ///     left out.
  ///   - hidden: ids hidden at run time (besides those hidden in the nib).
  ///   - lineHeight: the font line height of a label, for `.relativeToFont` line heights.
  /// - Returns: the tree; node ids are positions in ``XibDocument/allObjects``.
  package static func node(
    document: XibDocument, rootIndex: Int, frames: [String: CGRect], hidden: Set<String>,
    lineHeight: (XibObject) -> Double? = { _ in nil }
  ) -> SkeletonNode? {
    let objects = document.allObjects
    guard objects.indices.contains(rootIndex) else { return nil }
    var built: [Int: SkeletonNode] = [:]
    // Depth-first order puts every child after its parent: walking backwards builds children first.
    for index in stride(from: objects.count - 1, through: rootIndex, by: -1) {
      let object = objects[index]
      guard object.isView, isInside(index, root: rootIndex, objects: objects), let frame = frames[object.id],
        !isHidden(object, hidden: hidden) || index == rootIndex
      else { continue }
      let parentOrigin = object.parentIndex.flatMap { frames[objects[$0].id]?.origin } ?? .zero
      let origin = index == rootIndex ? CGPoint.zero : frame.origin
      let relative = SkeletonRect(
        x: Double(origin.x - (index == rootIndex ? 0 : parentOrigin.x)),
        y: Double(origin.y - (index == rootIndex ? 0 : parentOrigin.y)),
        width: Double(frame.size.width), height: Double(frame.size.height))
      let children = object.subviewIndices.compactMap { built.removeValue(forKey: $0) }
      built[index] = SkeletonNode(
        id: index, typeName: object.className, kind: kind(of: object), frame: relative,
        isSkeletonable: bool(object, "isSkeletonable") ?? true,
        isHiddenWhenSkeletonIsActive: bool(object, "isHiddenWhenSkeletonIsActive") ?? false,
        cornerRadius: number(object, "skeletonCornerRadius") ?? 0,
        text: object.label.map {
          SkeletonTextStyle(
            numberOfLines: $0.numberOfLines, isTextView: object.elementName == "textView",
            fontLineHeight: lineHeight(object), alignment: alignment($0.textAlignment))
        },
        clipsToBounds: object.attributes["clipsSubviews"] == "YES", children: children)
    }
    return built[rootIndex]
  }

  /// Whether `index` lies in the subtree of `root` (walks up at most the nib's depth, without
  /// recursion).
  static func isInside(_ index: Int, root: Int, objects: [XibObject]) -> Bool {
    var current: Int? = index
    var steps = 0
    while let position = current, steps <= objects.count {
      if position == root { return true }
      current = objects[position].parentIndex
      steps += 1
    }
    return false
  }

  /// The nib's `textAlignment` as the skeleton's text alignment (natural when unset).
  static func alignment(_ value: String?) -> SkeletonTextAlignment {
    switch value {
    case "left": return .left
    case "center": return .center
    case "right": return .right
    case "justified": return .justified
    default: return .natural
    }
  }

  static func isHidden(_ object: XibObject, hidden: Set<String>) -> Bool {
    object.attributes["hidden"] == "YES" || hidden.contains(object.id)
  }

  static func kind(of object: XibObject) -> SkeletonNodeKind {
    switch object.elementName {
    case "label", "textView": return .text
    case "imageView": return .image
    case "button": return .button
    default: return .other
    }
  }

  static func bool(_ object: XibObject, _ keyPath: String) -> Bool? {
    guard let attribute = object.runtimeAttributes.first(where: { $0.keyPath == keyPath }),
      let value = attribute.value
    else { return nil }
    return value == "YES" || value == "true" || value == "1"
  }

  static func number(_ object: XibObject, _ keyPath: String) -> Double? {
    object.runtimeAttributes.first { $0.keyPath == keyPath }?.value.flatMap(Double.init)
  }
}
