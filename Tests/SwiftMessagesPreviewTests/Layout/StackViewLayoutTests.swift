import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

/// `UIStackView` arranges its visible arranged subviews with UIKit's internal constraints.
@Suite struct StackViewLayoutTests {
  /// A stack pinned to the root's edges (its height fitting unless `height`), holding `views`.
  static func stack(_ attributes: String, _ views: [String], pinBottom: Bool = true) throws -> XibDocument {
    try LayoutXib.document(
      """
      <subviews>
          <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack" \(attributes)>
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <subviews>
              \(views.joined(separator: "\n"))
              </subviews>
          </stackView>
      </subviews>
      <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
          <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
          \(pinBottom ? #"<constraint firstItem="stack" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>"# : "")
      </constraints>
      """)
  }

  /// A plain view with a fixed size (required width and height constraints).
  static func box(_ id: String, _ width: Double, _ height: Double, attributes: String = "") -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <constraints>
            <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
            <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
        </constraints>
    </view>
    """
  }

  /// A label of 10 pt text (5 pt per character, 12 tall with the fake measurer).
  static func label(_ id: String, _ text: String, attributes: String = "", size: Double = 10) -> String {
    """
    <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
    </label>
    """
  }

  @Test func fillStretchesTheLowestHuggingViewAndSpacesBySpacing() throws {
    let document = try Self.stack(
      #"spacing="10""#,
      [
        Self.label("a", "aaaa", attributes: #"horizontalHuggingPriority="251""#),
        Self.label("b", "bb", attributes: #"horizontalHuggingPriority="250""#),
        Self.label("c", "cc", attributes: #"horizontalHuggingPriority="251""#),
      ])
    let layout = LayoutXib.layout(document, width: 200)
    #expect(layout.errors == [])
    #expect(layout.frame("a") == CGRect(x: 0, y: 0, width: 20, height: 12))
    #expect(layout.frame("b") == CGRect(x: 30, y: 0, width: 150, height: 12))
    #expect(layout.frame("c") == CGRect(x: 190, y: 0, width: 10, height: 12))
    #expect(layout.size.height == 12)
  }

  @Test func fillEquallyGivesEveryViewTheSameLength() throws {
    let document = try Self.stack(
      #"distribution="fillEqually" spacing="5""#,
      [Self.label("a", "a"), Self.label("b", "bbbbbbbb"), Self.label("c", "c")])
    let layout = LayoutXib.layout(document, width: 110)
    #expect(layout.errors == [])
    for id in ["a", "b", "c"] { #expect(abs(layout.frame(id).width - 100.0 / 3) < 0.001) }
    #expect(abs(layout.frame("c").minX - (110 - 100.0 / 3)) < 0.001)
  }

  @Test func fillProportionallySharesByIntrinsicWidth() throws {
    let document = try Self.stack(
      #"distribution="fillProportionally""#, [Self.label("a", "a"), Self.label("b", "bbb")])
    let layout = LayoutXib.layout(document, width: 200)
    #expect(layout.errors == [])
    #expect(layout.frame("a").width == 50)
    #expect(layout.frame("b").width == 150)
  }

  @Test func equalSpacingPadsTheGapsEvenly() throws {
    let document = try Self.stack(
      #"distribution="equalSpacing" spacing="2""#,
      [Self.box("a", 10, 10), Self.box("b", 30, 10), Self.box("c", 20, 10)])
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.errors == [])
    // 40 spare in two gaps of 20.
    #expect(layout.frame("b").minX == 30)
    #expect(layout.frame("c").minX == 80)
  }

  @Test func equalCenteringSpacesTheCentresEvenly() throws {
    let document = try Self.stack(
      #"distribution="equalCentering""#,
      [Self.box("a", 10, 10), Self.box("b", 30, 10), Self.box("c", 20, 10)])
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.errors == [])
    // Centres at 5 and 90; the middle one at 47.5.
    #expect(layout.frame("b").midX == 47.5)
    #expect(layout.frame("c").midX == 90)
  }

  @Test(arguments: [
    ("fill", 0.0, 30.0), ("top", 0.0, 10.0), ("center", 10.0, 10.0), ("bottom", 20.0, 10.0),
  ])
  func alignmentPlacesViewsAcrossTheAxis(alignment: String, y: Double, height: Double) throws {
    let small = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="small">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
          <constraints>
              <constraint firstAttribute="width" constant="10" id="sw"/>
              <constraint firstAttribute="height" priority="500" constant="10" id="sh"/>
          </constraints>
      </view>
      """
    let document = try Self.stack(#"alignment="\#(alignment)""#, [small, Self.box("tall", 10, 30)])
    let layout = LayoutXib.layout(document, width: 20)
    #expect(layout.errors == [])
    #expect(layout.size.height == 30)
    #expect(layout.frame("small") == CGRect(x: 0, y: y, width: 10, height: height))
  }

