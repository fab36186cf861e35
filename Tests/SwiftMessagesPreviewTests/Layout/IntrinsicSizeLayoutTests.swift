import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

/// Intrinsic content sizes of labels, buttons, images and controls, held by content hugging
/// and compression resistance.
@Suite struct IntrinsicSizeLayoutTests {
  /// `elements` side by side in a row pinned to the root's edges (no margins), leading to
  /// trailing, each with its top at the root's top.
  static func row(_ elements: [(id: String, xml: String)]) throws -> XibDocument {
    var constraints: [String] = []
    var previous = "root"
    var previousAttribute = "leading"
    for (index, element) in elements.enumerated() {
      constraints.append(
        #"<constraint firstItem="\#(element.id)" firstAttribute="leading" secondItem="\#(previous)" secondAttribute="\#(previousAttribute)" id="h\#(index)"/>"#
      )
      constraints.append(
        #"<constraint firstItem="\#(element.id)" firstAttribute="top" secondItem="root" secondAttribute="top" id="t\#(index)"/>"#
      )
      constraints.append(
        #"<constraint firstItem="root" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="\#(element.id)" secondAttribute="bottom" id="b\#(index)"/>"#
      )
      previous = element.id
      previousAttribute = "trailing"
    }
    constraints.append(
      #"<constraint firstItem="root" firstAttribute="trailing" secondItem="\#(previous)" secondAttribute="trailing" id="end"/>"#
    )
    return try LayoutXib.document(
      """
      <subviews>
      \(elements.map(\.xml).joined(separator: "\n"))
      </subviews>
      <constraints>
      \(constraints.joined(separator: "\n"))
      </constraints>
      """)
  }

  static func label(_ id: String, _ text: String, attributes: String = "", size: Double = 10) -> (
    id: String, xml: String
  ) {
    (
      id,
      """
      <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
          <rect key="frame" x="0" y="0" width="10" height="10"/>
          <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
      </label>
      """
    )
  }

