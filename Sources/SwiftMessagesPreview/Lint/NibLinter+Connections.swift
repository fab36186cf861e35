import Foundation

extension NibLinter {
  /// Outlets the source class does not declare, outlets wired to the wrong kind of object, and
  /// connections whose destination is not in the document.
  func checkConnections(_ document: XibDocument) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    // Placeholders (index -1) first, named without their class.
    for object in document.placeholders + document.allObjects {
      let placeholder = object.userLabel ?? (object.isFilesOwner ? "File's Owner" : "placeholder")
      let sourceName = object.index < 0 ? "\(placeholder) (id \(object.id))" : object.displayName
      for connection in object.connections {
        if let finding = checkDestination(connection, sourceName: sourceName, in: document) {
          findings.append(finding)
        } else if let finding = checkOutlet(connection, of: catalog.resolve(object), in: document) {
          findings.append(finding)
        }
      }
    }
    return findings
  }

  func checkDestination(_ connection: XibConnection, sourceName: String, in document: XibDocument)
    -> Diagnostic?
  {
    guard !document.containsID(connection.destination) else { return nil }
    let what: String
    switch connection.kind {
    case .action: what = "action \(connection.selector ?? "?")"
    case .outlet, .outletCollection: what = "outlet \(connection.property ?? "?")"
    }
    return Diagnostic(
      line: connection.line, rule: .unknownDestination,
      message: "\(what) of \(sourceName) points to id \"\(connection.destination)\", which is "
        + "not in the document; reconnect it in Interface Builder")
  }

  /// An outlet of a class the linter knows (the library's or, with `--sources`, the app's)
  /// must be declared by it or a superclass, and wired to an object of its type.
  func checkOutlet(_ connection: XibConnection, of source: ClassCatalog.Resolution, in document: XibDocument)
    -> Diagnostic?
  {
    guard connection.kind != .action, let property = connection.property,
      case .known(let owner) = source
    else { return nil }
    if connection.kind == .outletCollection && property == "gestureRecognizers" { return nil }
    let className = owner.name
    let outlets = catalog.outlets(of: owner)
    guard let outlet = outlets.first(where: { $0.name == property }) else {
      // A superclass the linter cannot see may declare it.
      guard catalog.isComplete(owner) else { return nil }
      let names = outlets.map(\.name)
      let suggestion = Suggestion.closest(to: property, in: names).map { " (did you mean \($0)?)" }
      let declared =
        owner.origin == .app ? catalog.app?[className]?.declaration.map { " (declared at \($0))" } : nil
      return Diagnostic(
        line: connection.line, rule: .unknownOutlet,
        message:
          "\(className)\(declared ?? "") has no outlet \"\(property)\"\(suggestion ?? ""); loading crashes "
          + "with \"not key value coding-compliant for the key \(property)\"; valid outlets: "
          + (names.isEmpty ? "none" : names.joined(separator: ", ")))
    }
    guard let type = outlet.type.map(Self.elementType), catalog.knowsType(type),
      let destination = document.object(withID: connection.destination)
    else { return nil }
    let kinds = catalog.kinds(of: destination)
    // A custom class nobody declared may still be the type; only its element's UIKit class is
    // certain, so only a UIKit type can be ruled out.
    let uikitOnly = !kinds.isComplete && ClassCatalog.uikitSuperclasses[type] == nil
    guard !kinds.names.contains(type), !uikitOnly else { return nil }
    return Diagnostic(
      line: connection.line, rule: .outletTypeMismatch,
      message: "outlet \(property) of \(className) must be \(Self.article(for: type)) \(type), but it "
        + "is connected to <\(destination.elementName)> \(destination.displayName), "
        + "\(Self.article(for: destination.className)) \(destination.className)")
  }

  /// The class of an outlet type as declared: `UILabel` for `UILabel!`, `UILabel?`,
  /// `[UILabel]` (an outlet collection) or `UIKit.UILabel`.
  static func elementType(_ declared: String) -> String {
    let bare = declared.trimmingCharacters(in: CharacterSet(charactersIn: "[]!? "))
    return bare.split(separator: ".").last.map(String.init) ?? bare
  }

  /// "an" before a class name that starts with a vowel sound (`ActivityIndicatorView`), "a"
  /// otherwise (`UILabel`, read "you-eye").
  static func article(for className: String) -> String {
    guard let first = className.first, "AEIOaeio".contains(first) else { return "a" }
    return "an"
  }
}
