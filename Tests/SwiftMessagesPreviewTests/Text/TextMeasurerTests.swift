import Foundation
import Testing

@testable import SwiftMessagesPreview

@Suite struct TextMeasurerTests {
  @Test func measuresANibsBodyLabelAtItsCategory() throws {
    let nib = BundledNibsTests.nibsFolder.appendingPathComponent("MessageView.xib")
    let document = try XibDocument(data: try Data(contentsOf: nib))
    let body = try #require(document.allObjects.first { $0.userLabel == "Body label" }?.label)
    let text = "Your order has shipped and should arrive on Thursday."
    let large = TextMeasurer().measure(text, font: body.font, maxWidth: 282, numberOfLines: 0).size
    #expect(
      large
        == TextLayoutEngine.layout(
          text, font: .preferred(.subheadline), maxWidth: 282, numberOfLines: 0
        ).size)
    // At AX3 Subhead is 36 pt: the same text needs more lines.
    let huge = TextMeasurer(category: .accessibilityExtraLarge).measure(
      text, font: body.font, maxWidth: 282, numberOfLines: 0
    ).size
    #expect(huge.height > 3 * large.height)
  }

  @Test func aLabelWithoutAFontMeasuresInTheSystemFont() {
    #expect(
      TextMeasurer().measure("Hello", font: nil, maxWidth: nil, numberOfLines: 1).size
        == CGSize(width: 39, height: 61.0 / 3))
  }
}
