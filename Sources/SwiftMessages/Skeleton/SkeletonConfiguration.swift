#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a skeleton root shows. Immutable and shared by reference (a root's overlay and its cells
/// hold the same one); a change makes a new one.
final class SkeletonConfiguration {
  let type: SkeletonType
  let colors: [UIColor]
  let animated: Bool
  let animation: SkeletonLayerAnimation?
  let transition: SkeletonTransitionStyle
  /// Grace and minimum display time; `nil` shows and hides at once (SkeletonView's behaviour).
  let timing: SkeletonTiming?

  /// Out of line: the factories and `with` copies below all call it.
  @inline(never)
  init(
    type: SkeletonType, colors: [UIColor], animated: Bool, animation: SkeletonLayerAnimation?,
    transition: SkeletonTransitionStyle, timing: SkeletonTiming?
  ) {
    self.type = type
    self.colors = colors
    self.animated = animated
    self.animation = animation
    self.transition = transition
    self.timing = timing
  }

  func with(animated: Bool, animation: SkeletonLayerAnimation?) -> SkeletonConfiguration {
    SkeletonConfiguration(
      type: type, colors: colors, animated: animated, animation: animation, transition: transition,
      timing: timing)
  }

  func with(transition: SkeletonTransitionStyle, timing: SkeletonTiming?) -> SkeletonConfiguration {
    SkeletonConfiguration(
      type: type, colors: colors, animated: animated, animation: animation, transition: transition,
      timing: timing)
  }

  /// A solid configuration (one factory for every show and update call, not one copy in each),
  /// without timing (``with(transition:timing:)`` adds it).
  @inline(never)
  static func solid(
    _ color: UIColor, animated: Bool, animation: SkeletonLayerAnimation? = nil,
    transition: SkeletonTransitionStyle
  ) -> SkeletonConfiguration {
    SkeletonConfiguration(
      type: .solid, colors: [color], animated: animated, animation: animation, transition: transition,
      timing: nil)
  }

  @inline(never)
  static func gradient(
    _ gradient: SkeletonGradient, animated: Bool, animation: SkeletonLayerAnimation? = nil,
    transition: SkeletonTransitionStyle
  ) -> SkeletonConfiguration {
    SkeletonConfiguration(
      type: .gradient, colors: gradient.colors, animated: animated, animation: animation,
      transition: transition, timing: nil)
  }

  var baseColor: UIColor { colors.first ?? .skeletonDefault }
  /// The band colour of gradients (the middle stop), or the complementary colour.
  var highlightColor: UIColor { colors.count > 1 ? colors[colors.count / 2] : baseColor.complementaryColor }
}

// SkeletonView's names (`"skeletonWillAppear"`, …): see ``SkeletonFlowEvent``.
extension Notification.Name {
  /// Posted (object: the root view) before a skeleton appears.
  public static var skeletonWillAppearNotification: Notification.Name {
    Notification.Name(SkeletonFlowEvent.willAppear.rawValue)
  }
  /// Posted (object: the root view) once a skeleton has appeared.
  public static var skeletonDidAppearNotification: Notification.Name {
    Notification.Name(SkeletonFlowEvent.didAppear.rawValue)
  }
  /// Posted (object: the root view) before a skeleton's colours or animation change.
  public static var skeletonWillUpdateNotification: Notification.Name {
    Notification.Name(SkeletonFlowEvent.willUpdate.rawValue)
  }
  /// Posted (object: the root view) after a skeleton's colours or animation changed.
  public static var skeletonDidUpdateNotification: Notification.Name {
    Notification.Name(SkeletonFlowEvent.didUpdate.rawValue)
  }
  /// Posted (object: the root view) before a skeleton disappears.
  public static var skeletonWillDisappearNotification: Notification.Name {
    Notification.Name(SkeletonFlowEvent.willDisappear.rawValue)
  }
  /// Posted (object: the root view) once a skeleton has disappeared.
  public static var skeletonDidDisappearNotification: Notification.Name {
    Notification.Name(SkeletonFlowEvent.didDisappear.rawValue)
  }
}
#endif
