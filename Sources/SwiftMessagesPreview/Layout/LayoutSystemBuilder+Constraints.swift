import Foundation

extension LayoutSystemBuilder {
  /// The item a constraint's item id names and its `attribute`'s anchor; `nil` when the item left
  /// the layout (a hidden arranged subview, an uninstalled view: the constraint goes with it) or,
  /// with a warning, when it cannot be resolved.
  mutating func resolve(_ id: String, _ attribute: String?, tag: String, constraint: XibConstraint)
    -> (item: Item, anchor: (expression: LinearExpression, kind: AnchorKind))?
  {
    let item: Item
    let problem: String
    guard let found = scene.items[id] else {
      if let object = scene.document.object(withID: id) {
        problem = "item \(object.displayName) is outside the laid-out view"
      } else if scene.document.placeholders.contains(where: { $0.id == id }) {
        problem = "item \(id) is a placeholder, not a view"
      } else if scene.document.containsID(id) {
        problem = "item \(id) is not a view or layout guide of the laid-out view"
      } else {
        problem = "unknown item \(id)"
      }
      warn("constraint \(tag) skipped: \(problem)", constraint: constraint)
      return nil
    }
    guard let found else { return nil }
    item = found
    guard let attribute, let anchor = anchor(item, attribute) else {
      warn("constraint \(tag) skipped: unknown attribute \(attribute ?? "(none)")", constraint: constraint)
      return nil
    }
    return (item, anchor)
  }

  /// The constraints the view in `slot` holds, installed for the request's size classes,
  /// with their size-class constants, multipliers and priorities.
  mutating func addNibConstraints(heldBy slot: Int) {
    let holder = scene.views[slot].object
    for constraint in holder.constraints {
      guard constraint.id.isEmpty || scene.isInstalled(constraint.id, holder: holder) else { continue }
      addNibConstraint(constraint, holderSlot: slot)
    }
  }

  private mutating func addNibConstraint(_ constraint: XibConstraint, holderSlot: Int) {
    let tag = constraint.id.isEmpty ? "constraint@\(constraint.line)" : constraint.id
    let variations = constraint.variations
    let constant =
      scene.varied("constant", variations, base: nil).flatMap(Double.init) ?? constraint.constant
    let multiplier =
      scene.varied("multiplier", variations, base: nil).map { XibConstraint.parseMultiplier($0) }
      ?? constraint.multiplier
    var priority =
      scene.varied("priority", variations, base: nil).flatMap(Double.init)
      ?? Double(constraint.priority)
    guard constant.isFinite, multiplier.isFinite, priority.isFinite else {
      warn("constraint \(tag) has a non-finite number; skipped", constraint: constraint)
      return
    }
    if priority < 1 || priority > 1000 {
      warn(
        "constraint \(tag) has priority \(priority), outside 1...1000; clamped", constraint: constraint)
      priority = min(max(priority, 1), 1000)
    }
    let relation = constraint.relation
    guard
      let (firstItem, first) = resolve(
        constraint.resolvedFirstItem, constraint.firstAttribute, tag: tag, constraint: constraint)
    else { return }
    var objects = [itemID(firstItem)]
    let lhs: LinearExpression
    let rhs: LinearExpression
    if let secondID = constraint.resolvedSecondItem {
      guard
        let (secondItem, second) = resolve(
          secondID, constraint.secondAttribute, tag: tag, constraint: constraint)
      else { return }
      objects.append(itemID(secondItem))
      switch (first.kind, second.kind) {
      case (.size, .size):
        lhs = first.expression
        rhs = second.expression * multiplier + constant
      case (.horizontalPosition, .horizontalPosition), (.verticalPosition, .verticalPosition):
        // Positions are measured from the holding view's origin, so multipliers other than 1
        // place proportionally inside it, as in UIKit.
        let origin = first.kind == .horizontalPosition ? minX(holderSlot) : minY(holderSlot)
        lhs = first.expression - origin
        rhs = (second.expression - origin) * multiplier + constant
      default:
        warn(
          "constraint \(tag) skipped: \(constraint.firstAttribute) cannot be related to \(constraint.secondAttribute ?? "")",
          constraint: constraint)
        return
      }
    } else {
      guard first.kind == .size else {
        warn(
          "constraint \(tag) skipped: \(constraint.firstAttribute) needs a second item",
          constraint: constraint)
        return
      }
      lhs = first.expression
      rhs = LinearExpression(constant: constant)
    }
    add(
      lhs, relation, rhs, priority: priority, tag: tag,
      constraintID: constraint.id.isEmpty ? nil : constraint.id, objects: objects,
      line: constraint.line)
  }

  func itemID(_ item: Item) -> String {
    switch item {
    case .view(let slot), .guide(let slot, _): return scene.views[slot].object.id
    }
  }
}
