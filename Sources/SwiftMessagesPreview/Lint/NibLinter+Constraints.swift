import Foundation

extension NibLinter {
  /// Constraint items must be views or layout guides of the document.
  func checkConstraints(_ document: XibDocument) -> [Diagnostic] {
    var items: Set<String> = []
    for object in document.allObjects {
      if object.isView { items.insert(object.id) }
      for guide in object.layoutGuides { items.insert(guide.id) }
    }
    // A view controller's top and bottom layout guides (pre-safe-area nibs).
    for element in document.identifiedElements
    where element.name == "viewControllerLayoutGuide" || element.name == "layoutGuide" {
      items.insert(element.id)
    }
    var findings: [Diagnostic] = []
    for constraint in document.allConstraints {
      let sides = [
        ("firstItem", constraint.firstItem), ("secondItem", constraint.secondItem),
      ]
      for case (let side, let id?) in sides where !items.contains(id) {
        let element = document.identifiedElements.first { $0.id == id }
        let found =
          element.map { "the <\($0.name)> on line \($0.line), not a view or layout guide" }
          ?? "not in the document"
        findings.append(
          Diagnostic(
            line: constraint.line, rule: .unknownConstraintItem,
            message: "constraint \(constraint.id) (\(Self.formula(constraint))) has \(side) "
              + "\"\(id)\", which is \(found)"))
      }
    }
    return findings
  }

  /// A short formula such as `first.leading = second.leadingMargin + 20 @900`.
  static func formula(_ constraint: XibConstraint) -> String {
    let relation: String
    switch constraint.relation {
    case .equal: relation = "="
    case .greaterThanOrEqual: relation = ">="
    case .lessThanOrEqual: relation = "<="
    }
    var text = "\(constraint.firstAttribute) \(relation)"
    if let attribute = constraint.secondAttribute {
      text += " \(attribute)"
      if constraint.multiplier != 1 { text += " × \(format(constraint.multiplier))" }
      if constraint.constant != 0 { text += " + \(format(constraint.constant))" }
    } else {
      text += " \(format(constraint.constant))"
    }
    if constraint.priority != 1000 { text += " @\(format(Double(constraint.priority)))" }
    return text
  }

  static func format(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? String(value)
  }
}
