import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonTextStyleTests {
  @Test func defaultsMatchSkeletonView() {
    let style = SkeletonTextStyle()
    #expect(style.numberOfLines == 0)
    #expect(style.isTextView == false)
    #expect(style.fontLineHeight == nil)
    #expect(style.paragraphLineSpacing == nil)
    #expect(style.alignment == .natural)
    #expect(style.layoutDirection == .leftToRight)
    #expect(style.lastLineFillPercent == 70)
    #expect(style.lineSpacing == 10)
    #expect(style.lineHeight == .fixed(15))
    #expect(style.lines == .inherited)
    #expect(style.heightConstraint == nil)
    #expect(style.linesCornerRadius == 0)
    #expect(style.renderSingleLineAsView == false)
  }

  @Test(arguments: [(-20, 0), (0, 0), (55, 55), (100, 100), (150, 100)])
  func lastLineFillPercentIsClamped(input: Int, expected: Int) {
    #expect(SkeletonTextStyle(lastLineFillPercent: input).lastLineFillPercent == expected)
  }

  @Test func integerLiteralMeansCustom() {
    let lines: SkeletonTextNumberOfLines = 3
    #expect(lines == .custom(3))
    #expect(SkeletonTextStyle(lines: 2).lines == .custom(2))
    #expect(lines != .inherited)
  }

  @Test func nodeTypeNamesDefaultToTheKindsUIKitClass() {
    #expect(SkeletonNode(id: 0).typeName == "UIView")
    #expect(SkeletonNode(id: 0, kind: .text).typeName == "UILabel")
    #expect(
      SkeletonNode(id: 0, kind: .text, text: SkeletonTextStyle(isTextView: true)).typeName == "UITextView")
    #expect(SkeletonNode(id: 0, kind: .image).typeName == "UIImageView")
    #expect(SkeletonNode(id: 0, kind: .button).typeName == "UIButton")
    #expect(SkeletonNode(id: 0, typeName: "AvatarView", kind: .image).typeName == "AvatarView")
  }

  @Test func nodeDefaultsMatchSkeletonView() {
    let node = SkeletonNode(id: 7)
    #expect(node.isSkeletonable == false)
    #expect(node.isHiddenWhenSkeletonIsActive == false)
    #expect(node.cornerRadius == 0)
    #expect(node.padding == .zero)
    #expect(node.kind == .container)
    #expect(node.frame == .zero)
    #expect(node.effectiveTextStyle == SkeletonTextStyle())
  }

  @Test func shapeCornerRadiusIsNeverNegative() {
    #expect(SkeletonShape(rect: .zero, cornerRadius: -4, nodeID: 1).cornerRadius == 0)
    #expect(SkeletonShape(rect: .zero, cornerRadius: .nan, nodeID: 1).cornerRadius == 0)
    #expect(SkeletonShape(rect: .zero, cornerRadius: 6, nodeID: 1).cornerRadius == 6)
    #expect(SkeletonShape(rect: .zero, nodeID: 1).role == .block)
  }
}
