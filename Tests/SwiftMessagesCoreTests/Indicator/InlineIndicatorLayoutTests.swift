import Foundation
import Testing

@testable import SwiftMessagesCore

/// The activity indicator beside a message's text (`configureActivityIndicator()`), with the
/// facts UIKit gathers on an iPhone 15 (393 pt wide, @3x, safe area top 59).
@Suite struct InlineIndicatorLayoutTests {
  typealias Label = InlineIndicatorLayout.Label

  /// The status line's container: the whole message view, 393 wide, the 20 pt label below the
  /// 59 pt safe area.
  let statusLine = CGRect(x: 0, y: 0, width: 393, height: 79)

  /// `StatusLine.xib`'s body label on an iPhone 15: pinned to margins of 30 + 8 on each side,
  /// caption1 (16 pt lines), centred.
  func statusBody(
    textWidth: CGFloat, lines: Int = 1, direction: SkeletonLayoutDirection = .leftToRight
  ) -> Label {
    let height = max(20, CGFloat(lines) * 16)
    return Label(
      frame: CGRect(x: 38, y: 59, width: 317, height: height),
      textSize: CGSize(width: textWidth, height: CGFloat(lines) * 16), lineHeight: 16, alignment: .center,
      layoutDirection: direction)
  }

  func layout(container: CGRect? = nil, body: Label?, title: Label? = nil, scale: Double = 3)
    -> InlineIndicatorLayout
  {
    InlineIndicatorLayout(container: container ?? statusLine, body: body, title: title, scale: scale)
  }

  /// Where the text starts and ends once the label is moved by the layout's offset.
  func textSpan(_ label: Label, _ layout: InlineIndicatorLayout, originalTextMinX: CGFloat) -> (
    minX: CGFloat, maxX: CGFloat
  ) {
    let minX = label.frame.origin.x + originalTextMinX + layout.textOffset
    return (minX, minX + label.textSize.width)
  }

  // MARK: - Size and spacing

  @Test func sideIsTheFontLineHeightInWholePoints() {
    #expect(InlineIndicatorLayout.side(lineHeight: 16) == 16)  // caption1
    #expect(InlineIndicatorLayout.side(lineHeight: 14.32) == 14)  // caption1 at 12 pt
    #expect(InlineIndicatorLayout.side(lineHeight: 20.29) == 20)  // body: UIKit's medium indicator
    #expect(InlineIndicatorLayout.side(lineHeight: 47.7) == 48)  // caption1 at AX5
    #expect(InlineIndicatorLayout.side(lineHeight: 6) == InlineIndicatorLayout.minimumSide)
  }

  @Test func unknownLineHeightGivesTheMediumIndicator() {
    for lineHeight in [0, -3, .nan, .infinity] {
      #expect(InlineIndicatorLayout.side(lineHeight: lineHeight) == ArcIndicatorSize.medium.diameter)
    }
  }

  @Test func spacingScalesWithTheSide() {
    #expect(InlineIndicatorLayout.spacing(side: 16) == 6)
    #expect(InlineIndicatorLayout.spacing(side: 20) == 8)
    #expect(InlineIndicatorLayout.spacing(side: 48) == 18)
  }

  // MARK: - Status line

  @Test func shortCentredTextAndIndicatorAreCentredTogether() {
    // "Syncing…" in caption1 is 51 pt wide; alone it would start at 38 + 133.
    let body = statusBody(textWidth: 51)
    let result = layout(body: body)
    #expect(result.anchor == .body)
    #expect(result.indicatorFrame == CGRect(x: 160, y: 61, width: 16, height: 16))
    // The text moves half the indicator and its 6 pt spacing towards the trailing side.
    #expect(result.textOffset == 11)
    let text = textSpan(body, result, originalTextMinX: 133)
    #expect(text.minX - result.indicatorFrame.maxX == 6)
    // The pair [indicator, spacing, text] is centred on the label.
    #expect((result.indicatorFrame.minX + text.maxX) / 2 == body.frame.midX)
  }

  @Test func indicatorIsCentredOnTheFirstLineOfTallerLabels() {
    // Dynamic Type at AX1: caption1 lines of 22 pt in a label 22 pt tall.
    let body = Label(
      frame: CGRect(x: 38, y: 59, width: 317, height: 22), textSize: CGSize(width: 70, height: 22),
      lineHeight: 22, alignment: .center, layoutDirection: .leftToRight)
    let result = layout(container: CGRect(x: 0, y: 0, width: 393, height: 81), body: body)
    #expect(result.indicatorFrame.size == CGSize(width: 22, height: 22))
    #expect(result.indicatorFrame.midY == body.frame.midY)
    #expect(result.textOffset == 15)  // (22 + 8) / 2
  }

