import Foundation
import SwiftMessagesCore

/// Turns a ``LayoutScene`` and one pass's facts into constraint rows, the nib's in order so the
/// unsatisfiable required one is the one reported. Variables: slot × 4 + (minX, minY, width,
/// height), in root coordinates.
struct LayoutSystemBuilder {
  /// UIKit's default `layoutMargins` on every edge: 8.
  static let defaultLayoutMargin: CGFloat = 8
  /// `UILayoutPriority.fittingSizeLevel`: 50, the priority `systemLayoutSizeFitting` pulls the
  /// height to its smallest with.
  static let fittingSizeLevel = 50.0

  /// A rectangle made of expressions.
  struct Box {
    var minX: LinearExpression
    var minY: LinearExpression
    var width: LinearExpression
    var height: LinearExpression
  }

  /// Something a constraint can name.
  enum Item {
    /// A laid-out view.
    case view(Int)
    /// A layout guide of a laid-out view.
    case guide(Int, key: String)
  }

  /// What an attribute measures.
  enum AnchorKind: Equatable {
    case horizontalPosition, verticalPosition, size
  }

  let scene: LayoutScene
  let facts: LayoutFacts
  /// Content metrics by slot.
  let metrics: [ContentMetrics]
  /// Effective layout margins by slot.
  let margins: [LayoutInsets]
  /// Content priorities by slot.
  let priorities: [ContentPriorities]
  /// The rows, in order.
  private(set) var rows: [LayoutRow] = []
  /// Problems found while building.
  private(set) var diagnostics: [LayoutDiagnostic] = []

  /// Measures every view for `facts`.
  init(scene: LayoutScene, facts: LayoutFacts, measurer: some TextMeasuring) {
    self.scene = scene
    self.facts = facts
    let request = scene.request
    var metrics: [ContentMetrics] = []
    var margins: [LayoutInsets] = []
    var priorities: [ContentPriorities] = []
    for slot in 0..<scene.count {
      let object = scene.view(slot).object
      let text = request.texts[object.id] ?? object.label?.text ?? object.button?.title
      metrics.append(
        IntrinsicSizes.metrics(
          object, text: text, wrapWidth: facts.wrapWidths[slot],
          contentInsets: request.buttonContentInsets[object.id],
          resources: scene.document.resources, measurer: measurer))
      priorities.append(ContentPriorities(object))
      let safe = slot == 0 ? request.safeArea : (facts.safeInsets[slot] ?? .zero)
      var margin = Self.margins(object, safeArea: safe, request: request)
      if let preserved = facts.preservedMargins[slot] {
        margin.top = max(margin.top, preserved.top)
        margin.left = max(margin.left, preserved.left)
        margin.bottom = max(margin.bottom, preserved.bottom)
        margin.right = max(margin.right, preserved.right)
      }
      margins.append(margin)
    }
    self.metrics = metrics
    self.margins = margins
    self.priorities = priorities
  }

