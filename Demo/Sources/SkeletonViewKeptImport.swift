// App code that kept `import SkeletonView` (the package's `SkeletonView` product) and the
// module-qualified names Xcode's "Add protocol stubs" writes. Type-checked by
// `ios-check --app Demo`; never run.
#if canImport(UIKit)
import SkeletonView
import UIKit

final class KeptImportFeedDataSource: NSObject, SkeletonTableViewDataSource, SkeletonTableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }

  func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
    -> SkeletonView.ReusableCellIdentifier
  {
    "FeedCell"
  }

  func collectionSkeletonView(_ skeletonView: UITableView, identifierForHeaderInSection section: Int)
    -> SkeletonView.ReusableHeaderFooterIdentifier?
  {
    "FeedHeader"
  }

  func show(on view: UIView) {
    let gradient = SkeletonGradient(baseColor: .clouds)
    let animation = SkeletonAnimationBuilder().makeSlidingAnimation(withDirection: .leftRight)
    view.showAnimatedGradientSkeleton(
      usingGradient: gradient, animation: animation, transition: .crossDissolve(0.25))
    let appearance: SkeletonViewAppearance = SkeletonAppearance.default
    appearance.multilineHeight = 15
    let direction: GradientDirection = .topBottom
    let transition: SkeletonTransitionStyle = .none
    let type: SkeletonType = .gradient
    let lines: SkeletonTextNumberOfLines = 2
    let height: SkeletonTextLineHeight = .relativeToFont
    let layerAnimation: SkeletonLayerAnimation = direction.slidingAnimation()
    let node: SkeletonTreeNode<UIView>? = nil
    let extended: SkeletonViewExtension<UIView> = view.sk
    let cell: any SkeletonReusableCell = UITableViewCell()
    _ = (transition, type, lines, height, layerAnimation, node, extended, cell)
  }
}

final class KeptImportGridDataSource: NSObject, SkeletonCollectionViewDataSource,
  SkeletonCollectionViewDelegate
{
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell()
  }

  func collectionSkeletonView(_ skeletonView: UICollectionView, cellIdentifierForItemAt indexPath: IndexPath)
    -> SkeletonView.ReusableCellIdentifier
  {
    "Tile"
  }
}
#endif
