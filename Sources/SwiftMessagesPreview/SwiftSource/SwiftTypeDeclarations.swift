import Foundation

/// What ``SwiftClassScanner`` found, in ``KnownClasses``' shape, names as written (`Outer.Inner`,
/// superclasses without generic arguments), without local types or Swift root classes. Protocols
/// look like classes (`class Token: Hashable` ends its chain at `Hashable`); a class declared twice
/// keeps its first superclass.
package struct SwiftTypeDeclarations: Sendable, Equatable {
  /// The classes in found order (files by path), each with its body's outlets and inspectables; an
  /// outlet's type drops `!`, `?` and `Optional`, a collection has its element's type, and
  /// protocol, existential or unreadable types are `nil` (any object).
  package var classes: [KnownClasses.Class] = []
  /// Where each class of ``classes`` is declared: the position of its name, by class name.
  package var locations: [String: SwiftSourceLocation] = [:]
  /// The Objective-C names classes are given with `@objc(Name)`, by class name: the name a nib
  /// uses as `customClass` (without a module). Empty by default.
  package var objcNames: [String: String] = [:]
  /// `@IBInspectable`s declared in extensions, by extended type without generic arguments (scanned
  /// classes' extensions too, not merged into ``classes``); outlets in extensions are not recorded.
  package var extensionInspectables: [String: [String]] = [:]
  /// The files ``SwiftClassScanner/scan(directory:)`` could not read, with why, in path order.
  /// Empty by default.
  package var skippedFiles: [SwiftSourceScanError] = []
  /// The protocols declared in the sources, whose outlets ``acceptAnyObjectInProtocolOutlets()``
  /// lets take any object.
  var protocols: Set<String> = []

  /// The class named `name` (`Outer.Inner` for a nested class), if found.
  package subscript(name: String) -> KnownClasses.Class? { classes.first { $0.name == name } }

  // MARK: - Recording what SwiftDeclarationReader finds (the first declaration of a class
  // wins; a member name is recorded once per class)

  /// Records class `name` unless a class of that name is known.
  mutating func addClass(name: String, superclass: String, location: SwiftSourceLocation, objcName: String?) {
    guard locations[name] == nil else { return }
    classes.append(KnownClasses.Class(name: name, superclass: superclass))
    locations[name] = location
    if let objcName { objcNames[name] = objcName }
  }

  /// Records outlet `name` of class `owner` (a recorded class) unless it has an outlet of that
  /// name.
  mutating func addOutlet(name: String, type: String?, to owner: String) {
    guard let index = classes.firstIndex(where: { $0.name == owner }),
      !classes[index].outlets.contains(where: { $0.name == name })
    else { return }
    classes[index].outlets.append(KnownClasses.Outlet(name: name, type: type))
  }

  /// Records inspectable `name` of class `owner` (a recorded class) unless it has one of that
  /// name.
  mutating func addInspectable(name: String, to owner: String) {
    guard let index = classes.firstIndex(where: { $0.name == owner }),
      !classes[index].inspectables.contains(name)
    else { return }
    classes[index].inspectables.append(name)
  }

  /// Records inspectable `name` added to `extended` by an extension.
  mutating func addExtensionInspectable(name: String, to extended: String) {
    guard extensionInspectables[extended]?.contains(name) != true else { return }
    extensionInspectables[extended, default: []].append(name)
  }

  /// Makes outlets typed by a scanned protocol (named in full or by its last component, as
  /// code inside the enclosing type writes it) accept any object.
  mutating func acceptAnyObjectInProtocolOutlets() {
    guard !protocols.isEmpty else { return }
    let protocolNames = protocols.union(
      protocols.compactMap { $0.split(separator: ".").last.map(String.init) })
    for classIndex in classes.indices {
      for outletIndex in classes[classIndex].outlets.indices {
        if let type = classes[classIndex].outlets[outletIndex].type, protocolNames.contains(type) {
          classes[classIndex].outlets[outletIndex].type = nil
        }
      }
    }
  }
}
