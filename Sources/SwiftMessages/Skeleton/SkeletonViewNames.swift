#if canImport(UIKit) && !os(watchOS)
import UIKit

/// SkeletonView's module name, standing for that module wherever code names a SkeletonView type
/// through it: Xcode's "Add protocol stubs" writes the data-source methods as
/// `-> SkeletonView.ReusableCellIdentifier`, and apps keep that form after `import SkeletonView`
/// becomes `import SwiftMessages`. Every public type of SkeletonView 1.31 is here under its own
/// name. In a file that imports the `SkeletonView` compatibility product, this type hides that
/// module's name (a type wins over a module), so `SkeletonView.X` is always resolved here.
public enum SkeletonView {
  /// The top-level `ReusableCellIdentifier`.
  public typealias ReusableCellIdentifier = String
  /// The top-level `ReusableHeaderFooterIdentifier`.
  public typealias ReusableHeaderFooterIdentifier = String
  /// The top-level `SkeletonTableViewDataSource`.
  public typealias SkeletonTableViewDataSource = _SkeletonViewTypes.TableViewDataSource
  /// The top-level `SkeletonTableViewDelegate`.
  public typealias SkeletonTableViewDelegate = _SkeletonViewTypes.TableViewDelegate
  /// The top-level `SkeletonCollectionViewDataSource`.
  public typealias SkeletonCollectionViewDataSource = _SkeletonViewTypes.CollectionViewDataSource
  /// The top-level `SkeletonCollectionViewDelegate`.
  public typealias SkeletonCollectionViewDelegate = _SkeletonViewTypes.CollectionViewDelegate
  /// The top-level `SkeletonAppearance`.
  public typealias SkeletonAppearance = _SkeletonViewTypes.Appearance
  /// The top-level `SkeletonViewAppearance`.
  public typealias SkeletonViewAppearance = _SkeletonViewTypes.ViewAppearance
  /// The top-level `SkeletonGradient`.
  public typealias SkeletonGradient = _SkeletonViewTypes.Gradient
  /// The top-level `SkeletonLayerAnimation`.
  public typealias SkeletonLayerAnimation = _SkeletonViewTypes.LayerAnimation
  /// The top-level `SkeletonAnimationBuilder`.
  public typealias SkeletonAnimationBuilder = _SkeletonViewTypes.AnimationBuilder
  /// The top-level `GradientDirection`.
  public typealias GradientDirection = _SkeletonViewTypes.Direction
  /// The top-level `SkeletonType`.
  public typealias SkeletonType = _SkeletonViewTypes.Kind
  /// The top-level `SkeletonTransitionStyle`.
  public typealias SkeletonTransitionStyle = _SkeletonViewTypes.TransitionStyle
  /// The top-level `SkeletonTextLineHeight`.
  public typealias SkeletonTextLineHeight = _SkeletonViewTypes.TextLineHeight
  /// The top-level `SkeletonTextNumberOfLines`.
  public typealias SkeletonTextNumberOfLines = _SkeletonViewTypes.TextNumberOfLines
  /// The top-level `SkeletonViewExtension`.
  public typealias SkeletonViewExtension<ExtendedType> = _SkeletonViewTypes.Extension<ExtendedType>
  /// The top-level `SkeletonViewExtended`.
  public typealias SkeletonViewExtended = _SkeletonViewTypes.Extended
  /// The top-level `SkeletonTreeNode`.
  public typealias SkeletonTreeNode<Base> = _SkeletonViewTypes.TreeNode<Base>
  /// The top-level `SkeletonReusableCell`.
  public typealias SkeletonReusableCell = _SkeletonViewTypes.ReusableCell
}

/// The top-level types ``SkeletonView`` names: inside it, its own member names would refer to
/// themselves, and neither module name can reach them in every build (the `SwiftMessages`
/// class hides the module's name, and CocoaPods builds a single module). Not for apps.
@_documentation(visibility: internal)
public enum _SkeletonViewTypes {
  public typealias TableViewDataSource = SkeletonTableViewDataSource
  public typealias TableViewDelegate = SkeletonTableViewDelegate
  public typealias CollectionViewDataSource = SkeletonCollectionViewDataSource
  public typealias CollectionViewDelegate = SkeletonCollectionViewDelegate
  public typealias Appearance = SkeletonAppearance
  public typealias ViewAppearance = SkeletonViewAppearance
  public typealias Gradient = SkeletonGradient
  public typealias LayerAnimation = SkeletonLayerAnimation
  public typealias AnimationBuilder = SkeletonAnimationBuilder
  public typealias Direction = GradientDirection
  public typealias Kind = SkeletonType
  public typealias TransitionStyle = SkeletonTransitionStyle
  public typealias TextLineHeight = SkeletonTextLineHeight
  public typealias TextNumberOfLines = SkeletonTextNumberOfLines
  public typealias Extension<ExtendedType> = SkeletonViewExtension<ExtendedType>
  public typealias Extended = SkeletonViewExtended
  public typealias TreeNode<Base> = SkeletonTreeNode<Base>
  public typealias ReusableCell = SkeletonReusableCell
}
#endif