  @Test func theLowerHuggingLabelStretches() throws {
    // Texts 50 and 30 wide; 20 to spare.
    let document = try Self.row([
      Self.label("a", "0123456789", attributes: #"horizontalHuggingPriority="251""#),
      Self.label("b", "012345", attributes: #"horizontalHuggingPriority="250""#),
    ])
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.errors == [])
    #expect(layout.frame("a").width == 50)
    #expect(layout.frame("b").width == 50)
    #expect(layout.size.height == 12)
  }

  @Test func theLowerCompressionResistanceLabelShrinks() throws {
    let document = try Self.row([
      Self.label("a", "0123456789", attributes: #"horizontalCompressionResistancePriority="749""#),
      Self.label("b", "012345"),
    ])
    let layout = LayoutXib.layout(document, width: 60)
    #expect(layout.frame("a").width == 30)
    #expect(layout.frame("b").width == 30)
  }

  @Test func multiLineLabelsWrapAtTheWidthTheyGet() throws {
    // 40 characters of 5 pt: 200 wide on one line; 100 available → 2 lines.
    let document = try Self.row([
      Self.label("text", String(repeating: "x", count: 40), attributes: #"numberOfLines="0""#)
    ])
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.errors == [])
    #expect(layout.frame("text") == CGRect(x: 0, y: 0, width: 100, height: 24))
    #expect(layout.size.height == 24)
  }

  @Test func runTimeTextReplacesTheNibText() throws {
    let document = try Self.row([Self.label("text", "[Title]", attributes: #"numberOfLines="0""#)])
    let layout = LayoutXib.layout(document, width: 100) { $0.views = ["text": ViewOverride(text: "Hi")] }
    // Hugging (250) loses to the required trailing pin, so the label spans the root; its height
    // is one line of the new text.
    #expect(layout.frame("text").height == 12)
  }

  @Test func singleLineLabelsTruncateInsteadOfWrapping() throws {
    let document = try Self.row([Self.label("text", String(repeating: "x", count: 40))])
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.frame("text") == CGRect(x: 0, y: 0, width: 100, height: 12))
  }

  @Test func aSystemButtonWithA15PointTitleIs30PointsTallAndContentInsetsReplaceItsPadding() throws {
    let button = (
      "button",
      """
      <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
          <fontDescription key="fontDescription" type="system" pointSize="15"/>
          <state key="normal" title="Tap"/>
      </button>
      """
    )
    let spacer = (
      "spacer",
      """
      <view contentMode="scaleToFill" horizontalHuggingPriority="1" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
      </view>
      """
    )
    let layout = LayoutXib.layout(try Self.row([button, spacer]), width: 200)
    // Fake title: 3 × 7.5 wide, 18 tall; plus 6 above and below.
    #expect(layout.frame("button").size == CGSize(width: 22.5, height: 30))
    // configureTheme's contentEdgeInsets of 7 replace the 6 pt padding.
    let themed = LayoutXib.layout(try Self.row([button, spacer]), width: 200) {
      $0.views = ["button": ViewOverride(contentInsets: LayoutInsets(all: 7))]
    }
    #expect(themed.frame("button").size == CGSize(width: 36.5, height: 32))
  }

  @Test func controlsAndImagesHaveTheirUIKitSizes() throws {
    let document = try Self.row([
      (
        "switch",
        """
        <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </switch>
        """
      ),
      (
        "spinner",
        """
        <activityIndicatorView opaque="NO" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </activityIndicatorView>
        """
      ),
      (
        "small",
        """
        <activityIndicatorView opaque="NO" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="small">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </activityIndicatorView>
        """
      ),
      (
        "image",
        """
        <imageView clipsSubviews="YES" image="errorIcon" translatesAutoresizingMaskIntoConstraints="NO" id="image">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </imageView>
        """
      ),
      (
        "spacer",
        """
        <view contentMode="scaleToFill" horizontalHuggingPriority="1" verticalHuggingPriority="1" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <constraints><constraint firstAttribute="height" constant="1" id="sh"/></constraints>
        </view>
        """
      ),
    ])
    var withImage = document
    withImage.resources.images.append(
      XibResources.Image(name: "errorIcon", catalog: nil, size: CGSize(width: 33, height: 34)))
    let layout = LayoutXib.layout(withImage, width: 400)
    #expect(layout.errors == [])
    #expect(layout.frame("switch").size == CGSize(width: 51, height: 31))
    #expect(layout.frame("spinner").size == CGSize(width: 37, height: 37))
    #expect(layout.frame("small").size == CGSize(width: 20, height: 20))
    #expect(layout.frame("image").size == CGSize(width: 33, height: 34))
  }

  @Test func oneHigherPriorityBeatsSeveralLowerOnes() throws {
    // Two labels hugging at 251 pinned to one width, beside a label hugging at 252: Auto Layout
    // satisfies the 252 constraint first, so the 251 pair stretches.
    let document = try LayoutXib.document(
      """
      <subviews>
          <label opaque="NO" horizontalHuggingPriority="251" text="aa" translatesAutoresizingMaskIntoConstraints="NO" id="a">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <fontDescription key="fontDescription" type="system" pointSize="10"/>
          </label>
          <label opaque="NO" horizontalHuggingPriority="251" text="b" translatesAutoresizingMaskIntoConstraints="NO" id="b">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <fontDescription key="fontDescription" type="system" pointSize="10"/>
          </label>
          <label opaque="NO" horizontalHuggingPriority="252" text="cc" translatesAutoresizingMaskIntoConstraints="NO" id="c">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <fontDescription key="fontDescription" type="system" pointSize="10"/>
          </label>
      </subviews>
      <constraints>
          <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
          <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
          <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" id="c3"/>
          <constraint firstItem="c" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="c4"/>
          <constraint firstItem="root" firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="c5"/>
          <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
          <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="c7"/>
          <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" id="c8"/>
          <constraint firstItem="root" firstAttribute="bottom" secondItem="b" secondAttribute="bottom" id="c9"/>
      </constraints>
      """)
    let layout = LayoutXib.layout(document, width: 100)
    #expect(layout.diagnostics == [])
    #expect(layout.frame("c").width == 10)
    #expect(layout.frame("a").width == 90)
    #expect(layout.frame("b").width == 90)
  }
}
