import Foundation

/// An Interface Builder XIB read into a typed model.
///
/// Every element keeps the line it starts on, so tools can point at the source:
///
/// ```swift
/// let document = try XibDocument(data: Data(contentsOf: url))
/// for view in document.allObjects where view.customClass == "MessageView" {
///   print(view.line, view.connections.compactMap(\.property))
/// }
/// ```
package struct XibDocument: Sendable, Equatable {
  /// The `<document>` attributes, device and plug-in version.
  package var header: XibHeader
  /// File's Owner and First Responder.
  package var placeholders: [XibPlaceholder]
  /// Every top-level object and all their descendants, depth first, in document order. An
  /// object's ``XibObject/index`` is its position here.
  package var allObjects: [XibObject]
  /// The positions in ``allObjects`` of the objects under `<objects>` other than placeholders.
  package var topLevelIndices: [Int]
  /// The `<resources>` section.
  package var resources: XibResources
  /// Every element carrying an object id, in document order (duplicates included).
  package var identifiedElements: [XibIdentifiedElement]

  /// Parses an XIB.
  ///
  /// - Parameter data: The XML.
  /// - Throws: ``XibParseError`` for malformed XML (with line and column) or a root element
  ///   other than `<document>`.
  package init(data: Data) throws {
    self = try XibParser.parse(data)
  }

  /// The first object carrying each id.
  private var objectIndexByID: [String: Int]
  /// Every id of the document.
  private var ids: Set<String>

  /// Creates a document from its parts.
  ///
  /// - Parameters:
  ///   - allObjects: Every object, depth first, each with its ``XibObject/index`` equal to its
  ///     position.
  ///   - topLevelIndices: The positions of the top-level objects in `allObjects`.
  package init(
    header: XibHeader, placeholders: [XibPlaceholder], allObjects: [XibObject], topLevelIndices: [Int],
    resources: XibResources, identifiedElements: [XibIdentifiedElement]
  ) {
    self.header = header
    self.placeholders = placeholders
    self.allObjects = allObjects
    self.topLevelIndices = topLevelIndices
    self.resources = resources
    self.identifiedElements = identifiedElements
    var byID: [String: Int] = [:]
    for object in allObjects where byID[object.id] == nil { byID[object.id] = object.index }
    objectIndexByID = byID
    ids = Set(identifiedElements.map(\.id))
  }

  /// The objects under `<objects>` other than placeholders, in order. `viewFromNib` returns
  /// the first one of the requested class.
  package var topLevelObjects: [XibObject] { topLevelIndices.map { allObjects[$0] } }

  /// The top-level views (non-view objects such as gesture recognizers excluded).
  package var topLevelViews: [XibObject] { topLevelObjects.filter(\.isView) }

  /// The subviews of `object`, in order.
  package func subviews(of object: XibObject) -> [XibObject] {
    object.subviewIndices.map { allObjects[$0] }
  }

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
  package func containsID(_ id: String) -> Bool { ids.contains(id) }
}
