import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Reads a laid-out nib into the core's ``SkeletonNode`` tree with the UIKit snapshot's rules,
/// every view skeletonable (as after `showSkeleton()`) unless its `isSkeletonable` runtime
/// attribute is `NO`.
package enum NibSkeleton {
  /// The tree for the view at `rootIndex` (node ids are ``XibDocument/allObjects`` positions);
  /// views without a frame in `frames` (root coordinates) are left out, and `lineHeight` serves
  /// `.relativeToFont`.
  package static func node(
    document: XibDocument, rootIndex: Int, frames: [String: CGRect], hidden: Set<String>,
    lineHeight: @escaping (XibObject) -> Double? = { _ in nil }
  ) -> SkeletonNode? {
    let objects = document.allObjects
    guard objects.indices.contains(rootIndex), objects[rootIndex].isView,
      let size = frames[objects[rootIndex].id]?.size
    else { return nil }
    let root = NibViewFacts(
      objects: objects, index: rootIndex, frames: frames, hidden: hidden, lineHeight: lineHeight,
      frame: SkeletonRect(width: Double(size.width), height: Double(size.height)))
    return SkeletonNode(facts: root, id: \.index)
  }
}

/// One nib view's facts, read on demand.
private struct NibViewFacts: SkeletonFacts {
  let objects: [XibObject]
  let index: Int
  let frames: [String: CGRect]
  let hidden: Set<String>
  let lineHeight: (XibObject) -> Double?
  let frame: SkeletonRect
  let hasSkeletonDataSource = false
  let hasOwnSkeleton = false
  let mark: SkeletonMark? = nil
  /// `skeletonPaddingInsets` is a `UIEdgeInsets`, which a nib cannot set.
  let padding = LayoutInsets.zero

  var object: XibObject { objects[index] }
  var kind: SkeletonNodeKind {
    switch object.elementName {
    case "label", "textView": .text
    case "imageView": .image
    case "button": .button
    default: .other
    }
  }
  var typeName: String { object.className }
  var isSkeletonable: Bool { object.runtimeFlag("isSkeletonable") ?? true }
  var isHiddenWhenSkeletonIsActive: Bool { object.runtimeFlag("isHiddenWhenSkeletonIsActive") ?? false }
  var disablesInteractionWhenActive: Bool {
    object.runtimeFlag("isUserInteractionDisabledWhenSkeletonIsActive") ?? true
  }
  var clipsToBounds: Bool {
    object.runtimeFlag("clipsToBounds") ?? object.runtimeFlag("layer.masksToBounds")
      ?? (object.attributes["clipsSubviews"] == "YES")
  }
  var layerCornerRadius: Double { object.runtimeNumber("layer.cornerRadius") ?? 0 }
  var skeletonCornerRadius: Double { object.runtimeNumber("skeletonCornerRadius") ?? 0 }
  var text: SkeletonTextStyle? {
    guard kind == .text else { return nil }
    let alignments: [String: SkeletonTextAlignment] = [
      "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]
    let standard = SkeletonTextStyle()
    return SkeletonTextStyle(
      numberOfLines: object.label?.numberOfLines ?? 0, isTextView: object.elementName == "textView",
      fontLineHeight: lineHeight(object),
      alignment: alignments[object.label?.textAlignment ?? ""] ?? .natural,
      // A number no `Int` holds (a hand-edited nib) keeps the default rather than trapping.
      lastLineFillPercent: object.runtimeNumber("lastLineFillPercent").flatMap {
        Int(exactly: $0.rounded(.towardZero))
      } ?? standard.lastLineFillPercent,
      lineSpacing: object.runtimeNumber("skeletonLineSpacing") ?? standard.lineSpacing,
      lineHeight: object.runtimeFlag("useFontLineHeight") == true ? .relativeToFont : standard.lineHeight,
      linesCornerRadius: object.runtimeNumber("linesCornerRadius") ?? standard.linesCornerRadius)
  }
  var children: [NibViewFacts] {
    let origin = frames[object.id]?.origin ?? .zero
    return object.subviewIndices.compactMap { child in
      guard objects.indices.contains(child), objects[child].isView, let rect = frames[objects[child].id],
        objects[child].attributes["hidden"] != "YES", !hidden.contains(objects[child].id)
      else { return nil }
      let frame = SkeletonRect(
        x: Double(rect.origin.x - origin.x), y: Double(rect.origin.y - origin.y),
        width: Double(rect.size.width), height: Double(rect.size.height))
      return NibViewFacts(
        objects: objects, index: child, frames: frames, hidden: hidden, lineHeight: lineHeight, frame: frame)
    }
  }
}
