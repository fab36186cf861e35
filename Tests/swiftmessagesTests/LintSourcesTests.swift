import Foundation
import SwiftMessagesPreview
import Testing

@testable import swiftmessages

/// `lint --sources DIR`: an app's copy of `CardView.xib` whose root is the app's subclass.
@Suite struct LintSourcesTests {
  static let cardView = Fixture.directory
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/Nibs/CardView.xib")

  static let alertView = """
    import SwiftMessages
    import UIKit

    /// An alert with an OK button.
    final class AlertView: MessageView {
      @IBOutlet private weak var okButton: UIButton!
      // @IBOutlet var cancelButton: UIButton!  (removed in 2.0)
    }
    """

  /// An app with `Sources/AlertView.swift` and `Resources/AlertView.xib`, a copy of
  /// `CardView.xib` whose root is `AlertView` and whose button is wired as `outlet`.
  func app(outlet: String) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/AlertView.swift", Data(Self.alertView.utf8))
    var nib = try String(contentsOf: Self.cardView, encoding: .utf8)
    nib = nib.replacingOccurrences(
      of: #"customClass="MessageView" customModule="SwiftMessages""#,
      with: #"customClass="AlertView" customModule="MyApp" customModuleProvider="target""#)
    nib = nib.replacingOccurrences(of: #"<outlet property="button""#, with: #"<outlet property="\#(outlet)""#)
    try directory.write("Resources/AlertView.xib", Data(nib.utf8))
    return directory
  }

  @Test func withoutSourcesAnAppSubclassIsANoteNotAnError() throws {
    let app = try app(outlet: "okButton")
    defer { app.remove() }
    let outcome = CommandLineTool.run(["lint", "--expect", "MessageView", app.path + "/Resources"])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains(": note: could not verify that the top-level view, MyApp.AlertView"))
    #expect(outcome.output.hasSuffix("0 errors, 0 warnings, 1 note in 1 file\n"))
  }

  @Test func withSourcesTheSubclassAndItsOutletsAreChecked() throws {
    let app = try app(outlet: "okButton")
    defer { app.remove() }
    let outcome = CommandLineTool.run([
      "lint", "--expect", "MessageView", "--sources", app.path + "/Sources", app.path + "/Resources",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.output == "0 errors, 0 warnings in 1 file\n")
  }

  @Test func withSourcesAnOutletTheSubclassLacksIsAnErrorPointingAtTheClass() throws {
    let app = try app(outlet: "cancelButton")
    defer { app.remove() }
    let outcome = CommandLineTool.run(["lint", "--sources", app.path, app.path + "/Resources"])
    #expect(outcome.status == 1)
    #expect(
      outcome.output.contains(
        "error: AlertView (declared at \(app.path)/Sources/AlertView.swift:5:13) has no outlet "
          + "\"cancelButton\""))
  }

  @Test func anAppSubclassOfAUIKitViewHasUIKitsOwnOutlets() throws {
    // A UITextField subclass wired to its `delegate`, a UICollectionView subclass to its
    // `dataSource`: outlets UIKit declares, not the app.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "Sources/Views.swift",
      Data(
        """
        import UIKit
        class PaddedField: UITextField {}
        class Grid: UICollectionView {}
        """.utf8))
    let nib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                  <subviews>
                      <textField opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fld" customClass="PaddedField" customModule="App" customModuleProvider="target">
                          <rect key="frame" x="20" y="20" width="335" height="34"/>
                          <connections>
                              <outlet property="delegate" destination="root" id="c1"/>
                          </connections>
                      </textField>
                      <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="grd" customClass="Grid" customModule="App" customModuleProvider="target">
                          <rect key="frame" x="0.0" y="60" width="375" height="140"/>
                          <connections>
                              <outlet property="dataSource" destination="root" id="c2"/>
                              <outlet property="delegate" destination="root" id="c3"/>
                          </connections>
                      </collectionView>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    try directory.write("Resources/V.xib", Data(nib.utf8))
    let outcome = CommandLineTool.run([
      "lint", "--sources", directory.path + "/Sources", directory.path + "/Resources",
    ])
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(!outcome.output.contains("has no outlet"))
  }

  @Test func aSwiftFileThatCannotBeReadIsReportedAndTheRunGoesOn() throws {
    let app = try app(outlet: "okButton")
    defer { app.remove() }
    try app.write("Sources/Legacy.swift", Data([0x63, 0x6C, 0xE9, 0xFF]))
    let outcome = CommandLineTool.run(["lint", "--sources", app.path + "/Sources", app.path + "/Resources"])
    #expect(outcome.status == 0)
    #expect(outcome.error.hasPrefix("warning: --sources: "))
    #expect(outcome.error.contains("Legacy.swift"))
  }

  @Test func dependencyFoldersAreNeitherLintedNorReadAsTheAppsSources() throws {
    // A CocoaPods checkout of the library: its nibs are built by the library's own target, and
    // its CornerRoundingView is not the app's.
    let app = try app(outlet: "okButton")
    defer { app.remove() }
    let libraryNib = try String(contentsOf: Self.cardView, encoding: .utf8).replacingOccurrences(
      of: #"customClass="CornerRoundingView" customModule="SwiftMessages""#,
      with: #"customClass="CornerRoundingView" customModule="SwiftMessages" customModuleProvider="target""#)
    try app.write("Pods/SwiftMessages/Resources/CardView.xib", Data(libraryNib.utf8))
    try app.write(
      "Pods/SwiftMessages/CornerRoundingView.swift", Data("open class CornerRoundingView: UIView {}".utf8))
    try app.write("Resources/Copy.xib", Data(libraryNib.utf8))
    let outcome = CommandLineTool.run(["lint", "--sources", app.path, app.path])
    #expect(!outcome.output.contains("Pods/"))
    #expect(outcome.output.contains("Resources/Copy.xib:18:17: error: class CornerRoundingView names"))
    #expect(outcome.output.hasSuffix("1 error, 0 warnings in 2 files\n"))
  }

  @Test func anIconTheAppShipsItselfIsNotReported() throws {
    // The app copied SwiftMessages 10's icons into its asset catalogue.
    let app = try app(outlet: "okButton")
    defer { app.remove() }
    let nib = try String(contentsOf: Self.cardView, encoding: .utf8).replacingOccurrences(
      of: #"image="exclamationmark.triangle.fill" catalog="system""#, with: #"image="errorIcon""#)
    try app.write("Resources/Icon.xib", Data(nib.utf8))
    let without = CommandLineTool.run(["lint", app.path + "/Resources/Icon.xib"])
    #expect(without.output.contains("uses image \"errorIcon\""))
    try app.write("Assets.xcassets/errorIcon.imageset/Contents.json", Data("{}".utf8))
    let with = CommandLineTool.run(["lint", "--sources", app.path, app.path + "/Resources/Icon.xib"])
    #expect(!with.output.contains("errorIcon"))
  }
}
