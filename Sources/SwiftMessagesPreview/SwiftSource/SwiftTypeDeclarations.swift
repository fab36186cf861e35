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

  /// The class named `name` (`Outer.Inner` for a nested class), if found.
  package subscript(name: String) -> KnownClasses.Class? { classes.first { $0.name == name } }
}
