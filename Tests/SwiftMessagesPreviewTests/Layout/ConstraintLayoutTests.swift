import Foundation
@testable import SwiftMessagesCore
import Testing

@testable import SwiftMessagesPreview

/// Nib constraints of every kind become frames in the root's coordinates.
@Suite struct ConstraintLayoutTests {
  /// `<view id="child">` with `constraints` held by the root.
  static func pinned(_ constraints: String, child: String = "") throws -> XibDocument {
    try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              \(child)
          </view>
      </subviews>
      <constraints>
          \(constraints)
      </constraints>
      """)
  }

  @Test func edgesWithConstantsPlaceTheChildAndFitTheHeight() throws {
    let document = try Self.pinned(
      """
      <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
      <constraint firstAttribute="trailing" secondItem="child" secondAttribute="trailing" constant="12" id="c2"/>
      <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
      <constraint firstAttribute="bottom" secondItem="child" secondAttribute="bottom" constant="20" id="c4"/>
      """,
      child: """
        <constraints><constraint firstAttribute="height" constant="40" id="c5"/></constraints>
        """)
    let layout = LayoutXib.layout(document, width: 320)
    #expect(layout.errors == [])
    #expect(layout.frame("child") == CGRect(x: 10, y: 20, width: 298, height: 40))
    #expect(layout.size == CGSize(width: 320, height: 80))
  }

  @Test func explicitHeightOverridesTheFittingHeight() throws {
    let document = try Self.pinned(
      """
      <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
      <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
      <constraint firstItem="child" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="c3"/>
      <constraint firstItem="child" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="1:4" constant="5" id="c4"/>
      """)
    let layout = LayoutXib.layout(document, width: 300, height: 200)
    #expect(layout.errors == [])
    #expect(layout.size == CGSize(width: 300, height: 200))
    #expect(layout.frame("child") == CGRect(x: 0, y: 0, width: 150, height: 55))
  }

  @Test func positionMultipliersPlaceProportionallyInsideTheHoldingView() throws {
    let document = try Self.pinned(
      """
      <constraint firstItem="child" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" multiplier="0.5" id="c1"/>
      <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
      <constraint firstAttribute="bottom" secondItem="child" secondAttribute="bottom" id="c3"/>
      """,
      child: """
        <constraints>
            <constraint firstAttribute="width" constant="40" id="c4"/>
            <constraint firstAttribute="height" constant="40" id="c5"/>
        </constraints>
        """)
    let layout = LayoutXib.layout(document, width: 320)
    // centerX = 0.5 × 160 = 80.
    #expect(layout.frame("child") == CGRect(x: 60, y: 0, width: 40, height: 40))
  }

  @Test func inequalitiesAndPrioritiesPickTheStrongestPreference() throws {
    let document = try Self.pinned(
      """
      <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
      <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
      """,
      child: """
        <constraints>
            <constraint firstAttribute="width" priority="500" constant="200" id="weak"/>
            <constraint firstAttribute="width" priority="750" constant="100" id="strong"/>
            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="min"/>
            <constraint firstAttribute="height" relation="lessThanOrEqual" constant="50" id="max"/>
            <constraint firstAttribute="height" priority="250" constant="80" id="wish"/>
        </constraints>
        """)
    let layout = LayoutXib.layout(document, width: 320, height: 100)
    #expect(layout.errors == [])
    #expect(layout.frame("child").size == CGSize(width: 100, height: 50))
  }

  @Test func constraintsBetweenCousinsAndAncestorsUseRootCoordinates() throws {
    let document = try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                      <rect key="frame" x="0" y="0" width="10" height="10"/>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="7" id="i1"/>
                  <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="3" id="i2"/>
                  <constraint firstItem="inner" firstAttribute="width" constant="20" id="i3"/>
                  <constraint firstItem="inner" firstAttribute="height" constant="20" id="i4"/>
              </constraints>
          </view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cousin">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="b1"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="b2"/>
          <constraint firstItem="box" firstAttribute="width" constant="100" id="b3"/>
          <constraint firstItem="box" firstAttribute="height" constant="100" id="b4"/>
          <constraint firstItem="cousin" firstAttribute="leading" secondItem="inner" secondAttribute="trailing" constant="1" id="x1"/>
          <constraint firstItem="cousin" firstAttribute="top" secondItem="inner" secondAttribute="bottom" id="x2"/>
          <constraint firstItem="cousin" firstAttribute="width" secondItem="inner" secondAttribute="height" multiplier="2" id="x3"/>
          <constraint firstItem="cousin" firstAttribute="height" secondItem="inner" secondAttribute="width" id="x4"/>
      </constraints>
      """)
    let layout = LayoutXib.layout(document, width: 320, height: 200)
    #expect(layout.errors == [])
    #expect(layout.frame("inner") == CGRect(x: 37, y: 43, width: 20, height: 20))
    #expect(layout.frame("cousin") == CGRect(x: 58, y: 63, width: 40, height: 20))
  }

  @Test func marginAttributesUseUIKitsDefaultEightPointMargins() throws {
    let document = try Self.pinned(
      """
      <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
      <constraint firstAttribute="trailingMargin" secondItem="child" secondAttribute="trailing" id="c2"/>
      <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c3"/>
      <constraint firstAttribute="bottomMargin" secondItem="child" secondAttribute="bottom" id="c4"/>
      """,
      child: """
        <constraints><constraint firstAttribute="height" constant="10" id="c5"/></constraints>
        """)
    let layout = LayoutXib.layout(document, width: 320)
    #expect(layout.frame("child") == CGRect(x: 8, y: 8, width: 304, height: 10))
    #expect(layout.size.height == 26)
  }

  @Test func centerWithinMarginsFollowsUnevenMargins() throws {
    let document = try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
          </view>
      </subviews>
      <edgeInsets key="layoutMargins" top="0.0" left="40" bottom="10" right="0.0"/>
      <constraints>
          <constraint firstItem="child" firstAttribute="centerX" secondItem="root" secondAttribute="centerXWithinMargins" id="c1"/>
          <constraint firstItem="child" firstAttribute="centerY" secondItem="root" secondAttribute="centerYWithinMargins" id="c2"/>
          <constraint firstItem="child" firstAttribute="width" constant="20" id="c3"/>
          <constraint firstItem="child" firstAttribute="height" constant="20" id="c4"/>
      </constraints>
      """)
    let layout = LayoutXib.layout(document, width: 240, height: 110)
    // Margins box: x 40...240 (centre 140), y 0...100 (centre 50).
    #expect(layout.frame("child") == CGRect(x: 130, y: 40, width: 20, height: 20))
  }

  @Test func firstBaselinesOfDifferentFontsLineUp() throws {
    let document = try LayoutXib.document(
      """
      <subviews>
          <label opaque="NO" text="Big" translatesAutoresizingMaskIntoConstraints="NO" id="big">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <fontDescription key="fontDescription" type="system" pointSize="40"/>
          </label>
          <label opaque="NO" text="small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <fontDescription key="fontDescription" type="system" pointSize="10"/>
          </label>
      </subviews>
      <constraints>
          <constraint firstItem="big" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
          <constraint firstItem="big" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
          <constraint firstItem="small" firstAttribute="leading" secondItem="big" secondAttribute="trailing" constant="4" id="c3"/>
          <constraint firstItem="small" firstAttribute="firstBaseline" secondItem="big" secondAttribute="firstBaseline" id="c4"/>
      </constraints>
      """)
    let layout = LayoutXib.layout(document, width: 320, height: 100)
    #expect(layout.errors == [])
    // Fake metrics: line = 1.2 × size, baseline = 0.8 × line. Big: 48 tall, baseline 38.4;
    // small: 12 tall, baseline 9.6, so its top is 28.8.
    #expect(layout.frame("big") == CGRect(x: 0, y: 0, width: 60, height: 48))
    #expect(layout.frame("small") == CGRect(x: 64, y: 28.8, width: 25, height: 12))
  }

  @Test func sizeClassVariationsPickConstantsAndInstalledConstraints() throws {
    let document = try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead">
              <variation key="widthClass=regular" constant="30"/>
          </constraint>
          <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
          <constraint firstItem="child" firstAttribute="height" constant="10" id="height"/>
          <constraint firstItem="child" firstAttribute="width" constant="100" id="compactWidth"/>
          <constraint firstItem="child" firstAttribute="width" constant="500" id="regularWidth"/>
      </constraints>
      <variation key="default">
          <mask key="constraints">
              <exclude reference="regularWidth"/>
          </mask>
      </variation>
      <variation key="widthClass=regular">
          <mask key="constraints">
              <include reference="regularWidth"/>
              <exclude reference="compactWidth"/>
          </mask>
      </variation>
      """)
    let compact = LayoutXib.layout(document, width: 375)
    #expect(compact.errors == [])
    #expect(compact.frame("child") == CGRect(x: 20, y: 0, width: 100, height: 10))
    let regular = LayoutXib.layout(document, width: 768)
    #expect(regular.errors == [])
    #expect(regular.frame("child") == CGRect(x: 30, y: 0, width: 500, height: 10))
  }
}
