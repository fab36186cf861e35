import Foundation
import Testing

@testable import SwiftMessagesPreview

/// The nibs SwiftMessages ships must lint without errors, with `viewFromNib` asking for
/// `MessageView` as `MessageView.viewFromNib(layout:)` does.
@Suite struct BundledNibsTests {
  static let nibsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Lint
    .deletingLastPathComponent()  // SwiftMessagesPreviewTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appendingPathComponent("Resources/Nibs")

  static var nibs: [URL] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: nibsFolder.path)) ?? []
    return files.filter { $0.hasSuffix(".xib") }.sorted().map { nibsFolder.appendingPathComponent($0) }
  }

  @Test(arguments: nibs)
  func bundledNibLintsWithoutErrors(nib: URL) throws {
    let data = try Data(contentsOf: nib)
    let diagnostics = NibLinter(expectedClass: "MessageView").lint(data: data, file: nib.lastPathComponent)
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
    let document = try XibDocument(data: data)
    #expect(document.topLevelViews.first?.customClass == "MessageView")
  }
}
