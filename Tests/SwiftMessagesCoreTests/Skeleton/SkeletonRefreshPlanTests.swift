import Foundation
import Testing

@testable import SwiftMessagesCore

/// What one refresh of a screen skeleton changes on the views it reaches.
@Suite struct SkeletonRefreshPlanTests {
  /// A 390 x 844 screen: a title label, a Retry button that keeps its touches, a badge hidden
  /// while loading, and a 1,000-row list whose cells carry their own skeletons.
  func screen(listScrollsBy offset: Double = 0) -> SkeletonNode {
    SkeletonNode(
      id: 0, frame: SkeletonRect(x: 0, y: 0, width: 390, height: 844), isSkeletonable: true,
      children: [
        SkeletonNode(
          id: 1, kind: .text, frame: SkeletonRect(x: 16, y: 59, width: 358, height: 24), isSkeletonable: true,
          text: SkeletonTextStyle(numberOfLines: 1)),
        SkeletonNode(
          id: 2, kind: .button, frame: SkeletonRect(x: 16, y: 91, width: 80, height: 44),
          isSkeletonable: true,
          disablesInteractionWhenActive: false),
        SkeletonNode(
          id: 3, frame: SkeletonRect(x: 300, y: 91, width: 20, height: 20), isSkeletonable: true,
          isHiddenWhenSkeletonIsActive: true),
        SkeletonNode(
          id: 4, typeName: "UITableView", frame: SkeletonRect(x: 0, y: 143, width: 390, height: 701),
          isSkeletonable: true, hasSkeletonDataSource: true),
      ])
  }

  /// A cover request's fields, to compare.
  static func fields(_ request: SkeletonCoverRequest) -> [Bool] {
    [request.hidesContent, request.hidesView, request.disablesInteraction]
  }

  static func fields(hidesContent: Bool = false, hidesView: Bool = false, disablesInteraction: Bool = false)
    -> [Bool]
  {
    [hidesContent, hidesView, disablesInteraction]
  }

