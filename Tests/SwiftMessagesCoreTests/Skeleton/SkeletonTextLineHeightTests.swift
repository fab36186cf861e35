import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonTextLineHeightTests {
  @Test func fixedUsesTheGivenHeight() {
    let style = SkeletonTextStyle(lineHeight: .fixed(8))
    #expect(SkeletonTextLayout.lineHeight(for: style) == 8)
    // 8 + 10 pitch: 3 lines need 44 pt.
    #expect(SkeletonTextLayout.lineCount(height: 44, style: style, padding: .zero) == 3)
  }

  @Test func relativeToFontUsesTheFontLineHeight() {
    let style = SkeletonTextStyle(fontLineHeight: 20.5, lineHeight: .relativeToFont)
    #expect(SkeletonTextLayout.lineHeight(for: style) == 20.5)
    let rects = SkeletonTextLayout.lines(width: 100, height: 51, style: style, padding: .zero)
    #expect(rects.map(\.height) == [20.5, 20.5])
    #expect(rects.map(\.y) == [0, 30.5])
  }

  @Test(arguments: [nil, 0, -3, Double.nan])
  func relativeToFontFallsBackTo15(font: Double?) {
    let style = SkeletonTextStyle(fontLineHeight: font, lineHeight: .relativeToFont)
    #expect(SkeletonTextLayout.lineHeight(for: style) == 15)
  }

  @Test func paragraphSpacingAddsToTheGapOnlyForFontRelativeLines() {
    let fontStyle = SkeletonTextStyle(
      fontLineHeight: 20, paragraphLineSpacing: 4, lineHeight: .relativeToFont)
    #expect(SkeletonTextLayout.lineSpacing(for: fontStyle) == 14)
    #expect(
      SkeletonTextLayout.lines(width: 100, height: 54, style: fontStyle, padding: .zero).map(\.y)
        == [0, 34])
    let fixed = SkeletonTextStyle(paragraphLineSpacing: 4)
    #expect(SkeletonTextLayout.lineSpacing(for: fixed) == 10)
  }

  @Test func relativeToConstraintsDividesTheConstraintByTheLines() {
    let style = SkeletonTextStyle(numberOfLines: 3, lineHeight: .relativeToConstraints, heightConstraint: 60)
    #expect(SkeletonTextLayout.lineHeight(for: style) == 20)
    #expect(
      SkeletonTextLayout.lines(width: 100, height: 80, style: style, padding: .zero).map(\.y) == [0, 30, 60])
  }

  @Test func relativeToConstraintsFallsBackTo15() {
    let unlimited = SkeletonTextStyle(
      numberOfLines: 0, lineHeight: .relativeToConstraints, heightConstraint: 60)
    let noConstraint = SkeletonTextStyle(numberOfLines: 2, lineHeight: .relativeToConstraints)
    let textView = SkeletonTextStyle(
      numberOfLines: 2, isTextView: true, lineHeight: .relativeToConstraints, heightConstraint: 60)
    let badConstraint = SkeletonTextStyle(
      numberOfLines: 2, lineHeight: .relativeToConstraints, heightConstraint: -1)
    for style in [unlimited, noConstraint, textView, badConstraint] {
      #expect(SkeletonTextLayout.lineHeight(for: style) == 15)
    }
  }

  @Test(arguments: [CGFloat(0), -3, .nan, .infinity])
  func invalidFixedHeightProducesNoLines(height: CGFloat) {
    let style = SkeletonTextStyle(lineHeight: .fixed(height), lines: 3)
    #expect(SkeletonTextLayout.lineCount(height: 100, style: style, padding: .zero) == 0)
    #expect(SkeletonTextLayout.lines(width: 100, height: 100, style: style, padding: .zero).isEmpty)
    #expect(SkeletonTextLayout.requiredHeight(lines: 3, style: style, padding: .zero) == 0)
  }

  /// SkeletonView's `useFontLineHeight` switch: `true` is `.relativeToFont`, `false` the fixed
  /// multiline height; reading it back is `true` for `.relativeToFont` only.
  @Test func useFontLineHeightSwitch() {
    #expect(SkeletonTextLineHeight(useFontLineHeight: true, multilineHeight: 20) == .relativeToFont)
    #expect(SkeletonTextLineHeight(useFontLineHeight: false, multilineHeight: 20) == .fixed(20))
    #expect(SkeletonTextLineHeight.relativeToFont.usesFontLineHeight)
    #expect(!SkeletonTextLineHeight.fixed(15).usesFontLineHeight)
    #expect(!SkeletonTextLineHeight.relativeToConstraints.usesFontLineHeight)
  }
}
