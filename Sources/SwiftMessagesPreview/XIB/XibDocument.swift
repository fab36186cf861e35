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
public struct XibDocument: Sendable, Equatable {
  /// The `<document>` attributes, device and plug-in version.
  public var header: XibHeader
  /// File's Owner and First Responder.
  public var placeholders: [XibPlaceholder]
  /// The objects under `<objects>` other than placeholders, in order. `viewFromNib` returns
  /// the first one.
  public var topLevelObjects: [XibObject]
  /// The `<resources>` section.
  public var resources: XibResources
  /// Every element carrying an object id, in document order (duplicates included).
  public var identifiedElements: [XibIdentifiedElement]

  /// Parses an XIB.
  ///
  /// - Parameter data: The XML.
  /// - Throws: ``XibParseError`` for malformed XML (with line and column) or a root element
  ///   other than `<document>`.
  public init(data: Data) throws {
    self = try XibParser.parse(data)
  }

  /// Creates a document from its parts.
  public init(
    header: XibHeader, placeholders: [XibPlaceholder], topLevelObjects: [XibObject],
    resources: XibResources, identifiedElements: [XibIdentifiedElement]
  ) {
    self.header = header
    self.placeholders = placeholders
    self.topLevelObjects = topLevelObjects
    self.resources = resources
    self.identifiedElements = identifiedElements
  }

  /// The top-level views (non-view objects such as gesture recognizers excluded).
  public var topLevelViews: [XibObject] { topLevelObjects.filter(\.isView) }

  /// Every top-level object and all their descendants, depth first.
  public var allObjects: [XibObject] { topLevelObjects.flatMap(\.allObjects) }

  /// Every connection: those of placeholders first, then those of objects in document order.
  public var allConnections: [XibConnection] {
    placeholders.flatMap(\.connections) + allObjects.flatMap(\.connections)
  }

  /// Every constraint, with the id of the view holding it.
  public var allConstraints: [XibConstraint] { allObjects.flatMap(\.constraints) }

  /// The object with `id`, if any (the first one when ids are duplicated).
  public func object(withID id: String) -> XibObject? { allObjects.first { $0.id == id } }

  /// Whether any element of the document carries `id`.
  public func containsID(_ id: String) -> Bool { identifiedElements.contains { $0.id == id } }
}