  @Test func longWrappingTextStaysInTheLabelAndTheIndicatorTakesTheMargin() {
    // Two centred lines, the widest 313 pt of the label's 317.
    let body = statusBody(textWidth: 313, lines: 2)
    let result = layout(container: CGRect(x: 0, y: 0, width: 393, height: 91), body: body)
    // The text moves only as far as the label allows...
    #expect(result.textOffset == 2)
    let text = textSpan(body, result, originalTextMinX: 2)
    #expect(text.maxX == body.frame.maxX)
    // ...and the indicator sits its spacing before it, in the 38 pt margin, on the first line.
    #expect(result.indicatorFrame == CGRect(x: 20, y: 59, width: 16, height: 16))
    #expect(text.minX - result.indicatorFrame.maxX == 6)
  }

  @Test func rightToLeftPutsTheIndicatorOnTheRightOfTheText() {
    let body = statusBody(textWidth: 51, direction: .rightToLeft)
    let result = layout(body: body)
    #expect(result.indicatorFrame == CGRect(x: 217, y: 61, width: 16, height: 16))
    #expect(result.textOffset == -11)
    let text = textSpan(body, result, originalTextMinX: 133)
    #expect(result.indicatorFrame.minX - text.maxX == 6)
    #expect((text.minX + result.indicatorFrame.maxX) / 2 == body.frame.midX)
  }

  @Test func rightToLeftLongTextPutsTheIndicatorInTheRightMargin() {
    let body = statusBody(textWidth: 313, lines: 2, direction: .rightToLeft)
    let result = layout(container: CGRect(x: 0, y: 0, width: 393, height: 91), body: body)
    #expect(result.textOffset == -2)
    let text = textSpan(body, result, originalTextMinX: 2)
    #expect(text.minX == body.frame.minX)
    #expect(result.indicatorFrame == CGRect(x: 357, y: 59, width: 16, height: 16))
  }

  // MARK: - Other alignments (MessageView, CardView)

  /// `CardView.xib`'s body on an iPhone 15 without an icon: the card spans 10 + 8 pt margins
  /// (357 wide), the text 20 pt inside it; subheadline, 18 pt lines, natural alignment.
  func cardBody(alignment: SkeletonTextAlignment, direction: SkeletonLayoutDirection) -> Label {
    Label(
      frame: CGRect(x: 20, y: 41, width: 317, height: 18), textSize: CGSize(width: 180, height: 18),
      lineHeight: 17.9, alignment: alignment, layoutDirection: direction)
  }

  let card = CGRect(x: 0, y: 0, width: 357, height: 79)

  @Test func leadingAlignedTextFollowsTheIndicatorAtTheLeadingEdge() {
    let body = cardBody(alignment: .natural, direction: .leftToRight)
    let result = layout(container: card, body: body)
    #expect(result.indicatorFrame == CGRect(x: 20, y: 41, width: 18, height: 18))
    #expect(result.textOffset == 25)  // 18 + 7
  }

  @Test func naturalAlignmentInRightToLeftStartsAtTheRightEdge() {
    let body = cardBody(alignment: .natural, direction: .rightToLeft)
    let result = layout(container: card, body: body)
    #expect(result.indicatorFrame == CGRect(x: 319, y: 41, width: 18, height: 18))
    #expect(result.textOffset == -25)
  }

  @Test func trailingAlignedTextStaysAndTheIndicatorPrecedesIt() {
    // `.right` in a left-to-right layout: the text ends at the label's right edge, unmoved.
    let body = cardBody(alignment: .right, direction: .leftToRight)
    let result = layout(container: card, body: body)
    #expect(result.textOffset == 0)
    // The text starts at 337 - 180 = 157; the indicator ends 7 pt before it.
    #expect(result.indicatorFrame.maxX == 150)
  }

  @Test func leftAlignmentStaysLeftInRightToLeftLayouts() {
    // `.left` is physical: the text starts at the left edge, the indicator before it in
    // reading order (to its right), the pair as far left as the label allows.
    let body = cardBody(alignment: .left, direction: .rightToLeft)
    let result = layout(container: card, body: body)
    #expect(result.textOffset == 0)
    // The text ends at 20 + 180 = 200; the indicator starts 7 pt after it.
    #expect(result.indicatorFrame.minX == 207)
  }

