import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonTreeDescriptionTests {
  private let tree = SkeletonNode(
    id: 1, frame: SkeletonRect(x: 0, y: 0, width: 320, height: 100), isSkeletonable: true,
    children: [
      SkeletonNode(
        id: 2, kind: .text, frame: SkeletonRect(x: 16, y: 8, width: 200, height: 40), isSkeletonable: true),
      SkeletonNode(
        id: 3, kind: .image, frame: SkeletonRect(x: 240, y: 8, width: 64, height: 64.5), isSkeletonable: true),
      SkeletonNode(id: 4, kind: .button, frame: SkeletonRect(x: 16, y: 60, width: 80, height: 30)),
    ])

  @Test func goldenDescriptionOfASmallTree() {
    let expected = """
      {
        "children" : [
          {
            "children" : [],
            "frame" : {
              "height" : 40,
              "width" : 200,
              "x" : 16,
              "y" : 8
            },
            "isSkeletonable" : true,
            "lines" : 2,
            "type" : "UILabel"
          },
          {
            "children" : [],
            "frame" : {
              "height" : 64.5,
              "width" : 64,
              "x" : 240,
              "y" : 8
            },
            "isSkeletonable" : true,
            "type" : "UIImageView"
          }
        ],
        "frame" : {
          "height" : 100,
          "width" : 320,
          "x" : 0,
          "y" : 0
        },
        "isSkeletonable" : true,
        "type" : "UIView"
      }
      """
    #expect(SkeletonTreeDescription.json(for: tree) == expected)
  }

  @Test func sameTreeGivesTheSameString() {
    let first = SkeletonTreeDescription.json(for: tree)
    let copy = tree
    #expect(SkeletonTreeDescription.json(for: copy) == first)
    #expect(!first.contains("0x"))
  }

  @Test func outputIsValidJSONWithSortedKeys() throws {
    let json = SkeletonTreeDescription.json(for: tree)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let root = try #require(object)
    #expect(root["type"] as? String == "UIView")
    let children = try #require(root["children"] as? [[String: Any]])
    #expect(children.count == 2)
    #expect(children.first?["lines"] as? Int == 2)
  }

  @Test func nonSkeletonableRootListsNoChildren() {
    let root = tree.with(isSkeletonable: false)
    let json = SkeletonTreeDescription.json(for: root)
    #expect(json.contains("\"children\" : []"))
    #expect(json.contains("\"isSkeletonable\" : false"))
    #expect(!json.contains("UILabel"))
  }

  @Test func hiddenViewsAreMarkedAndNonFiniteNumbersAreNull() {
    let root = SkeletonNode(
      id: 1, typeName: "My \"View\"", frame: SkeletonRect(width: .nan, height: 1), isSkeletonable: true,
      isHiddenWhenSkeletonIsActive: true)
    let json = SkeletonTreeDescription.json(for: root)
    #expect(json.contains("\"hidden\" : true"))
    #expect(json.contains("\"width\" : null"))
    #expect(json.contains("\"type\" : \"My \\\"View\\\"\""))
    #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
  }

  @Test func usesSkeletonViewKeysAndTheCallersReferences() throws {
    // Given: the UIKit layer's view addresses by node id, for the root (1) and the label (2);
    // id 0 is not in this tree and the image and the button (3, 4) have none
    let references = ["0x7fa1c0d04a00", "0x7fa1c0d04a10", "0x7fa1c0d04b20"]

    // When
    let json = SkeletonTreeDescription.json(for: tree, references: references)

    // Then: SkeletonView's keys, so scripts reading its dump keep working
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let root = try #require(object)
    #expect(root["isSkeletonable"] as? Bool == true)
    #expect(root["reference"] as? String == "0x7fa1c0d04a10")
    #expect(root["skeletonable"] == nil)
    let children = try #require(root["children"] as? [[String: Any]])
    #expect(children.first?["reference"] as? String == "0x7fa1c0d04b20")
    #expect(children.last?["reference"] == nil)
  }
}
