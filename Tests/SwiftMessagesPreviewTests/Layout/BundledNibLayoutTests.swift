import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

/// Every nib SwiftMessages ships lays out with all required constraints satisfied, its labels
/// inside its background view, and no negative sizes, on phones and tablets.
@Suite struct BundledNibLayoutTests {
  static let widths: [Double] = [320, 375, 430, 768]

  static var cases: [(URL, Double)] {
    BundledNibsTests.nibs.flatMap { nib in widths.map { (nib, $0) } }
  }

  /// The `backgroundView` outlet's destination, or the root.
  static func backgroundID(_ document: XibDocument, root: XibObject) -> String {
    root.connections.first { $0.property == "backgroundView" }?.destination ?? root.id
  }

  @Test(arguments: cases)
  func bundledNibLaysOut(nib: URL, width: Double) throws {
    let document = try XibDocument(data: Data(contentsOf: nib))
    let root = try #require(document.topLevelViews.first)
    let request = XibLayoutRequest(
      document: document, rootIndex: root.index, width: width,
      safeArea: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0),
      views: [root.id: ViewOverride(layoutMargins: LayoutInsets(top: 79, left: 20, bottom: 20, right: 20))])
    let layout = XibLayoutEngine.layout(request, measurer: FakeTextMeasurer())
    #expect(layout.errors == [])
    #expect(layout.size.width == CGFloat(width))
    #expect(layout.size.height > 0)
    for (id, frame) in layout.frames {
      #expect(frame.width >= 0 && frame.height >= 0, "\(id) \(frame)")
    }
    let background = try #require(layout.frames[Self.backgroundID(document, root: root)])
    for object in document.subtree(of: root) where object.elementName == "label" {
      let frame = try #require(layout.frames[object.id])
      #expect(frame.isInside(background), "\(object.id) \(frame) in \(background)")
    }
  }

  /// In the message layouts the title and body (hugging 251) take the spare width; the icon and
  /// button (252) keep their intrinsic widths, however many 251 constraints pull the other way.
  @Test(arguments: ["MessageView.xib", "CardView.xib", "TabView.xib"])
  func theTextTakesTheSpareWidthAndTheButtonKeepsItsOwn(name: String) throws {
    let document = try XibDocument(
      data: Data(contentsOf: BundledNibsTests.nibsFolder.appendingPathComponent(name)))
    let root = try #require(document.topLevelViews.first)
    let outlets = Dictionary(root.connections.compactMap { c in c.property.map { ($0, c.destination) } }) {
      a, _ in a
    }
    let button = try #require(outlets["button"])
    let title = try #require(outlets["titleLabel"])
    let layout = XibLayoutEngine.layout(
      XibLayoutRequest(document: document, rootIndex: root.index, width: 375), measurer: FakeTextMeasurer())
    // "[Button]" at 15 pt: 8 × 7.5.
    #expect(layout.frame(button).width == 60)
    #expect(layout.frame(title).width > 150)
    #expect(layout.diagnostics == [])
  }
}