  @Test func coversLeavesHidesWhatAsksAndKeepsTouchesWhereAsked() {
    let root = screen()
    let plan = Skeletonizer.plan(for: root)
    let cover = plan.coverRequests
    #expect(cover.map(\.id) == [1, 2, 3])
    #expect(
      cover.first { $0.id == 1 }.map { Self.fields($0.request) }
        == Self.fields(hidesContent: true, disablesInteraction: true))
    #expect(cover.first { $0.id == 2 }.map { Self.fields($0.request) } == Self.fields(hidesContent: true))
    #expect(cover.first { $0.id == 3 }.map { Self.fields($0.request) } == Self.fields(hidesView: true))
    #expect(!plan.clearsRootText)
    #expect(plan.hidesFirst { $0 == 3 })
    #expect(!plan.hidesFirst { _ in false })
  }

  /// Defect 10: the list's bounds origin moves on every scroll frame; the screen skeleton
  /// observes only its size (its cells carry their own skeletons), so scrolling re-plans
  /// nothing. Other views still follow every change.
  @Test func aScrollingListUnderAScreenSkeletonIsNotReplanned() {
    let root = screen()
    let observed = Skeletonizer.plan(for: root).observations(scrollViewIDs: [4])
    #expect(observed.map(\.id) == [0, 1, 2, 3, 4])
    #expect(observed[4].observation == .size)
    #expect(observed[1].observation == .frame)
    let before = SkeletonRect(x: 0, y: 0, width: 390, height: 701)
    let scrolled = SkeletonRect(x: 0, y: 1_240, width: 390, height: 701)
    #expect(!observed[4].observation.refreshes(from: before, to: scrolled))
    #expect(
      observed[4].observation.refreshes(from: before, to: SkeletonRect(x: 0, y: 0, width: 844, height: 347)))
    #expect(SkeletonObservation.frame.refreshes(from: before, to: scrolled))
  }

  /// Defect 11: a root label is a leaf under its own overlay: its text colour is cleared and it
  /// leaves VoiceOver (it was still read aloud under "Loading").
  @Test func aRootLabelLeavesVoiceOver() {
    let label = SkeletonNode(
      id: 0, kind: .text, frame: SkeletonRect(x: 0, y: 0, width: 200, height: 21), isSkeletonable: true,
      text: SkeletonTextStyle(numberOfLines: 1))
    let plan = Skeletonizer.plan(for: label)
    #expect(plan.clearsRootText)
    #expect(plan.coverRequests.map(\.id) == [0])
    #expect(Self.fields(plan.coverRequests[0].request) == Self.fields(disablesInteraction: true))
    #expect(!Skeletonizer.plan(for: screen()).clearsRootText)
  }

  /// Defect 6: a progressive reveal (`hideSkeleton()` on the title) removes the title's
  /// minimum-height constraint at once, instead of leaving a blank gap until the whole screen
  /// hides.
  @Test func aRevealedLabelLosesItsMinimumHeight() {
    let (title, body) = (1, 2)
    let change = Skeletonizer.Plan.textRoom(
      current: [(title, 24), (body, 40)], wanted: [(key: body, height: 40)])
    #expect(change.set.isEmpty)
    #expect(change.remove == [title])
    let grown = Skeletonizer.Plan.textRoom(current: [(body, 40)], wanted: [(key: body, height: 62)])
    #expect(grown.set.map(\.height) == [62])
    #expect(grown.remove.isEmpty)
  }

  @Test func cellHostsStartAndEnd() {
    let change = Skeletonizer.Plan.membership(current: ["feed", "carousel"], listed: ["carousel", "grid"])
    #expect(change.added == ["grid"])
    #expect(change.removed == ["feed"])
  }

  /// Defect 11: `.relativeToConstraints` reads the app's own height constraint, not a
  /// content-size constraint (SkeletonView filters them) nor the skeleton's own minimum height
  /// (which grew the label on every pass).
  @Test func relativeToConstraintsSkipsContentSizeAndOwnConstraints() {
    // A content-size constraint (20.5), the skeleton's own minimum height (62) and a constraint
    // to another view (10) are skipped; the app's own constant height (44) is followed.
    #expect(
      !SkeletonHeightConstraint.isFollowed(isOwnConstantHeight: true, isContentSize: true, isSkeletons: false)
    )
    #expect(
      !SkeletonHeightConstraint.isFollowed(isOwnConstantHeight: true, isContentSize: false, isSkeletons: true)
    )
    #expect(
      !SkeletonHeightConstraint.isFollowed(
        isOwnConstantHeight: false, isContentSize: false, isSkeletons: false))
    #expect(
      SkeletonHeightConstraint.isFollowed(isOwnConstantHeight: true, isContentSize: false, isSkeletons: false)
    )
  }

  /// Defect 11: `revealContent` gives the body back the line count the app set (it reset it
  /// to `.inherited`), and leaves one the app changed meanwhile.
  @Test func revealContentKeepsTheAppsLineCount() {
    var record = ContentSkeletonRecord()
    let placeholders = record.conceal(
      bodyText: "", bodyLines: 3, hasButton: true, buttonTitle: nil, accessibilityPrefix: "warning")
    #expect(placeholders.bodyLines == 2)
    #expect(placeholders.buttonTitle == .some(ContentSkeletonRecord.placeholderButtonTitle))
    #expect(placeholders.accessibilityPrefix == .some(nil))
    var changedRecord = record
    let back = record.reveal(
      bodyLines: 2, buttonTitle: ContentSkeletonRecord.placeholderButtonTitle, accessibilityPrefix: nil)
    #expect(back.bodyLines == 3)
    #expect(back.buttonTitle == .some(nil))
    #expect(back.accessibilityPrefix == .some("warning"))
    let changed = changedRecord.reveal(bodyLines: 1, buttonTitle: "Retry", accessibilityPrefix: nil)
    #expect(changed.bodyLines == nil)
    #expect(changed.buttonTitle == nil)
    // The reveal emptied the record: a second one gives nothing back.
    let again = record.reveal(
      bodyLines: 2, buttonTitle: ContentSkeletonRecord.placeholderButtonTitle, accessibilityPrefix: nil)
    #expect(again.bodyLines == nil)
    #expect(again.buttonTitle == nil)
    #expect(again.accessibilityPrefix == nil)
  }

  @Test func aBodyWithTextKeepsItsLineCount() {
    var record = ContentSkeletonRecord()
    let placeholders = record.conceal(
      bodyText: "Arriving", bodyLines: 4, hasButton: false, buttonTitle: nil, accessibilityPrefix: nil)
    #expect(placeholders.bodyLines == nil)
    #expect(placeholders.buttonTitle == nil)
    #expect(record.reveal(bodyLines: 4, buttonTitle: nil, accessibilityPrefix: nil).bodyLines == nil)
    // An empty record (no content skeleton) gives nothing back.
    var empty = ContentSkeletonRecord()
    let none = empty.reveal(bodyLines: 4, buttonTitle: "Retry", accessibilityPrefix: "warning")
    #expect(none.bodyLines == nil && none.buttonTitle == nil && none.accessibilityPrefix == nil)
  }
}
