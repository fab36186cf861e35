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
            "lines" : 2,
            "skeletonable" : true,
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
            "skeletonable" : true,
            "type" : "UIImageView"
          }
        ],
        "frame" : {
          "height" : 100,
          "width" : 320,
          "x" : 0,
          "y" : 0
        },
        "skeletonable" : true,
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
    var root = tree
    root.isSkeletonable = false
    let json = SkeletonTreeDescription.json(for: root)
    #expect(json.contains("\"children\" : []"))
    #expect(json.contains("\"skeletonable\" : false"))
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
}
