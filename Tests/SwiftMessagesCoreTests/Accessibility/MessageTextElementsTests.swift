import Testing

@testable import SwiftMessagesCore

/// What VoiceOver announces for a SwiftUI message, from its content's elements.
@Suite struct MessageTextElementsTests {
  @Test func textsAreAnnouncedWithoutTheButton() {
    let elements = [
      MessageText.Element(label: "Demo"),
      MessageText.Element(label: "This message view has a button."),
      MessageText.Element(label: "Hide", isButton: true),
    ]
    #expect(MessageText.announcement(elements: elements) == "Demo, This message view has a button.")
  }

  @Test func contentMadeOfButtonsAnnouncesTheirLabels() {
    let elements = [MessageText.Element(label: "Undo", isButton: true)]
    #expect(MessageText.announcement(elements: elements) == "Undo")
  }

  @Test func emptyLabelsAreSkipped() {
    let elements = [
      MessageText.Element(label: "  "), MessageText.Element(label: nil), MessageText.Element(label: "Saved"),
    ]
    #expect(MessageText.announcement(elements: elements) == "Saved")
  }

  @Test func contentWithoutLabelsAnnouncesNothing() {
    #expect(MessageText.announcement(elements: []) == nil)
    #expect(MessageText.announcement(elements: [MessageText.Element(label: "\n")]) == nil)
  }
}

/// The walk that reads a SwiftUI message's accessibility elements from its view tree.
@Suite struct MessageTextElementWalkTests {
  /// A view or accessibility container: an element, or a container of children.
  private struct Node {
    var element: MessageText.Element?
    var children: [Node] = []

    static func text(_ label: String) -> Node { Node(element: MessageText.Element(label: label)) }
    static func container(_ children: [Node]) -> Node { Node(element: nil, children: children) }
  }

  private func walk(_ root: Node) -> [MessageText.Element] {
    MessageText.elements(below: root, children: \.children, element: \.element)
  }

  @Test func elementsAreReadInOrderThroughContainers() {
    // A hosting view > stack > (title, body), then a button.
    let root = Node.container([
      .container([.text("Demo"), .text("Saved")]),
      Node(element: MessageText.Element(label: "Hide", isButton: true)),
    ])
    let found = walk(root)
    #expect(found.map(\.label) == ["Demo", "Saved", "Hide"])
    #expect(found.map(\.isButton) == [false, false, true])
  }

  @Test func anElementsOwnChildrenAreNotRead() {
    // A button combining its label: VoiceOver reads the button, not the text inside it.
    var button = Node(element: MessageText.Element(label: "Undo", isButton: true))
    button.children = [.text("Undo")]
    let found = walk(.container([button]))
    #expect(found.map(\.label) == ["Undo"])
    #expect(found.map(\.isButton) == [true])
  }

  @Test func theWalkStopsEightContainersDown() {
    // A runaway hierarchy (a container that lists itself) must not recurse forever.
    func nested(_ levels: Int, around node: Node) -> Node {
      (0..<levels).reduce(node) { inner, _ in .container([inner]) }
    }
    #expect(MessageText.elementSearchDepth == 8)
    // The root and 7 containers below it are opened: an element 8 levels down is read...
    #expect(walk(nested(7, around: .container([.text("Deep")]))).map(\.label) == ["Deep"])
    // ...one more level is not.
    #expect(walk(nested(8, around: .container([.text("Too deep")]))).isEmpty)
  }
}
