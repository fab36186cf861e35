import SwiftMessages
import UIKit

/// A compositional-layout grid that loads: skeleton tiles in a two-column layout, then the
/// tiles revealed one by one; a button toggles light and dark appearance. A tap on a tile shows
/// it: placeholder tiles take no tap (their index paths are not in `tiles` yet).
final class SkeletonGridViewController: UIViewController, SkeletonCollectionViewDataSource,
  UICollectionViewDelegate
{
  private static let cellID = "Tile"
  private var tiles: [String] = []
  /// Bumped by each reload, so an earlier reload's pending rows are dropped.
  private var generation = 0
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())

  private static func layout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(140)),
      subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Skeleton grid (compositional)"
    collectionView.backgroundColor = .systemBackground
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: Self.cellID)
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.isSkeletonable = true
    collectionView.frame = view.bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Reload", style: .plain, target: self, action: #selector(reload)),
      UIBarButtonItem(title: "Light/Dark", style: .plain, target: self, action: #selector(toggleAppearance)),
    ]
    reload()
  }

  @objc private func reload() {
    tiles = []
    generation += 1
    collectionView.reloadData()
    collectionView.showAnimatedSkeleton()
    reveal(generation: generation, remaining: (1...10).map { "Photo \($0)" })
  }

  private func reveal(generation: Int, remaining: [String]) {
    guard let next = remaining.first else { return }
    DispatchQueue.main.asyncAfter(deadline: .now() + (tiles.isEmpty ? 1.5 : 0.2)) { [weak self] in
      guard let self, generation == self.generation else { return }
      self.tiles.append(next)
      if self.tiles.count == 1 {
        // The skeleton goes and the grid reloads from the app's data source: the first tile.
        self.collectionView.hideSkeleton()
      } else {
        self.collectionView.insertItems(at: [IndexPath(item: self.tiles.count - 1, section: 0)])
      }
      self.reveal(generation: generation, remaining: Array(remaining.dropFirst()))
    }
  }

  @objc private func toggleAppearance() {
    navigationController?.overrideUserInterfaceStyle =
      traitCollection.userInterfaceStyle == .dark ? .light : .dark
  }

  func collectionSkeletonView(_ skeletonView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    8
  }

  func collectionSkeletonView(_ skeletonView: UICollectionView, cellIdentifierForItemAt indexPath: IndexPath)
    -> ReusableCellIdentifier
  {
    Self.cellID
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    tiles.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellID, for: indexPath)
    (cell as? TileCell)?.label.text = tiles[indexPath.item]
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let message = MessageView.viewFromNib(layout: .statusLine)
    message.configureContent(body: tiles[indexPath.item])
    SwiftMessages.show(view: message)
  }
}

/// A tile: a coloured image area and a caption, both covered by the skeleton.
final class TileCell: UICollectionViewCell {
  let image = UIView()
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    isSkeletonable = true
    contentView.isSkeletonable = true
    image.backgroundColor = .systemTeal
    image.layer.cornerRadius = 8
    image.isSkeletonable = true
    label.isSkeletonable = true
    label.text = "Caption"
    let stack = UIStackView(arrangedSubviews: [image, label])
    stack.axis = .vertical
    stack.spacing = 6
    stack.isSkeletonable = true
    stack.frame = contentView.bounds
    stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(stack)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
