import Foundation
import SwiftMessagesCore

/// The views one request lays out and what stays fixed between passes, built in one pass over
/// ``XibDocument/allObjects`` (parents first) so nothing recurses on nesting depth.
struct LayoutScene {
  /// The laid-out view of one slot.
  struct View {
    var object: XibObject
    /// The slot of the superview; `nil` for the root.
    var parentSlot: Int?
    /// The visible arranged subviews' slots, in order (stack views only).
    var arranged: [Int] = []
    /// Whether the superview is a stack view that arranges this view.
    var isArranged = false
    /// The stack properties after size-class variations (stack views only).
    var stack: XibStackProperties?
  }

  let request: XibLayoutRequest
  /// Laid-out views, root first, parents before children.
  private(set) var views: [View] = []
  /// What a constraint's item id names: a laid-out view or a layout guide, or `nil` for a view
  /// under the root that left the layout (a hidden arranged subview, an uninstalled view, and
  /// everything inside them). For an id used twice a view wins over a guide, a guide over a view
  /// that left; the first view and the last guide win.
  private(set) var items: [String: LayoutSystemBuilder.Item?] = [:]
  /// Hidden views and the views inside them.
  private(set) var hiddenIDs: Set<String> = []
  private(set) var diagnostics: [LayoutDiagnostic] = []

  var document: XibDocument { request.document }

  /// Reads the root's subtree; `nil` with a diagnostic when `rootIndex` is not a view.
  init?(request: XibLayoutRequest, diagnostics: inout [LayoutDiagnostic]) {
    self.request = request
    let all = request.document.allObjects
    guard all.indices.contains(request.rootIndex), all[request.rootIndex].isView else {
      diagnostics.append(
        LayoutDiagnostic(
          severity: .error,
          message: "object \(request.rootIndex) is not a view of the document; nothing to lay out"))
      return nil
    }
    // Preorder over the subtree with an explicit stack: (object index, parent slot, removed, hidden).
    var pending: [(index: Int, parent: Int?, removed: Bool, hidden: Bool)] = [
      (request.rootIndex, nil, false, false)
    ]
    var visited = Set<Int>()
    while let (index, parent, parentRemoved, parentHidden) = pending.popLast() {
      guard all.indices.contains(index), visited.insert(index).inserted else { continue }
      let object = all[index]
      guard object.isView else { continue }
      let superview = parent.map { views[$0] }
      let selfHidden =
        object.attributes["hidden"] == "YES" || request.views[object.id]?.isHidden == true
      let hidden = parentHidden || selfHidden
      let arranged = superview?.object.elementName == "stackView"
      let uninstalled = superview.map { !isInstalled(object.id, holder: $0.object) } ?? false
      let removed = parentRemoved || uninstalled || (arranged && selfHidden)
      if hidden { hiddenIDs.insert(object.id) }
      var childParent: Int? = nil
      var childrenRemoved = removed
      if removed {
        if items[object.id] == nil { items[object.id] = .some(nil) }
      } else if case .view?? = items[object.id] {
        self.diagnostics.append(
          LayoutDiagnostic(
            severity: .warning,
            message: "duplicate view id \(object.id); the second view and its subviews are skipped",
            objectIDs: [object.id], line: object.line))
        childrenRemoved = true
      } else {
        let slot = views.count
        var view = View(object: object, parentSlot: parent, isArranged: arranged)
        if let stack = object.stack { view.stack = variedStack(stack, object: object) }
        views.append(view)
        items[object.id] = .view(slot)
        for guide in object.layoutGuides where !guide.id.isEmpty {
          if case .view?? = items[guide.id] { continue }
          items[guide.id] = .guide(slot, key: guide.name)
        }
        if let parent, arranged { views[parent].arranged.append(slot) }
        childParent = slot
      }
      for child in object.subviewIndices.reversed() {
        pending.append((child, childParent ?? parent, childrenRemoved, hidden))
      }
    }
  }

  // MARK: - Size classes

  /// Whether a variation key (`default`, `widthClass=regular`,
  /// `heightClass=compact-widthClass=regular`) applies to the request's size classes.
  func matches(_ key: String) -> Bool {
    if key == "default" { return true }
    let horizontal = request.effectiveHorizontalSizeClass.rawValue
    let vertical = request.verticalSizeClass.rawValue
    for component in key.split(separator: "-") {
      let parts = component.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return false }
      switch parts[0] {
      case "widthClass": if parts[1] != horizontal { return false }
      case "heightClass": if parts[1] != vertical { return false }
      default: return false
      }
    }
    return true
  }

  /// The variations of `variations` that apply, least specific first (`default` first).
  func applicable(_ variations: [XibVariation]) -> [XibVariation] {
    variations.filter { matches($0.key) }.sorted {
      ($0.key == "default" ? 0 : $0.key.split(separator: "-").count)
        < ($1.key == "default" ? 0 : $1.key.split(separator: "-").count)
    }
  }

  /// Whether the constraint or subview `id` is installed: not excluded by the holder's
  /// applicable variations (the most specific one that mentions it decides).
  func isInstalled(_ id: String, holder: XibObject) -> Bool {
    var installed = true
    for variation in applicable(holder.variations) {
      if variation.included.contains(id) { installed = true }
      if variation.excluded.contains(id) { installed = false }
    }
    return installed
  }

  /// The value of `attribute` under the applicable variations, or `base`.
  func varied(_ attribute: String, _ variations: [XibVariation], base: String?) -> String? {
    var value = base
    for variation in applicable(variations) {
      if let override = variation.attributes[attribute] { value = override }
    }
    return value
  }

  /// A stack's properties with the applicable variations' overrides (spacing, axis…).
  private func variedStack(_ stack: XibStackProperties, object: XibObject) -> XibStackProperties {
    var result = stack
    let variations = object.variations
    if let spacing = varied("spacing", variations, base: nil).flatMap(Double.init) {
      result.spacing = spacing
    }
    if let axis = varied("axis", variations, base: nil).flatMap(XibStackProperties.Axis.init) {
      result.axis = axis
    }
    if let alignment = varied("alignment", variations, base: nil) { result.alignment = alignment }
    if let distribution = varied("distribution", variations, base: nil) {
      result.distribution = distribution
    }
    return result
  }
}
