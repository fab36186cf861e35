import Foundation

/// What `MessageView.showContentSkeleton()` changes so a message's placeholder card has shapes
/// (an empty body's two lines, an empty button's title, no VoiceOver prefix), and what
/// `revealContent` gives back: only values the app has not changed since (``PlaceholderRestore``).
package struct ContentSkeletonRecord: Sendable {
  /// The title given to an empty button so that its placeholder has a width.
  static let placeholderButtonTitle = "       "
  /// The lines an empty body shows.
  static let placeholderBodyLines: SkeletonTextNumberOfLines = 2

  /// The values to set; `nil` leaves one alone (`.some(nil)` sets `nil`).
  package struct Values: Sendable {
    package internal(set) var bodyLines: SkeletonTextNumberOfLines?
    package internal(set) var buttonTitle: String??
    package internal(set) var accessibilityPrefix: String??
  }

  private var bodyLines: SkeletonTextNumberOfLines?
  private var buttonTitle: String??
  private var accessibilityPrefix: String??

  package init() {}

  /// Records the current values and returns the placeholders. `hasButton` is whether the
  /// message has a button; a second call keeps the first record.
  package mutating func conceal(
    bodyText: String?, bodyLines: SkeletonTextNumberOfLines, hasButton: Bool, buttonTitle: String?,
    accessibilityPrefix: String?
  ) -> Values {
    var values = Values(accessibilityPrefix: .some(nil))
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

  /// The values to give back, read from the message now.
  package func reveal(
    bodyLines: SkeletonTextNumberOfLines, buttonTitle: String?, accessibilityPrefix: String?
  )
    -> Values
  {
    Values(
      bodyLines: self.bodyLines.flatMap {
        PlaceholderRestore.value(original: $0, placeholder: Self.placeholderBodyLines, current: bodyLines)
      },
      buttonTitle: self.buttonTitle.flatMap {
        PlaceholderRestore.value(original: $0, placeholder: Self.placeholderButtonTitle, current: buttonTitle)
      },
      accessibilityPrefix: self.accessibilityPrefix.flatMap {
        PlaceholderRestore.value(original: $0, placeholder: nil, current: accessibilityPrefix)
      })
  }
}
