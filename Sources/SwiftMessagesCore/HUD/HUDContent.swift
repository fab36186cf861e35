import Foundation

/// What a loading HUD shows at a moment: a title, the arc indicator or a progress ring, or
/// the glyph of an outcome.
public struct HUDContent: Hashable, Sendable {
  /// The text under the indicator; `nil` (the default) for none.
  public var title: String?
  /// The progress ring's fraction, 0…1, once work reports progress; `nil` (the default) shows
  /// the indeterminate arc indicator.
  public var progress: Double?
  /// The outcome the HUD morphed into; `nil` (the default) while work runs.
  public var outcome: HUDOutcome?

  /// Creates content; everything is `nil` by default (an untitled, indeterminate HUD).
  public init(title: String? = nil, progress: Double? = nil, outcome: HUDOutcome? = nil) {
    self.title = title
    self.progress = progress
    self.outcome = outcome
  }

  /// What VoiceOver reads as the HUD's label, and announces when it appears or morphs: the
  /// title, else the outcome's word (`HUDOutcome.spokenWord`: "Done", "Failed", "Info"),
  /// else ``SwiftMessagesString/loading``.
  public var accessibilityLabel: String {
    if let title, !title.isEmpty { return title }
    return (outcome?.spokenWord ?? .loading).localized
  }

  /// What VoiceOver reads as the HUD's value: the progress (clamped to 0…1, NaN as 0) rounded
  /// down to whole steps of 10 % (``SwiftMessagesString/progress(percent:)``, "40%" for 0.47,
  /// "100%" only when complete), while work with progress runs; `nil` otherwise. Finer steps
  /// would change the value VoiceOver reads many times a second and make it chatter.
  public var accessibilityValue: String? {
    guard outcome == nil, let progress else { return nil }
    let tens = (progress.clampedToUnit() * 10 + 1e-9).rounded(.down)
    return SwiftMessagesString.progress(percent: Int(tens) * 10).localized
  }

  /// The text of the HUD's label: the title (empty without one). When the HUD has no
  /// indicator to draw the ring and glyph on (`drawsGraphics` false: a customised nib without
  /// the outlet), the outcome's words stand in for a missing title ("Done", "Failed") and the
  /// progress is written out ("Uploading… 40%").
  public func labelText(drawsGraphics: Bool) -> String {
    let title = self.title ?? ""
    guard !drawsGraphics else { return title }
    if outcome != nil { return title.isEmpty ? accessibilityLabel : title }
    guard let value = accessibilityValue else { return title }
    return title.isEmpty ? value : "\(title) \(value)"
  }
}
