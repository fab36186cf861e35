#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a skeleton changes on text views so their lines can be drawn, and how to put it back:
/// a minimum-height constraint where the core's height rule asks for room
/// (``SkeletonTextLayout/minimumHeight(height:style:padding:)``: empty labels collapsed in
/// stack views, `.custom(n)` lines), and the text colour of a root label or text view, which
/// carries the overlay itself (``Skeletonizer/concealment(ofLeaf:isRoot:)``).
@MainActor
final class SkeletonTextRoom {
  private var constraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
  private var clearedText: (view: UIView, color: UIColor?)?

  /// Gives every text leaf of `snapshot` the height the core asks for; `true` when a
  /// constraint changed (the caller lays out and reads the tree again).
  func reserveHeights(in snapshot: SkeletonSnapshot) -> Bool {
    var changed = false
    for (id, height) in Skeletonizer.minimumTextHeights(for: snapshot.node) {
      guard let view = snapshot.views[id] else { continue }
      let key = ObjectIdentifier(view)
      if let existing = constraints[key] {
        // Already asked for and refused by the view's own constraints: nothing new to lay out.
        guard existing.constant != CGFloat(height) else { continue }
        existing.constant = CGFloat(height)
      } else {
        // Yields to the view's own required constraints: then the core draws only the lines
        // that fit.
        let constraint = view.heightAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(height))
        constraint.priority = UILayoutPriority(UILayoutPriority.required.rawValue - 1)
        constraint.identifier = "SwiftMessages.Skeleton.textHeight"
        constraint.isActive = true
        constraints[key] = constraint
      }
      changed = true
    }
    return changed
  }

  /// Hides the content of the root when the core says so (a root label's or text view's text).
  func conceal(root: UIView, node: SkeletonNode) {
    guard clearedText == nil, Skeletonizer.concealment(ofLeaf: node, isRoot: true) == .clearText else {
      return
    }
    switch root {
    case let label as UILabel:
      clearedText = (label, label.textColor)
      label.textColor = .clear
    case let text as UITextView:
      clearedText = (text, text.textColor)
      text.textColor = .clear
    default: break
    }
  }

  /// Removes the constraints and gives the text colour back, unless the app changed it
  /// meanwhile.
  func restore() {
    NSLayoutConstraint.deactivate(Array(constraints.values))
    constraints.removeAll()
    guard let (view, color) = clearedText else { return }
    clearedText = nil
    if let label = view as? UILabel, label.textColor == .clear { label.textColor = color }
    if let text = view as? UITextView, text.textColor == .clear { text.textColor = color }
  }
}
#endif
