#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import QuartzCore
import SwiftUI
import UIKit

extension View {
  /// Shows the view as a skeleton while `isActive`: its content is redacted to placeholder
  /// shapes (`redacted(reason: .placeholder)`) in `SkeletonAppearance.default.tintColor` with
  /// the same phase-locked shimmer band as UIKit skeletons, a still placeholder under Reduce
  /// Motion, one "Loading" element for VoiceOver (none inside another active `.skeleton`: put
  /// one on a list for one element) and the UIKit skeletons' "Loading" and "Loaded"
  /// announcements, once for a screen of them.
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
    modifier(ShimmerMaskModifier(shimmer: shimmer, isActive: nil))
  }
}

/// The modifier behind `SwiftUI/View/skeleton(isActive:shimmer:)`: while active, VoiceOver gets one
/// "Loading" element (announced on appearance) unless an enclosing skeleton is active.
struct SkeletonModifier: ViewModifier {
  let isActive: Bool
  let shimmer: SkeletonShimmer
  @Environment(\.isUnderSkeleton) private var parentIsUnderSkeleton

  /// The content keeps its identity when `isActive` changes (its `@State` survives, its `.task`
  /// does not run again): only modifier values change, never the view's structure.
  func body(content: Content) -> some View {
    placeholder(content)
      .accessibility(hidden: isActive)
      .overlay(
        // The one "Loading" element VoiceOver reads for a skeletonised view; hidden when inactive.
        // Before iOS 14 it also paints the placeholder over the hidden content.
        RoundedRectangle(cornerRadius: 4).fill(legacyFill)
          .contentShape(Rectangle())
          .accessibilityElement(children: .ignore)
          .accessibility(label: Text(SwiftMessagesString.loading.localized))
          .accessibility(addTraits: .updatesFrequently)
          .accessibility(
            hidden: !isActive
              || !SkeletonAccessibility.exposesLoadingElement(parentIsUnderSkeleton: parentIsUnderSkeleton)
          )
          .allowsHitTesting(false)
      )
      .environment(\.isUnderSkeleton, parentIsUnderSkeleton || isActive)
      .allowsHitTesting(!isActive)
      .onAppear { Self.announce(wasActive: nil, isActive: isActive) }
  }

  /// What the "Loading" element paints: before iOS 14 (no `redacted`), the tint while active, over
  /// the hidden content; nothing otherwise.
  private var legacyFill: Color {
    if #available(iOS 14.0, *) { return .clear }
    return Color(SkeletonAppearance.default.tintColor).opacity(isActive ? 1 : 0)
  }

  /// The content redacted in the tint and shimmering while active (before iOS 14, hidden under
  /// the "Loading" element's tint), as one type whatever the state.
  private func placeholder(_ content: Content) -> AnyView {
    guard #available(iOS 14.0, *) else { return AnyView(content.opacity(isActive ? 0 : 1)) }
    return AnyView(
      content
        .redacted(reason: isActive ? .placeholder : [])
        .foregroundColor(isActive ? Color(SkeletonAppearance.default.tintColor) : nil)
        .modifier(ShimmerMaskModifier(shimmer: shimmer, isActive: isActive))
        .onChange(of: isActive) { Self.announce(wasActive: !$0, isActive: $0) })
  }

  /// Posts what the core's shared throttle says a change from `wasActive` (`nil`: appeared)
  /// to `isActive` announces.
  static func announce(wasActive: Bool?, isActive: Bool) {
    let log = SkeletonOverlayView.announcements
    guard
      let announcement = log.announcement(
        wasActive: wasActive, isActive: isActive, now: SkeletonOverlayView.scheduler.now)
    else { return }
    UIAccessibility.post(notification: .announcement, argument: announcement.localized)
  }
}

extension EnvironmentValues {
  /// Whether an enclosing `.skeleton` is active.
  fileprivate var isUnderSkeleton: Bool {
    get { self[UnderSkeletonKey.self] }
    set { self[UnderSkeletonKey.self] = newValue }
  }
}

private struct UnderSkeletonKey: EnvironmentKey {
  static let defaultValue = false
}

/// Masks content with the core's shimmer band on the shared clock across the window, in step with
/// UIKit skeletons; inactive, under Reduce Motion or before iOS 15 it is opaque. The mask is always
/// present so the content's identity never depends on the state.
@available(iOS 14.0, *)
struct ShimmerMaskModifier: ViewModifier {
  let shimmer: SkeletonShimmer
  /// Whether the band runs; `nil`: while an ancestor redacts as `.placeholder`.
  let isActive: Bool?
  /// The redaction reasons, Reduce Motion and layout direction, read through one property (one
  /// stored field rather than three).
  @Environment(\.self) private var environment
  /// The view in the content's background through which each frame finds the window.
  @State private var window = SkeletonWindowReader.Box()

  func body(content: Content) -> AnyView {
    guard #available(iOS 15.0, *) else { return AnyView(content) }
    let running =
      (isActive ?? environment.redactionReasons.contains(.placeholder))
      && !environment.accessibilityReduceMotion
    let band = shimmer.laidOut(rightToLeft: environment.layoutDirection == .rightToLeft)
    return AnyView(
      content
        .mask {
          // One view type whatever the state: paused, the timeline draws one opaque frame.
          TimelineView(.animation(minimumInterval: nil, paused: !running)) { _ in
            GeometryReader { proxy in
              // The same clock as UIKit skeletons (Core Animation's), so both shimmer in step.
              Self.mask(
                running ? band : nil, frame: proxy.frame(in: .global),
                windowSize: window.view?.window?.bounds.size ?? .zero, time: CACurrentMediaTime())
            }
          }
        }
        .background {
          if running { SkeletonWindowReader(box: window) }
        })
  }

  /// One frame of the mask: the core's alpha stops around the band's current position; opaque
  /// without a band.
  private static func mask(_ shimmer: SkeletonShimmer?, frame: CGRect, windowSize: CGSize, time: TimeInterval)
    -> LinearGradient
  {
    guard let shimmer else {
      return LinearGradient(
        gradient: Gradient(colors: [.black, .black]), startPoint: .top, endPoint: .bottom)
    }
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

/// A plain view in the content's background: the window it is in is the span the shared band
/// crosses, read on every frame of the mask (so a rotation or resize applies at once).
struct SkeletonWindowReader: UIViewRepresentable {
  final class Box {
    weak var view: UIView?
  }

  let box: Box

  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    view.isUserInteractionEnabled = false
    box.view = view
    return view
  }

  func updateUIView(_ view: UIView, context: Context) {
    box.view = view
  }
}
#endif
