import Foundation
@testable import SwiftMessagesCore
import Testing

@testable import SwiftMessagesPreview

/// A few drawings checked in as files and reviewed by eye (open them in a browser): the
/// preview must keep producing exactly these bytes. After an intended change, regenerate them
/// with `SWIFTMESSAGES_UPDATE_GOLDEN=1 swift test --filter GoldenSVGTests` and look at them
/// again before committing.
@Suite struct GoldenSVGTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Message
    .deletingLastPathComponent()  // SwiftMessagesPreviewTests
    .appendingPathComponent("Golden")

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var nib: String
    var options: MessagePreview.Options
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "cardview-error-light-iphone-15", nib: "CardView",
      options: MessagePreview.Options(
        scene: DevicePlacement(device: .iPhone15),
        fill: MessageFill(theme: .error, style: .light, title: "Error", body: "Something went wrong."),
        dropShadow: true)),
    Case(
      name: "messageview-warning-dark-iphone-se-navigation-bar", nib: "MessageView",
      options: MessagePreview.Options(
        scene: DevicePlacement(device: .iPhoneSE3, showsNavigationBar: true),
        fill: MessageFill(
          theme: .warning, style: .dark, title: "No connection", body: "Changes will sync later."))),
    Case(
      name: "centeredview-success-light-ipad-dimmed", nib: "CenteredView",
      options: MessagePreview.Options(
        scene: DevicePlacement(device: .iPad10, placement: .center),
        fill: MessageFill(
          theme: .success, style: .light, title: "Saved", body: "Your profile is up to date."),
        dimmed: true, dropShadow: true)),
  ]

  @Test(arguments: cases)
  func drawingMatchesItsReviewedGolden(_ golden: Case) throws {
    let nib = BundledNibsTests.nibsFolder.appendingPathComponent(golden.nib + ".xib")
    let svg = try MessagePreview.render(XibDocument(data: Data(contentsOf: nib)), options: golden.options).svg
    let file = Self.folder.appendingPathComponent(golden.name + ".svg")
    if ProcessInfo.processInfo.environment["SWIFTMESSAGES_UPDATE_GOLDEN"] == "1" {
      try Data(svg.utf8).write(to: file)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(svg == expected, "regenerate with SWIFTMESSAGES_UPDATE_GOLDEN=1 after an intended change")
  }
}
