import Foundation

/// Where `MessageView.configureActivityIndicator()` puts the indicator it adds: a place in the
/// message's Auto Layout, laid out like any other subview (no text is measured or changed).
///
/// 1. The icon's place, when the nib wires `iconImageView` or `iconLabel` (the shown one
///    first, else the image view): over a shown icon, centred on it, so the text beside it does
///    not move; where no icon shows but one is an arranged subview of a stack view (the bundled
///    `MessageView`, `CardView`, `TabView` and `CenteredView` nibs), inserted at its index. The
///    icons are transparent while it spins.
/// 2. Without an icon outlet (`StatusLine`, a customised nib): before the first shown label,
///    body then title, its trailing edge ``spacing(side:)`` from the label's leading edge and
///    centred on it vertically, never past the leading edge of the message's background; where
///    that leaves no room (a label flush with it), it overlaps the label's start. The bundled
///    status line's 30 pt margin addition leaves room.
/// 3. Without a shown label either: centred in the background's layout margins.
///
/// Outlets inside a hidden container are left out: the indicator would not show there.
package enum InlineIndicatorSlot: Equatable, Sendable {
  /// The icon's place: centred over it, or, with `insertsInStack`, inserted into its stack view
  /// at its index (no icon shows, so there is no space to cover).
  case icon(Icon, insertsInStack: Bool)
  /// Before a label, when the nib has no icon.
  case beforeLabel(Label)
  /// Centred in the message, which shows no label.
  case centered

  /// The icon outlets.
  package enum Icon: Sendable {
    case imageView
    case label
  }

  /// The label outlets.
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

  /// The indicator's side in points. Before a label, the line height of its font
  /// (`UIFont.lineHeight`) in whole points, at least 10 (14 pt beside the status line's
  /// caption1, 20 beside body); elsewhere, and for an unknown line height,
  /// ``ArcIndicatorSize/medium`` (20 pt, `UIActivityIndicatorView`'s medium).
  package func side(lineHeight: Double) -> Double {
    guard case .beforeLabel = self, lineHeight.isFinite, lineHeight > 0 else {
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
