import Foundation
import Testing

@testable import SwiftMessagesCore

/// The activity indicator beside a message's text (`configureActivityIndicator()`), with the
/// facts UIKit gathers on an iPhone 15 (393 pt wide, @3x, safe area top 59).
@Suite struct InlineIndicatorLayoutTests {
  typealias Label = InlineIndicatorLayout.Label
  typealias FirstLine = InlineIndicatorLayout.FirstLine
  typealias Host = InlineIndicatorLayout.Host

  /// caption1's line height at the default text size (12 pt San Francisco).
  let caption1 = 14.32
  /// subheadline's line height at the default text size (15 pt San Francisco).
  let subheadline = 17.9

  /// `StatusLine.xib` shown at the top of an iPhone 15: the body label is pinned to the
  /// margins, the nib's 30 pt left and right additions and, on top, the 59 pt safe area plus
  /// the 5 pt bounce offset (the additions are not collapsed). The host is the message itself.
  func statusLine(labelHeight: CGFloat = 20) -> Host {
    let margins = CGRect(x: 30, y: 64, width: 333, height: labelHeight)
    return Host(
      bounds: CGRect(x: 0, y: 0, width: 393, height: 64 + labelHeight), contentFrame: margins, obstacles: [])
  }

  /// The status line's body label: centred caption1, 333 pt wide, at least 20 pt tall.
  func statusBody(
    height: CGFloat = 20, lines: Int = 1, firstLine: FirstLine?, direction: TextLayoutDirection = .leftToRight
  ) -> Label {
    Label(
      frame: CGRect(x: 30, y: 64, width: 333, height: height), lineHeight: caption1,
      textHeight: firstLine == nil ? 0 : Double(lines) * caption1, firstLine: firstLine, alignment: .center,
      layoutDirection: direction)
  }

  /// A first line measured `width` wide starting at `x` in the label, caption1 tall, its first
  /// character's middle at `start`.
  func line(x: CGFloat, width: CGFloat, lineHeight: Double = 14.32, start: Double) -> FirstLine {
    FirstLine(
      bounds: CGRect(origin: CGPoint(x: x, y: 0), size: CGSize(width: width, height: lineHeight)),
      firstCharacterMidX: start)
  }

  func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> CGRect {
    CGRect(origin: CGPoint(x: x, y: y), size: CGSize(width: side, height: side))
  }

  // MARK: - Size and spacing

  @Test func sideIsTheFontLineHeightInWholePoints() {
    #expect(InlineIndicatorLayout.side(lineHeight: caption1) == 14)
    #expect(InlineIndicatorLayout.side(lineHeight: subheadline) == 18)
    #expect(InlineIndicatorLayout.side(lineHeight: 20.29) == 20)  // body: UIKit's medium indicator
    #expect(InlineIndicatorLayout.side(lineHeight: 47.73) == 48)  // caption1 at AX5 (40 pt)
    #expect(InlineIndicatorLayout.side(lineHeight: 6) == InlineIndicatorLayout.minimumSide)
  }

  @Test func unknownLineHeightGivesTheMediumIndicator() {
    for lineHeight in [0, -3, .nan, .infinity] {
      #expect(InlineIndicatorLayout.side(lineHeight: lineHeight) == ArcIndicatorSize.medium.diameter)
    }
  }

  @Test func spacingScalesWithTheSide() {
    #expect(InlineIndicatorLayout.spacing(side: 14) == 5)
    #expect(InlineIndicatorLayout.spacing(side: 18) == 7)
    #expect(InlineIndicatorLayout.spacing(side: 20) == 8)
    #expect(InlineIndicatorLayout.spacing(side: 48) == 18)
  }

  @Test func theFirstLineIsIndentedByTheIndicatorAndItsSpacing() {
    #expect(InlineIndicatorLayout.firstLineIndent(lineHeight: caption1) == 19)
    #expect(InlineIndicatorLayout.firstLineIndent(lineHeight: subheadline) == 25)
    #expect(InlineIndicatorLayout.firstLineIndent(lineHeight: 20.29) == 28)
  }

  // MARK: - Which label

  @Test func labelContentCountsOnlyShownTextThatSaysSomething() {
    typealias Content = InlineIndicatorLayout.LabelContent
    #expect(Content(isShown: true, text: "Syncing…") == .text)
    #expect(Content(isShown: true, text: "") == .empty)
    #expect(Content(isShown: true, text: " \n") == .empty)
    #expect(Content(isShown: true, text: nil) == .empty)
    #expect(Content(isShown: false, text: "Syncing…") == .hidden)
  }

  @Test func aShownButEmptyBodyLeavesTheIndicatorToTheTitle() {
    // configureContent(title: "Syncing…", body: ""): the body label is visible and empty.
    #expect(InlineIndicatorLayout.anchor(body: .empty, title: .text) == .title)
  }

  @Test func theBodyWithTextComesFirst() {
    #expect(InlineIndicatorLayout.anchor(body: .text, title: .text) == .body)
    #expect(InlineIndicatorLayout.anchor(body: .text, title: .hidden) == .body)
    #expect(InlineIndicatorLayout.anchor(body: .hidden, title: .text) == .title)
  }

