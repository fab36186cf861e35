import Foundation
import Testing

@testable import SwiftMessagesCore

/// Facts as the bundled nibs and customised copies give them after `configureTheme` and
/// `configureContent`.
@Suite struct InlineIndicatorSlotTests {
  typealias Slot = InlineIndicatorSlot
  typealias Outlet = InlineIndicatorSlot.Outlet

  static let shownInStack = Outlet(isHidden: false, isArranged: true)
  static let hiddenInStack = Outlet(isHidden: true, isArranged: true)
  static let shownLabel = Outlet(isHidden: false, isArranged: true)

  // MARK: - The icon's place

  @Test func themedCardCoversTheShownIconSoTheTextDoesNotMove() {
    // configureTheme(.warning): the 28 pt symbol shows, the emoji label is hidden. Inserting a
    // 20 pt indicator in its place would move the title and body by 8 pt each way.
    let slot = Slot(
      iconImageView: Self.shownInStack, iconLabel: Self.hiddenInStack, bodyLabel: Self.shownLabel,
      titleLabel: Self.shownLabel)
    #expect(slot == .iconImageView(insertsInStack: false))
  }

  @Test func emojiIconIsTheSlotWhenItIsTheShownOne() {
    // configureContent(title:body:iconText: "🤔") hides the image view.
    let slot = Slot(
      iconImageView: Self.hiddenInStack, iconLabel: Self.shownInStack, bodyLabel: Self.shownLabel,
      titleLabel: Self.shownLabel)
    #expect(slot == .iconLabel(insertsInStack: false))
  }

  @Test func hiddenIconsStillGiveTheirPlace() {
    // configureTheme(.info, iconStyle: .none): both icons hidden, the slot stays.
    let slot = Slot(
      iconImageView: Self.hiddenInStack, iconLabel: Self.hiddenInStack, bodyLabel: Self.shownLabel,
      titleLabel: nil)
    #expect(slot == .iconImageView(insertsInStack: true))
    let labelOnly = Slot(
      iconImageView: nil, iconLabel: Self.hiddenInStack, bodyLabel: Self.shownLabel, titleLabel: nil)
    #expect(labelOnly == .iconLabel(insertsInStack: true))
  }

  @Test func iconOutsideAStackIsCoveredInPlace() {
    // A customised nib that pins the icon with constraints.
    let slot = Slot(
      iconImageView: Outlet(isHidden: false), iconLabel: nil, bodyLabel: Outlet(isHidden: false),
      titleLabel: nil)
    #expect(slot == .iconImageView(insertsInStack: false))
  }

  @Test func iconInAHiddenContainerGivesNoSlot() {
    let hiddenBox = Outlet(isHidden: false, isInHiddenContainer: true, isArranged: true)
    let slot = Slot(
      iconImageView: hiddenBox, iconLabel: hiddenBox, bodyLabel: Outlet(isHidden: false), titleLabel: nil)
    #expect(slot == .beforeBody)
  }

  // MARK: - Without an icon

  @Test func statusLineGoesBeforeItsBody() {
    // StatusLine.xib: one body label pinned to the margins, no icon outlets.
    let slot = Slot(iconImageView: nil, iconLabel: nil, bodyLabel: Outlet(isHidden: false), titleLabel: nil)
    #expect(slot == .beforeBody)
  }

  @Test func hiddenBodyLeavesItToTheTitle() {
    let hidden = Slot(
      iconImageView: nil, iconLabel: nil, bodyLabel: Outlet(isHidden: true),
      titleLabel: Outlet(isHidden: false))
    #expect(hidden == .beforeTitle)
    let inHiddenBox = Slot(
      iconImageView: nil, iconLabel: nil, bodyLabel: Outlet(isHidden: false, isInHiddenContainer: true),
      titleLabel: Outlet(isHidden: false))
    #expect(inHiddenBox == .beforeTitle)
  }

  @Test func noShownLabelCentresIt() {
    #expect(Slot(iconImageView: nil, iconLabel: nil, bodyLabel: nil, titleLabel: nil) == .centered)
    let hidden = Slot(
      iconImageView: nil, iconLabel: nil, bodyLabel: Outlet(isHidden: true),
      titleLabel: Outlet(isHidden: true))
    #expect(hidden == .centered)
  }

  // MARK: - Size

  @Test func besideALabelItIsALineTall() {
    #expect(Slot.side(lineHeight: 14.32) == 14)  // caption1, the status line
    #expect(Slot.side(lineHeight: 20.29) == 20)  // body
    #expect(Slot.side(lineHeight: 47.73) == 48)  // caption1 at AX5
    #expect(Slot.side(lineHeight: 6) == 10)  // never below 10 pt
    #expect(Slot.side(lineHeight: 0) == 20)
    #expect(Slot.side(lineHeight: .nan) == 20)
  }

  @Test func inTheIconsPlaceItIsMedium() {
    // Over an icon or centred there is no label to follow.
    #expect(Slot.side(lineHeight: nil) == 20)
  }

  @Test func spacingGrowsWithTheSide() {
    #expect(Slot.spacing(side: 14) == 5)
    #expect(Slot.spacing(side: 20) == 8)
    #expect(Slot.spacing(side: 48) == 18)
  }
}
