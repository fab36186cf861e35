#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import QuartzCore
import SwiftUI
import UIKit

extension View {
  /// Shows the view as a skeleton while `isActive`: its content is redacted to placeholder
  /// shapes (`redacted(reason: .placeholder)`) with the same phase-locked shimmer band as UIKit
  /// skeletons, a still placeholder under Reduce Motion, and one "Loading" element for
  /// VoiceOver.
  ///
  /// ```swift
  /// OrderRow(order: order ?? .placeholder)
  ///   .skeleton(isActive: order == nil)
  /// ```
  ///
  /// - Parameters:
  ///   - isActive: whether the skeleton shows.
  ///   - shimmer: the band. `SkeletonShimmer/standard` (200 pt at 400 pt/s) by default.
  public func skeleton(isActive: Bool, shimmer: SkeletonShimmer = .standard) -> some View {
    modifier(SkeletonModifier(isActive: isActive, shimmer: shimmer))
  }

  /// Adds the skeleton shimmer wherever an ancestor applied `redacted(reason: .placeholder)`;
  /// does nothing otherwise. Use it to shimmer content you redact yourself.
  @available(iOS 14.0, *)
  public func skeletonShimmer(_ shimmer: SkeletonShimmer = .standard) -> some View {
    modifier(RedactionShimmerModifier(shimmer: shimmer))
  }
}

/// The modifier behind `SwiftUI/View/skeleton(isActive:shimmer:)`.
package struct SkeletonModifier: ViewModifier {
  /// Whether the skeleton shows.
  package let isActive: Bool
  /// The band.
  package let shimmer: SkeletonShimmer

  /// Creates the modifier.
  package init(isActive: Bool, shimmer: SkeletonShimmer = .standard) {
    self.isActive = isActive
    self.shimmer = shimmer
  }

  /// Redacts and shimmers the content while active. The content keeps its identity when
  /// `isActive` changes (its `@State` survives and its `.task` does not run again): only
  /// modifier values change, never the view's structure.
  public func body(content: Content) -> some View {
    Group {
      if #available(iOS 14.0, *) {
        content
          .redacted(reason: isActive ? .placeholder : [])
          .modifier(ShimmerMaskModifier(shimmer: shimmer, isActive: isActive))
          .accessibility(hidden: isActive)
          .overlay(SkeletonLoadingElement(isActive: isActive))
          .allowsHitTesting(!isActive)
      } else {
        content
          .opacity(isActive ? 0 : 1)
          .overlay(
            RoundedRectangle(cornerRadius: 4).fill(Color(UIColor.skeletonDefault)).opacity(isActive ? 1 : 0)
          )
          .accessibility(hidden: isActive)
          .overlay(SkeletonLoadingElement(isActive: isActive))
          .allowsHitTesting(!isActive)
      }
    }
  }
}

/// The one "Loading" element VoiceOver reads for a skeletonised view; hidden when inactive.
struct SkeletonLoadingElement: View {
  let isActive: Bool

  var body: some View {
    Color.clear
      .contentShape(Rectangle())
      .accessibilityElement(children: .ignore)
      .accessibility(label: Text(SwiftMessagesString.loading.localized))
      .accessibility(addTraits: .updatesFrequently)
      .accessibility(hidden: !isActive)
      .allowsHitTesting(false)
  }
}

@available(iOS 14.0, *)
struct RedactionShimmerModifier: ViewModifier {
  let shimmer: SkeletonShimmer
  @Environment(\.redactionReasons) private var reasons

  func body(content: Content) -> some View {
    content.modifier(ShimmerMaskModifier(shimmer: shimmer, isActive: reasons.contains(.placeholder)))
  }
}

/// Masks content with the shimmer band while active: on iOS 15 and later the band is the
/// core's (``SkeletonShimmer/maskStops(containerOrigin:containerLength:span:time:)``) on the
/// shared clock every frame, in the direction asked (mirrored right to left), across the
/// window the view is in: in step with UIKit skeletons. Inactive, under Reduce Motion or on
/// earlier systems the mask is opaque. The mask is always there, so the content's identity
/// never depends on the state.
@available(iOS 14.0, *)
struct ShimmerMaskModifier: ViewModifier {
  let shimmer: SkeletonShimmer
  let isActive: Bool
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.layoutDirection) private var layoutDirection
  @State private var windowSize: CGSize = .zero

  func body(content: Content) -> some View {
    let running = isActive && !reduceMotion
    let band = shimmer.laidOut(rightToLeft: layoutDirection == .rightToLeft)
    return Group {
      if #available(iOS 15.0, *) {
        content
          .mask(
            TimelineView(.animation(minimumInterval: nil, paused: !running)) { _ in
              GeometryReader { proxy in
                if running {
                  // The same clock as UIKit skeletons (Core Animation's), so both shimmer in step.
                  ShimmerMaskView(
                    shimmer: band, frame: proxy.frame(in: .global), windowSize: windowSize,
                    time: CACurrentMediaTime())
                } else {
                  Color.black
                }
              }
            }
          )
          .background(SkeletonWindowSizeReader(size: $windowSize))
      } else {
        content
      }
    }
  }
}

/// Reports the size of the window the view is in (the span the shared band crosses).
struct SkeletonWindowSizeReader: UIViewRepresentable {
  @Binding var size: CGSize

  func makeUIView(context: Context) -> ReaderView {
    let view = ReaderView()
    view.isUserInteractionEnabled = false
    view.onWindowSize = { size in if self.size != size { self.size = size } }
    return view
  }

  func updateUIView(_ uiView: ReaderView, context: Context) {
    uiView.onWindowSize = { size in if self.size != size { self.size = size } }
  }

  final class ReaderView: UIView {
    var onWindowSize: ((CGSize) -> Void)?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      report()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      report()
    }

    private func report() {
      guard let size = window?.bounds.size else { return }
      // Not during SwiftUI's view update.
      DispatchQueue.main.async { [weak self] in self?.onWindowSize?(size) }
    }
  }
}

/// One frame of the shimmer mask: the core's alpha stops around the band's current position.
struct ShimmerMaskView: View {
  let shimmer: SkeletonShimmer
  let frame: CGRect
  let windowSize: CGSize
  let time: TimeInterval

  var body: some View {
    let horizontal = shimmer.direction.isHorizontal
    let stops = shimmer.maskStops(
      containerOrigin: Double(horizontal ? frame.minX : frame.minY),
      containerLength: Double(horizontal ? frame.width : frame.height),
      span: Double(horizontal ? windowSize.width : windowSize.height), time: time)
    return LinearGradient(
      gradient: Gradient(
        stops: stops.map {
          Gradient.Stop(color: Color.black.opacity($0.alpha), location: CGFloat($0.location))
        }),
      startPoint: horizontal ? UnitPoint(x: 0, y: 0.5) : UnitPoint(x: 0.5, y: 0),
      endPoint: horizontal ? UnitPoint(x: 1, y: 0.5) : UnitPoint(x: 0.5, y: 1))
  }
}
#endif
