@testable import SwiftMessagesCore

/// One show or hide a motion asked its ``MotionTarget`` for, in the shape the tests read.
struct RecordedMotion {
  /// A transform: where a hide moves to, or where a show starts from (`.none`: identity for a
  /// show, left alone for a hide). `.other` is a transform both scaled and translated, or a hide
  /// to identity, which no motion asks for.
  enum Movement: Equatable {
    case none
    case scale(Double)
    case translationY(Double)
    case other(scale: Double, translationY: Double)

    init(_ transform: (scale: Double, translationY: Double)?, identityIsNone: Bool) {
      switch transform {
      case nil: self = .none
      case (1, 0)? where identityIsNone: self = .none
      case let (scale, 0)?: self = .scale(scale)
      case let (1, translationY)?: self = .translationY(translationY)
      case let (scale, translationY)?: self = .other(scale: scale, translationY: translationY)
      }
    }
  }

  /// The alpha set at once (`nil`: kept) and the alpha animated to (`nil`: left alone).
  struct Opacity: Equatable {
    var from: Double?
    var to: Double?
  }

  var duration: Double = -1
  var springDamping: Double?
  /// Whether a show sets its start first (a swipe springing back does not).
  var restarts = false
  var movement = Movement.none
  var opacity = Opacity()
  /// A hide's alpha given back afterwards.
  var restoredAlpha: Double = -1
  /// A show's linear fade apart from the movement.
  var separateFade: (duration: Double, alpha: Double)?
  /// Whether the motion handed its completion on (the recorder calls it at once).
  var completed = false

  /// `start` as a show's transform: the view starts from it and animates to identity.
  var start: Movement { movement }
}

/// A ``MotionTarget`` that records the one animation it is asked for.
final class MotionRecorder: MotionTarget {
  var recorded = RecordedMotion()

  func runShow(
    duration: Double, damping: Double?, from start: (scale: Double, translationY: Double, alpha: Double?)?,
    endAlpha: Double?, fadeDuration: Double, fadeAlpha: Double?, completion: @escaping (Bool) -> Void
  ) {
    recorded = RecordedMotion(
      duration: duration, springDamping: damping, restarts: start != nil,
      movement: .init(start.map { ($0.scale, $0.translationY) }, identityIsNone: true),
      opacity: .init(from: start?.alpha, to: endAlpha), separateFade: fadeAlpha.map { (fadeDuration, $0) })
    completion(true)
  }

  func runHide(
    duration: Double, startAlpha: Double?, endAlpha: Double?, to end: (scale: Double, translationY: Double)?,
    restoredAlpha: Double, completion: @escaping (Bool) -> Void
  ) {
    recorded = RecordedMotion(
      duration: duration, movement: .init(end, identityIsNone: false),
      opacity: .init(from: startAlpha, to: endAlpha), restoredAlpha: restoredAlpha)
    completion(true)
  }

  /// Runs `animate` on a new recorder and returns what it recorded, with whether its completion
  /// reached the caller.
  static func record(_ animate: (MotionRecorder, @escaping (Bool) -> Void) -> Void) -> RecordedMotion {
    let recorder = MotionRecorder()
    var completed = false
    animate(recorder) { completed = $0 }
    recorder.recorded.completed = completed
    return recorder.recorded
  }
}

// The motions' shows and hides as recorded plans.

extension SlideMotion {
  func showPlan(
    height: Double, edge: PresentationPlacement, restingAlpha: Double, style: CrossFadeMotion.Style,
    crossFade: CrossFadeMotion, restarts: Bool = true
  ) -> RecordedMotion {
    MotionRecorder.record {
      show(
        height: height, edge: edge, restingAlpha: restingAlpha, style: style, crossFade: crossFade,
        restarts: restarts, on: $0, completion: $1)
    }
  }

  func hidePlan(
    height: Double, maxY: Double, edge: PresentationPlacement, restingAlpha: Double,
    style: CrossFadeMotion.Style, crossFade: CrossFadeMotion
  ) -> RecordedMotion {
    MotionRecorder.record {
      hide(
        height: height, maxY: maxY, edge: edge, restingAlpha: restingAlpha, style: style,
        crossFade: crossFade, on: $0, completion: $1)
    }
  }
}

extension ScaleMotion {
  func showPlan(restingAlpha: Double, style: CrossFadeMotion.Style, crossFade: CrossFadeMotion)
    -> RecordedMotion
  {
    MotionRecorder.record {
      show(restingAlpha: restingAlpha, style: style, crossFade: crossFade, on: $0, completion: $1)
    }
  }

  func hidePlan(
    restingAlpha: Double, isOffScreen: Bool, style: CrossFadeMotion.Style, crossFade: CrossFadeMotion
  ) -> RecordedMotion {
    MotionRecorder.record {
      hide(
        restingAlpha: restingAlpha, isOffScreen: isOffScreen, style: style, crossFade: crossFade,
        on: $0, completion: $1)
    }
  }
}
