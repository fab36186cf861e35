#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The keyframe arc activity indicator in SwiftUI: the same view, geometry and shades as
/// ``ActivityIndicatorView``, vector at any size, with its gentle pulse instead of the
/// travelling head under Reduce Motion, and read by VoiceOver as "Loading" while it runs.
///
/// ```swift
/// HStack {
///   ArcActivityIndicator(size: .medium)
///   Text("Syncing…")
/// }
/// ```
///
/// It takes its size's square: 40 pt for `.large`, 20 pt for `.medium`.
public struct ArcActivityIndicator: UIViewRepresentable {
  /// The indicator's size.
  public var size: ArcIndicatorSize
  /// The colour of the arcs; `nil` uses the grey shades, light and dark.
  public var color: Color?
  /// Whether it animates; a stopped indicator hides.
  public var isAnimating: Bool

  /// Creates an indicator.
  ///
  /// - Parameters:
  ///   - size: `.large` (40 pt) by default.
  ///   - color: `nil` (the grey shades) by default; applied on iOS 14 and later.
  ///   - isAnimating: `true` by default.
  public init(size: ArcIndicatorSize = .large, color: Color? = nil, isAnimating: Bool = true) {
    self.size = size
    self.color = color
    self.isAnimating = isAnimating
  }

  /// Remembers the colour applied, so an unchanged one is not applied again.
  public final class Coordinator {
    var appliedColor: Color?
  }

  /// Creates the coordinator.
  public func makeCoordinator() -> Coordinator { Coordinator() }

  /// Creates the UIKit indicator.
  public func makeUIView(context: Context) -> ActivityIndicatorView {
    let view = ActivityIndicatorView(style: size)
    view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    view.setContentHuggingPriority(.defaultHigh, for: .vertical)
    return view
  }

  /// Applies size, colour and running state.
  public func updateUIView(_ view: ActivityIndicatorView, context: Context) {
    // Only real changes: each rebuilds the arcs and re-adds their animations.
    if view.style != size { view.style = size }
    if #available(iOS 14.0, *), context.coordinator.appliedColor != color {
      context.coordinator.appliedColor = color
      view.color = color.map { UIColor($0) }
    }
    if isAnimating {
      view.startAnimating()
    } else {
      view.stopAnimating()
    }
  }
}
#endif
