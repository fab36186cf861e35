import Foundation
@testable import SwiftMessagesCore
import Testing

@testable import SwiftMessagesPreview

@Suite struct MessageGalleryTests {
  static let report = MessageGallery.report(nibsFolder: BundledNibsTests.nibsFolder)
  static let localization = BundledNibsTests.nibsFolder.deletingLastPathComponent()
    .appendingPathComponent("Localization")

  func section(_ id: String) throws -> GallerySection {
    try #require(Self.report.sections.first { $0.id == id })
  }

  @Test func eachThemeCardSaysItsOwnThemeWord() throws {
    #expect(Self.report.problems.isEmpty)
    for theme in Theme.allCases {
      let figure = try #require(
        try section("layouts").figures.first { $0.id == "cardview-\(theme.rawValue)-light-iphone-se" })
      let texts = MessageGallery.defaultTexts(for: theme)
      #expect(figure.svg.contains(">\(texts.title)<"), "\(theme)")
      #expect(figure.svg.contains(">\(texts.body)<") || texts.body.contains("'"), "\(theme)")
      if theme != .warning { #expect(!figure.svg.contains(">Warning<"), "\(theme)") }
    }
  }

  @Test func oneLocalizedCardPerShippedLanguageWithTheLibrarysStrings() throws {
    let shipped = try FileManager.default.contentsOfDirectory(atPath: Self.localization.path)
      .filter { $0.hasSuffix(".lproj") }
    let figures = try section("localized").figures
    #expect(figures.count == shipped.count)
    #expect(shipped.count >= 2)
    // Hebrew: the table's own "Loading" and success words, drawn right to left from the right edge.
    let hebrew = try #require(figures.first { $0.id == "localized-he" })
    #expect(hebrew.svg.contains("טוען"))
    #expect(hebrew.svg.contains("הצלחה"))
    #expect(hebrew.svg.contains("direction=\"rtl\""))
    let german = try #require(figures.first { $0.id == "localized-de" })
    #expect(!german.svg.contains("direction=\"rtl\""))
  }

  @Test func theRightToLeftSectionMirrorsArabicAndHebrew() throws {
    let figures = try section("right-to-left").figures
    #expect(Set(figures.map { $0.id.split(separator: "-")[1] }) == ["ar", "he"])
    #expect(figures.allSatisfy { $0.svg.contains("direction=\"rtl\"") })
  }
}
