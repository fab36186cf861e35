/// How many skeleton lines a text view shows (SkeletonView's `SkeletonTextNumberOfLines`).
///
/// The default is `.inherited`. An integer literal means `.custom(n)`, so
/// `label.skeletonTextNumberOfLines = 3` works as in SkeletonView.
public enum SkeletonTextNumberOfLines: Equatable, Hashable, Sendable, ExpressibleByIntegerLiteral {
  /// Follow the view: a label's `numberOfLines` (0 = as many as fit in its height), capped to
  /// what fits; a text view always fills its height.
  case inherited
  /// `n` lines: the view grows to hold them while the skeleton shows (unless its own required
  /// constraints forbid it, in which case only the lines that fit are drawn; they never
  /// overflow onto the views below). `n <= 0` means "as many as fit", like `numberOfLines = 0`.
  case custom(Int)

  /// `.custom(value)`.
  public init(integerLiteral value: Int) {
    self = .custom(value)
  }
}
