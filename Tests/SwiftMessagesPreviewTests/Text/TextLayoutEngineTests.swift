import Foundation
import Testing

@testable import SwiftMessagesPreview

/// Widths below are computed by hand from `FontMetricsTable.swift` (Liberation Sans 2.1.5,
/// 2048 units per em): advance sums × size / 2048. Heights are San Francisco's: 1950 + 494 =
/// 2444 units a line (`FontMeasure`), text styles' lines their HIG leading apart.
@Suite struct TextLayoutEngineTests {
  /// Subheadline, the body label's text style.
  let subhead = PreviewFont.preferred(.subheadline)
  /// Headline, the title label's text style (semibold: the Bold table).
  let headline = PreviewFont.preferred(.headline)
  /// The body label of a MessageView on a 375-pt iPhone: 20-pt side margins, the 43-pt icon
  /// label and 10-pt stack spacing beside it, no button: 375 − 40 − 53.
  let bodyWidth = 282.0

  @Test func helloAt17PointsIsTheSumOfItsAdvances() {
    // H 1479 + e 1139 + l 455 + l 455 + o 1139 = 4667 units, no kerning pair among them.
    let layout = TextLayoutEngine.layout("Hello", font: .labelDefault, maxWidth: nil, numberOfLines: 1)
    #expect(layout.lines.map(\.text) == ["Hello"])
    #expect(abs(layout.lines[0].width - 4667 * 17 / 2048) < 1e-9)
    // 38.7397… rounds up to 39 at 3×; one line of 2444 units = 20.287… rounds up to 20.333….
    #expect(layout.size == CGSize(width: 39, height: 61.0 / 3))
    #expect(!layout.isTruncated)
  }

  @Test func aHeightNoIntHoldsFitsOneLineOrAllWithoutTrapping() {
    let layout = TextLayoutEngine.layout(
      "one two three four five six", font: .labelDefault, maxWidth: 40, numberOfLines: 0)
    #expect(layout.lines.count > 2)
    #expect(TextLayoutEngine.linesFitting(layout, height: -1e300) == 1)
    #expect(TextLayoutEngine.linesFitting(layout, height: 1e300) > layout.lines.count)
  }

  @Test func boldWeightsMeasureWithTheBoldTable() {
    // Bold: l 569, o 1251: 1479 + 1139 + 569 + 569 + 1251 = 5007 units.
    for weight in [PreviewFont.Weight.semibold, .bold, .heavy, .black] {
      let layout = TextLayoutEngine.layout(
        "Hello", font: PreviewFont(size: 17, weight: weight), maxWidth: nil, numberOfLines: 1)
      #expect(abs(layout.lines[0].width - 5007 * 17 / 2048) < 1e-9, "\(weight)")
    }
    let medium = TextLayoutEngine.layout(
      "Hello", font: PreviewFont(size: 17, weight: .medium), maxWidth: nil, numberOfLines: 1)
    #expect(abs(medium.lines[0].width - 4667 * 17 / 2048) < 1e-9)
  }

  @Test func basicLatinPairsAreKerned() {
    // A 1366 + V 1366 − 152 (the font's kern pair) = 2580 units.
    let layout = TextLayoutEngine.layout("AV", font: .labelDefault, maxWidth: nil, numberOfLines: 1)
    #expect(abs(layout.lines[0].width - 2580 * 17 / 2048) < 1e-9)
  }

  @Test func lineMetricsAreSanFranciscos() {
    let layout = TextLayoutEngine.layout("A\nB", font: .labelDefault, maxWidth: nil, numberOfLines: 0)
    #expect(abs(layout.ascent - 1950 * 17 / 2048) < 1e-9)
    #expect(abs(layout.descent - 494 * 17 / 2048) < 1e-9)
    #expect(abs(layout.lineHeight - 2444 * 17 / 2048) < 1e-9)
    #expect(layout.lines.map(\.baseline) == [layout.ascent, layout.ascent + layout.lineHeight])
    // 2 × 20.287… = 40.574… → 40.666… at 3×, 41 at 2×.
    #expect(layout.size.height == 122.0 / 3)
    let at2x = TextLayoutEngine.layout(
      "A\nB", font: .labelDefault, maxWidth: nil, numberOfLines: 0, displayScale: 2)
    #expect(at2x.size.height == 41)
  }

