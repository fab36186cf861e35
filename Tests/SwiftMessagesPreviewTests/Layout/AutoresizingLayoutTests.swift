import Foundation
import Testing

@testable import SwiftMessagesPreview

/// Views that keep `translatesAutoresizingMaskIntoConstraints` follow their autoresizing masks
/// relative to the superview's design-time frame.
@Suite struct AutoresizingLayoutTests {
  static func document(mask: String) throws -> XibDocument {
    try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" id="child">
              <rect key="frame" x="10" y="20" width="60" height="30"/>
              <autoresizingMask key="autoresizingMask" \(mask)/>
          </view>
      </subviews>
      """, frame: #"x="0" y="0" width="100" height="100""#)
  }

  @Test func fixedMarginsKeepTheDesignTimeFrame() throws {
    let layout = LayoutXib.layout(
      try Self.document(mask: #"flexibleMaxX="YES" flexibleMaxY="YES""#), width: 200, height: 300)
    #expect(layout.errors == [])
    #expect(layout.frame("child") == CGRect(x: 10, y: 20, width: 60, height: 30))
  }

  @Test func sizableAxesTakeTheChange() throws {
    let layout = LayoutXib.layout(
      try Self.document(mask: #"widthSizable="YES" heightSizable="YES""#), width: 200, height: 300)
    #expect(layout.frame("child") == CGRect(x: 10, y: 20, width: 160, height: 230))
  }

  @Test func flexibleMarginsShareTheChangeInProportion() throws {
    // Left 10 and right 30 share 100 more: 25 and 75.
    let layout = LayoutXib.layout(
      try Self.document(mask: #"flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES""#), width: 200,
      height: 100)
    #expect(layout.frame("child") == CGRect(x: 35, y: 20, width: 60, height: 30))
  }

  @Test func theRootFitsAroundAnAutoresizingChildOnlyThroughItsHeight() throws {
    // A fixed-size child pinned top-left: fitting pulls the root's height to its smallest, which
    // a flexible-bottom child does not constrain.
    let layout = LayoutXib.layout(try Self.document(mask: #"flexibleMaxY="YES""#), width: 100)
    #expect(layout.size.height == 0)
    #expect(layout.frame("child").minY == 20)
  }

  @Test func aFixedFrameViewKeepsItsFrameThoughItsTranslationIsOffInTheNib() throws {
    // Interface Builder's "Layout: Inferred (Autoresizing Mask)" writes fixedFrame="YES" with
    // the translation off; the compiled nib turns it back on.
    let document = try LayoutXib.document(
      """
      <subviews>
          <label opaque="NO" fixedFrame="YES" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="child">
              <rect key="frame" x="56" y="20" width="41" height="21"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          </label>
      </subviews>
      """, frame: #"x="0" y="0" width="100" height="100""#)
    let layout = LayoutXib.layout(document, width: 200, height: 300)
    #expect(layout.errors == [])
    #expect(layout.frame("child") == CGRect(x: 56, y: 20, width: 41, height: 21))
  }
}
