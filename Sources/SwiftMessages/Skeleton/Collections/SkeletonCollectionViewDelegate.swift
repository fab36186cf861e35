#if canImport(UIKit) && !os(watchOS)
import UIKit

/// SkeletonView's collection view delegate protocol. It adds nothing. While the placeholders
/// show, the collection view's delegate (conforming or not) is the library's: a flow layout
/// delegate's sizes and insets still shape the placeholders (the layout asks it about
/// placeholder items, as in SkeletonView; the library itself never does, and counts those
/// sections from the laid-out items), scrolling callbacks still reach it, but no selection,
/// highlight or display of a placeholder item does. The app's delegate is back when
/// `hideSkeleton()` returns.
@MainActor
public protocol SkeletonCollectionViewDelegate: UICollectionViewDelegate {}
#endif
