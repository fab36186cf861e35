#if canImport(UIKit)
import UIKit

/// The table of a demo screen: one row per title, running its action when tapped. Shared by
/// the demo screens so each only lists its rows.
final class DemoMenu: NSObject, UITableViewDataSource, UITableViewDelegate {
  /// A row: its title and what a tap does.
  struct Row {
    let title: String
    let action: () -> Void
  }

  private let rows: [Row]

  init(rows: [Row]) {
    self.rows = rows
  }

  /// Makes this menu the data source and delegate of `tableView`.
  func attach(to tableView: UITableView) {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row].title
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    rows[indexPath.row].action()
  }
}
#endif
