import Foundation
import Testing

@testable import SwiftMessagesPreview

@Suite struct PixelGridTests {
  @Test func sizesRoundUpToAWholePixel() {
    // A 17 pt label's 20.287 pt: 20.5 at 2×, 20.333… at 3× (UILabel.intrinsicContentSize).
    #expect(PixelGrid(scale: 2).roundedUp(2444 * 17 / 2048) == 20.5)
    #expect(PixelGrid(scale: 3).roundedUp(2444 * 17 / 2048) == 61.0 / 3)
    // Already on the grid, give or take floating-point noise: unchanged.
    #expect(PixelGrid(scale: 2).roundedUp(18.000_000_01) == 18)
    #expect(PixelGrid(scale: 2).roundedUp(-3) == 0)
  }

  @Test func framesRoundTheirEdgesToTheNearestPixel() {
    let grid = PixelGrid(scale: 2)
    // A centred card's origin 284.25 → 284.5; its bottom edge 284.25 + 98.3 = 382.55 → 382.5.
    let frame = grid.rounded(x: 10.2, y: 284.25, width: 355.1, height: 98.3)
    #expect(frame.x == 10 && frame.y == 284.5)
    #expect(frame.width == 355.5 && frame.height == 98)
    // Scales that are not screens fall back to whole points.
    #expect(PixelGrid(scale: .nan).rounded(10.4) == 10)
    #expect(PixelGrid(scale: 0.5).scale == 1)
  }

  @Test func theLayoutEngineAppliesTheGridItIsGiven() throws {
    let url = BundledNibsTests.nibsFolder.appendingPathComponent("CardView.xib")
    let document = try XibDocument(data: Data(contentsOf: url))
    let root = try #require(document.topLevelViews.first)
    var request = XibLayoutRequest(
      document: document, rootIndex: root.index, width: 375,
      views: ["cZz-ki-c4l": ViewOverride(text: "Success")])
    let measurer = TextMeasurer(displayScale: 2)
    let solved = XibLayoutEngine.layout(request, measurer: measurer)
    request.pixelGrid = PixelGrid(scale: 2)
    let rounded = XibLayoutEngine.layout(request, measurer: measurer)
    #expect(solved.frames.values.contains { Double($0.minY * 2).rounded() != Double($0.minY * 2) })
    for (id, frame) in rounded.frames {
      for value in [frame.minX, frame.minY, frame.maxX, frame.maxY] {
        #expect(Double(value * 2).rounded() == Double(value * 2), "\(id)")
      }
    }
  }
}
