import Foundation
import Testing

@testable import SwiftMessagesPreview

@Suite struct PreviewFontTests {
  @Test func bodyFollowsEveryContentSizeCategory() {
    #expect(
      ContentSizeCategory.allCases.map { PreviewFont.preferred(.body, category: $0).size }
        == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  @Test func textStylesAtLargeAreTheSystemDefaults() {
    let sizes = TextStyle.allCases.map { PreviewFont.preferred($0).size }
    #expect(sizes == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    #expect(PreviewFont.preferred(.headline).weight == .semibold)
    #expect(TextStyle.allCases.filter { $0 != .headline }.allSatisfy { $0.weight == .regular })
  }

  @Test func spotChecksAcrossCategories() {
    #expect(PreviewFont.preferred(.largeTitle, category: .extraSmall).size == 31)
    #expect(PreviewFont.preferred(.subheadline, category: .extraExtraExtraLarge).size == 21)
    #expect(PreviewFont.preferred(.headline, category: .accessibilityMedium).size == 28)
    #expect(PreviewFont.preferred(.footnote, category: .medium).size == 12)
    #expect(PreviewFont.preferred(.caption1, category: .accessibilityExtraLarge).size == 32)
    #expect(PreviewFont.preferred(.caption2, category: .accessibilityExtraExtraExtraLarge).size == 41)
    #expect(PreviewFont.preferred(.title2, category: .accessibilityExtraExtraLarge).size == 50)
  }

  @Test func sizesNeverShrinkAsTheCategoryGrows() {
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map(style.pointSize(for:))
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
    }
  }

  @Test func weightsMapToTheRegularOrBoldTable() {
    #expect(
      PreviewFont.Weight.allCases.filter(\.usesBoldMetrics) == [.semibold, .bold, .heavy, .black])
    #expect(PreviewFont.Weight.allCases.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
  }

  @Test func aLabelWithoutAFontIsSystem17Regular() {
    #expect(PreviewFont(nil) == PreviewFont(size: 17, weight: .regular))
    #expect(PreviewFont(nil, category: .accessibilityExtraExtraExtraLarge).size == 17)
  }

  @Test func bundledNibFontsResolve() throws {
    var resolved: [String: PreviewFont] = [:]
    for nib in BundledNibsTests.nibs {
      let document = try XibDocument(data: try Data(contentsOf: nib))
      for object in document.allObjects {
        guard let font = object.label?.font ?? object.button?.font else { continue }
        resolved[font.style ?? "system \(font.pointSize ?? 0)"] = PreviewFont(font)
      }
    }
    #expect(
      resolved == [
        "UICTFontTextStyleHeadline": PreviewFont(size: 17, weight: .semibold, leading: 22),
        "UICTFontTextStyleSubhead": PreviewFont(size: 15, leading: 20),
        "UICTFontTextStyleCaption1": PreviewFont(size: 12, leading: 16),
        "system 38.0": PreviewFont(size: 38),
      ])
  }

  @Test func messageViewTitleAndBodyFollowTheCategory() throws {
    let nib = BundledNibsTests.nibsFolder.appendingPathComponent("MessageView.xib")
    let document = try XibDocument(data: try Data(contentsOf: nib))
    let title = try #require(document.allObjects.first { $0.userLabel == "Title label" }?.label)
    let body = try #require(document.allObjects.first { $0.userLabel == "Body label" }?.label)
    #expect(
      PreviewFont(title.font, category: .accessibilityExtraLarge)
        == PreviewFont(size: 40, weight: .semibold, leading: 48))
    #expect(PreviewFont(body.font, category: .extraSmall).size == 12)
    #expect(LineBreakMode(xibValue: title.lineBreakMode) == .byTruncatingTail)
  }

  /// The fonts of a one-view nib holding one label per `<fontDescription>`.
  func fonts(_ descriptions: [String]) throws -> [XibFontDescription?] {
    let labels = descriptions.enumerated().map { index, description in
      """
                      <label opaque="NO" text="Label" id="Lb\(index)-Ft-000">
                          \(description)
                      </label>
      """
    }
    let xib = TestXib.data(
      objects: """
                <view contentMode="scaleToFill" id="Vw1-Ro-000">
                    <subviews>
        \(labels.joined(separator: "\n"))
                    </subviews>
                </view>
        """)
    let document = try XibDocument(data: xib)
    return document.allObjects.filter { $0.label != nil }.map { $0.label?.font }
  }

  @Test func systemFontDescriptionsResolve() throws {
    let resolved = try fonts([
      #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#,
      #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="12"/>"#,
      #"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#,
      #"<fontDescription key="fontDescription" type="italicSystem" pointSize="13"/>"#,
      #"<fontDescription key="fontDescription" type="system" weight="wobbly" pointSize="-4"/>"#,
      #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>"#,
      #"<fontDescription key="fontDescription" style="UICTFontTextStyleUnknown"/>"#,
    ]).map { PreviewFont($0) }
    #expect(
      resolved == [
        PreviewFont(size: 14),
        PreviewFont(size: 12, weight: .semibold),
        PreviewFont(size: 20, weight: .bold),
        PreviewFont(size: 13),
        PreviewFont(size: 17),  // unknown weight: regular; invalid size: 17
        PreviewFont(size: 34, leading: 41),  // Title0 is Large Title
        PreviewFont(size: 17, leading: 22),  // unknown style: body
      ])
  }

  @Test func namedFontsKeepTheirSizeAndGuessTheWeightFromTheName() throws {
    let resolved = try fonts([
      #"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="16"/>"#,
      #"<fontDescription key="fontDescription" name="HelveticaNeue-Medium" family="Helvetica Neue" pointSize="15"/>"#,
      #"<fontDescription key="fontDescription" name="Georgia-BoldItalic" family="Georgia" pointSize="18"/>"#,
      #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="14"/>"#,
      #"<fontDescription key="fontDescription" name="Montserrat-SemiBold" family="Montserrat" pointSize="17"/>"#,
      #"<fontDescription key="fontDescription" name="HelveticaNeue-UltraLight" family="Helvetica Neue"/>"#,
    ]).map { PreviewFont($0, category: .accessibilityLarge) }
    #expect(
      resolved == [
        PreviewFont(size: 16, weight: .heavy),
        PreviewFont(size: 15, weight: .medium),
        PreviewFont(size: 18, weight: .bold),
        PreviewFont(size: 14),
        PreviewFont(size: 17, weight: .semibold),
        PreviewFont(size: 17, weight: .ultraLight),
      ])
  }

  @Test func nibLineBreakModesMapToUIKitsModes() {
    #expect(
      ["wordWrap", "charWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"].map {
        LineBreakMode(xibValue: $0)
      } == LineBreakMode.allCases)
    #expect(LineBreakMode(xibValue: nil) == .byTruncatingTail)
    #expect(LineBreakMode(xibValue: "sideways") == .byTruncatingTail)
  }
}
