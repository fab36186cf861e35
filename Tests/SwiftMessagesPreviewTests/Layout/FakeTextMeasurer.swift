import Foundation

@testable import SwiftMessagesPreview

/// A text measurer with round numbers: every character is half the point size wide, a line is
/// 1.2 × the point size tall; text styles use their Large sizes (Headline 17, Subhead 15…).
/// Wraps by characters (enough to test wrapping without word-breaking rules).
struct FakeTextMeasurer: TextMeasuring {
  static let styleSizes: [String: Double] = [
    "Headline": 17, "Subhead": 15, "Body": 17, "Caption1": 12, "Caption2": 11, "Footnote": 13,
    "Callout": 16, "Title1": 28, "Title2": 22, "Title3": 20, "LargeTitle": 34,
  ]

  static func pointSize(_ font: XibFontDescription?) -> Double {
    if let size = font?.pointSize { return size }
    if let style = font?.textStyleName { return styleSizes[style] ?? 17 }
    return 17
  }

  /// Baselines estimated from sizes alone: the first 0.8 of a line's height below the top (system
  /// fonts: ascent ≈ 0.95 pt, line height ≈ 1.19 pt per point size), the last as far above the
  /// last line's bottom.
  func measure(_ text: String, font: XibFontDescription?, maxWidth: Double?, numberOfLines: Int)
    -> (size: CGSize, baselines: TextBaselines)
  {
    let total = size(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    let line = Double(
      size(firstLine.isEmpty ? " " : firstLine, font: font, maxWidth: nil, numberOfLines: 1).height)
    let ascent = line * 0.8
    return (total, TextBaselines(first: ascent, last: max(ascent, Double(total.height) - (line - ascent))))
  }

  func size(_ text: String, font: XibFontDescription?, maxWidth: Double?, numberOfLines: Int) -> CGSize {
    guard !text.isEmpty else { return .zero }
    let size = Self.pointSize(font)
    let characterWidth = size / 2
    var lines: [Int] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var remaining = paragraph.count
      let perLine = maxWidth.map { max(1, Int(($0 / characterWidth).rounded(.down))) } ?? Int.max
      repeat {
        lines.append(min(remaining, perLine))
        remaining -= min(remaining, perLine)
      } while remaining > 0
    }
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let widest = Double(lines.max() ?? 0) * characterWidth
    return CGSize(width: widest, height: Double(lines.count) * size * 1.2)
  }
}

/// Small XIB snippets for layout tests.
enum LayoutXib {
  /// A document whose only top-level view is `<view id="root">` with `body` inside (subviews,
  /// constraints…), `frame` as its design-time frame.
  static func document(
    _ body: String, rootAttributes: String = "",
    frame: String = "x=\"0\" y=\"0\" width=\"320\" height=\"100\""
  ) throws -> XibDocument {
    try XibDocument(
      data: TestXib.data(
        objects: """
          <view contentMode="scaleToFill" id="root" \(rootAttributes)>
              <rect key="frame" \(frame)/>
              \(body)
          </view>
          """))
  }

  /// Lays out the first top-level view of `document`.
  static func layout(
    _ document: XibDocument, width: Double = 320, height: Double? = nil,
    configure: (inout XibLayoutRequest) -> Void = { _ in }
  ) -> XibLayout {
    var request = XibLayoutRequest(
      document: document, rootIndex: document.topLevelIndices.first ?? 0, width: width, height: height)
    configure(&request)
    return XibLayoutEngine.layout(request, measurer: FakeTextMeasurer())
  }
}

extension XibLayout {
  /// The frame of `id`, or a sentinel that fails comparisons.
  func frame(_ id: String) -> CGRect {
    frames[id] ?? CGRect(x: -9999, y: -9999, width: -1, height: -1)
  }

  /// Error diagnostics, as text.
  var errors: [String] { diagnostics.filter { $0.severity == .error }.map(\.description) }
}

extension CGRect {
  /// Whether this rectangle lies inside `other`, give or take 0.01 pt.
  func isInside(_ other: CGRect, tolerance: CGFloat = 0.01) -> Bool {
    minX >= other.minX - tolerance && minY >= other.minY - tolerance
      && maxX <= other.maxX + tolerance && maxY <= other.maxY + tolerance
  }
}
