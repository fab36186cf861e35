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
/// marks its views) unless the nib sets the `isSkeletonable` runtime attribute to `NO`. The
/// other facts a nib can carry are read as UIKit would apply them: `clipsToBounds`,
/// `layer.cornerRadius`, the label's `numberOfLines` and alignment, and the runtime attributes
/// `isHiddenWhenSkeletonIsActive`, `isUserInteractionDisabledWhenSkeletonIsActive`,
/// `skeletonCornerRadius`, `lastLineFillPercent`, `linesCornerRadius`, `skeletonLineSpacing`
/// and `useFontLineHeight`. Children are each view's subviews (a stack view's arranged
/// subviews), hidden views excluded, as on iOS.
package enum NibSkeleton {
  /// The tree for the view at `rootIndex`.
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

  /// The nib's `textAlignment` as the skeleton's text alignment (natural when unset).
  static func alignment(_ value: String?) -> SkeletonTextAlignment {
    switch value {
    case "left": .left
    case "center": .center
    case "right": .right
    case "justified": .justified
    default: .natural
    }
  }
}

/// One nib view's facts, read on demand.
private struct NibViewFacts: SkeletonFacts {
  let objects: [XibObject]
  let index: Int
  let frames: [String: CGRect]
  let hidden: Set<String>
  let lineHeight: (XibObject) -> Double?
  /// The frame in the parent's coordinates (the root's at the origin).
  let frame: SkeletonRect

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
  var isSkeletonable: Bool { flag("isSkeletonable") ?? true }
  var isHiddenWhenSkeletonIsActive: Bool { flag("isHiddenWhenSkeletonIsActive") ?? false }
  var disablesInteractionWhenActive: Bool { flag("isUserInteractionDisabledWhenSkeletonIsActive") ?? true }
  var clipsToBounds: Bool {
    flag("clipsToBounds") ?? flag("layer.masksToBounds") ?? (object.attributes["clipsSubviews"] == "YES")
  }
  var layerCornerRadius: Double { number("layer.cornerRadius") ?? 0 }
  var skeletonCornerRadius: Double { number("skeletonCornerRadius") ?? 0 }
  /// `skeletonPaddingInsets` is a `UIEdgeInsets`, which a nib cannot set.
  var padding: LayoutInsets { .zero }
  var text: SkeletonTextStyle? {
    guard kind == .text else { return nil }
    var style = SkeletonTextStyle(
      numberOfLines: object.label?.numberOfLines ?? 0, isTextView: object.elementName == "textView",
      fontLineHeight: lineHeight(object), alignment: NibSkeleton.alignment(object.label?.textAlignment))
    if let percent = number("lastLineFillPercent") { style.lastLineFillPercent = Int(percent) }
    if let radius = number("linesCornerRadius") { style.linesCornerRadius = radius }
    if let spacing = number("skeletonLineSpacing") { style.lineSpacing = spacing }
    if flag("useFontLineHeight") == true { style.lineHeight = .relativeToFont }
    return style
  }
  var children: [NibViewFacts] {
    let origin = frames[object.id]?.origin ?? .zero
    return object.subviewIndices.compactMap { child in
      guard objects.indices.contains(child), objects[child].isView, let rect = frames[objects[child].id],
        objects[child].attributes["hidden"] != "YES", !hidden.contains(objects[child].id)
      else { return nil }
      return NibViewFacts(
        objects: objects, index: child, frames: frames, hidden: hidden, lineHeight: lineHeight,
        frame: SkeletonRect(
          x: Double(rect.origin.x - origin.x), y: Double(rect.origin.y - origin.y),
          width: Double(rect.size.width), height: Double(rect.size.height)))
    }
  }

  private func flag(_ keyPath: String) -> Bool? {
    object.runtimeAttributes.first { $0.keyPath == keyPath }?.value.map {
      $0 == "YES" || $0 == "true" || $0 == "1"
    }
  }

  private func number(_ keyPath: String) -> Double? {
    object.runtimeAttributes.first { $0.keyPath == keyPath }?.value.flatMap(Double.init).flatMap {
      $0.isFinite ? $0 : nil
    }
  }
}
