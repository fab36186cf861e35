/// UIKit's `NSLineBreakMode`: only ``byWordWrapping`` and ``byCharWrapping`` choose where lines
/// break; the other modes wrap by word and only change the last visible line of overflowing text.
package enum LineBreakMode: String, CaseIterable, Sendable {
  /// Break at spaces and after hyphens; a word wider than the line breaks by character.
  case byWordWrapping = "wordWrap"
  /// Break after any character that no longer fits.
  case byCharWrapping = "charWrap"
  /// Wrap by word; the last visible line shows the rest of its paragraph, cut at the edge.
  case byClipping = "clip"
  /// Wrap by word; the last visible line starts with "…" and ends with the end of its paragraph.
  case byTruncatingHead = "headTruncation"
  /// Wrap by word; the last visible line ends with "…". UILabel's default.
  case byTruncatingTail = "tailTruncation"
  /// Wrap by word; the last visible line keeps its start and end around a "…".
  case byTruncatingMiddle = "middleTruncation"

  /// The mode for a nib's `lineBreakMode` attribute (the raw value, e.g. `tailTruncation`);
  /// ``byTruncatingTail``, UILabel's default, when the attribute is absent or unknown.
  package init(xibValue: String?) {
    self = xibValue.flatMap(Self.init(rawValue:)) ?? .byTruncatingTail
  }
}
