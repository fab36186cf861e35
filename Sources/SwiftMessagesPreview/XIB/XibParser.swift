import Foundation

#if canImport(CoreGraphics)
// CGRect's Equatable conformance and memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// Reads an Interface Builder XIB into a ``XibDocument``.
///
/// The XML is read with Foundation's `XMLParser` (FoundationXML on Linux) into a tree that
/// keeps the line of every start tag, then mapped onto the typed model. Unknown elements are
/// skipped, so documents saved by newer Xcode versions still parse.
public enum XibParser {
  /// Parses XIB data.
  ///
  /// - Parameter data: The XML.
  /// - Returns: The document.
  /// - Throws: ``XibParseError`` for malformed XML (with line and column), an empty document,
  ///   or a root element other than `<document>`.
  public static func parse(_ data: Data) throws -> XibDocument {
    let root = try XMLTreeReader.read(data)
    guard root.name == "document" else {
      throw XibParseError(
        kind: .notAnInterfaceBuilderDocument(rootElement: root.name), line: root.line,
        column: root.column)
    }
    let objects = root.child("objects")?.children ?? []
    var identified: [XibIdentifiedElement] = []
    collectIDs(root, into: &identified)
    return XibDocument(
      header: header(root),
      placeholders: objects.filter { $0.name == "placeholder" }.map(placeholder),
      topLevelObjects: objects.filter { $0.name != "placeholder" }.compactMap(object),
      resources: root.child("resources").map(XibResources.init) ?? XibResources(),
      identifiedElements: identified)
  }

  /// Parses the XIB at `url`.
  ///
  /// - Throws: the file system error when the file cannot be read, or ``XibParseError``.
  public static func parse(contentsOf url: URL) throws -> XibDocument {
    try parse(Data(contentsOf: url))
  }

  static func header(_ root: XMLNode) -> XibHeader {
    let plugin = root.child("dependencies")?.children(named: "plugIn").first
    return XibHeader(
      type: root["type"], version: root["version"], toolsVersion: root["toolsVersion"],
      targetRuntime: root["targetRuntime"], useAutolayout: root.flag("useAutolayout"),
      useTraitCollections: root.flag("useTraitCollections"), useSafeAreas: root.flag("useSafeAreas"),
      device: root.child("device")?["id"], pluginVersion: plugin?["version"], line: root.line)
  }

  static func placeholder(_ node: XMLNode) -> XibPlaceholder {
    let id = node["id"] ?? ""
    return XibPlaceholder(
      id: id, placeholderIdentifier: node["placeholderIdentifier"], userLabel: node["userLabel"],
      customClass: node["customClass"], customModule: node["customModule"],
      customModuleProvider: node["customModuleProvider"],
      connections: connections(node, source: id), line: node.line)
  }

  static func object(_ node: XMLNode) -> XibObject? {
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
      subviews: node.child("subviews")?.children.compactMap(object) ?? [],
      constraints: node.child("constraints")?.children(named: "constraint").map {
        constraint($0, container: id)
      } ?? [],
      connections: connections(node, source: id),
      colors: node.children(named: "color").compactMap(XibColor.init),
      layoutMargins: node.child("edgeInsets", key: "layoutMargins").map(XibInsets.init),
      directionalLayoutMargins: node.child("directionalEdgeInsets", key: "directionalLayoutMargins")
        .map(XibInsets.init),
      layoutGuides: node.children(named: "viewLayoutGuide").map {
        XibLayoutGuide(key: $0["key"] ?? "", id: $0["id"] ?? "", line: $0.line)
      },
      runtimeAttributes: node.child("userDefinedRuntimeAttributes")?
        .children(named: "userDefinedRuntimeAttribute").map(XibRuntimeAttribute.init) ?? [],
      accessibility: node.child("accessibility").map(XibAccessibility.init),
      variations: node.children(named: "variation").map(variation),
      stack: node.name == "stackView" ? XibStackProperties(node) : nil,
      label: node.name == "label" ? XibLabelProperties(node) : nil,
      image: node.name == "imageView" ? XibImageProperties(node) : nil,
      button: node.name == "button" ? XibButtonProperties(node) : nil,
      line: node.line)
  }

  static func connections(_ node: XMLNode, source: String) -> [XibConnection] {
    (node.child("connections")?.children ?? []).compactMap { child in
      guard let kind = XibConnection.Kind(rawValue: child.name) else { return nil }
      return XibConnection(
        kind: kind, property: child["property"], selector: child["selector"],
        eventType: child["eventType"], destination: child["destination"] ?? "", source: source,
        id: child["id"], line: child.line)
    }
  }

  static func constraint(_ node: XMLNode, container: String) -> XibConstraint {
    XibConstraint(
      id: node["id"] ?? "", firstItem: node["firstItem"],
      firstAttribute: node["firstAttribute"] ?? "notAnAttribute", secondItem: node["secondItem"],
      secondAttribute: node["secondAttribute"],
      relation: node["relation"].flatMap(XibConstraint.Relation.init(rawValue:)) ?? .equal,
      multiplier: XibConstraint.parseMultiplier(node["multiplier"]),
      constant: node.number("constant") ?? 0,
      priority: node.number("priority").map { Float($0) } ?? 1000,
      identifier: node["identifier"], containerID: container, line: node.line)
  }

  static func variation(_ node: XMLNode) -> XibVariation {
    let references = node.children(named: "mask").flatMap(\.children)
    return XibVariation(
      key: node["key"] ?? "",
      excluded: references.filter { $0.name == "exclude" }.compactMap { $0["reference"] },
      included: references.filter { $0.name == "include" }.compactMap { $0["reference"] },
      line: node.line)
  }

  /// Collects every element carrying an object id; `<device>` ids (device names) and the
  /// `<resources>` section are not object ids.
  static func collectIDs(_ node: XMLNode, into ids: inout [XibIdentifiedElement]) {
    guard node.name != "resources", node.name != "device" else { return }
    if let id = node["id"], node.name != "document" {
      ids.append(XibIdentifiedElement(id: id, elementName: node.name, line: node.line))
    }
    for child in node.children { collectIDs(child, into: &ids) }
  }
}
