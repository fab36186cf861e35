import Foundation
import SwiftMessagesCore

/// The system colours the gallery paints around what the core decides (the screen, cards and
/// labels UIKit supplies as `.systemBackground`, `.secondarySystemBackground`, `.label` and
/// `.secondaryLabel`), for one appearance. Preview-only: the core has no rule for them.
struct GalleryAppearance {
  /// The appearance.
  let style: InterfaceStyle

  /// Light then dark, the order every page shows them in.
  static let both: [GalleryAppearance] = [GalleryAppearance(style: .light), GalleryAppearance(style: .dark)]

  /// `"light"` or `"dark"`, for ids.
  var name: String { style == .dark ? "dark" : "light" }

  /// `"Light"` or `"Dark"`, for captions.
  var title: String { style == .dark ? "Dark" : "Light" }

  /// `.systemBackground`.
  var screen: RGBAColor { system("systemBackgroundColor") }

  /// `.secondarySystemBackground`, the HUD's card.
  var card: RGBAColor { system("secondarySystemBackgroundColor") }

  /// `.label`.
  var label: RGBAColor { system("labelColor") }

  /// `.secondaryLabel`.
  var secondaryLabel: RGBAColor { system("secondaryLabelColor") }

  /// The system colour `name` (an Interface Builder name) in this appearance.
  func system(_ name: String) -> RGBAColor { SystemColorTable.system(name).resolved(for: style) }
}

extension RenderKeySpline {
  /// The control points of the `CAMediaTimingFunction` a skeleton curve maps to on iOS.
  init(_ curve: SkeletonAnimationCurve) {
    switch curve {
    case .linear: self.init(0, 0, 1, 1)
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .easeInEaseOut: self = .easeInEaseOut
    }
  }
}

extension RenderRect {
  /// The skeleton rectangle as a render rectangle.
  init(_ rect: SkeletonRect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
