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
  /// UIKit's default hugging priority, `defaultLow`: 250.
  static let defaultHugging = 250.0
  /// Interface Builder's hugging priority for labels and image views (written into the nib):
  /// 251.
  static let interfaceBuilderLabelHugging = 251.0
  /// UIKit's default compression resistance, `defaultHigh`: 750.
  static let defaultCompressionResistance = 750.0

  /// A rectangle made of expressions.
  struct Box {
    var minX: LinearExpression
    var minY: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    var maxX: LinearExpression { minX + width }
    var maxY: LinearExpression { minY + height }
    var midX: LinearExpression { minX + width * 0.5 }
    var midY: LinearExpression { minY + height * 0.5 }
  }

  /// Something a constraint can name.
  enum Item {
    case view(Int)
    /// A layout guide of a laid-out view.
    case guide(Int, key: String)
  }

  /// What an attribute measures.
  enum AnchorKind: Equatable {
    case horizontalPosition, verticalPosition, size
  }

  let scene: LayoutScene
  /// The facts of the pass by slot.
  let facts: [LayoutFacts]
  /// Content metrics by slot.
  let metrics: [ContentMetrics]
  /// Effective layout margins by slot.
  let margins: [LayoutInsets]
  private(set) var rows: [LayoutRow] = []
  private(set) var diagnostics: [LayoutDiagnostic] = []

  /// Measures every view for `facts`.
  init(scene: LayoutScene, facts: [LayoutFacts], measurer: some TextMeasuring) {
    self.scene = scene
    self.facts = facts
    let request = scene.request
    var metrics: [ContentMetrics] = []
    var margins: [LayoutInsets] = []
    for slot in 0..<scene.views.count {
      let object = scene.views[slot].object
      let text = request.views[object.id]?.text ?? object.label?.text ?? object.button?.title
      metrics.append(
        IntrinsicSizes.metrics(
          object, text: text, wrapWidth: facts[slot].wrapWidth,
          contentInsets: request.views[object.id]?.contentInsets,
          resources: scene.document.resources, measurer: measurer))
      let safe = slot == 0 ? request.safeArea : facts[slot].safeInsets
      var margin = Self.margins(object, safeArea: safe, request: request)
      if let preserved = facts[slot].preservedMargins {
        margin.top = max(margin.top, preserved.top)
        margin.left = max(margin.left, preserved.left)
        margin.bottom = max(margin.bottom, preserved.bottom)
        margin.right = max(margin.right, preserved.right)
      }
      margins.append(margin)
    }
    self.metrics = metrics
    self.margins = margins
  }

  /// `object`'s effective layout margins: set at run time (as they are), or the nib's (UIKit's
  /// 8 when unset) plus `safeArea` unless `insetsLayoutMarginsFromSafeArea` is off.
  static func margins(_ object: XibObject, safeArea: LayoutInsets, request: XibLayoutRequest)
    -> LayoutInsets
  {
    if let runtime = request.views[object.id]?.layoutMargins { return runtime }
    var result = object.layoutMargins ?? LayoutInsets(all: defaultLayoutMargin)
    if object.attributes["insetsLayoutMarginsFromSafeArea"] != "NO" {
      result.top += safeArea.top
      result.left += safeArea.left
      result.bottom += safeArea.bottom
      result.right += safeArea.right
    }
    return result
  }

  // MARK: - Building

  mutating func build() {
    addRootRows()
    for slot in 1..<max(1, scene.views.count) where slot < scene.views.count { addAutoresizingRows(slot) }
    for slot in 0..<scene.views.count where scene.views[slot].stack != nil { addStackRows(slot) }
    for slot in 0..<scene.views.count { addNibConstraints(heldBy: slot) }
    for slot in 0..<scene.views.count { addIntrinsicRows(slot) }
  }

  // MARK: - Expressions

  func variable(_ slot: Int, _ component: Int) -> LinearExpression {
    LinearExpression(LayoutVariable(index: slot * 4 + component))
  }
  func minX(_ slot: Int) -> LinearExpression { variable(slot, 0) }
  func minY(_ slot: Int) -> LinearExpression { variable(slot, 1) }
  func width(_ slot: Int) -> LinearExpression { variable(slot, 2) }
  func height(_ slot: Int) -> LinearExpression { variable(slot, 3) }

  func box(_ slot: Int, insetBy insets: LayoutInsets = .zero) -> Box {
    Box(
      minX: minX(slot) + Double(insets.left), minY: minY(slot) + Double(insets.top),
      width: width(slot) - Double(insets.left + insets.right),
      height: height(slot) - Double(insets.top + insets.bottom))
  }

  func safeInsets(_ slot: Int) -> LayoutInsets {
    slot == 0 ? scene.request.safeArea : facts[slot].safeInsets
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
    case "right", "trailing": return (frame.maxX, .horizontalPosition)
    case "centerX": return (frame.midX, .horizontalPosition)
    case "width": return (frame.width, .size)
    case "top": return (frame.minY, .verticalPosition)
    case "bottom": return (frame.maxY, .verticalPosition)
    case "centerY": return (frame.midY, .verticalPosition)
    case "height": return (frame.height, .size)
    case "leftMargin", "leadingMargin": return (frame.minX + left, .horizontalPosition)
    case "rightMargin", "trailingMargin": return (frame.maxX - right, .horizontalPosition)
    case "topMargin": return (frame.minY + top, .verticalPosition)
    case "bottomMargin": return (frame.maxY - bottom, .verticalPosition)
    case "centerXWithinMargins": return (frame.midX + (left - right) * 0.5, .horizontalPosition)
    case "centerYWithinMargins": return (frame.midY + (top - bottom) * 0.5, .verticalPosition)
    case "firstBaseline", "lastBaseline", "baseline":
      guard case .view = item else { return (frame.maxY, .verticalPosition) }
      return (baseline(slot, first: attribute == "firstBaseline"), .verticalPosition)
    default: return nil
    }
  }

  /// A view's first or last baseline: a label's or button's text baseline (the text centred
  /// vertically), a stack view's first or last arranged subview's, otherwise its bottom edge.
  func baseline(_ slot: Int, first: Bool) -> LinearExpression {
    var current = slot
    for _ in 0...scene.views.count {
      let content = metrics[current]
      if let baselines = content.baselines, let textHeight = content.textHeight {
        return minY(current) + height(current) * 0.5 - textHeight * 0.5
          + (first ? baselines.first : baselines.last)
      }
      let view = scene.views[current]
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
    guard scene.views.count > 0 else { return }
    let id = scene.views[0].object.id
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
    let view = scene.views[slot]
    let object = view.object
    guard let parent = view.parentSlot, !view.isArranged,
      object.attributes["translatesAutoresizingMaskIntoConstraints"] != "NO"
        || object.attributes["fixedFrame"] == "YES"
    else { return }
    let frame = object.frame ?? .zero
    let superSize = scene.views[parent].object.frame?.size ?? .zero
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
    let edges = [
      ("x", minX(slot), minX(parent) + horizontal.offset), ("width", width(slot), horizontal.length),
      ("y", minY(slot), minY(parent) + vertical.offset), ("height", height(slot), vertical.length),
    ]
    for (name, lhs, rhs) in edges {
      add(
        lhs, .equal, rhs, tag: "autoresizing-\(name)(\(object.id))", objects: [object.id], line: object.line)
    }
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

  /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic), at the
  /// nib's priorities (`horizontalHuggingPriority`…) or UIKit's defaults.
  mutating func addIntrinsicRows(_ slot: Int) {
    let object = scene.views[slot].object
    let id = object.id
    let hugging =
      ["label", "imageView"].contains(object.elementName)
      ? Self.interfaceBuilderLabelHugging : Self.defaultHugging
    func priority(_ key: String, _ fallback: Double) -> Double {
      object.attributes[key].flatMap(Double.init).map { min(max($0, 1), 1000) } ?? fallback
    }
    let axes = [("width", "horizontal", metrics[slot].width), ("height", "vertical", metrics[slot].height)]
    for (axis, direction, size) in axes {
      guard let size else { continue }
      let length = axis == "width" ? width(slot) : height(slot)
      add(
        length, .lessThanOrEqual, LinearExpression(constant: size),
        priority: priority("\(direction)HuggingPriority", hugging), tag: "hugging-\(axis)(\(id))",
        objects: [id])
      add(
        length, .greaterThanOrEqual, LinearExpression(constant: size),
        priority: priority("\(direction)CompressionResistancePriority", Self.defaultCompressionResistance),
        tag: "compression-\(axis)(\(id))", objects: [id])
    }
  }

  mutating func warn(_ message: String, constraint: XibConstraint) {
    diagnostics.append(
      LayoutDiagnostic(
        severity: .warning, message: message, constraintIDs: constraint.id.isEmpty ? [] : [constraint.id],
        objectIDs: [constraint.containerID], line: constraint.line))
  }
}
