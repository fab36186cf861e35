import Foundation

extension NibLinter {
  /// Outlets the source class does not declare, outlets wired to the wrong kind of object, and
  /// connections whose destination is not in the document.
  func checkConnections(_ document: XibDocument) -> [Finding] {
    var findings: [Finding] = []
    for placeholder in document.placeholders {
      let source = placeholder.userLabel ?? (placeholder.isFilesOwner ? "File's Owner" : "placeholder")
      findings += placeholder.connections.compactMap {
        checkDestination($0, sourceName: "\(source) (id \(placeholder.id))", in: document)
      }
    }
    for object in document.allObjects {
      for connection in object.connections {
        if let finding = checkDestination(connection, sourceName: object.displayName, in: document) {
          findings.append(finding)
        } else if let finding = checkOutlet(connection, of: object, in: document) {
          findings.append(finding)
        }
      }
    }
    return findings
  }

  func checkDestination(_ connection: XibConnection, sourceName: String, in document: XibDocument)
    -> Finding?
  {
    guard !document.containsID(connection.destination) else { return nil }
    let what: String
    switch connection.kind {
    case .action: what = "action \(connection.selector ?? "?")"
    case .outlet, .outletCollection: what = "outlet \(connection.property ?? "?")"
    }
    return Finding(
      line: connection.line, rule: .unknownDestination,
      message: "\(what) of \(sourceName) points to id \"\(connection.destination)\", which is "
        + "not in the document; reconnect it in Interface Builder")
  }

  func checkOutlet(_ connection: XibConnection, of object: XibObject, in document: XibDocument)
    -> Finding?
  {
    guard connection.kind != .action, let property = connection.property,
      let className = knownClass(of: object)
    else { return nil }
    if connection.kind == .outletCollection && property == "gestureRecognizers" { return nil }
    let outlets = knownClasses.outlets(of: className)
    guard let outlet = outlets.first(where: { $0.name == property }) else {
      let names = outlets.map(\.name)
      let suggestion = Suggestion.closest(to: property, in: names).map { " (did you mean \($0)?)" }
      return Finding(
        line: connection.line, rule: .unknownOutlet,
        message: "\(className) has no outlet \"\(property)\"\(suggestion ?? ""); loading crashes "
          + "with \"not key value coding-compliant for the key \(property)\"; valid outlets: "
          + (names.isEmpty ? "none" : names.joined(separator: ", ")))
    }
    guard let type = outlet.type, let destination = document.object(withID: connection.destination),
      !isObject(destination, a: type)
    else { return nil }
    return Finding(
      line: connection.line, rule: .outletTypeMismatch,
      message: "outlet \(property) of \(className) must be \(Self.article(for: type)) \(type), but it "
        + "is connected to <\(destination.elementName)> \(destination.displayName), "
        + "\(Self.article(for: destination.className)) \(destination.className)")
  }

  /// "an" before a class name that starts with a vowel sound (`ActivityIndicatorView`), "a"
  /// otherwise (`UILabel`, read "you-eye").
  static func article(for className: String) -> String {
    guard let first = className.first, "AEIOaeio".contains(first) else { return "a" }
    return "an"
  }

  /// Whether `object` is an instance of `type` (a UIKit class or a known class).
  func isObject(_ object: XibObject, a type: String) -> Bool {
    if type == "UIView" { return object.isView }
    if object.uikitClass == type { return true }
    if let name = object.customClass, knownClasses[name] != nil {
      return knownClasses.isKind(name, of: type)
    }
    return false
  }
}
