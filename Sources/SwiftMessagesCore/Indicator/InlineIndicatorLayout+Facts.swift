import Foundation

extension InlineIndicatorLayout {
  /// What a message's title or body label offers the indicator.
  package enum LabelContent: Hashable, Sendable {
    /// Missing, hidden, or inside a hidden or fully transparent view.
    case hidden
    /// Shown, but with no text that says anything (nothing, or white space only).
    case empty
    /// Shown with text.
    case text

    /// The content of a label that `isShown` (it and its containers up to the message are
    /// neither hidden nor at alpha 0) with `text`.
    package init(isShown: Bool, text: String?) {
      if !isShown {
        self = .hidden
      } else if let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        self = .text
      } else {
        self = .empty
      }
    }
  }

  /// The label the indicator accompanies.
  package enum Anchor: Hashable, Sendable {
    /// The body label.
    case body
    /// The title label.
    case title
    /// Neither: the indicator is centred in the message.
    case none
  }

  /// The first line of a label's text as UIKit lays it out, with the indent of
  /// ``InlineIndicatorLayout/firstLineIndent(lineHeight:)`` already applied.
  package struct FirstLine: Sendable {
    /// The bounds of the line's glyphs (trailing white space left out) in the label's
    /// coordinates, lines stacked from the label's top (`NSLayoutManager`'s
    /// `boundingRect(forGlyphRange:in:)` in a text container as wide as the label).
    package var bounds: CGRect
    /// The horizontal middle of the line's first character in reading order: a paragraph
    /// starts at its head, on the left of a left-to-right line and on the right of a
    /// right-to-left one.
    package var firstCharacterMidX: Double

    /// Creates the facts of a first line.
    package init(bounds: CGRect, firstCharacterMidX: Double) {
      self.bounds = bounds
      self.firstCharacterMidX = firstCharacterMidX
    }
  }

  /// What UIKit measures of the label the indicator accompanies.
  package struct Label: Sendable {
    /// The label's frame in the host's coordinates.
    package var frame: CGRect
    /// The font's line height (`UIFont.lineHeight`): 14.32 for caption1 at the default text
    /// size, 17.9 for subheadline, 20.29 for body.
    package var lineHeight: Double
    /// The height of the lines the label draws (`textRect(forBounds:limitedToNumberOfLines:)`),
    /// which UILabel centres vertically in its bounds; 0 without text.
    package var textHeight: Double
    /// The first line, measured with the indent applied; `nil` without text.
    package var firstLine: FirstLine?
    /// The label's `textAlignment`.
    package var alignment: TextLineAlignment
    /// The label's `effectiveUserInterfaceLayoutDirection`.
    package var layoutDirection: TextLayoutDirection

    /// Creates the facts of a label.
    package init(
      frame: CGRect, lineHeight: Double, textHeight: Double, firstLine: FirstLine?,
      alignment: TextLineAlignment,
      layoutDirection: TextLayoutDirection
    ) {
      self.frame = frame
      self.lineHeight = lineHeight
      self.textHeight = textHeight
      self.firstLine = firstLine
      self.alignment = alignment
      self.layoutDirection = layoutDirection
    }
  }

  /// What UIKit measures of the view the indicator is added to: the message's background
  /// when it holds the labels, else the message itself.
  package struct Host: Sendable {
    /// The host's bounds.
    package var bounds: CGRect
    /// Where an indicator without a label is centred: the frame of the layout margins when
    /// the host is the message itself (which runs under the status bar and the notch), the
    /// bounds otherwise.
    package var contentFrame: CGRect
    /// The frames of the host's other shown views (icon, button, the other label), in the
    /// host's coordinates: not the label, the views that contain it, or the indicator.
    package var obstacles: [CGRect]

    /// Creates the facts of a host.
    package init(bounds: CGRect, contentFrame: CGRect, obstacles: [CGRect]) {
      self.bounds = bounds
      self.contentFrame = contentFrame
      self.obstacles = obstacles
    }
  }
}
