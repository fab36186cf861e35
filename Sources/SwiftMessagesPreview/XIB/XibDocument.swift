import Foundation

/// An Interface Builder XIB read into a typed model, every element keeping the line it starts on.
package struct XibDocument: Sendable, Equatable {
  /// The document type, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
  package var type: String?
  /// The line of the `<document>` start tag.
  package var line: Int
  /// File's Owner and First Responder: objects outside ``allObjects``, their
  /// ``XibObject/index`` -1.
  package var placeholders: [XibObject]
  /// Every top-level object and all their descendants, depth first, in document order. An
  /// object's ``XibObject/index`` is its position here.
  package var allObjects: [XibObject]
  /// The positions in ``allObjects`` of the objects under `<objects>` other than placeholders.
  package var topLevelIndices: [Int]
  /// The `<resources>` section.
  package var resources: XibResources
  /// Every element carrying an object id, in document order (duplicates included).
  package var identifiedElements: [XibIdentifiedElement]

  /// Parses an XIB with `XMLParser` (FoundationXML on Linux), keeping each start tag's line and
  /// skipping unknown elements so newer Xcode files parse; throws ``XibParseError`` for malformed
  /// XML, an empty document or a root other than `<document>`.
  package init(data: Data) throws {
    let tree = try XMLTreeReader.read(data)
    let root = tree.root
    guard root.name == "document" else {
      throw XibParseError(
        kind: .notAnInterfaceBuilderDocument(rootElement: root.name), line: root.line,
        column: root.column)
    }
    type = root["type"]
    line = root.line
    let objects = root.child("objects")?.children ?? []
    placeholders = objects.filter { $0.name == "placeholder" }.compactMap {
      Self.object($0, index: -1, parent: nil)
    }
    (allObjects, topLevelIndices) = Self.objects(objects.filter { $0.name != "placeholder" })
    resources = root.child("resources").map(XibResources.init) ?? XibResources()
    identifiedElements = Self.identifiedElements(tree)
    var byID: [String: Int] = [:]
    for object in allObjects where byID[object.id] == nil { byID[object.id] = object.index }
    objectIndexByID = byID
  }

  /// The first object carrying each id.
  private let objectIndexByID: [String: Int]

  /// The type string of iOS XIB documents.
  package static let cocoaTouchXibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

  /// Whether this is an iOS XIB (not a storyboard or a macOS nib).
  package var isCocoaTouchXib: Bool { type == Self.cocoaTouchXibType }

  /// The objects under `<objects>` other than placeholders, in order. `viewFromNib` returns
  /// the first one of the requested class.
  package var topLevelObjects: [XibObject] { topLevelIndices.map { allObjects[$0] } }

  /// The top-level views (non-view objects such as gesture recognizers excluded).
  package var topLevelViews: [XibObject] { topLevelObjects.filter(\.isView) }

  /// The view whose `<subviews>` hold `object`; `nil` for top-level objects.
  package func superview(of object: XibObject) -> XibObject? {
    object.parentIndex.map { allObjects[$0] }
  }

  /// `object` and all its descendants, depth first, in document order.
  package func subtree(of object: XibObject) -> [XibObject] {
    var result: [XibObject] = []
    var pending = [object.index]
    while let index = pending.popLast() {
      let current = allObjects[index]
      result.append(current)
      pending.append(contentsOf: current.subviewIndices.reversed())
    }
    return result
  }

  /// Every connection: those of placeholders first, then those of objects in document order.
  package var allConnections: [XibConnection] {
    placeholders.flatMap(\.connections) + allObjects.flatMap(\.connections)
  }

  /// Every constraint, with the id of the view holding it.
  package var allConstraints: [XibConstraint] { allObjects.flatMap(\.constraints) }

  /// The object with `id`, if any (the first one when ids are duplicated).
  package func object(withID id: String) -> XibObject? { objectIndexByID[id].map { allObjects[$0] } }

  /// Whether any element of the document carries `id`.
  package func containsID(_ id: String) -> Bool { identifiedElements.contains { $0.id == id } }
}
