import Foundation

extension NibLinter {
  /// Outlets a copy may have lost without any load-time error: `backgroundView` on a view
  /// with a card, and `titleLabel` on a message view that still has its title label.
  func checkBaseViewOutlets(_ document: XibDocument) -> [Diagnostic] {
    let destinations = Set(document.allConnections.map(\.destination))
    var findings: [Diagnostic] = []
    for view in document.topLevelViews {
      let kinds = catalog.kinds(of: view).names
      guard kinds.contains("BaseView") else { continue }
      let outlets = Set(view.connections.compactMap(\.property))
      let subtree = document.subtree(of: view).dropFirst()
      if !outlets.contains("backgroundView"), let card = subtree.first(where: isCard) {
        findings.append(
          Diagnostic(
            line: view.line, rule: .backgroundViewNotConnected,
            message: "\(view.displayName) has a card, \(card.displayName), but its backgroundView "
              + "outlet is not connected, so backgroundView is the whole view: configureTheme and "
              + "background colours then paint the whole view, margins included, instead of the "
              + "card; connect backgroundView to \(card.displayName)"))
      }
      guard kinds.contains("MessageView"), !outlets.contains("titleLabel") else { continue }
      // The label just above the body label in the same container is where titles go.
      let body = view.connections.first { $0.property == "bodyLabel" }
        .flatMap { document.object(withID: $0.destination) }
      let aboveBody = body.flatMap { body -> Int? in
        guard let siblings = document.superview(of: body)?.subviewIndices,
          let position = siblings.firstIndex(of: body.index), position > 0
        else { return nil }
        return siblings[position - 1]
      }
      let title = subtree.first { label in
        guard label.elementName == "label", !destinations.contains(label.id) else { return false }
        let words = [label.userLabel, label.label?.text].compactMap { $0?.lowercased() }
        return words.contains { $0.contains("title") } || label.index == aboveBody
      }
      if let title {
        findings.append(
          Diagnostic(
            line: view.line, rule: .titleLabelNotConnected,
            message: "\(view.displayName) has no titleLabel outlet but still has a title label, "
              + "\(title.displayName), that no outlet reaches: titles given to configureContent "
              + "are silently dropped; connect titleLabel to it (a body-only layout would remove the "
              + "label too)"))
      }
    }
    return findings
  }

  /// A view that is the visible card inside transparent margins: a `CornerRoundingView` (or
  /// subclass), or a view labelled as the background in the outline.
  private func isCard(_ object: XibObject) -> Bool {
    catalog.kinds(of: object).names.contains("CornerRoundingView")
      || object.userLabel?.lowercased().contains("background") == true
  }

  /// File's Owner outlets in a nib `viewFromNib` loads: it passes no owner by default, so
  /// UIKit sets them on `NSNull` and crashes; and a message view class on File's Owner instead
  /// of the top-level view is SwiftMessages #240's mistake.
  func checkFilesOwner(_ document: XibDocument, messageNib: Bool) -> [Diagnostic] {
    guard messageNib,
      let owner = document.placeholders.first(where: \.isFilesOwner)
    else { return [] }
    let outlets = owner.connections.filter { $0.kind != .action }.compactMap(\.property)
    if case .known(let ancestor) = catalog.resolve(owner), catalog.isKind(ancestor, of: "BaseView") {
      return [
        Diagnostic(
          line: owner.line, rule: .filesOwnerOutlets,
          message: "File's Owner has the class \(ancestor.name), a message view, but viewFromNib returns "
            + "the top-level view and never instantiates File's Owner: set \(ancestor.name) as the "
            + "top-level view's class, clear File's Owner's class and connect the outlets from the view")
      ]
    }
    guard owner.customClass == nil, let first = outlets.first else { return [] }
    return [
      Diagnostic(
        line: owner.line, rule: .filesOwnerOutlets,
        message: "File's Owner has no class but outlets (\(outlets.joined(separator: ", "))): "
          + "viewFromNib loads the nib without an owner unless you pass filesOwner:, and UIKit then "
          + "crashes setting \(first) (\"not key value coding-compliant\"); connect the outlets from "
          + "the top-level view, or set File's Owner's class and pass it as filesOwner:")
    ]
  }
}
