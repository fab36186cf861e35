import Foundation
import Testing

@testable import SwiftMessagesPreview

/// `untranslated-text`: a localized copy of CardView.xib (Base.lproj plus a strings table per
/// language, as Xcode's base internationalization makes it) whose tables miss some texts.
@Suite struct NibTranslationsTests {
  /// CardView.xib's title label `cZz-ki-c4l` ("[Title]"), body label `rYN-U7-AdU` ("[Message
  /// Body]"), button `H9L-AF-wEf` and icon label `DvA-7a-zTq` ("😬", no letters).
  static let cardView = BundledNibs.packageRoot?.appendingPathComponent("Resources/Nibs/CardView.xib")

  private func app(_ tables: [String: String]) throws -> (root: URL, nib: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
    let base = root.appendingPathComponent("Base.lproj")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    let nib = base.appendingPathComponent("CardView.xib")
    try Data(contentsOf: try #require(Self.cardView)).write(to: nib)
    for (language, text) in tables {
      let folder = root.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("CardView.strings"))
    }
    return (root, nib)
  }

  private func lint(_ nib: URL) throws -> [Diagnostic] {
    var linter = NibLinter(expectedClass: "MessageView")
    linter.translations = NibTranslations.read(forNibAt: nib.path)
    return linter.lint(data: try Data(contentsOf: nib), file: nib.lastPathComponent)
      .filter { $0.rule == .untranslatedText }
  }

  @Test func aTextOneLanguageLacksIsReportedWithThatLanguage() throws {
    let (root, nib) = try app([
      "fr":
        #""cZz-ki-c4l.text" = "[Titre]"; "rYN-U7-AdU.text" = "[Message]"; "H9L-AF-wEf.normalTitle" = "Réessayer";"#,
      "de": #""cZz-ki-c4l.text" = "[Titel]"; "H9L-AF-wEf.normalTitle" = "Wiederholen";"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let diagnostics = try lint(nib)
    #expect(diagnostics.count == 1)
    let body = try #require(diagnostics.first)
    #expect(body.severity == .warning)
    #expect(body.message.contains("\"[Message Body]\"") && body.message.contains("in de ("))
    #expect(body.message.contains("\"rYN-U7-AdU.text\""))
  }

  @Test func aNibWithoutTablesIsNotLocalizedAndNotChecked() throws {
    let (root, nib) = try app([:])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(NibTranslations.read(forNibAt: nib.path) == nil)
    #expect(try lint(nib).isEmpty)
    // Nor is a nib outside any .lproj folder (the usual copied message nib).
    #expect(NibTranslations.read(forNibAt: try #require(Self.cardView).path) == nil)
  }

  @Test func anUnreadableTableIsSaidNotSilentlySkipped() throws {
    let (root, nib) = try app([
      "fr":
        #""cZz-ki-c4l.text" = "[Titre]"; "rYN-U7-AdU.text" = "[Message]"; "H9L-AF-wEf.normalTitle" = "Réessayer";"#,
      "ja": "\"cZz-ki-c4l.text\" = \"[タイトル]\"\n\"unterminated",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let diagnostics = try lint(nib)
    #expect(diagnostics.map(\.line) == [1])
    #expect(diagnostics.first?.message.hasPrefix("ja.lproj/CardView.strings cannot be read") == true)
  }

  @Test func everyTextMissingFromEveryTableIsListed() throws {
    let (root, nib) = try app(["es": #""other.key" = "x";"#])
    defer { try? FileManager.default.removeItem(at: root) }
    // Title, body and button; the emoji icon label has nothing to translate.
    let messages = try lint(nib).map(\.message)
    #expect(messages.count == 3)
    #expect(messages.allSatisfy { $0.contains("in es (") })
    #expect(!messages.contains { $0.contains("😬") })
  }
}
