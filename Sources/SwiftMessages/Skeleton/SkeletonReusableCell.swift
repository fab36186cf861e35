#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A cell the skeleton data sources dequeue (SkeletonView's marker protocol). `UITableViewCell`
/// and `UICollectionViewCell` conform.
public protocol SkeletonReusableCell {}

extension UITableViewCell: SkeletonReusableCell {}
extension UICollectionViewCell: SkeletonReusableCell {}
#endif