  /// iOS, measured on a 2× screen (issue 27): a 17 pt semibold headline label is 20.5 pt tall, a
  /// 15 pt subheadline label 18.0, a two-line subheadline's baselines 20.0 apart, a 38 pt emoji
  /// line 45.5 tall.
  @Test func labelHeightsAndPitchMatchIOSAt2x() {
    func layout(_ text: String, _ font: PreviewFont, lines: Int = 0) -> TextLayout {
      TextLayoutEngine.layout(text, font: font, maxWidth: 200, numberOfLines: lines, displayScale: 2)
    }
    #expect(layout("Success", headline).size.height == 20.5)
    #expect(layout("Something good happened!", subhead).size.height == 18)
    let twoLines = layout("Something good happened!\nTwice.", subhead)
    #expect(twoLines.lines[1].baseline - twoLines.lines[0].baseline == 20)
    // 17.9 + 20 = 37.9 → 38 at 2×.
    #expect(twoLines.size.height == 38)
    #expect(layout("😬", PreviewFont(size: 38)).size.height == 45.5)
  }

  @Test func aMessageViewBodyWrapsAtSpacesOnAPhone() {
    let body =
      "Your order has shipped and should arrive on Thursday. Tap to track the package, or open "
      + "the app to change the delivery address."
    let layout = TextLayoutEngine.layout(body, font: subhead, maxWidth: bodyWidth, numberOfLines: 0)
    #expect(
      layout.lines.map(\.text) == [
        "Your order has shipped and should arrive",
        "on Thursday. Tap to track the package, or",
        "open the app to change the delivery",
        "address.",
      ])
    // "Your order has shipped and should arrive": 37382 units at 15 pt; adding " on" would
    // make 40229 units = 294.6 pt, past 282.
    #expect(abs(layout.lines[0].width - 37382 * 15 / 2048) < 1e-9)
    #expect(layout.lines.allSatisfy { $0.width <= bodyWidth })
    #expect(!layout.isTruncated)
    // 2444 units at 15 pt (17.900…) + 3 × 20 pt leading = 77.900… → 78 at 3×.
    #expect(Double(layout.size.height) == 78)
  }

  @Test(arguments: [320.0, 375.0, 430.0, 768.0])
  func everyWrappedLineFitsAndTheNextWordWouldNot(screenWidth: Double) {
    let width = screenWidth - 93
    let body =
      "Dynamic Type, long words like internationalisation, hyphenated well-known phrases and "
      + "numbers such as 1,234,567 all wrap the way a label wraps them on a device."
    let layout = TextLayoutEngine.layout(body, font: subhead, maxWidth: width, numberOfLines: 0)
    let words = layout.lines.map { $0.text.split(separator: " ", omittingEmptySubsequences: false) }
    #expect(layout.lines.allSatisfy { $0.width <= width })
    for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
      let nextWord = next.text.split(separator: " ").first.map(String.init) ?? ""
      let joined = line.text.hasSuffix("-") ? line.text + nextWord : line.text + " " + nextWord
      let widthWithNext = TextLayoutEngine.layout(
        joined, font: subhead, maxWidth: nil, numberOfLines: 1
      ).lines[0].width
      #expect(widthWithNext > width, "\(line.text) | \(nextWord)")
    }
    #expect(words.joined(separator: [" "]).joined(separator: " ").contains("internationalisation"))
  }

  @Test func linesBreakAfterHyphens() {
    // "A well-" is 44.2 pt, "A well-known" 87.5 pt, "known fact" 71.7 pt.
    let layout = TextLayoutEngine.layout(
      "A well-known fact", font: subhead, maxWidth: 80, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["A well-", "known fact"])
  }

  @Test func aWordWiderThanTheLineBreaksByCharacter() {
    let word = "Supercalifragilisticexpialidocious"  // 29369 units = 215.1 pt at 15 pt
    let layout = TextLayoutEngine.layout(word, font: subhead, maxWidth: 100, numberOfLines: 0)
    #expect(layout.lines.map(\.text) == ["Supercalifragili", "sticexpialidoci", "ous"])
    #expect(layout.lines.allSatisfy { $0.width <= 100 })
  }

  @Test func aLineNarrowerThanOneCharacterStillShowsOnePerLine() {
    let layout = TextLayoutEngine.layout("WW", font: .labelDefault, maxWidth: 1, numberOfLines: 0)
    #expect(layout.lines.map(\.text) == ["W", "W"])
  }

  @Test func charWrappingBreaksInsideWords() {
    // "Hello w" is 6715 units (55.7 pt), "Hello wo" 7854 (65.2 pt).
    let wrapped = TextLayoutEngine.layout(
      "Hello world", font: .labelDefault, maxWidth: 60, numberOfLines: 0, lineBreakMode: .byCharWrapping)
    #expect(wrapped.lines.map(\.text) == ["Hello w", "orld"])
    let byWord = TextLayoutEngine.layout(
      "Hello world", font: .labelDefault, maxWidth: 60, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(byWord.lines.map(\.text) == ["Hello", "world"])
  }

  @Test func newlinesStartParagraphsAndATrailingNewlineAddsNoLine() {
    let layout = TextLayoutEngine.layout(
      "One\nTwo\r\n\nFour\u{2028}Five\n", font: .labelDefault, maxWidth: nil, numberOfLines: 0)
    #expect(layout.lines.map(\.text) == ["One", "Two", "", "Four", "Five"])
    #expect(layout.lines[2].width == 0)
    #expect(layout.lines[4].baseline == layout.ascent + 4 * layout.lineHeight)
  }

  @Test func aSingleLineTitleIsTruncatedAtTheTailWithAnEllipsis() {
    let title = "Your order has shipped and should arrive on Thursday."  // 446.2 pt in Headline
    let layout = TextLayoutEngine.layout(title, font: headline, maxWidth: bodyWidth, numberOfLines: 1)
    #expect(layout.lines.map(\.text) == ["Your order has shipped and sho…"])
    #expect(layout.lines[0].width <= bodyWidth)
    #expect(layout.isTruncated)
    #expect(Double(layout.size.height) == 61.0 / 3)
  }

  @Test func headAndMiddleTruncationKeepTheEnd() {
    let title = "Your order has shipped and should arrive on Thursday."
    let head = TextLayoutEngine.layout(
      title, font: headline, maxWidth: bodyWidth, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
    #expect(head.lines.map(\.text) == ["…and should arrive on Thursday."])
    let middle = TextLayoutEngine.layout(
      title, font: headline, maxWidth: bodyWidth, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
    let text = try? #require(middle.lines.first?.text)
    #expect(text?.hasPrefix("Your order") == true)
    #expect(text?.hasSuffix("Thursday.") == true)
    #expect(text?.contains("…") == true)
    #expect(middle.lines.allSatisfy { $0.width <= bodyWidth })
  }

  @Test func clippingCutsTheLastLineAtTheEdgeWithoutAnEllipsis() {
    let title = "Your order has shipped and should arrive on Thursday."
    let layout = TextLayoutEngine.layout(
      title, font: headline, maxWidth: bodyWidth, numberOfLines: 1, lineBreakMode: .byClipping)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].width == bodyWidth)
    #expect(!layout.lines[0].text.contains("…"))
    #expect(title.hasPrefix(layout.lines[0].text))
    #expect(layout.isTruncated)
  }

  @Test func numberOfLinesDropsTheRestAndEllipsizesTheLastLine() {
    let body =
      "Your order has shipped and should arrive on Thursday. Tap to track the package, or open "
      + "the app to change the delivery address."
    let two = TextLayoutEngine.layout(body, font: subhead, maxWidth: bodyWidth, numberOfLines: 2)
    #expect(two.lines.count == 2)
    #expect(two.lines[0].text == "Your order has shipped and should arrive")
    #expect(two.lines[1].text.hasPrefix("on Thursday. Tap to track the package,"))
    #expect(two.lines[1].text.hasSuffix("…"))
    #expect(two.lines.allSatisfy { $0.width <= bodyWidth })
    #expect(two.isTruncated)
    let wrapping = TextLayoutEngine.layout(
      body, font: subhead, maxWidth: bodyWidth, numberOfLines: 2, lineBreakMode: .byWordWrapping)
    #expect(
      wrapping.lines.map(\.text)
        == Array(
          TextLayoutEngine.layout(body, font: subhead, maxWidth: bodyWidth, numberOfLines: 0).lines.map(
            \.text
          )
          .prefix(2)))
    #expect(wrapping.isTruncated)
  }

  @Test func aHiddenParagraphStillEllipsizesTheLastVisibleLine() {
    let layout = TextLayoutEngine.layout(
      "First\nSecond", font: .labelDefault, maxWidth: nil, numberOfLines: 1)
    #expect(layout.lines.map(\.text) == ["First…"])
    #expect(layout.isTruncated)
  }

  @Test func charactersTheTableLacksUseTheDocumentedFallbacks() {
    func width(_ text: String) -> Double {
      TextLayoutEngine.layout(text, font: .labelDefault, maxWidth: nil, numberOfLines: 1).lines.first?.width
        ?? -1
    }
    let em = 17.0
    #expect(abs(width("漢字") - 2 * em) < 1e-9)  // CJK: 1 em each
    #expect(abs(width("かな") - 2 * em) < 1e-9)  // Kana
    #expect(abs(width("한국") - 2 * em) < 1e-9)  // Hangul
    #expect(abs(width("😀") - em) < 1e-9)  // emoji: 1 em
    #expect(abs(width("👨‍👩‍👧") - em) < 1e-9)  // a ZWJ family counts once
    #expect(abs(width("❤️") - em) < 1e-9)  // text-default symbol with U+FE0F
    #expect(abs(width("e\u{301}") - width("e")) < 1e-9)  // combining acute: 0
    #expect(abs(width("a\u{200B}b\u{200D}") - width("ab")) < 1e-9)  // format characters: 0
    // Arabic is not in the table: the average lowercase advance, 1003 units, per letter.
    #expect(abs(width("سلام") - 4 * 1003 * 17 / 2048) < 1e-9)
    #expect(abs(width("Ωж") - (1531 + 1370) * 17 / 2048) < 1e-9)  // Greek and Cyrillic are in it
  }

  @Test func fullWidthTextBreaksBetweenCharacters() {
    // 10 ideographs at 17 pt are 170 pt; at 100 pt five fit per line.
    let layout = TextLayoutEngine.layout("一二三四五六七八九十", font: .labelDefault, maxWidth: 100, numberOfLines: 0)
    #expect(layout.lines.map(\.text) == ["一二三四五", "六七八九十"])
  }

  @Test func emptyAndBlankTextNeverFail() {
    let empty = TextLayoutEngine.layout("", font: .labelDefault, maxWidth: 100, numberOfLines: 0)
    #expect(empty.lines.isEmpty && empty.size == .zero && !empty.isTruncated)
    let space = TextLayoutEngine.layout(" ", font: .labelDefault, maxWidth: 100, numberOfLines: 0)
    #expect(space.lines.map(\.text) == [" "])
    #expect(abs(space.lines[0].width - 569 * 17 / 2048) < 1e-9)
    let spaces = TextLayoutEngine.layout(
      String(repeating: " ", count: 200), font: .labelDefault, maxWidth: 50, numberOfLines: 0)
    #expect(spaces.lines.count == 1)  // spaces hang: they never wrap
  }

  @Test(arguments: [nil, 0, -20, .nan, .infinity, -.infinity] as [Double?])
  func aMissingOrInvalidWidthMeansNoLimit(maxWidth: Double?) {
    let text = "Your order has shipped and should arrive on Thursday."
    let layout = TextLayoutEngine.layout(text, font: .labelDefault, maxWidth: maxWidth, numberOfLines: 0)
    #expect(layout.lines.map(\.text) == [text])
  }

  @Test func anInvalidFontSizeMeasuresAsZero() {
    for size in [0, -3, .nan, .infinity] as [Double] {
      let layout = TextLayoutEngine.layout(
        "Hello\nworld", font: PreviewFont(size: size), maxWidth: 50, numberOfLines: 0)
      #expect(layout.size == .zero)
      #expect(layout.lines.count == 2)
    }
  }

  @Test func hostileStringsLayOutWithFiniteSizes() {
    let samples = [
      "\u{301}", "\u{301}\u{301}\u{301}", "\u{0}\u{1}\u{7F}", "\u{FEFF}", "\u{202E}abc\u{202C}",
      "שלום עולם", "مرحبا بالعالم", "🇫🇷🇩🇪", "\u{D7FF}\u{E000}\u{10FFFF}", "\t\t",
      String(repeating: "a", count: 5000), String(repeating: "字 ", count: 500), "-", "- - -",
      "\n\n\n", "\r",
    ]
    for sample in samples {
      for mode in LineBreakMode.allCases {
        for lines in [0, 1, 2] {
          let layout = TextLayoutEngine.layout(
            sample, font: subhead, maxWidth: 40, numberOfLines: lines, lineBreakMode: mode)
          #expect(layout.size.width.isFinite && layout.size.height.isFinite)
          #expect(lines == 0 || layout.lines.count <= lines)
        }
      }
    }
  }

  @Test func theSVGFontFamilyStartsWithLiberationSans() {
    #expect(
      TextLayoutEngine.fontFamily.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        == ["'Liberation Sans'", "Arimo", "Arial", "Helvetica", "sans-serif"])
    #expect(FontMetricsTable.regular.fontName == "Liberation Sans")
  }
}
