#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a skeleton changes on text views, and undoes: a minimum-height constraint on the text
/// leaves ``SkeletonTextLayout/minimumHeight(height:style:padding:)`` asks room for, and the text
/// colour of a root label or text view carrying the overlay (``Skeletonizer/Plan/clearsRootText``).
@MainActor
final class SkeletonTextRoom {
  /// The identifier of the minimum heights (``SkeletonHeightConstraint/isSkeletons``).
  static let identifier = "SwiftMessages.Skeleton.textHeight"

  private struct ClearedText {
    /// A `UILabel` or `UITextView`.
    let view: UIView
    let color: UIColor?
    let attributedText: NSAttributedString?
    /// The attributed text right after clearing: still this value at restore means the app
    /// did not set new text meanwhile.
    let clearedAttributedText: NSAttributedString?
    let wasAccessibilityElement: Bool
  }

  /// The minimum heights set, each with its view's key taken when it was made: a constraint's
  /// `firstItem` is `unowned(unsafe)`, so reading it after the app freed the view would crash.
  private var constraints: [(key: Int, constraint: NSLayoutConstraint)] = []
  private var clearedText: ClearedText?

  /// Gives the text leaves of `snapshot` the heights the core asks for
  /// (``Skeletonizer/Plan/textHeights``), and removes the heights it no longer asks for; `true`
  /// when a constraint changed (the caller lays out and reads the tree again).
  func reserveHeights(_ heights: [(id: Int, height: Double)], in snapshot: SkeletonSnapshot) -> Bool {
    let leaves = heights.compactMap { leaf in snapshot.view(leaf.id).map { (view: $0, height: leaf.height) } }
    let change = Skeletonizer.Plan.textRoom(
      current: constraints.map { (key: $0.key, height: Double($0.constraint.constant)) },
      wanted: leaves.map { (key: Self.key($0.view), height: $0.height) })
    NSLayoutConstraint.deactivate(constraints.filter { change.remove.contains($0.key) }.map(\.constraint))
    constraints.removeAll { change.remove.contains($0.key) }
    // Tens of text leaves at most: a linear search finds each one's constraint or view.
    for leaf in change.set {
      let constraint =
        constraints.first { $0.key == leaf.key }?.constraint
        ?? leaves.first { Self.key($0.view) == leaf.key }.map { addMinimumHeight(to: $0.view) }
      constraint?.constant = CGFloat(leaf.height)
    }
    return !change.set.isEmpty || !change.remove.isEmpty
  }

  /// The core's key of a constrained view: its address.
  private static func key(_ view: UIView) -> Int { Int(bitPattern: ObjectIdentifier(view)) }

  /// Yields to the view's own required constraints: then the core draws only the lines that
  /// fit.
  private func addMinimumHeight(to view: UIView) -> NSLayoutConstraint {
    let constraint = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
    constraint.priority = UILayoutPriority(UILayoutPriority.required.rawValue - 1)
    constraint.identifier = Self.identifier
    constraint.isActive = true
    constraints.append((Self.key(view), constraint))
    return constraint
  }

  /// Clears the text of a root label or text view and takes it out of VoiceOver (the overlay's
  /// "Loading" element stands for it), as the core says (``Skeletonizer/Plan/clearsRootText``).
  func clearText(of root: UIView, if clears: Bool) {
    guard clearedText == nil, clears, root is UILabel || root is UITextView else { return }
    let color = Self.textColor(of: root)
    let attributed = Self.attributedText(of: root)
    Self.set(textColor: .clear, on: root)
    clearedText = ClearedText(
      view: root, color: color, attributedText: attributed,
      clearedAttributedText: Self.attributedText(of: root),
      wasAccessibilityElement: root.isAccessibilityElement)
    root.isAccessibilityElement = false
  }

  /// Removes the constraints and gives the text colour (and attributed colours) back, unless
  /// the app changed them meanwhile.
  func restore() {
    NSLayoutConstraint.deactivate(constraints.map(\.constraint))
    constraints = []
    guard let cleared = clearedText else { return }
    clearedText = nil
    let text = cleared.view
    let current = Self.attributedText(of: text)
    _ = ContentSkeletonRecord.restoredValue(
      original: cleared.color, placeholder: .clear, current: Self.textColor(of: text)
    )
    .map { Self.set(textColor: $0, on: text) }
    // Setting the colour flattened the colours of an attributed text: the text itself comes
    // back, unless the app set new text meanwhile.
    _ = ContentSkeletonRecord.restoredValue(
      original: cleared.attributedText, placeholder: cleared.clearedAttributedText, current: current
    ).map { Self.set(attributedText: $0, on: text) }
    _ = ContentSkeletonRecord.restoredValue(
      original: cleared.wasAccessibilityElement, placeholder: false, current: text.isAccessibilityElement
    ).map { text.isAccessibilityElement = $0 }
  }

  // The text of a label or text view (the two kinds of root whose text is cleared).

  private static func textColor(of view: UIView) -> UIColor? {
    (view as? UILabel)?.textColor ?? (view as? UITextView)?.textColor
  }

  private static func set(textColor: UIColor?, on view: UIView) {
    (view as? UILabel)?.textColor = textColor
    (view as? UITextView)?.textColor = textColor
  }

  private static func attributedText(of view: UIView) -> NSAttributedString? {
    (view as? UILabel)?.attributedText ?? (view as? UITextView)?.attributedText
  }

  private static func set(attributedText: NSAttributedString?, on view: UIView) {
    (view as? UILabel)?.attributedText = attributedText
    (view as? UITextView)?.attributedText = attributedText
  }
}
#endif
