import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

/// Layout margins and the safe area follow UIKit: margins are inset by the safe area unless
/// `insetsLayoutMarginsFromSafeArea` is off or the margins were set at run time (as
/// SwiftMessages' `BaseView` does); subviews get the part of the safe area they overlap.
@Suite struct MarginsAndSafeAreaLayoutTests {
  /// iPhone 15 in portrait: top 59, bottom 34.
  static let iPhone15 = LayoutInsets(top: 59, left: 0, bottom: 34, right: 0)

  static func marginPinned(rootAttributes: String = "", margins: String = "") throws -> XibDocument {
    try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <constraints><constraint firstAttribute="height" constant="10" id="h"/></constraints>
          </view>
      </subviews>
      \(margins)
      <constraints>
          <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
          <constraint firstAttribute="trailingMargin" secondItem="child" secondAttribute="trailing" id="c2"/>
          <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c3"/>
          <constraint firstAttribute="bottomMargin" secondItem="child" secondAttribute="bottom" id="c4"/>
      </constraints>
      """, rootAttributes: rootAttributes)
  }

  @Test func rootMarginsAreInsetBySafeArea() throws {
    let layout = LayoutXib.layout(try Self.marginPinned(), width: 393) { $0.safeArea = Self.iPhone15 }
    #expect(layout.frame("child") == CGRect(x: 8, y: 67, width: 377, height: 10))
    #expect(Double(layout.size.height) == 119, "\(Double(layout.size.height).bitPattern)")
  }

  @Test func nibMarginsReplaceTheDefault() throws {
    let document = try Self.marginPinned(
      margins: #"<edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>"#)
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.frame("child") == CGRect(x: 2, y: 1, width: 94, height: 10))
    #expect(layout.size.height == 14)
  }

  @Test func directionalMarginsAreLeadingAndTrailing() throws {
    let document = try Self.marginPinned(
      margins:
        #"<directionalEdgeInsets key="directionalLayoutMargins" top="0" leading="30" bottom="0" trailing="10"/>"#
    )
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.frame("child") == CGRect(x: 30, y: 0, width: 60, height: 10))
  }

  @Test func insetsLayoutMarginsFromSafeAreaOffKeepsTheMarginsAsSet() throws {
    let document = try Self.marginPinned(rootAttributes: #"insetsLayoutMarginsFromSafeArea="NO""#)
    let layout = LayoutXib.layout(document, width: 393) { $0.safeArea = Self.iPhone15 }
    #expect(layout.frame("child") == CGRect(x: 8, y: 8, width: 377, height: 10))
  }

  @Test func runTimeMarginsAreUsedAsTheyAre() throws {
    // BaseView.adjustMargins(): safe area folded into the margins, insets-from-safe-area off.
    let layout = LayoutXib.layout(try Self.marginPinned(), width: 393) {
      $0.safeArea = Self.iPhone15
      $0.views = ["root": ViewOverride(layoutMargins: LayoutInsets(top: 79, left: 20, bottom: 20, right: 20))]
    }
    #expect(layout.frame("child") == CGRect(x: 20, y: 79, width: 353, height: 10))
    #expect(layout.size.height == 109)
  }

  @Test func safeAreaGuideOfTheRootIsTheRequestedSafeArea() throws {
    let document = try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
          </view>
      </subviews>
      <viewLayoutGuide key="safeArea" id="safe"/>
      <constraints>
          <constraint firstItem="child" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
          <constraint firstItem="safe" firstAttribute="bottom" secondItem="child" secondAttribute="bottom" id="c2"/>
          <constraint firstItem="child" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
          <constraint firstItem="child" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c4"/>
      </constraints>
      """)
    let layout = LayoutXib.layout(document, width: 844, height: 390) {
      $0.safeArea = LayoutInsets(top: 0, left: 47, bottom: 21, right: 47)
    }
    #expect(layout.frame("child") == CGRect(x: 47, y: 0, width: 750, height: 369))
  }

  @Test func subviewSafeAreaIsTheOverlapWithTheRoots() throws {
    // A band pinned to the root's top, 100 tall; its own safe area covers the status bar part.
    let document = try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                      <rect key="frame" x="0" y="0" width="10" height="10"/>
                  </view>
              </subviews>
              <viewLayoutGuide key="safeArea" id="bandSafe"/>
              <constraints>
                  <constraint firstItem="content" firstAttribute="top" secondItem="bandSafe" secondAttribute="top" id="s1"/>
                  <constraint firstItem="content" firstAttribute="leading" secondItem="band" secondAttribute="leadingMargin" id="s2"/>
                  <constraint firstItem="content" firstAttribute="width" constant="10" id="s3"/>
                  <constraint firstItem="content" firstAttribute="height" constant="10" id="s4"/>
              </constraints>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="band" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
          <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
          <constraint firstItem="band" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
          <constraint firstItem="band" firstAttribute="height" constant="100" id="c4"/>
      </constraints>
      """)
    let layout = LayoutXib.layout(document, width: 393, height: 852) {
      $0.safeArea = LayoutInsets(top: 59, left: 20, bottom: 34, right: 0)
    }
    #expect(layout.errors == [])
    // The band's safe area: top 59, left 10 (20 − its x of 10); its margins add those to 8.
    #expect(layout.frame("content") == CGRect(x: 28, y: 59, width: 10, height: 10))
  }

  @Test func preservedSuperviewMarginsReachIntoTheView() throws {
    // A full-width band inside a root with 40 pt side margins; the band preserves them, so its
    // content, pinned to the band's margins, lines up with the root's.
    let document = try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="band">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                      <rect key="frame" x="0" y="0" width="10" height="10"/>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="content" firstAttribute="leading" secondItem="band" secondAttribute="leadingMargin" id="s1"/>
                  <constraint firstItem="band" firstAttribute="trailingMargin" secondItem="content" secondAttribute="trailing" id="s2"/>
                  <constraint firstItem="content" firstAttribute="top" secondItem="band" secondAttribute="top" id="s3"/>
                  <constraint firstItem="content" firstAttribute="height" constant="10" id="s4"/>
              </constraints>
          </view>
      </subviews>
      <edgeInsets key="layoutMargins" top="0.0" left="40" bottom="0.0" right="30"/>
      <constraints>
          <constraint firstItem="band" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
          <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
          <constraint firstItem="band" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
          <constraint firstItem="band" firstAttribute="height" constant="20" id="c4"/>
      </constraints>
      """)
    let layout = LayoutXib.layout(document, width: 300, height: 100)
    #expect(layout.errors == [])
    #expect(layout.frame("content") == CGRect(x: 40, y: 0, width: 230, height: 10))
  }
}
