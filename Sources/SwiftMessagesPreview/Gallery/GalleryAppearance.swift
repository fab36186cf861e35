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

  /// `.systemBackground`: white / black.
  var screen: RGBAColor { style == .dark ? .black : .white }

  /// `.secondarySystemBackground`, the HUD's card: `#F2F2F7` / `#1C1C1E`.
  var card: RGBAColor {
    style == .dark
      ? RGBAColor(red255: 28, green: 28, blue: 30) : RGBAColor(red255: 242, green: 242, blue: 247)
  }

  /// `.label`: black / white.
  var label: RGBAColor { style == .dark ? .white : .black }

  /// `.secondaryLabel`: `#3C3C43` at 60 % / `#EBEBF5` at 60 %.
  var secondaryLabel: RGBAColor {
    style == .dark
      ? RGBAColor(red255: 235, green: 235, blue: 245, alpha: 0.6)
      : RGBAColor(red255: 60, green: 60, blue: 67, alpha: 0.6)
  }
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
