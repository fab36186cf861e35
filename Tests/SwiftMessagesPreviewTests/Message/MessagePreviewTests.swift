import Foundation
@testable import SwiftMessagesCore
import Testing

@testable import SwiftMessagesPreview

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct MessagePreviewTests {
  func nib(_ name: String) throws -> XibDocument {
    try XibDocument(data: Data(contentsOf: BundledNibsTests.nibsFolder.appendingPathComponent(name + ".xib")))
  }

  func options(
    _ device: DeviceMetrics = .iPhone15, placement: PresentationPlacement = .top,
    theme: Theme = .error,
    style: InterfaceStyle = .light, skeleton: Bool = false
  ) -> MessagePreview.Options {
    MessagePreview.Options(
      scene: DevicePlacement(device: device, placement: placement),
      fill: MessageFill(theme: theme, style: style, title: "Warning", body: "Consider yourself warned."),
      skeleton: skeleton)
  }

  @Test func aTopCardSitsBelowTheDynamicIslandWithItsTextInsideTheCard() throws {
    let document = try nib("CardView")
    let result = try MessagePreview.render(document, options: options())
    // The core placed it at the screen's top edge, past its bounce (0 for the card).
    #expect(result.placement.messageFrame.origin.y == 0)
    #expect(result.layout.diagnostics.filter { $0.severity == .error }.isEmpty)
    let background = try #require(result.layout.frames["8aH-8U-fQ3"])
    let title = try #require(result.layout.frames["cZz-ki-c4l"])
    // Margins from the message's own safe area: the card's background starts below the 59 pt inset.
    #expect(background.origin.y >= 59)
    #expect(title.origin.y >= background.origin.y)
    #expect(title.origin.x >= background.origin.x)
    #expect(title.origin.x + title.size.width <= background.origin.x + background.size.width)
  }

  @Test func theDrawingCarriesTheThemeColourAndTheTexts() throws {
    let result = try MessagePreview.render(try nib("CardView"), options: options())
    let svg = result.svg
    #expect(svg.contains("Warning"))
    #expect(svg.contains("Consider yourself warned."))
    #expect(svg.lowercased().contains("#f9422f"))  // error red, light (249, 66, 47)
  }

  @Test func everyBundledNibDrawsAsWellFormedSVGOnEveryDevice() throws {
    for name in BundledNibs.layouts + ["HUDView"] {
      let document = try nib(name)
      for device in DeviceMetrics.catalog {
        let result = try MessagePreview.render(document, options: options(device, style: .dark))
        let parser = XMLParser(data: Data(result.svg.utf8))
        #expect(parser.parse(), "\(name) on \(device.identifier)")
        #expect(
          result.svg == (try MessagePreview.render(document, options: options(device, style: .dark))).svg)
      }
    }
  }

  @Test func aSkeletonHidesTheTextItCoversAndDrawsTheCoreShapes() throws {
    let document = try nib("CardView")
    let plain = try MessagePreview.render(document, options: options())
    let skeleton = try MessagePreview.render(document, options: options(skeleton: true))
    #expect(plain.svg.contains("Consider yourself warned."))
    #expect(!skeleton.svg.contains("Consider yourself warned."))
    #expect(skeleton.tree.nodes.contains { $0.name == "skeleton" })
  }

  @Test func aCentredMessageIsCentredInTheScreen() throws {
    let result = try MessagePreview.render(try nib("CenteredView"), options: options(placement: .center))
    let frame = result.placement.messageFrame
    #expect(abs(Double(frame.origin.y + frame.size.height / 2) - 852 / 2) < 0.5)
  }

  @Test func aNibWithoutViewsIsAFailureNotACrash() throws {
    let document = try XibDocument(data: Fixture.data("no-top-level-view"))
    #expect(throws: MessagePreview.Failure.noTopLevelView) {
      try MessagePreview.render(document, options: options())
    }
  }

  @Test func aLabelDrawsOnlyTheLinesItsHeightHoldsAndTruncatesTheLast() throws {
    var long = options(.iPhoneSE3, placement: .center)
    long.fill.body = String(repeating: "word ", count: 600)
    let result = try MessagePreview.render(try nib("CardView"), options: long)
    let body = try #require(result.layout.frames["rYN-U7-AdU"])
    let texts = result.tree.nodes.compactMap { node -> RenderText? in
      if case .text(let text) = node.shape, text.lines.contains(where: { $0.text.hasPrefix("word") }) {
        return text
      }
      return nil
    }
    let text = try #require(texts.first)
    #expect(text.lines.last?.text.hasSuffix("…") == true)
    // Every baseline lies inside the label (in the label's own coordinates).
    #expect(text.lines.allSatisfy { $0.baseline > 0 && $0.baseline <= Double(body.size.height) })
  }

  @Test func aRoundedBackgroundClipsItsContentToItsCorners() throws {
    let result = try MessagePreview.render(try nib("CardView"), options: options())
    let background = try #require(result.tree.nodes.first { $0.name == "8aH-8U-fQ3" })
    guard case .roundedRectangle(_, let radius, _)? = background.clip else {
      Issue.record("the card's CornerRoundingView does not clip")
      return
    }
    #expect(radius == 15)
  }

  @Test func aNibPinnedToItsSafeAreaGrowsByTheInsetItOverlaps() throws {
    let xib = TestXib.data(
      objects: """
        <view contentMode="scaleToFill" id="root" customClass="MessageView" customModule="SwiftMessages">
          <rect key="frame" x="0" y="0" width="375" height="60"/>
          <subviews>
            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
              <rect key="frame" x="16" y="10" width="100" height="20"/>
            </label>
          </subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
            <constraint firstItem="lab" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c1"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="lab" secondAttribute="bottom" constant="10" id="c2"/>
            <constraint firstItem="lab" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c3"/>
          </constraints>
        </view>
        """)
    let result = try MessagePreview.render(XibDocument(data: xib), options: options())
    #expect(result.layout.diagnostics.filter { $0.severity == .error }.isEmpty)
    let label = try #require(result.layout.frames["lab"])
    // Below the 59 pt inset, and the message tall enough to hold it (no squeezed label).
    #expect(label.origin.y >= 59 + 10 - 0.5)
    #expect(label.size.height > 10)
  }

  @Test func aTabAtTheTopIsClippedWithSquareTopCornersLikeItsFill() throws {
    let result = try MessagePreview.render(try nib("TabView"), options: options())
    let outlets = try #require(MessageOutlets(document: try nib("TabView")))
    let background = try #require(result.tree.nodes.first { $0.name == outlets.backgroundView })
    guard case .path(let commands)? = background.clip else {
      Issue.record(
        "a top tab's background must clip to its bottom-rounded outline, got \(String(describing: background.clip))"
      )
      return
    }
    // The outline starts at the top-left corner itself: no rounding there.
    #expect(commands.first == .move(to: PathPoint(x: 0, y: 0)))
  }

  @Test func anUntitledButtonIsDrawnAtTheSizeTheLayoutMeasured() throws {
    var withButton = options()
    withButton.fill.buttonTitle = "Undo"
    let result = try MessagePreview.render(try nib("CardView"), options: withButton)
    let sizes = result.tree.nodes.compactMap { node -> Double? in
      if case .text(let text) = node.shape, text.lines.first?.text == "Undo" { return text.fontSize }
      return nil
    }
    // CardView's button uses the subheadline style (15 pt at Large).
    #expect(sizes == [15])
  }
}
