import Foundation
import Testing

@testable import SwiftMessagesCore

/// No user-facing text is written in the UIKit/SwiftUI layer or outside the core's strings
/// table: every word VoiceOver speaks goes through ``SwiftMessagesString``.
@Suite struct UserFacingLiteralTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// Where a string literal would reach the user: accessibility labels, values, hints and
  /// announcements, SwiftUI `Text`, custom action names, label and button text.
  static let patterns = [
    #"accessibility(Label|Value|Hint)\s*=\s*""#, #"\.accessibility(Label|Value|Hint)\(\s*""#,
    #"accessibility\((label|value|hint):\s*Text\(""#, #"\bText\(""#,
    #"UIAccessibilityCustomAction\(name:\s*""#,
    #"post\(notification:[^)]*argument:\s*""#, #"\.text\s*=\s*""#, #"setTitle\(""#,
    #"dimModeAccessibilityLabel[^=]*=\s*""#, #"attributedString:\s*""#, #"string:\s*""#,
  ].compactMap { try? NSRegularExpression(pattern: $0) }

  /// The lines of `text` (comments removed) that pass a literal to a user-facing API.
  static func offendingLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      let code = String(line.components(separatedBy: "//").first ?? "")
      let range = NSRange(code.startIndex..., in: code)
      return patterns.contains { $0.firstMatch(in: code, range: range) != nil } ? String(line) : nil
    }
  }

  static func swiftFiles(in folder: String) -> [URL] {
    let root = sources.appendingPathComponent(folder)
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  @Test func theScanFindsALiteralLabel() {
    #expect(Self.offendingLines("element.accessibilityLabel = \"Close\"").count == 1)
    #expect(Self.offendingLines(".accessibility(label: Text(\"Loading\"))").count == 1)
    #expect(
      Self.offendingLines("UIAccessibility.post(notification: .announcement, argument: \"Loaded\")").count
        == 1)
    #expect(Self.offendingLines("public var dimModeAccessibilityLabel: String = \"dismiss\"").count == 1)
    #expect(Self.offendingLines("/// accessibilityLabel = \"Close\" in a comment").isEmpty)
    #expect(Self.offendingLines("accessibilityLabel = SwiftMessagesString.loading.localized").isEmpty)
  }

  @Test func theUIKitLayerPassesNoLiteralToUsers() throws {
    let files = Self.swiftFiles(in: "SwiftMessages")
    #expect(files.count > 50)
    for file in files {
      let offending = Self.offendingLines(try String(contentsOf: file, encoding: .utf8))
      #expect(offending.isEmpty, "\(file.lastPathComponent): \(offending)")
    }
  }

  /// The English words live only in the table: no `"Loading"` or `"Collapse messages"`
  /// elsewhere in the library's code.
  @Test func theEnglishWordsAreWrittenOnlyInTheTable() throws {
    let words = SwiftMessagesString.Key.allCases.map(\.english).filter { $0.count > 3 && !$0.contains("%") }
    let files = Self.swiftFiles(in: "SwiftMessages") + Self.swiftFiles(in: "SwiftMessagesCore")
    for file in files where file.lastPathComponent != "SwiftMessagesString+Key.swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      let code = text.split(separator: "\n").map { String($0.components(separatedBy: "//").first ?? "") }
        .joined(separator: "\n")
      for word in words {
        #expect(!code.contains("\"\(word)\""), "\(file.lastPathComponent) writes \"\(word)\"")
      }
    }
  }
}