  @Test func verticalStackLeadingAndTrailingAlignment() throws {
    let document = try Self.stack(
      #"axis="vertical" alignment="trailing" spacing="4""#, [Self.box("a", 10, 10), Self.box("b", 30, 10)])
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.frame("a") == CGRect(x: 90, y: 0, width: 10, height: 10))
    #expect(layout.frame("b") == CGRect(x: 70, y: 14, width: 30, height: 10))
    #expect(layout.size.height == 24)
  }

  @Test func firstBaselineAlignmentLinesUpTheTexts() throws {
    let document = try Self.stack(
      #"alignment="firstBaseline""#, [Self.label("big", "B", size: 40), Self.label("small", "s", size: 10)])
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.errors == [])
    #expect(layout.frame("big").minY == 0)
    #expect(layout.frame("small").minY == 28.8)
    #expect(layout.size.height == 48)
  }

  @Test func hiddenArrangedSubviewsLeaveTheArrangement() throws {
    let document = try Self.stack(
      #"spacing="10""#,
      [
        Self.box("a", 10, 10), Self.box("nibHidden", 10, 10, attributes: #"hidden="YES""#),
        Self.box("b", 10, 10), Self.box("runTimeHidden", 10, 10),
        Self.label("c", "c", attributes: #"horizontalHuggingPriority="1""#),
      ])
    let layout = LayoutXib.layout(document, width: 100) {
      $0.views = ["runTimeHidden": ViewOverride(isHidden: true)]
    }
    #expect(layout.errors == [])
    #expect(layout.frames["nibHidden"] == nil)
    #expect(layout.frames["runTimeHidden"] == nil)
    #expect(layout.hiddenIDs.isSuperset(of: ["nibHidden", "runTimeHidden"]))
    #expect(layout.frame("b").minX == 20)
    // Fill alignment: the label's compression resistance (750) gives way to the boxes' required
    // 10 pt height.
    #expect(layout.frame("c") == CGRect(x: 40, y: 0, width: 60, height: 10))
  }

  @Test func layoutMarginsRelativeArrangementInsetsTheContent() throws {
    let document = try Self.stack(
      #"axis="vertical" layoutMarginsRelativeArrangement="YES""#, [Self.box("a", 10, 10)])
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.frame("a") == CGRect(x: 8, y: 8, width: 84, height: 10))
    #expect(layout.size.height == 26)
  }

  @Test func nestedStacksSizeFromTheirContent() throws {
    let inner = """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
          <subviews>
          \(Self.label("title", "Title"))
          \(Self.label("body", String(repeating: "b", count: 30), attributes: #"numberOfLines="0""#))
          </subviews>
      </stackView>
      """
    let document = try Self.stack(
      #"alignment="center" spacing="10""#,
      [
        Self.box("icon", 20, 20), inner,
        Self.box("button", 30, 30, attributes: #"horizontalHuggingPriority="252""#),
      ])
    let layout = LayoutXib.layout(document, width: 160)
    #expect(layout.errors == [])
    // The inner stack takes 160 − 20 − 30 − 20 = 90: the body wraps to 2 lines (18 chars).
    #expect(layout.frame("inner") == CGRect(x: 30, y: 0, width: 90, height: 41))
    #expect(layout.frame("body") == CGRect(x: 30, y: 17, width: 90, height: 24))
    #expect(layout.frame("icon").minY == 10.5)
    #expect(layout.size.height == 41)
  }

  @Test func sizeClassVariationsChangeSpacing() throws {
    let document = try LayoutXib.document(
      """
      <subviews>
          <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <subviews>
              \(Self.box("a", 10, 10))
              \(Self.box("b", 10, 10))
              </subviews>
              <variation key="widthClass=regular" spacing="15"/>
          </stackView>
      </subviews>
      <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
      </constraints>
      """)
    #expect(LayoutXib.layout(document, width: 375).frame("b").minX == 20)
    #expect(LayoutXib.layout(document, width: 768).frame("b").minX == 25)
    #expect(
      LayoutXib.layout(document, width: 375) { $0.horizontalSizeClass = .regular }.frame("b").minX == 25)
  }

  @Test func aMultiLineLabelInAHorizontalFillStackTakesAnEqualShare() throws {
    // UIKit's UISV-text-width-disambiguation (759) beats the switch's hugging (750): label and
    // switch split the width (rdar://39275811), and the label wraps in its half.
    let document = try Self.stack(
      #"alignment="top""#,
      [
        Self.label(
          "text", String(repeating: "t", count: 60),
          attributes: #"numberOfLines="0" horizontalCompressionResistancePriority="749""#),
        """
        <switch opaque="NO" horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </switch>
        """,
      ])
    let layout = LayoutXib.layout(document, width: 200)
    #expect(layout.errors == [])
    #expect(layout.frame("text").width == 100)
    #expect(layout.frame("switch") == CGRect(x: 100, y: 0, width: 100, height: 31))
    // 60 characters of 5 pt in 100: 3 lines of 12.
    #expect(layout.frame("text").height == 36)
    #expect(layout.size.height == 36)
  }
}
