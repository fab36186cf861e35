#if canImport(UIKit) && !os(watchOS)
import UIKit

/// SkeletonView's collection view delegate protocol. It adds nothing: the collection view's
/// delegate is never replaced, so a flow layout delegate's sizes and insets shape the
/// placeholders too (the layout asks it about placeholder items, as in SkeletonView; the
/// library itself never does, and counts those sections from the laid-out items).
@MainActor
public protocol SkeletonCollectionViewDelegate: UICollectionViewDelegate {}
#endif
