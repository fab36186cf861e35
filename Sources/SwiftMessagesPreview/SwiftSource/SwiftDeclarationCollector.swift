import Foundation

/// Gathers what ``SwiftDeclarationReader`` finds in one or more files into
/// ``SwiftTypeDeclarations``, applying its rules: the first declaration of a class wins, a
/// member name is recorded once per class, protocol-typed outlets accept any object.
struct SwiftDeclarationCollector {
  private(set) var declarations = SwiftTypeDeclarations()
  private var classIndex: [String: Int] = [:]
  private var outletNames: [String: Set<String>] = [:]
  private var inspectableNames: [String: Set<String>] = [:]
  private var extensionNames: [String: Set<String>] = [:]
  private var protocols: Set<String> = []

  /// Records class `name` unless a class of that name is known.
  mutating func addClass(name: String, superclass: String, location: SwiftSourceLocation, objcName: String?) {
    guard classIndex[name] == nil else { return }
    classIndex[name] = declarations.classes.count
    declarations.classes.append(KnownClasses.Class(name: name, superclass: superclass))
    declarations.locations[name] = location
    if let objcName { declarations.objcNames[name] = objcName }
  }

  /// Records a protocol, so outlets typed with it accept any object.
  mutating func addProtocol(name: String) {
    protocols.insert(name)
  }

  /// Records outlet `name` of class `owner` (a recorded class) unless it has an outlet of that
  /// name.
  mutating func addOutlet(name: String, type: String?, to owner: String) {
    guard let index = classIndex[owner], outletNames[owner, default: []].insert(name).inserted else { return }
    declarations.classes[index].outlets.append(KnownClasses.Outlet(name: name, type: type))
  }

  /// Records inspectable `name` of class `owner` (a recorded class) unless it has one of that
  /// name.
  mutating func addInspectable(name: String, to owner: String) {
    guard let index = classIndex[owner], inspectableNames[owner, default: []].insert(name).inserted else {
      return
    }
    declarations.classes[index].inspectables.append(name)
  }

  /// Records inspectable `name` added to `extended` by an extension.
  mutating func addExtensionInspectable(name: String, to extended: String) {
    guard extensionNames[extended, default: []].insert(name).inserted else { return }
    declarations.extensionInspectables[extended, default: []].append(name)
  }

  /// Records a file that could not be scanned.
  mutating func skip(_ problem: SwiftSourceScanError) {
    declarations.skippedFiles.append(problem)
  }

  /// The declarations, with outlets typed by a scanned protocol (named in full or by its last
  /// component, as code inside the enclosing type writes it) accepting any object.
  func finished() -> SwiftTypeDeclarations {
    guard !protocols.isEmpty else { return declarations }
    let protocolNames = protocols.union(
      protocols.compactMap { $0.split(separator: ".").last.map(String.init) })
    var result = declarations
    for classIndex in result.classes.indices {
      for outletIndex in result.classes[classIndex].outlets.indices {
        if let type = result.classes[classIndex].outlets[outletIndex].type, protocolNames.contains(type) {
          result.classes[classIndex].outlets[outletIndex].type = nil
        }
      }
    }
    return result
  }
}
