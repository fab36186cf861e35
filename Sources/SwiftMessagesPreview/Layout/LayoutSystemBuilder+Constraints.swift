import Foundation

extension LayoutSystemBuilder {
  /// How a constraint item resolves.
  enum Resolution {
    /// An item to constrain.
    case item(Item)
    /// The item left the layout (a hidden arranged subview, an uninstalled view): the
    /// constraint goes with it.
    case removed
    /// A problem to report.
    case problem(String)
  }

  /// Resolves a constraint's item id.
  func resolve(_ id: String) -> Resolution {
    if let slot = scene.slot(of: id) { return .item(.view(slot)) }
    if let guide = scene.guides[id] { return .item(.guide(guide.slot, key: guide.key)) }
    if scene.removedIDs.contains(id) { return .removed }
    if let object = scene.document.object(withID: id) {
      return .problem("item \(object.displayName) is outside the laid-out view")
    }
    if scene.document.placeholders.contains(where: { $0.id == id }) {
      return .problem("item \(id) is a placeholder, not a view")
    }
    if scene.document.containsID(id) {
      return .problem("item \(id) is not a view or layout guide of the laid-out view")
    }
    return .problem("unknown item \(id)")
  }

  /// The constraints the view in `slot` holds, installed for the request's size classes,
  /// with their size-class constants, multipliers and priorities.
  mutating func addNibConstraints(heldBy slot: Int) {
    let holder = scene.view(slot).object
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
    // First item.
    let firstItem: Item
    switch resolve(constraint.resolvedFirstItem) {
    case .item(let item): firstItem = item
    case .removed: return
    case .problem(let message):
      warn("constraint \(tag) skipped: \(message)", constraint: constraint)
      return
    }
    guard let first = anchor(firstItem, constraint.firstAttribute) else {
      warn(
        "constraint \(tag) skipped: unknown attribute \(constraint.firstAttribute)", constraint: constraint)
      return
    }
    var objects = [itemID(firstItem)]
    let lhs: LinearExpression
    let rhs: LinearExpression
    if let secondID = constraint.resolvedSecondItem {
      let secondItem: Item
      switch resolve(secondID) {
      case .item(let item): secondItem = item
      case .removed: return
      case .problem(let message):
        warn("constraint \(tag) skipped: \(message)", constraint: constraint)
        return
      }
      guard let secondAttribute = constraint.secondAttribute,
        let second = anchor(secondItem, secondAttribute)
      else {
        warn(
          "constraint \(tag) skipped: unknown attribute \(constraint.secondAttribute ?? "(none)")",
          constraint: constraint)
        return
      }
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
          "constraint \(tag) skipped: \(constraint.firstAttribute) cannot be related to \(secondAttribute)",
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

  /// The id of the view an item belongs to.
  func itemID(_ item: Item) -> String {
    switch item {
    case .view(let slot), .guide(let slot, _): return scene.view(slot).object.id
    }
  }
}