  // MARK: - Clamping

  @Test func narrowPaddingMovesTheTextPastTheLabelButKeepsThePairInTheContainer() {
    // A custom nib on a 320 pt screen: the label pinned 8 pt from each side, 296 pt of text.
    let body = Label(
      frame: CGRect(x: 8, y: 20, width: 304, height: 32), textSize: CGSize(width: 296, height: 32),
      lineHeight: 16, alignment: .center, layoutDirection: .leftToRight)
    let result = layout(container: CGRect(x: 0, y: 0, width: 320, height: 60), body: body)
    #expect(result.indicatorFrame.minX == 0)
    let text = textSpan(body, result, originalTextMinX: 4)
    #expect(text.minX == 22)
    #expect(text.maxX == 318)
  }

  @Test func aPairWiderThanTheContainerStartsAtItsLeadingEdge() {
    let body = Label(
      frame: CGRect(x: 8, y: 20, width: 304, height: 48), textSize: CGSize(width: 304, height: 48),
      lineHeight: 16, alignment: .center, layoutDirection: .leftToRight)
    #expect(
      layout(container: CGRect(x: 0, y: 0, width: 320, height: 80), body: body).indicatorFrame.minX == 0)
    let rightToLeft = Label(
      frame: body.frame, textSize: body.textSize, lineHeight: 16, alignment: .center,
      layoutDirection: .rightToLeft)
    let mirrored = layout(container: CGRect(x: 0, y: 0, width: 320, height: 80), body: rightToLeft)
    #expect(mirrored.indicatorFrame.maxX == 320)
  }

  // MARK: - Which label

  @Test func emptyTextGetsTheIndicatorAloneWhereTheTextWouldBe() {
    // An empty label measures no text.
    let body = Label(
      frame: CGRect(x: 38, y: 59, width: 317, height: 20), textSize: .zero, lineHeight: 16,
      alignment: .center, layoutDirection: .leftToRight)
    let result = layout(body: body, scale: 2)
    #expect(result.indicatorFrame == CGRect(x: 188.5, y: 61, width: 16, height: 16))
    #expect(result.textOffset == 0)
  }

  @Test func aHiddenBodyLeavesTheIndicatorToTheTitle() {
    let title = Label(
      frame: CGRect(x: 20, y: 20, width: 317, height: 21), textSize: CGSize(width: 90, height: 21),
      lineHeight: 20.3, alignment: .natural, layoutDirection: .leftToRight)
    let result = layout(container: card, body: nil, title: title)
    #expect(result.anchor == .title)
    // The 20.3 pt first line is centred at 30.15; the indicator's top snaps to 20.
    #expect(result.indicatorFrame == CGRect(x: 20, y: 20, width: 20, height: 20))
    #expect(result.textOffset == 28)
  }

  @Test func withoutTextTheMediumIndicatorIsCentredInTheContainer() {
    let result = layout(container: card, body: nil, title: nil, scale: 2)
    #expect(result.anchor == .none)
    #expect(result.indicatorFrame == CGRect(x: 168.5, y: 29.5, width: 20, height: 20))
    #expect(result.textOffset == 0)
  }

  // MARK: - Pixels

  @Test func positionsSnapToThePixelGrid() {
    // 52 pt of text: the centred pair would start at 159.5 pt, on the @2x grid but between
    // two @3x pixels.
    let body = statusBody(textWidth: 52)
    let atThree = InlineIndicatorLayout(container: statusLine, body: body, title: nil, scale: 3)
    #expect(atThree.indicatorFrame.minX * 3 == (atThree.indicatorFrame.minX * 3).rounded())
    #expect(abs(atThree.indicatorFrame.minX - 159.5) <= 0.5 / 3 + 1e-9)
    let atTwo = InlineIndicatorLayout(container: statusLine, body: body, title: nil, scale: 2)
    #expect(atTwo.indicatorFrame.minX == 159.5)
    // No usable scale: whole points.
    let unknown = InlineIndicatorLayout(container: statusLine, body: body, title: nil, scale: 0)
    #expect(unknown.indicatorFrame.minX == unknown.indicatorFrame.minX.rounded())
  }
}
