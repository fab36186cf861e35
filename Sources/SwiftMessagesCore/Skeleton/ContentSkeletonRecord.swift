import Foundation

/// What `MessageView.showContentSkeleton()` changes so a message's placeholder card has shapes
/// (an empty body's two lines, an empty button's title, no VoiceOver prefix), and what
/// `revealContent` gives back: only values the app has not changed since
/// (``restoredValue(original:placeholder:current:)``).
/// A message keeps one; empty (nothing recorded) when no content skeleton is up.
package struct ContentSkeletonRecord: Sendable {
  /// The title given to an empty button so that its placeholder has a width.
  static let placeholderButtonTitle = "       "
  /// The lines an empty body shows.
  static let placeholderBodyLines: SkeletonTextNumberOfLines = 2

  /// The body's lines, the button's title and the accessibility prefix: as found (the record
  /// a message keeps), or as ``conceal(bodyText:bodyLines:hasButton:buttonTitle:accessibilityPrefix:)``
  /// and ``reveal(bodyLines:buttonTitle:accessibilityPrefix:)`` return them, the values to set.
  /// `nil` leaves one alone (`.some(nil)` sets `nil`).
  package private(set) var bodyLines: SkeletonTextNumberOfLines?
  package private(set) var buttonTitle: String??
  package private(set) var accessibilityPrefix: String??

  package init() {}

  /// Giving back a value that a skeleton replaced with a placeholder (an empty button's title,
  /// a message's VoiceOver prefix, a root label's text colour) without undoing a change the app
  /// made meanwhile: `original` while the view still holds the `placeholder`, `nil` (leave it)
  /// once the app has set something else.
  package static func restoredValue<Value: Equatable>(original: Value, placeholder: Value, current: Value)
    -> Value?
  {
    current == placeholder ? original : nil
  }

  /// Records the current values and returns the placeholders. `hasButton` is whether the
  /// message has a button; a second call keeps the first record.
  package mutating func conceal(
    bodyText: String?, bodyLines: SkeletonTextNumberOfLines, hasButton: Bool, buttonTitle: String?,
    accessibilityPrefix: String?
  ) -> ContentSkeletonRecord {
    var values = ContentSkeletonRecord()
    values.accessibilityPrefix = .some(nil)
    if bodyText?.isEmpty ?? true {
      self.bodyLines = self.bodyLines ?? bodyLines
      values.bodyLines = Self.placeholderBodyLines
    }
    if hasButton, buttonTitle?.isEmpty ?? true {
      self.buttonTitle = self.buttonTitle ?? .some(buttonTitle)
      values.buttonTitle = .some(Self.placeholderButtonTitle)
    }
    self.accessibilityPrefix = self.accessibilityPrefix ?? .some(accessibilityPrefix)
    return values
  }

  /// The values to give back, read from the message now; the record is emptied (a second
  /// reveal, or one without a conceal, gives back nothing).
  package mutating func reveal(
    bodyLines: SkeletonTextNumberOfLines, buttonTitle: String?, accessibilityPrefix: String?
  )
    -> ContentSkeletonRecord
  {
    var values = ContentSkeletonRecord()
    values.bodyLines = self.bodyLines.flatMap {
      Self.restoredValue(original: $0, placeholder: Self.placeholderBodyLines, current: bodyLines)
    }
    values.buttonTitle = self.buttonTitle.flatMap {
      Self.restoredValue(original: $0, placeholder: Self.placeholderButtonTitle, current: buttonTitle)
    }
    values.accessibilityPrefix = self.accessibilityPrefix.flatMap {
      Self.restoredValue(original: $0, placeholder: nil, current: accessibilityPrefix)
    }
    self = ContentSkeletonRecord()
    return values
  }
}
