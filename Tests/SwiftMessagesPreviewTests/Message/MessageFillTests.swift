import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

@Suite struct MessageFillTests {
  func outlets(_ nib: String) throws -> (MessageOutlets, XibDocument) {
    let url = BundledNibsTests.nibsFolder.appendingPathComponent(nib)
    let document = try XibDocument(data: Data(contentsOf: url))
    let outlets = try #require(MessageOutlets(document: document))
    return (outlets, document)
  }

  @Test func cardViewOutletsAreReadFromTheMessageView() throws {
    let (outlets, document) = try outlets("CardView.xib")
    #expect(document.allObjects[outlets.rootIndex].customClass == "MessageView")
    #expect(outlets.titleLabel == "cZz-ki-c4l")
    #expect(outlets.bodyLabel == "rYN-U7-AdU")
    #expect(outlets.iconLabel == "DvA-7a-zTq")
    #expect(outlets.iconImageView == "c8h-ab-1eX")
    #expect(outlets.button == "H9L-AF-wEf")
    #expect(outlets.backgroundView == "8aH-8U-fQ3")
  }

  @Test func errorThemeInDarkPaintsTheBackgroundViewAndWhiteText() throws {
    let (outlets, document) = try outlets("CardView.xib")
    let rootID = document.allObjects[outlets.rootIndex].id
    let fill = MessageFill(theme: .error, style: .dark, title: "Oops", body: "Try again.")
    let applied = fill.apply(to: outlets, rootID: rootID)
    #expect(applied["8aH-8U-fQ3"]?.background == RGBAColor(red255: 195, green: 12, blue: 12))
    #expect(applied[rootID]?.background == nil)
    #expect(applied["cZz-ki-c4l"]?.foreground == .white)
    #expect(applied["cZz-ki-c4l"]?.text == "Oops")
    #expect(applied["rYN-U7-AdU"]?.text == "Try again.")
    #expect(applied["c8h-ab-1eX"]?.icon?.name == "xmark.octagon.fill")
    #expect(applied["c8h-ab-1eX"]?.iconCutout == RGBAColor(red255: 195, green: 12, blue: 12))
  }

  @Test func infoThemeUsesTheLabelColourOfTheAppearance() throws {
    let (outlets, document) = try outlets("MessageView.xib")
    let rootID = document.allObjects[outlets.rootIndex].id
    let light = MessageFill(theme: .info, style: .light, title: "T", body: "B").apply(
      to: outlets, rootID: rootID)
    let dark = MessageFill(theme: .info, style: .dark, title: "T", body: "B").apply(
      to: outlets, rootID: rootID)
    let title = try #require(outlets.titleLabel)
    #expect(light[title]?.foreground == .black)
    #expect(dark[title]?.foreground == .white)
  }

  @Test func theEmojiIconLabelIsHiddenAndTheButtonTooUnlessTitled() throws {
    let (outlets, document) = try outlets("CardView.xib")
    let rootID = document.allObjects[outlets.rootIndex].id
    let plain = MessageFill(title: "T", body: "B").apply(to: outlets, rootID: rootID)
    #expect(plain.hiddenIDs == ["DvA-7a-zTq", "H9L-AF-wEf"])
    let titled = MessageFill(title: "T", body: "B", buttonTitle: "Undo").apply(to: outlets, rootID: rootID)
    #expect(titled.hiddenIDs == ["DvA-7a-zTq"])
    #expect(titled["H9L-AF-wEf"]?.text == "Undo")
    #expect(titled["H9L-AF-wEf"]?.cornerRadius == 5)
    #expect(titled["H9L-AF-wEf"]?.contentInsets == LayoutInsets(all: 7))
    // The button swaps the message's colours.
    #expect(titled["H9L-AF-wEf"]?.background == .black)
    #expect(titled["H9L-AF-wEf"]?.foreground == RGBAColor(red255: 225, green: 225, blue: 225))
  }

  @Test func iconStyleNoneHidesTheIconImageView() throws {
    let (outlets, document) = try outlets("CardView.xib")
    let rootID = document.allObjects[outlets.rootIndex].id
    let applied = MessageFill(iconStyle: .none, title: "T", body: "B").apply(to: outlets, rootID: rootID)
    #expect(applied.hiddenIDs.contains("c8h-ab-1eX"))
    #expect(applied["c8h-ab-1eX"]?.icon == nil)
  }

  @Test func aNibWithoutTopLevelViewsHasNoOutlets() throws {
    let document = try XibDocument(data: Fixture.data("no-top-level-view"))
    #expect(MessageOutlets(document: document) == nil)
  }

  @Test func nibColoursResolvePerAppearanceAndUnknownNamesFallBack() throws {
    let (_, document) = try outlets("CardView.xib")
    let card = try #require(document.allObjects.first { $0.id == "8aH-8U-fQ3" })
    let background = try #require(card.color("backgroundColor"))
    #expect(background.dynamic.light == .white)
    #expect(background.dynamic.dark == .black)
    #expect(
      SystemColorTable.color(named: "secondarySystemBackgroundColor")?.dark
        == RGBAColor(red255: 28, green: 28, blue: 30))
    #expect(SystemColorTable.color(named: "noSuchColor") == nil)
  }
}

@Suite struct XibObjectMarginFactsTests {
  func root(_ nib: String) throws -> XibObject {
    let url = BundledNibsTests.nibsFolder.appendingPathComponent(nib)
    let document = try XibDocument(data: Data(contentsOf: url))
    return try #require(document.topLevelViews.first)
  }

  @Test func cardViewCollapsesItsTenPointAdditionsIntoTheSafeArea() throws {
    let facts = try #require(try root("CardView.xib").marginFacts)
    #expect(facts.additions == LayoutInsets(all: 10))
    #expect(facts.bounceOffset == 0)
    #expect(facts.collapse)
  }

  @Test func messageViewAddsItsAdditionsToTheSafeArea() throws {
    let facts = try #require(try root("MessageView.xib").marginFacts)
    #expect(!facts.collapse)
  }

  @Test func aPlainViewIsNotMarginAdjustable() throws {
    let document = try XibDocument(
      data: TestXib.data(
        objects: """
          <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
          """))
    #expect(document.topLevelViews.first?.marginFacts == nil)
  }
}

@Suite struct MessageFillWithoutThemeTests {
  @Test func aHUDNibKeepsItsOwnColoursAndGetsOnlyItsText() throws {
    let url = BundledNibsTests.nibsFolder.appendingPathComponent("HUDView.xib")
    let document = try XibDocument(data: Data(contentsOf: url))
    let outlets = try #require(MessageOutlets(document: document))
    var fill = MessageFill(title: "", body: "Uploading…")
    fill.appliesTheme = false
    let applied = fill.apply(to: outlets, rootID: document.allObjects[outlets.rootIndex].id)
    #expect(applied.values.allSatisfy { $0.background == nil && $0.foreground == nil })
    #expect(applied[try #require(outlets.bodyLabel)]?.text == "Uploading…")
  }
}

extension Dictionary where Key == String, Value == ViewOverride {
  /// The ids hidden at run time.
  fileprivate var hiddenIDs: Set<String> { Set(filter(\.value.isHidden).keys) }
}
