import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
// CGRect's Equatable conformance and memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// How ``XibDocument/init(data:)`` maps the XML tree onto the typed model.
extension XibDocument {
  /// The objects under `topLevel` and all their subviews, depth first, with an explicit stack
  /// (a file decides how deep views nest), and the positions of the top-level ones.
  static func objects(_ topLevel: [XMLNode]) -> (all: [XibObject], topLevel: [Int]) {
    var all: [XibObject] = []
    var topLevelIndices: [Int] = []
    var pending: [(node: XMLNode, parent: Int?)] = topLevel.reversed().map { ($0, nil) }
    while let (node, parent) = pending.popLast() {
      guard let object = object(node, index: all.count, parent: parent) else {
        // An element without an id (older files write `<view key="contentView">` so) is no
        // object of its own, but the views inside it are.
        pending.append(contentsOf: nestedViews(of: node).reversed().map { ($0, parent) })
        continue
      }
      all.append(object)
      if let parent {
        all[parent].subviewIndices.append(object.index)
      } else {
        topLevelIndices.append(object.index)
      }
      pending.append(contentsOf: nestedViews(of: node).reversed().map { ($0, object.index) })
    }
    return (all, topLevelIndices)
  }

  /// The views inside `node`: its `<subviews>`, and the views it holds under a key, such as a
  /// cell's `<tableViewCellContentView key="contentView">` or a visual effect view's
  /// `<view key="contentView">`, whose subviews constraints refer to as well.
  static func nestedViews(of node: XMLNode) -> [XMLNode] {
    let keyed = node.children.filter { $0["key"] != nil && XibObject.uikitClasses[$0.name] != nil }
    return keyed + (node.child("subviews")?.children ?? [])
  }

  /// The object `node` describes, without its subviews; `nil` for an element without an id.
  static func object(_ node: XMLNode, index: Int, parent: Int?) -> XibObject? {
    guard let id = node["id"] else { return nil }
    let frame = node.child("rect", key: "frame").map {
      CGRect(
        x: $0.number("x") ?? 0, y: $0.number("y") ?? 0, width: $0.number("width") ?? 0,
        height: $0.number("height") ?? 0)
    }
    let mask = node.child("autoresizingMask", key: "autoresizingMask")
    return XibObject(
      elementName: node.name, id: id, userLabel: node["userLabel"],
      customClass: node["customClass"], customModule: node["customModule"],
      customModuleProvider: node["customModuleProvider"], frame: frame,
      autoresizingMask: Set(mask?.attributes.filter { $0.value == "YES" }.map(\.key) ?? []),
      attributes: node.attributes,
      index: index, parentIndex: parent, subviewIndices: [],
      constraints: node.child("constraints")?.children(named: "constraint").map {
        constraint($0, container: id)
      } ?? [],
      connections: connections(node),
      colors: node.children(named: "color").compactMap(XibColor.init),
      layoutMargins: margins(node),
      layoutGuides: node.children(named: "viewLayoutGuide").map {
        XibIdentifiedElement(id: $0["id"] ?? "", name: $0["key"] ?? "", line: $0.line)
      },
      runtimeAttributes: node.child("userDefinedRuntimeAttributes")?
        .children(named: "userDefinedRuntimeAttribute").map(XibRuntimeAttribute.init) ?? [],
      variations: node.children(named: "variation").map(variation),
      stack: node.name == "stackView" ? XibStackProperties(node) : nil,
      label: node.name == "label" ? XibLabelProperties(node) : nil,
      image: node.name == "imageView" ? XibImageProperties(node) : nil,
      button: node.name == "button" ? XibButtonProperties(node) : nil,
      line: node.line)
  }

  /// `<directionalEdgeInsets key="directionalLayoutMargins">` (leading as left), else
  /// `<edgeInsets key="layoutMargins">`; missing sides are 0.
  static func margins(_ node: XMLNode) -> LayoutInsets? {
    let directional = node.child("directionalEdgeInsets", key: "directionalLayoutMargins")
    guard let insets = directional ?? node.child("edgeInsets", key: "layoutMargins") else { return nil }
    func side(_ name: String) -> CGFloat { CGFloat(insets.number(name) ?? 0) }
    return LayoutInsets(
      top: side("top"), left: side(directional == nil ? "left" : "leading"), bottom: side("bottom"),
      right: side(directional == nil ? "right" : "trailing"))
  }

  static func connections(_ node: XMLNode) -> [XibConnection] {
    (node.child("connections")?.children ?? []).compactMap { child in
      guard let kind = XibConnection.Kind(rawValue: child.name) else { return nil }
      return XibConnection(
        kind: kind, property: child["property"], selector: child["selector"],
        destination: child["destination"] ?? "", line: child.line)
    }
  }

  static func constraint(_ node: XMLNode, container: String) -> XibConstraint {
    XibConstraint(
      id: node["id"] ?? "", firstItem: node["firstItem"],
      firstAttribute: node["firstAttribute"] ?? "notAnAttribute", secondItem: node["secondItem"],
      secondAttribute: node["secondAttribute"],
      relation: node["relation"].flatMap(ConstraintRelation.init(rawValue:)) ?? .equal,
      multiplier: XibConstraint.parseMultiplier(node["multiplier"]),
      constant: node.number("constant") ?? 0,
      priority: node.number("priority").map { Float($0) } ?? 1000,
      containerID: container, line: node.line,
      variations: node.children(named: "variation").map(variation))
  }

  static func variation(_ node: XMLNode) -> XibVariation {
    let references = node.children(named: "mask").flatMap(\.children)
    return XibVariation(
      key: node["key"] ?? "",
      excluded: references.filter { $0.name == "exclude" }.compactMap { $0["reference"] },
      included: references.filter { $0.name == "include" }.compactMap { $0["reference"] },
      attributes: node.attributes.filter { $0.key != "key" })
  }

  /// Every element carrying an object id, in document order; `<device>` ids (device names)
  /// and the `<resources>` section are not object ids. One pass over the flat tree.
  static func identifiedElements(_ tree: XMLTree) -> [XibIdentifiedElement] {
    var excluded = [Bool](repeating: false, count: tree.elements.count)
    var result: [XibIdentifiedElement] = []
    for (index, element) in tree.elements.enumerated() {
      let inherited = element.parent.map { excluded[$0] } ?? false
      excluded[index] = inherited || element.name == "resources" || element.name == "device"
      guard !excluded[index], index != 0, let id = element.attributes["id"] else { continue }
      result.append(XibIdentifiedElement(id: id, name: element.name, line: element.line))
    }
    return result
  }
}