  /// `object`'s effective layout margins: set at run time (as they are), or the nib's (UIKit's
  /// 8 when unset) plus `safeArea` unless `insetsLayoutMarginsFromSafeArea` is off.
  static func margins(_ object: XibObject, safeArea: LayoutInsets, request: XibLayoutRequest)
    -> LayoutInsets
  {
    if let runtime = request.layoutMargins[object.id] { return runtime }
    let nib = object.directionalLayoutMargins ?? object.layoutMargins
    var result =
      nib.map { LayoutInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
      ?? LayoutInsets(all: defaultLayoutMargin)
    if object.attributes["insetsLayoutMarginsFromSafeArea"] != "NO" {
      result.top += safeArea.top
      result.left += safeArea.left
      result.bottom += safeArea.bottom
      result.right += safeArea.right
    }
    return result
  }

  // MARK: - Building

  /// Builds every row.
  mutating func build() {
    addRootRows()
    for slot in 1..<max(1, scene.count) where slot < scene.count { addAutoresizingRows(slot) }
    for slot in 0..<scene.count where scene.view(slot).stack != nil { addStackRows(slot) }
    for slot in 0..<scene.count { addNibConstraints(heldBy: slot) }
    for slot in 0..<scene.count { addIntrinsicRows(slot) }
  }

  // MARK: - Expressions

  func variable(_ slot: Int, _ component: Int) -> LinearExpression {
    LinearExpression(LayoutVariable(index: slot * 4 + component))
  }
  func minX(_ slot: Int) -> LinearExpression { variable(slot, 0) }
  func minY(_ slot: Int) -> LinearExpression { variable(slot, 1) }
  func width(_ slot: Int) -> LinearExpression { variable(slot, 2) }
  func height(_ slot: Int) -> LinearExpression { variable(slot, 3) }

  /// The view's frame inset by `insets`.
  func box(_ slot: Int, insetBy insets: LayoutInsets = .zero) -> Box {
    Box(
      minX: minX(slot) + Double(insets.left), minY: minY(slot) + Double(insets.top),
      width: width(slot) - Double(insets.left + insets.right),
      height: height(slot) - Double(insets.top + insets.bottom))
  }

  /// The safe-area insets of a slot for this pass.
  func safeInsets(_ slot: Int) -> LayoutInsets {
    slot == 0 ? scene.request.safeArea : (facts.safeInsets[slot] ?? .zero)
  }

  /// The expression of `attribute` of `item`, and what it measures; `nil` for an attribute
  /// name UIKit does not have.
  func anchor(_ item: Item, _ attribute: String) -> (expression: LinearExpression, kind: AnchorKind)? {
    let frame: Box
    let margin: LayoutInsets
    let slot: Int
    switch item {
    case .view(let viewSlot):
      slot = viewSlot
      frame = box(viewSlot)
      margin = margins[viewSlot]
    case .guide(let viewSlot, let key):
      slot = viewSlot
      frame = key == "safeArea" ? box(viewSlot, insetBy: safeInsets(viewSlot)) : box(viewSlot)
      margin = .zero
    }
    let left = Double(margin.left)
    let right = Double(margin.right)
    let top = Double(margin.top)
    let bottom = Double(margin.bottom)
    switch attribute {
    case "left", "leading": return (frame.minX, .horizontalPosition)
    case "right", "trailing": return (frame.minX + frame.width, .horizontalPosition)
    case "centerX": return (frame.minX + frame.width * 0.5, .horizontalPosition)
    case "width": return (frame.width, .size)
    case "top": return (frame.minY, .verticalPosition)
    case "bottom": return (frame.minY + frame.height, .verticalPosition)
    case "centerY": return (frame.minY + frame.height * 0.5, .verticalPosition)
    case "height": return (frame.height, .size)
    case "leftMargin", "leadingMargin": return (frame.minX + left, .horizontalPosition)
    case "rightMargin", "trailingMargin":
      return (frame.minX + frame.width - right, .horizontalPosition)
    case "topMargin": return (frame.minY + top, .verticalPosition)
    case "bottomMargin": return (frame.minY + frame.height - bottom, .verticalPosition)
    case "centerXWithinMargins":
      return (frame.minX + frame.width * 0.5 + (left - right) * 0.5, .horizontalPosition)
    case "centerYWithinMargins":
      return (frame.minY + frame.height * 0.5 + (top - bottom) * 0.5, .verticalPosition)
    case "firstBaseline", "lastBaseline", "baseline":
      guard case .view = item else { return (frame.minY + frame.height, .verticalPosition) }
      return (baseline(slot, first: attribute == "firstBaseline"), .verticalPosition)
    default: return nil
    }
  }

  /// A view's first or last baseline: a label's or button's text baseline (the text centred
  /// vertically), a stack view's first or last arranged subview's, otherwise its bottom edge.
  func baseline(_ slot: Int, first: Bool) -> LinearExpression {
    var current = slot
    for _ in 0...scene.count {
      let content = metrics[current]
      if let baselines = content.baselines, let textHeight = content.textHeight {
        return minY(current) + height(current) * 0.5 - textHeight * 0.5
          + (first ? baselines.first : baselines.last)
      }
      let view = scene.view(current)
      guard view.stack != nil, let next = first ? view.arranged.first : view.arranged.last else {
        break
      }
      current = next
    }
    return minY(current) + height(current)
  }

  // MARK: - Rows

  mutating func add(
    _ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
    priority: Double = 1000, tag: String, constraintID: String? = nil, objects: [String],
    line: Int? = nil
  ) {
    rows.append(
      LayoutRow(
        lhs: lhs, relation: relation, rhs: rhs, priority: priority, tag: tag,
        constraintID: constraintID, objectIDs: objects, line: line))
  }

  /// The root at the origin, at the requested width, and at the requested height or pulled to
  /// its smallest at the fitting priority.
  mutating func addRootRows() {
    guard scene.count > 0 else { return }
    let id = scene.view(0).object.id
    let request = scene.request
    add(minX(0), .equal, LinearExpression(constant: 0), tag: "root-x(\(id))", objects: [id])
    add(minY(0), .equal, LinearExpression(constant: 0), tag: "root-y(\(id))", objects: [id])
    add(width(0), .equal, LinearExpression(constant: request.width), tag: "root-width(\(id))", objects: [id])
    if let height = request.height {
      add(
        self.height(0), .equal, LinearExpression(constant: height), tag: "root-height(\(id))", objects: [id])
    } else {
      add(
        height(0), .equal, LinearExpression(constant: 0), priority: Self.fittingSizeLevel,
        tag: "fitting-height(\(id))", objects: [id])
    }
  }

  /// Rows for a view that keeps `translatesAutoresizingMaskIntoConstraints` or is
  /// `fixedFrame="YES"` (Xcode's "Layout: Inferred"): its design-time frame, flexible parts sharing
  /// the superview's size change in proportion to their lengths, like UIKit's autoresizing.
  mutating func addAutoresizingRows(_ slot: Int) {
    let view = scene.view(slot)
    let object = view.object
    guard let parent = view.parentSlot, !view.isArranged,
      object.attributes["translatesAutoresizingMaskIntoConstraints"] != "NO"
        || object.attributes["fixedFrame"] == "YES"
    else { return }
    let frame = object.frame ?? .zero
    let superSize = scene.view(parent).object.frame?.size ?? .zero
    let mask = object.autoresizingMask
    let horizontal = Self.autoresize(
      lead: Double(frame.minX), length: Double(frame.width),
      trail: Double(superSize.width - frame.maxX),
      flexible: (mask.contains("flexibleMinX"), mask.contains("widthSizable"), mask.contains("flexibleMaxX")),
      change: width(parent) - Double(superSize.width))
    let vertical = Self.autoresize(
      lead: Double(frame.minY), length: Double(frame.height),
      trail: Double(superSize.height - frame.maxY),
      flexible: (
        mask.contains("flexibleMinY"), mask.contains("heightSizable"), mask.contains("flexibleMaxY")
      ),
      change: height(parent) - Double(superSize.height))
    let id = object.id
    add(
      minX(slot), .equal, minX(parent) + horizontal.offset, tag: "autoresizing-x(\(id))", objects: [id],
      line: object.line)
    add(
      width(slot), .equal, horizontal.length, tag: "autoresizing-width(\(id))", objects: [id],
      line: object.line)
    add(
      minY(slot), .equal, minY(parent) + vertical.offset, tag: "autoresizing-y(\(id))", objects: [id],
      line: object.line)
    add(
      height(slot), .equal, vertical.length, tag: "autoresizing-height(\(id))", objects: [id],
      line: object.line)
  }

  /// One axis of an autoresizing mask: offset from the superview and length, as expressions of
  /// the superview's change in size.
  static func autoresize(
    lead: Double, length: Double, trail: Double, flexible: (Bool, Bool, Bool),
    change: LinearExpression
  ) -> (offset: LinearExpression, length: LinearExpression) {
    let parts = [(lead, flexible.0), (length, flexible.1), (trail, flexible.2)]
    let flexibleCount = parts.filter(\.1).count
    let total = parts.filter(\.1).map { max(0, $0.0) }.reduce(0, +)
    func share(_ index: Int) -> Double {
      guard parts[index].1 else { return 0 }
      return total > 0 ? max(0, parts[index].0) / total : 1 / Double(flexibleCount)
    }
    return (
      LinearExpression(constant: lead) + change * share(0),
      LinearExpression(constant: length) + change * share(1)
    )
  }

  /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic).
  mutating func addIntrinsicRows(_ slot: Int) {
    let content = metrics[slot]
    let priority = priorities[slot]
    let id = scene.view(slot).object.id
    if let intrinsic = content.width {
      let value = LinearExpression(constant: intrinsic)
      add(
        width(slot), .lessThanOrEqual, value, priority: priority.horizontalHugging,
        tag: "hugging-width(\(id))", objects: [id])
      add(
        width(slot), .greaterThanOrEqual, value, priority: priority.horizontalCompression,
        tag: "compression-width(\(id))", objects: [id])
    }
    if let intrinsic = content.height {
      let value = LinearExpression(constant: intrinsic)
      add(
        height(slot), .lessThanOrEqual, value, priority: priority.verticalHugging,
        tag: "hugging-height(\(id))", objects: [id])
      add(
        height(slot), .greaterThanOrEqual, value, priority: priority.verticalCompression,
        tag: "compression-height(\(id))", objects: [id])
    }
  }

  mutating func warn(_ message: String, constraint: XibConstraint) {
    diagnostics.append(
      LayoutDiagnostic(
        severity: .warning, message: message, constraintIDs: constraint.id.isEmpty ? [] : [constraint.id],
        objectIDs: [constraint.containerID], line: constraint.line))
  }
}
