import Foundation
import Testing

@testable import SwiftMessagesPreview

@Suite struct AppFolderTests {
  @Test(arguments: [".git", ".build", "._Card.xib", "Pods", "Carthage", "SourcePackages", "DerivedData"])
  func hiddenEntriesAndDependencyFoldersAreSkipped(name: String) {
    #expect(AppFolder.skips(name))
  }

  @Test(arguments: ["Resources", "Podfile", "MyPods", "CardView.xib", "Sources"])
  func theAppsOwnEntriesAreWalked(name: String) {
    #expect(!AppFolder.skips(name))
  }

  @Test func imageNamesComeFromImageSetsAndImageFiles() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("appfolder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in [
      "Assets.xcassets/errorIcon.imageset/Contents.json", "Images/logo@2x.png", "Images/badge~ipad.PNG",
      "Pods/SwiftMessages/Resources/infoIcon.png", ".hidden/secret.png", "Docs/readme.md",
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    #expect(AppFolder.imageNames(in: root) == ["errorIcon", "logo", "badge"])
  }
}
