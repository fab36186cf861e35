import Foundation
import SwiftMessagesPreview
import Testing

@testable import swiftmessages

@Suite struct PreviewCommandTests {
  static let nibs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/Nibs")

  func nib(_ name: String) -> String { Self.nibs.appendingPathComponent(name + ".xib").path }

  @Test func drawsABundledNibToStandardOutput() {
    let outcome = PreviewCommand.run([nib("CardView"), "--theme", "success", "--title", "Saved & synced"])
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("<?xml"))
    #expect(outcome.output.contains("Saved &amp; synced"))
  }

  @Test func writesTheFileGivenWithDashO() {
    var written: [String: Data] = [:]
    let outcome = PreviewCommand.run(
      [nib("MessageView"), "--dark", "--device", "iphone-se", "-o", "out.svg"],
      writeFile: { written[$0] = $1 })
    #expect(outcome.status == 0)
    #expect(outcome.output == "wrote out.svg\n")
    #expect(written["out.svg"].map { String(decoding: $0, as: UTF8.self).contains("<svg") } == true)
  }

  @Test func aBrokenNibGetsTheLintersDiagnosticsAndExitsOne() {
    let broken = Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>".utf8)
    let outcome = PreviewCommand.run(["broken.xib"], readFile: { _ in broken })
    #expect(outcome.status == 1)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error.contains("broken.xib:"))
    #expect(outcome.error.contains("not drawn"))
  }

  @Test func unknownDevicesAndThemesAreUsageErrors() {
    let device = PreviewCommand.run([nib("CardView"), "--device", "pixel"])
    #expect(device.status == 2)
    #expect(device.error.contains("unknown device 'pixel'"))
    #expect(device.error.contains("iphone-15-pro-max"))
    let theme = PreviewCommand.run([nib("CardView"), "--theme", "danger"])
    #expect(theme.status == 2)
    #expect(theme.error.contains("unknown theme 'danger'"))
  }

  @Test func aMissingFileExitsTwo() {
    let outcome = PreviewCommand.run(["/nonexistent/Card.xib"])
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("cannot read"))
  }

  @Test func centredLayoutsDefaultToTheCentre() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: nib("CenteredView")))
    let document = try XibDocument(data: data)
    #expect(MessagePreview.defaultPlacement(for: document) == .center)
  }

  @Test func anEmptyTitleIsLegitimateLikeConfigureContentWithAnEmptyString() {
    let outcome = PreviewCommand.run([nib("CardView"), "--title", "", "--body="])
    #expect(outcome.status == 0)
    #expect(!outcome.output.contains("Consider yourself warned."))
  }

  @Test func anEmptyDeviceIsStillAUsageError() {
    let outcome = PreviewCommand.run([nib("CardView"), "--device", ""])
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("option '--device' needs a device name"))
  }

  @Test func buttonNoneHidesTheButton() {
    let shown = PreviewCommand.run([nib("CardView"), "--button", "Undo"])
    let hidden = PreviewCommand.run([nib("CardView"), "--button", "none"])
    #expect(shown.output.contains(">Undo<"))
    #expect(!hidden.output.contains(">none<"))
  }

  @Test func dimAndShadowAreOffUnlessAskedForAsInSwiftMessages() {
    let plain = PreviewCommand.run([nib("CenteredView")])
    let dimmed = PreviewCommand.run([nib("CenteredView"), "--dim", "--shadow"])
    #expect(!plain.output.contains("data-name=\"dim\""))
    #expect(dimmed.output.contains("data-name=\"dim\""))
    #expect(!plain.output.contains("<filter"))
    #expect(dimmed.output.contains("<filter"))
  }
}
