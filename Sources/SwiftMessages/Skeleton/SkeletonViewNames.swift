#if canImport(UIKit) && !os(watchOS)
import UIKit

/// SkeletonView's module name, for the names Xcode writes qualified with it: "Add protocol
/// stubs" writes the data-source methods as `-> SkeletonView.ReusableCellIdentifier`, and apps
/// keep that form after `import SkeletonView` becomes `import SwiftMessages`. In a file that
/// imports the `SkeletonView` compatibility product, this type hides that module's name (a type
/// wins over a module), so other SkeletonView types are written unqualified.
public enum SkeletonView {
  /// The top-level ``ReusableCellIdentifier`` (a `String`).
  public typealias ReusableCellIdentifier = String
  /// The top-level ``ReusableHeaderFooterIdentifier`` (a `String`).
  public typealias ReusableHeaderFooterIdentifier = String
}
#endif
