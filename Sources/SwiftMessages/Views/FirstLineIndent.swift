#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The room an inline activity indicator takes in a label's text: an indent of the first line
/// (`firstLineHeadIndent`, on the paragraph's head side), marked so it can be taken out again
/// exactly, and the measure of the first line UIKit then lays out.
enum FirstLineIndent {
  /// Marks the first paragraph of a text indented by ``indenting(_:by:alignment:lineBreakMode:)``;
  /// its value is the indent added, in points.
  static let mark = NSAttributedString.Key("SwiftMessages.inlineActivityIndent")

  /// `text` with its first paragraph's first line indented `indent` points more (paragraph
  /// styles copied, the rest untouched). Runs without a paragraph style get one with
  /// `alignment` and `lineBreakMode`, the label's, which UILabel would have applied.
  static func indenting(
    _ text: NSAttributedString, by indent: CGFloat, alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode
  ) -> NSAttributedString {
    let string = text.string as NSString
    guard string.length > 0 else { return text }
    let paragraph = string.paragraphRange(for: NSRange(location: 0, length: 0))
    let result = NSMutableAttributedString(attributedString: text)
    text.enumerateAttribute(.paragraphStyle, in: paragraph) { value, range, _ in
      let style: NSMutableParagraphStyle
      if let existing = (value as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle {
        style = existing
      } else {
        style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.lineBreakMode = lineBreakMode
      }
      style.firstLineHeadIndent += indent
      result.addAttribute(.paragraphStyle, value: style, range: range)
    }
    result.addAttribute(mark, value: NSNumber(value: Double(indent)), range: paragraph)
    return result
  }

  /// `text` without the indent ``indenting(_:by:alignment:lineBreakMode:)`` added, wherever
  /// its mark survived (an app that copied the label's text, UILabel applying a new font);
  /// `text` itself without a mark.
  static func removingIndent(from text: NSAttributedString) -> NSAttributedString {
    let whole = NSRange(location: 0, length: text.length)
    var marked: [(range: NSRange, indent: CGFloat)] = []
    text.enumerateAttribute(mark, in: whole) { value, range, _ in
      guard let indent = value as? NSNumber else { return }
      marked.append((range, CGFloat(indent.doubleValue)))
    }
    guard !marked.isEmpty else { return text }
    let result = NSMutableAttributedString(attributedString: text)
    for (range, indent) in marked {
      text.enumerateAttribute(.paragraphStyle, in: range) { value, styleRange, _ in
        guard let style = (value as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle else {
          return
        }
        style.firstLineHeadIndent = max(0, style.firstLineHeadIndent - indent)
        result.addAttribute(.paragraphStyle, value: style, range: styleRange)
      }
      result.removeAttribute(mark, range: range)
    }
    return result
  }

  /// The first line of `text` laid out as a label `width` wide with `numberOfLines` and
  /// `lineBreakMode` lays it out (TextKit, no line fragment padding); `nil` when it has no
  /// glyphs or only white space.
  static func firstLine(
    of text: NSAttributedString, width: CGFloat, numberOfLines: Int, lineBreakMode: NSLineBreakMode
  ) -> InlineIndicatorLayout.FirstLine? {
    guard text.length > 0, width > 0 else { return nil }
    let storage = NSTextStorage(attributedString: wrapping(text, numberOfLines: numberOfLines))
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
    container.lineFragmentPadding = 0
    container.maximumNumberOfLines = numberOfLines
    container.lineBreakMode = lineBreakMode
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    guard manager.numberOfGlyphs > 0 else { return nil }
    var lineGlyphs = NSRange(location: 0, length: 0)
    _ = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &lineGlyphs)
    let characters = manager.characterRange(forGlyphRange: lineGlyphs, actualGlyphRange: nil)
    // Trailing white space takes no room in the aligned line.
    let string = storage.string as NSString
    var end = NSMaxRange(characters)
    while end > characters.location, let scalar = Unicode.Scalar(string.character(at: end - 1)),
      CharacterSet.whitespacesAndNewlines.contains(scalar)
    {
      end -= 1
    }
    guard end > characters.location else { return nil }
    let glyphs = manager.glyphRange(
      forCharacterRange: NSRange(location: characters.location, length: end - characters.location),
      actualCharacterRange: nil)
    let bounds = manager.boundingRect(forGlyphRange: glyphs, in: container)
    let first = manager.boundingRect(
      forGlyphRange: NSRange(location: glyphs.location, length: 1), in: container)
    return InlineIndicatorLayout.FirstLine(bounds: bounds, firstCharacterMidX: Double(first.midX))
  }

  /// `text` with truncating line breaks turned into word wrapping when the label has several
  /// lines: TextKit keeps a truncating paragraph on one line, while UILabel wraps it and
  /// truncates only its last line (the text container's `lineBreakMode` does that here).
  private static func wrapping(_ text: NSAttributedString, numberOfLines: Int) -> NSAttributedString {
    guard numberOfLines != 1 else { return text }
    let truncating: Set<NSLineBreakMode> = [
      .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping,
    ]
    let result = NSMutableAttributedString(attributedString: text)
    text.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: text.length)) {
      value, range, _ in
      guard let style = value as? NSParagraphStyle, truncating.contains(style.lineBreakMode),
        let wrapped = style.mutableCopy() as? NSMutableParagraphStyle
      else { return }
      wrapped.lineBreakMode = .byWordWrapping
      result.addAttribute(.paragraphStyle, value: wrapped, range: range)
    }
    return result
  }
}
#endif
