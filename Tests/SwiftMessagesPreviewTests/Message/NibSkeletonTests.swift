import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@Suite struct NibSkeletonTests {
  /// The nib's design-time frames, converted to the root's coordinates.
  func designFrames(_ document: XibDocument) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    for object in document.allObjects {
      guard let frame = object.frame else { continue }
      let parent = object.parentIndex.flatMap { frames[document.allObjects[$0].id] }
      let origin = parent?.origin ?? .zero
      frames[object.id] = CGRect(
        x: frame.origin.x + (object.parentIndex == nil ? 0 : origin.x),
        y: frame.origin.y + (object.parentIndex == nil ? 0 : origin.y), width: frame.size.width,
        height: frame.size.height)
    }
    return frames
  }

  /// The skeleton tree of a test nib whose first object (the root) holds `objects`.
  func skeleton(of objects: String) throws -> SkeletonNode {
    let document = try XibDocument(data: TestXib.data(objects: objects))
    return try #require(
      NibSkeleton.node(document: document, rootIndex: 0, frames: designFrames(document), hidden: []))
  }

  func card() throws -> (XibDocument, MessageOutlets) {
    let url = BundledNibsTests.nibsFolder.appendingPathComponent("CardView.xib")
    let document = try XibDocument(data: Data(contentsOf: url))
    return (document, try #require(MessageOutlets(document: document)))
  }

  @Test func aCardViewBecomesTextLinesAnIconAndNoHiddenViews() throws {
    let (document, outlets) = try card()
    let hidden: Set<String> = ["DvA-7a-zTq", "H9L-AF-wEf"]  // icon label and button, as configureTheme leaves them
    let root = try #require(
      NibSkeleton.node(
        document: document, rootIndex: outlets.rootIndex, frames: designFrames(document), hidden: hidden))
    let shapes = Skeletonizer.shapes(for: root)
    let nodes = Set(shapes.map(\.nodeID))
    let index = { (id: String) in document.allObjects.first { $0.id == id }?.index ?? -1 }
    #expect(nodes.contains(index("c8h-ab-1eX")))  // icon image view
    #expect(nodes.contains(index("cZz-ki-c4l")))  // title
    #expect(nodes.contains(index("rYN-U7-AdU")))  // body
    #expect(!nodes.contains(index("DvA-7a-zTq")))
    #expect(!nodes.contains(index("H9L-AF-wEf")))
  }

  @Test func childFramesArePlacedInTheirParentsCoordinates() throws {
    let (document, outlets) = try card()
    let root = try #require(
      NibSkeleton.node(
        document: document, rootIndex: outlets.rootIndex, frames: designFrames(document), hidden: []))
    // Background view at (20, 44) in the card; its content stack at (20, 20) inside it.
    let background = try #require(root.children.first)
    #expect(background.frame == SkeletonRect(x: 20, y: 44, width: 470, height: 82))
    #expect(background.children.first?.frame == SkeletonRect(x: 20, y: 20, width: 430, height: 42))
  }

  @Test func aViewMarkedNotSkeletonableInTheNibStaysUnskeletonable() throws {
    let root = try skeleton(
      of: """
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0" y="0" width="300" height="100"/>
          <subviews>
            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
              <rect key="frame" x="10" y="10" width="100" height="20"/>
              <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="NO"/>
              </userDefinedRuntimeAttributes>
            </label>
          </subviews>
        </view>
        """)
    #expect(root.children.first?.isSkeletonable == false)
    // The label gets no placeholder; the root, left without skeletonable children, is one block.
    #expect(Skeletonizer.shapes(for: root).map(\.nodeID) == [0])
  }

  @Test func aCentredLabelGetsCentredSkeletonLines() throws {
    let url = BundledNibsTests.nibsFolder.appendingPathComponent("CenteredView.xib")
    let document = try XibDocument(data: Data(contentsOf: url))
    let outlets = try #require(MessageOutlets(document: document))
    let root = try #require(
      NibSkeleton.node(
        document: document, rootIndex: outlets.rootIndex, frames: designFrames(document), hidden: []))
    var texts: [SkeletonTextStyle] = []
    var pending = [root]
    while let node = pending.popLast() {
      if let text = node.text { texts.append(text) }
      pending += node.children
    }
    #expect(!texts.isEmpty)
    #expect(texts.allSatisfy { $0.alignment == .center })
  }
}

extension NibSkeletonTests {
  @Test func aRoundClippedAvatarAndTheLabelsLineSettingsPreviewAsOnIOS() throws {
    let root = try skeleton(
      of: """
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0" y="0" width="320" height="80"/>
          <subviews>
            <imageView clipsSubviews="YES" contentMode="scaleAspectFill" id="avatar">
              <rect key="frame" x="16" y="16" width="48" height="48"/>
              <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                  <real key="value" value="24"/>
                </userDefinedRuntimeAttribute>
              </userDefinedRuntimeAttributes>
            </imageView>
            <label opaque="NO" text="Hi" numberOfLines="2" id="lab">
              <rect key="frame" x="80" y="16" width="200" height="40"/>
              <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="lastLineFillPercent">
                  <integer key="value" value="50"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="linesCornerRadius">
                  <integer key="value" value="3"/>
                </userDefinedRuntimeAttribute>
              </userDefinedRuntimeAttributes>
            </label>
          </subviews>
        </view>
        """)
    let shapes = Skeletonizer.shapes(for: root)
    #expect(shapes.first { $0.nodeID == 1 }?.cornerRadius == 24)
    let lines = shapes.filter { $0.nodeID == 2 }
    #expect(lines.map(\.rect.width) == [200, 100])
    #expect(lines.allSatisfy { $0.cornerRadius == 3 })
  }
}

extension NibSkeletonTests {
  @Test func aLastLineFillPercentNoIntHoldsKeepsTheDefaultInsteadOfTrapping() throws {
    let root = try skeleton(
      of: """
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0" y="0" width="320" height="80"/>
          <subviews>
            <label opaque="NO" text="Hi" numberOfLines="2" id="lab">
              <rect key="frame" x="80" y="16" width="200" height="40"/>
              <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="lastLineFillPercent">
                  <real key="value" value="1e300"/>
                </userDefinedRuntimeAttribute>
              </userDefinedRuntimeAttributes>
            </label>
          </subviews>
        </view>
        """)
    #expect(Skeletonizer.shapes(for: root).filter { $0.nodeID == 1 }.map(\.rect.width) == [200, 140])
  }
}
