import Foundation

/// What ``SwiftClassScanner`` found in Swift sources: the classes with their `@IBOutlet`s and
/// `@IBInspectable`s, in the shape of the linter's table (``KnownClasses``), and the
/// inspectables that extensions add to other types.
///
/// For `class AlertView: MessageView { @IBOutlet weak var okButton: UIButton! }` it holds
/// `Class(name: "AlertView", superclass: "MessageView", outlets: [Outlet(name: "okButton",
/// type: "UIButton")])`.
///
/// Names are as written in the sources:
/// - A nested class is named with its enclosing types, `Outer.Inner`. Classes declared inside
///   functions or closures (local types, which no nib can name) are left out.
/// - A superclass is the first type of the inheritance clause without generic arguments
///   (`Base<T>` gives `Base`); a module-qualified one keeps its module (`SwiftMessages.MessageView`).
///   The scanner cannot tell a protocol from a class: a Swift root class declared
///   `class Token: Hashable` records `Hashable`, a name the linter does not know, which ends the
///   class's chain just like `UIView` does.
/// - A class without an inheritance clause is a Swift root class, which Interface Builder
///   cannot instantiate (it is no `NSObject`): it is not recorded, nor are its members.
/// - A class declared twice (in two `#if` branches, or in two files) keeps its first
///   superclass and location; outlets and inspectables of the other declarations that have new
///   names are added to it.
package struct SwiftTypeDeclarations: Sendable, Equatable {
  /// The classes, in the order they were found (files in path order, then declaration order).
  ///
  /// Each class lists the `@IBOutlet` and `@IBInspectable` properties declared in its body
  /// (not in its extensions), in declaration order:
  /// - An outlet's type is the declared type without `!`, `?` or `Optional<…>` (`weak var
  ///   titleLabel: UILabel!` gives `UILabel`), as written (`UIKit.UILabel` stays qualified).
  /// - An outlet collection (`[UILabel]`) has its element's type, the type every destination
  ///   must have.
  /// - An outlet typed with a protocol declared in the scanned sources, an `any` existential or
  ///   a composition (`A & B`) has the type `nil` (any object), as does an outlet whose type
  ///   the scanner cannot read (no annotation, a function type).
  package var classes: [KnownClasses.Class] = []
  /// Where each class of ``classes`` is declared: the position of its name, by class name.
  package var locations: [String: SwiftSourceLocation] = [:]
  /// The Objective-C names classes are given with `@objc(Name)`, by class name: the name a nib
  /// uses as `customClass` (without a module). Empty by default.
  package var objcNames: [String: String] = [:]
  /// The `@IBInspectable` properties declared in extensions, by extended type as written
  /// without generic arguments (`extension UIView { @IBInspectable var isSkeletonable … }`
  /// gives `["UIView": ["isSkeletonable"]]`), in declaration order. Extensions of the scanned
  /// classes are listed here too, not merged into ``classes``. `@IBOutlet`s in extensions
  /// (computed, since extensions cannot store) are not recorded. Empty by default.
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
