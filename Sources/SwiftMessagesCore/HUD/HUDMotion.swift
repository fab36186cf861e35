import Foundation

/// How a HUD on screen moves to new content.
public enum HUDMotion: Hashable, Sendable {
  /// The glyph draws itself stroke by stroke, and the progress ring sweeps to its new value,
  /// over `duration` seconds.
  case draw(duration: TimeInterval)
  /// The new state fades in over the old one in `duration` seconds, with nothing travelling:
  /// for Reduce Motion.
  case crossFade(duration: TimeInterval)

  /// The morph into a success or failure: the glyph drawn in 0.35 s, or with Reduce Motion a
  /// 0.2 s cross-fade.
  public static func morph(reduceMotion: Bool) -> HUDMotion {
    reduceMotion ? .crossFade(duration: 0.2) : .draw(duration: 0.35)
  }

  /// A change of progress: the ring sweeps forward in 0.2 s (a report arriving meanwhile
  /// continues from where the ring is), or with Reduce Motion jumps to the value.
  public static func progress(reduceMotion: Bool) -> HUDMotion? {
    reduceMotion ? nil : .draw(duration: 0.2)
  }

  var isDrawn: Bool {
    guard case .draw = self else { return false }
    return true
  }

  /// The animation's length in seconds.
  public var duration: TimeInterval {
    switch self {
    case .draw(let duration), .crossFade(let duration): return duration
    }
  }
}
