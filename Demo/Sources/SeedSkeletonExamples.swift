// Compile check: the SkeletonView README examples (../shared/seeds/000_*.txt and 002_*.txt),
// unchanged apart from being wrapped in functions. Type-checked by `ios-check --app Demo`.
import SwiftMessages
import UIKit

@MainActor
enum SeedSkeletonExamples {
  static func usage(view: UIView, avatarImageView: UIImageView, label: UILabel) {
    avatarImageView.isSkeletonable = true
    view.showSkeleton()  // Solid
    view.showGradientSkeleton()  // Gradient
    view.showAnimatedSkeleton()  // Solid animated
    view.showAnimatedGradientSkeleton()  // Gradient animated
    view.hideSkeleton()
    label.skeletonTextNumberOfLines = 3  // .custom(3)
  }

  static func appearance() {
    SkeletonAppearance.default.multilineHeight = 20
    SkeletonAppearance.default.tintColor = .green
    SkeletonAppearance.default.textLineHeight = .relativeToFont
  }

  static func colors(view: UIView) {
    view.showSkeleton(usingColor: UIColor.gray)  // Solid
    view.showSkeleton(usingColor: UIColor(red: 25.0, green: 30.0, blue: 255.0, alpha: 1.0))
    let gradient = SkeletonGradient(baseColor: UIColor.midnightBlue)
    view.showGradientSkeleton(usingGradient: gradient)  // Gradient
    _ = [UIColor.turquoise, UIColor.greenSea, UIColor.sunFlower, UIColor.flatOrange, UIColor.skeletonDefault]
  }

  static func animations(view: UIView) {
    view.showAnimatedSkeleton { (layer) -> CAAnimation in
      let animation = CAAnimation()
      // Customize here your animation
      return animation
    }
    let gradient = SkeletonGradient(baseColor: UIColor.midnightBlue)
    let animation = SkeletonAnimationBuilder().makeSlidingAnimation(withDirection: .leftToRight)
    view.showAnimatedGradientSkeleton(usingGradient: gradient, animation: animation)
    let shortcut = GradientDirection.leftToRight.slidingAnimation()
    view.showAnimatedGradientSkeleton(usingGradient: gradient, animation: shortcut)
  }

  static func transitions(view: UIView) {
    //Show skeleton cross dissolve transition with 0.25 seconds fade time
    view.showSkeleton(transition: .crossDissolve(0.25))
    //Hide skeleton cross dissolve transition with 0.25 seconds fade time
    view.hideSkeleton(transition: .crossDissolve(0.25))
  }

  static func layoutAndUpdate(view: UIView) {
    view.layoutSkeletonIfNeeded()
    view.updateSkeleton()  // Solid
    view.updateGradientSkeleton()  // Gradient
    view.updateAnimatedSkeleton()  // Solid animated
    view.updateAnimatedGradientSkeleton()  // Gradient animated
  }

  static func options(view: UIView, label: UILabel) {
    view.isHiddenWhenSkeletonIsActive = true  // This works only when isSkeletonable = true
    // The view will be active when the skeleton will be active.
    view.isUserInteractionDisabledWhenSkeletonIsActive = false
    label.useFontLineHeight = false
  }

  static func delayed(view: UIView) {
    view.showSkeleton(usingColor: .clouds, animated: true, delay: 0.25, transition: .crossDissolve(0.25))
    view.showGradientSkeleton(
      usingGradient: SkeletonGradient(baseColor: .clouds), animated: true, delay: 0.25, transition: .none)
  }

  static func debug(view: UIView) {
    let description: String = view.sk.skeletonTreeDescription
    let active: Bool = view.sk.isSkeletonActive
    _ = (description, active)
  }
}

/// The README's layout advice: relayout in `viewDidLayoutSubviews` (not needed with this
/// library, which follows the views by itself, but still compiles).
final class SkeletonLayoutViewController: UIViewController {
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    view.layoutSkeletonIfNeeded()
  }
}

/// The README's table view section: a data source adopting `SkeletonTableViewDataSource`.
final class SeedSkeletonTableController: UITableViewController, SkeletonTableViewDataSource {
  final class Cell: UITableViewCell {
    let titleLabel = UILabel()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(Cell.self, forCellReuseIdentifier: "CellIdentifier")
    tableView.isSkeletonable = true
    tableView.showAnimatedGradientSkeleton()
  }

  func collectionSkeletonView(_ skeletonView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return UITableView.automaticNumberOfSkeletonRows
  }

  func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
    -> ReusableCellIdentifier
  {
    return "CellIdentifier"
  }

  func collectionSkeletonView(_ skeletonView: UITableView, skeletonCellForRowAt indexPath: IndexPath)
    -> UITableViewCell?
  {
    let cell = skeletonView.dequeueReusableCell(withIdentifier: "CellIdentifier", for: indexPath) as? Cell
    cell?.titleLabel.isHidden = true
    return cell
  }

  func collectionSkeletonView(
    _ skeletonView: UITableView, prepareCellForSkeleton cell: UITableViewCell, at indexPath: IndexPath
  ) {
    let cell = cell as? Cell
    cell?.titleLabel.isSkeletonable = true
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
}

/// The README's collection view section.
final class SeedSkeletonCollectionController: UICollectionViewController, SkeletonCollectionViewDataSource {
  func collectionSkeletonView(_ skeletonView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    UICollectionView.automaticNumberOfSkeletonItems
  }

  func collectionSkeletonView(_ skeletonView: UICollectionView, cellIdentifierForItemAt indexPath: IndexPath)
    -> ReusableCellIdentifier
  {
    "Cell"
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  { 0 }
}
