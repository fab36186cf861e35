// A file that imports both modules during a migration: `SkeletonView.ReusableCellIdentifier`
// resolves (to the `SkeletonView` namespace type, which hides the module's name). Type-checked by
// `ios-check --app Demo`; never run.
#if canImport(UIKit)
import SkeletonView
import SwiftMessages
import UIKit

final class BothImportsFeedDataSource: NSObject, SkeletonTableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }

  func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
    -> SkeletonView.ReusableCellIdentifier
  {
    "FeedCell"
  }

  func loaded(_ view: UIView) {
    view.hideSkeleton(
      reloadDataAfter: true, transition: SkeletonTransitionStyle.crossDissolve(0.25))
    var config = SwiftMessages.Config()
    config.duration = .seconds(seconds: 2)
    _ = config
  }
}
#endif
