import Foundation

/// Where `MessageView.configureActivityIndicator()` puts its indicator, by Auto Layout only: over
/// a shown icon (or at an unshown icon's stack index), else before the first shown label (body,
/// then title) at ``spacing(side:)``, never past the background's leading edge, else centred in
/// the background's margins. Outlets inside a hidden container are skipped.
package enum InlineIndicatorSlot: Sendable {
  /// The icon's place: centred over it, or, with `insertsInStack`, inserted into its stack view
  /// at its index (no icon shows, so there is no space to cover).
  case icon(Icon, insertsInStack: Bool)
  /// Before a label, when the nib has no icon.
  case beforeLabel(Label)
  /// Centred in the message, which shows no label.
  case centered

  package enum Icon: Sendable {
    case imageView
    case label
  }

  package enum Label: Sendable {
    case body
    case title
  }

  /// What UIKit reads of one outlet that is set and inside the message.
  package struct Outlet: Sendable {
    /// Its own `isHidden` (or alpha 0): `configureContent` hides the icon it does not use.
    package let isHidden: Bool
    /// Whether a view containing it, below the message, is hidden (or at alpha 0).
    let isInHiddenContainer: Bool
    /// Whether it is one of its superview's `arrangedSubviews` (a `UIStackView`).
    let isArranged: Bool

    package init(isHidden: Bool, isInHiddenContainer: Bool = false, isArranged: Bool = false) {
      self.isHidden = isHidden
      self.isInHiddenContainer = isInHiddenContainer
      self.isArranged = isArranged
    }
  }

  /// The slot for a message whose outlets are as given: `nil` for an outlet that is not set or
  /// not inside the message.
  package init(iconImageView: Outlet?, iconLabel: Outlet?, bodyLabel: Outlet?, titleLabel: Outlet?) {
    let icons = [(Icon.imageView, iconImageView), (.label, iconLabel)].compactMap { icon, outlet in
      outlet.flatMap { $0.isInHiddenContainer ? nil : (icon, $0) }
    }
    if let (icon, outlet) = icons.first(where: { !$0.1.isHidden }) ?? icons.first {
      self = .icon(icon, insertsInStack: outlet.isArranged && outlet.isHidden)
    } else if let body = bodyLabel, !body.isHidden, !body.isInHiddenContainer {
      self = .beforeLabel(.body)
    } else if let title = titleLabel, !title.isHidden, !title.isInHiddenContainer {
      self = .beforeLabel(.title)
    } else {
      self = .centered
    }
  }

  /// The smallest indicator side before a label, in points: 10, so the ring stays legible.
  static let minimumSide: Double = 10

  /// Beside a label, whose font's `UIFont.lineHeight` is `lineHeight`, that line height in whole
  /// points (at least 10); over an icon or centred (`nil`), or for an unusable line height,
  /// ``ArcIndicatorSize/medium`` (20 pt, like `UIActivityIndicatorView`'s medium).
  package static func side(lineHeight: Double?) -> Double {
    guard let lineHeight, lineHeight.isFinite, lineHeight > 0 else {
      return ArcIndicatorSize.medium.diameter
    }
    return max(Self.minimumSide, lineHeight.rounded())
  }

  /// The space between an indicator of `side` and the label it precedes: 0.375 of the side
  /// in whole points (5 pt beside caption1, 8 beside body).
  package static func spacing(side: Double) -> Double {
    (side * 0.375).rounded()
  }
}