  @Test func withoutTextTheIndicatorTakesTheFirstShownLabelThenTheMessage() {
    #expect(InlineIndicatorLayout.anchor(body: .empty, title: .empty) == .body)
    #expect(InlineIndicatorLayout.anchor(body: .hidden, title: .empty) == .title)
    #expect(InlineIndicatorLayout.anchor(body: .hidden, title: .hidden) == .none)
  }

  // MARK: - Status line

  @Test func shortCentredTextAndIndicatorAreCentredTogether() {
    // 48 pt of centred text after the 19 pt indent: UIKit centres it in the 314 pt left of the
    // label's 333, so the first line starts at 19 + 133.
    let body = statusBody(firstLine: line(x: 152, width: 48, start: 155))
    let result = InlineIndicatorLayout(host: statusLine(), label: body, scale: 3)
    // Its spacing (5 pt) and side (14 pt) before the text, on the line centred in the 20 pt
    // label: 64 + (20 - 14.32) / 2 + 14.32 / 2 - 7.
    #expect(result.indicatorFrame == square(163, 67, 14))
    let textEnd = body.frame.origin.x + 152 + 48
    #expect((result.indicatorFrame.minX + textEnd) / 2 == body.frame.midX)
  }

  @Test func centredWrappingTextPlacesTheIndicatorFromTheFirstLineNotTheWidest() {
    // Two lines of caption1 (28.64 pt) in a label grown to hold them: the first line, shortened
    // by the indent, is 250 pt; the second is the widest at 300 pt.
    let body = statusBody(height: 28.64, lines: 2, firstLine: line(x: 51, width: 250, start: 54))
    let result = InlineIndicatorLayout(host: statusLine(labelHeight: 28.64), label: body, scale: 3)
    // 19 + (314 - 250) / 2 = 51: the indicator starts 19 pt before that, on the first line.
    #expect(result.indicatorFrame == square(62, 64, 14))
  }

  @Test func aLabelTallerThanItsTextCentresTheLinesAndTheIndicatorSitsOnTheFirst() {
    // The same two lines in a 40 pt label: UILabel centres the 28.64 pt of text, 5.68 pt down.
    let body = statusBody(height: 40, lines: 2, firstLine: line(x: 51, width: 250, start: 54))
    let result = InlineIndicatorLayout(host: statusLine(labelHeight: 40), label: body, scale: 3)
    // 64 + 5.68 + 7.16 - 7 = 69.84, on the @3x grid: 70.
    #expect(result.indicatorFrame == square(62, 70, 14))
  }

  @Test func rightToLeftTextPutsTheIndicatorOnItsRight() {
    // The indent is on the right of a right-to-left paragraph: the line is centred in the 314
    // pt on its left, and its first character is at its right end.
    let body = statusBody(firstLine: line(x: 133, width: 48, start: 178), direction: .rightToLeft)
    let result = InlineIndicatorLayout(host: statusLine(), label: body, scale: 3)
    #expect(result.indicatorFrame == square(216, 67, 14))
    let textStart = body.frame.origin.x + 133
    #expect((textStart + result.indicatorFrame.maxX) / 2 == body.frame.midX)
  }

  @Test func theTextsOwnDirectionDecidesTheSide() {
    // An untranslated English "Syncing…" in a right-to-left interface: its paragraph is
    // left-to-right, so the indent and the indicator are on the left of the text.
    let body = statusBody(firstLine: line(x: 152, width: 48, start: 155), direction: .rightToLeft)
    let result = InlineIndicatorLayout(host: statusLine(), label: body, scale: 3)
    #expect(result.indicatorFrame.minX == 163)
  }

