import SwiftMessages
import UIKit

/// A feed that loads: a table of skeleton rows under a skeletonised header view, then the rows
/// revealed one by one as they arrive; a button toggles light and dark appearance while the
/// skeleton shows. A tap on a story shows it: placeholder rows take no tap (their index paths
/// are not in `items` yet).
final class SkeletonFeedViewController: UITableViewController, SkeletonTableViewDataSource {
  private static let cellID = "FeedCell"
  private var items: [String] = []
  /// Bumped by each reload, so an earlier reload's pending rows are dropped.
  private var generation = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Skeleton feed (table)"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellID)
    tableView.rowHeight = 64
    tableView.isSkeletonable = true
    let header = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
    header.text = "Top stories"
    header.font = .preferredFont(forTextStyle: .title2)
    header.isSkeletonable = true
    tableView.tableHeaderView = header
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Reload", style: .plain, target: self, action: #selector(reload)),
      UIBarButtonItem(title: "Light/Dark", style: .plain, target: self, action: #selector(toggleAppearance)),
    ]
    reload()
  }

  @objc private func reload() {
    items = []
    generation += 1
    tableView.reloadData()
    tableView.showAnimatedGradientSkeleton()
    reveal(
      generation: generation,
      remaining: (1...12).map { "Story \($0): a headline that arrived from the network" })
  }

  /// Progressive reveal: the skeleton goes when the first row arrives, the rest follow.
  private func reveal(generation: Int, remaining: [String]) {
    guard let next = remaining.first else { return }
    DispatchQueue.main.asyncAfter(deadline: .now() + (items.isEmpty ? 1.5 : 0.25)) { [weak self] in
      guard let self, generation == self.generation else { return }
      self.items.append(next)
      if self.items.count == 1 {
        // The skeleton goes and the table reloads from the app's data source: the first row.
        self.tableView.hideSkeleton()
      } else {
        self.tableView.insertRows(at: [IndexPath(row: self.items.count - 1, section: 0)], with: .fade)
      }
      self.reveal(generation: generation, remaining: Array(remaining.dropFirst()))
    }
  }

  @objc private func toggleAppearance() {
    let dark = traitCollection.userInterfaceStyle != .dark
    navigationController?.overrideUserInterfaceStyle = dark ? .dark : .light
  }

  func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
    -> ReusableCellIdentifier
  {
    Self.cellID
  }

  func collectionSkeletonView(_ skeletonView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }

  func collectionSkeletonView(
    _ skeletonView: UITableView, prepareCellForSkeleton cell: UITableViewCell, at indexPath: IndexPath
  ) {
    cell.isSkeletonable = true
    cell.textLabel?.isSkeletonable = true
    cell.textLabel?.text = "Placeholder"
    cell.imageView?.isSkeletonable = true
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    cell.textLabel?.numberOfLines = 2
    cell.imageView?.image = UIImage(systemName: "newspaper")
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let message = MessageView.viewFromNib(layout: .statusLine)
    message.configureContent(body: items[indexPath.row])
    SwiftMessages.show(view: message)
  }
}
