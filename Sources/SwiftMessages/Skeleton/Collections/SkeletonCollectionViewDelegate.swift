#if canImport(UIKit) && !os(watchOS)
import UIKit

/// SkeletonView's collection view delegate protocol. It adds nothing: the collection view's
/// delegate is never replaced, so a flow layout delegate's sizes and insets shape the
/// placeholders too.
@MainActor
public protocol SkeletonCollectionViewDelegate: UICollectionViewDelegate {}
#endif
