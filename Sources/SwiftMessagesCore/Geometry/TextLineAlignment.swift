/// The horizontal alignment of a label's lines, mirroring `NSTextAlignment`: `.left`,
/// `.center`, `.right`, `.natural` (the default) or `.justified`.
///
/// A neutral name for the alignment the skeleton text layout introduced as
/// ``SkeletonTextAlignment``; both name the same type, so values pass between the skeleton and
/// the inline activity indicator (``InlineIndicatorLayout``) unchanged.
package typealias TextLineAlignment = SkeletonTextAlignment
