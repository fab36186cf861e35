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
  ///   - shimmer: the band. ``SkeletonShimmer/standard`` (200 pt at 400 pt/s) by default.
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

/// The modifier behind ``SwiftUI/View/skeleton(isActive:shimmer:)``.
public struct SkeletonModifier: ViewModifier {
  /// Whether the skeleton shows.
  public let isActive: Bool
  /// The band.
  public let shimmer: SkeletonShimmer

  /// Creates the modifier.
  public init(isActive: Bool, shimmer: SkeletonShimmer = .standard) {
    self.isActive = isActive
    self.shimmer = shimmer
  }

  /// Redacts and shimmers the content while active.
  public func body(content: Content) -> some View {
    Group {
      if !isActive {
        content
      } else if #available(iOS 14.0, *) {
        content
          .redacted(reason: .placeholder)
          .modifier(ShimmerMaskModifier(shimmer: shimmer))
          .accessibilityElement(children: .ignore)
          .accessibility(label: Text(SkeletonAccessibility.loadingLabel))
          .accessibility(addTraits: .updatesFrequently)
          .allowsHitTesting(false)
      } else {
        content
          .opacity(0)
          .overlay(RoundedRectangle(cornerRadius: 4).fill(Color(UIColor.skeletonDefault)))
          .accessibilityElement(children: .ignore)
          .accessibility(label: Text(SkeletonAccessibility.loadingLabel))
          .allowsHitTesting(false)
      }
    }
  }
}

@available(iOS 14.0, *)
struct RedactionShimmerModifier: ViewModifier {
  let shimmer: SkeletonShimmer
  @Environment(\.redactionReasons) private var reasons

  func body(content: Content) -> some View {
    Group {
      if reasons.contains(.placeholder) {
        content.modifier(ShimmerMaskModifier(shimmer: shimmer))
      } else {
        content
      }
    }
  }
}

/// Masks content with the shimmer band: on iOS 15 and later the band is computed from the
/// shared clock every frame (in step with UIKit skeletons); earlier systems and Reduce Motion
/// get a still placeholder.
@available(iOS 14.0, *)
struct ShimmerMaskModifier: ViewModifier {
  let shimmer: SkeletonShimmer
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  func body(content: Content) -> some View {
    Group {
      if reduceMotion {
        content
      } else if #available(iOS 15.0, *) {
        content.mask(
          TimelineView(.animation) { _ in
            GeometryReader { proxy in
              // The same clock as UIKit skeletons (Core Animation's), so both shimmer in step.
              ShimmerMaskView(shimmer: shimmer, frame: proxy.frame(in: .global), time: CACurrentMediaTime())
            }
          })
      } else {
        content
      }
    }
  }
}

/// One frame of the shimmer mask: alpha stops around the band's current position.
struct ShimmerMaskView: View {
  let shimmer: SkeletonShimmer
  let frame: CGRect
  let time: TimeInterval

  var body: some View {
    LinearGradient(gradient: Gradient(stops: stops), startPoint: .leading, endPoint: .trailing)
  }

  private var stops: [Gradient.Stop] {
    let span = Double(UIScreen.main.bounds.width)
    let width = Double(frame.width)
    let base = Color.black.opacity(shimmer.baseAlpha)
    guard width > 0, let center = shimmer.bandCenter(at: time, span: span) else {
      return [Gradient.Stop(color: base, location: 0), Gradient.Stop(color: base, location: 1)]
    }
    let local = center - Double(frame.minX)
    let half = shimmer.bandWidth / 2
    func location(_ x: Double) -> CGFloat { CGFloat(min(max(x / width, 0), 1)) }
    return [
      Gradient.Stop(color: base, location: 0),
      Gradient.Stop(color: base, location: location(local - half)),
      Gradient.Stop(color: Color.black.opacity(shimmer.highlightAlpha), location: location(local)),
      Gradient.Stop(color: base, location: location(local + half)),
      Gradient.Stop(color: base, location: 1),
    ]
  }
}
#endif