  @Test func aOneCharacterLineFollowsTheLabelsDirection() {
    // "…" alone: its only character is the line's middle, which tells no direction.
    let leftToRight = statusBody(firstLine: line(x: 171, width: 14, start: 178))
    #expect(
      InlineIndicatorLayout(host: statusLine(), label: leftToRight, scale: 3).indicatorFrame.minX == 182)
    let rightToLeft = statusBody(firstLine: line(x: 171, width: 14, start: 178), direction: .rightToLeft)
    #expect(
      InlineIndicatorLayout(host: statusLine(), label: rightToLeft, scale: 3).indicatorFrame.minX == 220)
  }

  @Test func aShownEmptyLabelGetsTheIndicatorAloneWhereItsTextWouldBe() {
    let body = statusBody(firstLine: nil)
    let result = InlineIndicatorLayout(host: statusLine(), label: body, scale: 2)
    #expect(result.indicatorFrame == square(189.5, 67, 14))
  }

  @Test func withoutALabelTheMediumIndicatorIsCentredInTheMarginsNotUnderTheNotch() {
    // The host is the message, which runs under the status bar: the margins' frame starts
    // below the 59 pt safe area (and the bounce offset).
    let result = InlineIndicatorLayout(host: statusLine(), label: nil, scale: 2)
    #expect(result.indicatorFrame == square(186.5, 64, 20))
  }

  // MARK: - Card (subheadline, natural alignment, icon)

  /// `CardView.xib` on an iPhone 15 with `configureTheme(.info)`: the card is 373 pt wide
  /// (10 pt margins), its content 20 pt inside; the 28 pt `info.circle.fill` icon, 10 pt of
  /// stack spacing, then the text column from x 58, 295 pt wide (the button hidden). The
  /// title (headline, 20.5 pt) is above the body.
  let icon = CGRect(x: 20, y: 34.25, width: 28, height: 28)
  let title = CGRect(x: 58, y: 20, width: 295, height: 20.5)

  func card(obstacles: [CGRect]? = nil) -> Host {
    Host(
      bounds: CGRect(x: 0, y: 0, width: 373, height: 96.5),
      contentFrame: CGRect(x: 0, y: 0, width: 373, height: 96.5),
      obstacles: obstacles ?? [icon, title])
  }

  @Test func leadingTextFillingItsFirstLineKeepsTheIndicatorInTheLabelAfterTheIcon() {
    // Two lines of subheadline; the first fills the 270 pt the 25 pt indent leaves.
    let body = Label(
      frame: CGRect(x: 58, y: 40.5, width: 295, height: 36), lineHeight: subheadline, textHeight: 35.8,
      firstLine: line(x: 25, width: 270, lineHeight: subheadline, start: 29), alignment: .natural,
      layoutDirection: .leftToRight)
    let result = InlineIndicatorLayout(host: card(), label: body, scale: 3)
    #expect(result.indicatorFrame.minX == 58)
    #expect(result.indicatorFrame.minX >= icon.maxX)
    #expect(result.indicatorFrame.size.width == 18)
  }

  @Test func trailingAlignedTextKeepsItsPlaceAndTheIndicatorPrecedesIt() {
    // `.right` in a left-to-right layout: 180 pt of text ends at the label's right edge.
    let body = Label(
      frame: CGRect(x: 58, y: 40.5, width: 295, height: 18), lineHeight: subheadline, textHeight: subheadline,
      firstLine: line(x: 115, width: 180, lineHeight: subheadline, start: 119), alignment: .right,
      layoutDirection: .leftToRight)
    let result = InlineIndicatorLayout(host: card(), label: body, scale: 3)
    // The text starts at 58 + 115 = 173; the indicator ends its 7 pt spacing before.
    #expect(result.indicatorFrame.maxX == 166)
  }

  @Test func theIndicatorStaysInTheFreeSpanBetweenItsNeighbours() {
    // A wide button squeezes the text column to 4 pt (58...62), the button 10 pt after it:
    // the 18 pt indicator of the empty body would reach 76, over the button at 72.
    let button = CGRect(x: 72, y: 38, width: 281, height: 30)
    let body = Label(
      frame: CGRect(x: 58, y: 40.5, width: 4, height: 18), lineHeight: subheadline, textHeight: 0,
      firstLine: nil, alignment: .natural, layoutDirection: .leftToRight)
    let result = InlineIndicatorLayout(host: card(obstacles: [icon, title, button]), label: body, scale: 3)
    #expect(result.indicatorFrame.maxX == button.minX)
    #expect(result.indicatorFrame.minX >= icon.maxX)
  }

  @Test func neighboursOutsideTheIndicatorsRowDoNotBoundIt() {
    // A 4 pt right-aligned body squeezed beside the icon: the indicator alone would start at
    // 44, over the icon, so the icon (in its row, ending at 48) bounds it. A view below the
    // row reaches further right (to 52) and the title sits above: neither is in the row.
    let body = Label(
      frame: CGRect(x: 58, y: 40.5, width: 4, height: 18), lineHeight: subheadline, textHeight: 0,
      firstLine: nil, alignment: .right, layoutDirection: .leftToRight)
    let below = CGRect(x: 16, y: 70, width: 36, height: 20)
    let result = InlineIndicatorLayout(host: card(obstacles: [icon, title, below]), label: body, scale: 3)
    #expect(result.indicatorFrame.minX == icon.maxX)
  }

  // MARK: - Pixels

  @Test func positionsSnapToThePixelGrid() {
    // A 49 pt first line: the centred pair would start at 162.5 pt, on the @2x grid but
    // between two @3x pixels.
    let body = statusBody(firstLine: line(x: 151.5, width: 49, start: 155))
    let atThree = InlineIndicatorLayout(host: statusLine(), label: body, scale: 3)
    #expect(atThree.indicatorFrame.minX * 3 == (atThree.indicatorFrame.minX * 3).rounded())
    #expect(abs(atThree.indicatorFrame.minX - 162.5) <= 0.5 / 3 + 1e-9)
    let atTwo = InlineIndicatorLayout(host: statusLine(), label: body, scale: 2)
    #expect(atTwo.indicatorFrame.minX == 162.5)
    // No usable scale: whole points.
    let unknown = InlineIndicatorLayout(host: statusLine(), label: body, scale: 0)
    #expect(unknown.indicatorFrame.minX == unknown.indicatorFrame.minX.rounded())
  }
}
