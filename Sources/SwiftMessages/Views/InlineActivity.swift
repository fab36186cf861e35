#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The indicator `configureActivityIndicator()` added beside a message's text, the label
/// whose first line makes room for it, and the observation of the labels while it shows.
@MainActor
final class InlineActivity {
  /// The indicator, a subview of the message's background (or of the message itself).
  let indicator: ActivityIndicatorView
  /// Whether the indicator has been placed while in a window: until then it is placed without
  /// animation, so it never flies in from the corner inside an animation block.
  var isPlaced = false
  /// What the message's accessibility element was last told (``MessageView/accessibilityMessage``).
  var spokenMessage: String?
  /// Whether starting added `.updatesFrequently` to the element (taken away again on stop).
  var addedUpdatesFrequently = false
  /// The labels' text colour last given to the indicator.
  var lastLabelColor: UIColor?

  /// The label whose first line is indented, its text before and after the indent.
  private weak var indentedLabel: UILabel?
  private var originalText: NSAttributedString?
  /// The original as a plain string when the label showed plain `text` (one run in the
  /// label's own font and colour): put back with `text`, so the label keeps following its
  /// font and Dynamic Type instead of holding fixed attributes.
  private var originalPlainText: String?
  private var indentedText: NSAttributedString?
  private var appliedIndent: CGFloat = 0
  /// `true` while this object sets a label's text, so its own change is not taken for the app's.
  private var isChangingText = false
  private var observations: [NSKeyValueObservation] = []
  private var observedLabels: [ObjectIdentifier] = []

  init(indicator: ActivityIndicatorView) {
    self.indicator = indicator
  }

  // MARK: - Room in the text

  /// Indents the first line of `label` by `indent` points (putting back the text of a label
  /// indented before); `nil` or 0 indents nothing.
  func indent(_ label: UILabel?, by indent: CGFloat) {
    if let indented = indentedLabel, indented !== label || indent <= 0 { restoreText() }
    guard let label, indent > 0, let text = label.attributedText, text.length > 0 else { return }
    if indentedLabel === label, appliedIndent == indent, let indentedText, text.isEqual(to: indentedText) {
      return
    }
    // The label's text without the indent: the one kept when nothing changed it since, else
    // what the app or UIKit set (a new text has no mark; a new font keeps the marked indent).
    let original =
      indentedLabel === label && indentedText.map(text.isEqual(to:)) == true
      ? (originalText ?? text) : FirstLineIndent.removingIndent(from: text)
    let indented = FirstLineIndent.indenting(
      original, by: indent, alignment: label.textAlignment, lineBreakMode: label.lineBreakMode)
    if indentedLabel !== label || originalText.map(original.isEqual(to:)) != true {
      originalPlainText = Self.isPlain(original, in: label) ? original.string : nil
    }
    set(indented, on: label)
    indentedLabel = label
    originalText = original
    indentedText = label.attributedText
    appliedIndent = indent
  }

  /// Puts the indented label's text back as it was (with the app's changes made since).
  func restoreText() {
    defer {
      indentedLabel = nil
      originalText = nil
      originalPlainText = nil
      indentedText = nil
      appliedIndent = 0
    }
    guard let label = indentedLabel, let text = label.attributedText else { return }
    let unchanged = indentedText.map(text.isEqual(to:)) ?? false
    if unchanged, let plain = originalPlainText {
      isChangingText = true
      label.text = plain
      isChangingText = false
      return
    }
    let original = unchanged ? (originalText ?? text) : FirstLineIndent.removingIndent(from: text)
    if !original.isEqual(to: text) { set(original, on: label) }
  }

  /// Whether `text` is exactly what UILabel makes of plain `text` with the label's settings
  /// (font, colour, alignment, line breaks, shadow): then nothing is lost by putting the string
  /// back as `text`. Any attribute of the app's own (kerning, line spacing, links) makes it
  /// attributed text, put back as it was.
  private static func isPlain(_ text: NSAttributedString, in label: UILabel) -> Bool {
    let probe = UILabel()
    probe.font = label.font
    probe.textColor = label.textColor
    probe.textAlignment = label.textAlignment
    probe.lineBreakMode = label.lineBreakMode
    probe.shadowColor = label.shadowColor
    probe.shadowOffset = label.shadowOffset
    probe.text = text.string
    return probe.attributedText.map(text.isEqual(to:)) ?? false
  }

  private func set(_ text: NSAttributedString, on label: UILabel) {
    isChangingText = true
    label.attributedText = text
    isChangingText = false
  }

  // MARK: - Observation

  /// Calls `onChange` when the text, font, alignment or visibility of one of `labels` changes
  /// (`bodyLabel.text = "Syncing 3 of 10…"`), except for this object's own indent. Observing
  /// the same labels again changes nothing.
  func observe(_ labels: [UILabel], onChange: @escaping @MainActor () -> Void) {
    let identifiers = labels.map(ObjectIdentifier.init)
    guard identifiers != observedLabels else { return }
    stopObserving()
    observedLabels = identifiers
    let changed: () -> Void = { [weak self] in
      MainThread.run {
        guard let self, !self.isChangingText else { return }
        onChange()
      }
    }
    // Setters fire even with an unchanged value (an app that sets the same text in its own
    // layout pass): only real changes ask for a layout, or the layout would never rest.
    for label in labels {
      observations += [
        label.observe(\.text, options: [.old, .new]) { _, change in
          if change.oldValue != change.newValue { changed() }
        },
        label.observe(\.attributedText, options: [.old, .new]) { _, change in
          // NSObject equality: `isEqual(_:)`, the attributed strings' contents.
          if change.oldValue != change.newValue { changed() }
        },
        label.observe(\.font, options: [.old, .new]) { _, change in
          if change.oldValue != change.newValue { changed() }
        },
        label.observe(\.textAlignment, options: [.old, .new]) { _, change in
          if change.oldValue != change.newValue { changed() }
        },
        label.observe(\.isHidden, options: [.old, .new]) { _, change in
          if change.oldValue != change.newValue { changed() }
        },
        label.observe(\.textColor, options: [.old, .new]) { _, change in
          if change.oldValue != change.newValue { changed() }
        },
      ]
    }
  }

  /// Ends the observation of the labels.
  func stopObserving() {
    observations.forEach { $0.invalidate() }
    observations = []
    observedLabels = []
  }
}
#endif
