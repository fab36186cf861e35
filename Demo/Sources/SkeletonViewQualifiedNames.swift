// App code moved from SkeletonView with `import SkeletonView` replaced by `import SwiftMessages`
// (the only spelling with CocoaPods), keeping the module-qualified names Xcode's "Add protocol
// stubs" wrote. Type-checked by `ios-check --app Demo`; never run.
#if canImport(UIKit)
import SwiftMessages

final class QualifiedNamesFeedDataSource: NSObject, SkeletonTableViewDataSource, SkeletonTableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }

  func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
    -> SkeletonView.ReusableCellIdentifier
  {
    "FeedCell"
  }

  func collectionSkeletonView(_ skeletonView: UITableView, identifierForFooterInSection section: Int)
    -> SkeletonView.ReusableHeaderFooterIdentifier?
  {
    nil
  }
}

final class QualifiedNamesGridDataSource: NSObject, SkeletonCollectionViewDataSource {
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

  func collectionSkeletonView(
    _ skeletonView: UICollectionView, supplementaryViewIdentifierOfKind: String, at indexPath: IndexPath
  ) -> SkeletonView.ReusableCellIdentifier? {
    nil
  }
}
#endif
