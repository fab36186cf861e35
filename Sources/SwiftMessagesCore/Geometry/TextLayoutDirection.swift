/// The layout direction of a view (`effectiveUserInterfaceLayoutDirection` on iOS):
/// `.leftToRight` (the default) or `.rightToLeft`.
///
/// A neutral name for ``SkeletonLayoutDirection``; both name the same type, used by the
/// skeleton text layout and by the progress ring.
package typealias TextLayoutDirection = SkeletonLayoutDirection
