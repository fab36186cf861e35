import Foundation
import SwiftMessagesCore

/// What to lay out: one top-level view of a document at a width, with the facts UIKit would
/// have at run time (safe area, texts, hidden views, margins set in code).
package struct XibLayoutRequest: Sendable {
  /// An Interface Builder size class, as variation keys name them (`widthClass=regular`).
  package enum SizeClass: String, Sendable, Equatable {
    case compact
    case regular
  }

  /// The width from which ``effectiveHorizontalSizeClass`` is `regular` when
  /// ``horizontalSizeClass`` is `nil`: 768 (the narrowest iPad in full screen).
  package static let regularWidthThreshold: Double = 768

  package var document: XibDocument
  /// The position in ``XibDocument/allObjects`` of the view to lay out (a top-level view).
  package var rootIndex: Int
  package var width: Double
  /// The root view's height; `nil` (the default) fits it like
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required,
  /// verticalFittingPriority: .fittingSizeLevel)`.
  package var height: Double? = nil
  /// The root view's safe-area insets; subviews get the part their frames overlap, like UIKit.
  package var safeArea: LayoutInsets = .zero
  /// What code sets on views at run time, by view id. Empty by default: the nib as it is.
  package var views: [String: ViewOverride] = [:]
  /// The horizontal size class that picks constraint and attribute variations; `nil` (the
  /// default) means `regular` from ``regularWidthThreshold`` and `compact` below.
  package var horizontalSizeClass: SizeClass? = nil
  /// The vertical size class that picks variations. `.regular` by default (portrait).
  package var verticalSizeClass: SizeClass = .regular
  /// The device's pixel grid, which frames' edges round to as UIKit's do; `nil`: frames as solved
  /// (to a thousandth of a point).
  package var pixelGrid: PixelGrid? = nil

  package var effectiveHorizontalSizeClass: SizeClass {
    horizontalSizeClass ?? (width >= Self.regularWidthThreshold ? .regular : .compact)
  }
}

/// What code sets on one view at run time (`configureTheme`, `configureContent`, an app).
package struct ViewOverride: Equatable, Sendable {
  /// The text (a label's, a button's normal title); `nil`: the nib's.
  package var text: String?
  /// Whether it is hidden, in addition to views hidden in the nib. Hidden arranged subviews of
  /// stack views leave the layout; other hidden views are laid out but flagged in
  /// ``XibLayout/hiddenIDs``.
  package var isHidden = false
  /// The background colour; `nil`: the nib's.
  package var background: RGBAColor?
  /// The text or tint colour (labels, image views, buttons); `nil`: the nib's.
  package var foreground: RGBAColor?
  /// The corner radius; `nil`: the nib's.
  package var cornerRadius: Double?
  /// A button's `contentEdgeInsets`; `nil`: UIKit's zero insets, with which a button keeps 6 pt
  /// above and below its title (non-zero insets replace that padding).
  package var contentInsets: LayoutInsets?
  /// Margins set in code (`BaseView.adjustMargins()`, `insetsLayoutMarginsFromSafeArea` off),
  /// used without the safe area; `nil`: the nib's (UIKit's 8) inset by the safe area.
  package var layoutMargins: LayoutInsets?
  /// The symbol an icon image view shows instead of its image.
  package var icon: IconSymbol?
  /// The colour a filled ``icon``'s mark takes (the message's background).
  package var iconCutout: RGBAColor?
}

extension XibLayoutRequest {
  /// A request with the root's run-time `margins` (`nil`: the nib's) merged into `views`.
  package init(
    document: XibDocument, rootIndex: Int, width: Double, views: [String: ViewOverride] = [:],
    margins: LayoutInsets? = nil, safeArea: LayoutInsets = .zero
  ) {
    var views = views
    if let margins {
      views[document.allObjects[rootIndex].id, default: ViewOverride()].layoutMargins = margins
    }
    self.init(
      document: document, rootIndex: rootIndex, width: width, height: nil, safeArea: safeArea, views: views)
  }
}
