import Foundation
import SwiftMessagesCore

/// The position of a node in a ``RenderTree``.
package struct RenderNodeID: Hashable, Sendable {
  /// The node's index in ``RenderTree/nodes``.
  package let index: Int
}

/// A drawing: nodes in a flat store (a parent always precedes its children), so building,
/// copying, releasing and writing a tree never recurse, whatever its depth.
package struct RenderTree: Hashable, Sendable {
  package var width: Double
  package var height: Double
  /// The canvas colour, painted under everything; nil (transparent) by default.
  package var background: RGBAColor?
  /// The nodes; the root is at index 0.
  package private(set) var nodes: [RenderNode]
  /// Each node's children, in drawing order (later children draw on top).
  private var childIndices: [[Int]]

  package static let root = RenderNodeID(index: 0)

  package init(width: Double, height: Double, background: RGBAColor? = nil, root: RenderNode = RenderNode()) {
    self.width = width
    self.height = height
    self.background = background
    self.nodes = [root]
    self.childIndices = [[]]
  }

  /// Adds `node` as the last child of `parent` (the root by default) and returns its id. An id
  /// that is not of this tree adds to the root.
  @discardableResult
  package mutating func add(_ node: RenderNode, to parent: RenderNodeID = RenderTree.root) -> RenderNodeID {
    let parentIndex = nodes.indices.contains(parent.index) ? parent.index : 0
    let index = nodes.count
    nodes.append(node)
    childIndices.append([])
    childIndices[parentIndex].append(index)
    return RenderNodeID(index: index)
  }

  /// The node with the given id (the root for an id not of this tree).
  package subscript(id: RenderNodeID) -> RenderNode {
    get { nodes[nodes.indices.contains(id.index) ? id.index : 0] }
    set { nodes[nodes.indices.contains(id.index) ? id.index : 0] = newValue }
  }

  /// The children of a node, in drawing order (none for an id not of this tree).
  package func children(of id: RenderNodeID) -> [RenderNodeID] {
    guard childIndices.indices.contains(id.index) else { return [] }
    return childIndices[id.index].map { RenderNodeID(index: $0) }
  }
}
