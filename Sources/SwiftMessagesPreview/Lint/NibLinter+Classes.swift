import Foundation

extension NibLinter {
  /// An unknown library class, a library class with the wrong module, or a module taken from
  /// the app target.
  func checkClass(_ object: XibObject) -> Diagnostic? {
    guard let name = object.customClass else { return nil }
    let module = catalog.library.module
    let known = catalog.library[name] != nil
    // A class the app declares itself (read with --sources) is the app's, whatever its name.
    let appDeclares = catalog.app?[name] != nil
    if object.customModule == module {
      guard known else {
        let suggestion = Suggestion.closest(to: name, in: catalog.library.names).map {
          " (did you mean \($0)?)"
        }
        return Diagnostic(
          line: object.line, rule: .unknownClass,
          message: "unknown class \(name) in module \(module)\(suggestion ?? ""); known classes: "
            + catalog.library.names.joined(separator: ", "))
      }
      guard object.inheritsModuleFromTarget, !appDeclares else { return nil }
      let consequence =
        object.parentIndex == nil
        ? "viewFromNib then fails with nibTopLevelTypeMismatch"
        : "this view then loses everything \(name) adds (it is a plain \(object.uikitClass ?? "UIView"))"
      return Diagnostic(
        line: object.line, rule: .moduleOverriddenByTarget,
        message: "class \(name) names customModule=\"\(module)\" but also customModuleProvider="
          + "\"target\" (\"Inherit Module From Target\" is ticked), so the module is taken from the "
          + "target that builds the nib: in an app, UIKit looks for the app's \(name), logs \"Unknown "
          + "class \(name) in Interface Builder file\" and creates a plain view; \(consequence); untick "
          + "\"Inherit Module From Target\" (remove customModuleProvider=\"target\")")
    }
    guard known, !appDeclares else { return nil }
    let found = object.customModule.map { "\"\($0)\"" } ?? "none"
    if object.inheritsModuleFromTarget, catalog.app != nil {
      // The app's sources are known, and they declare no class of that name.
      return Diagnostic(
        line: object.line, rule: .moduleOverriddenByTarget,
        message: "class \(name) takes its module from the app target (\(found)), and the app's "
          + "sources declare no \(name): UIKit logs \"Unknown class \(name) in Interface Builder "
          + "file\" and creates a plain view instead of \(module).\(name); set customModule=\"\(module)\" "
          + "and untick \"Inherit Module From Target\"")
    }
    if object.inheritsModuleFromTarget {
      return Diagnostic(
        line: object.line, rule: .moduleFromTarget,
        message: "class \(name) takes its module from the app target (\(found)), so the nib "
          + "instantiates the app's own \(name), not \(module).\(name); if this nib was copied "
          + "from \(module), set customModule=\"\(module)\" and untick \"Inherit Module From Target\"")
    }
    return Diagnostic(
      line: object.line, rule: .wrongModule,
      message: "class \(name) needs customModule=\"\(module)\" (found \(found)); a nib copied "
        + "into an app must keep the module so the class resolves")
  }

  /// UIKit keys commonly set as runtime attributes on any view.
  static let commonViewKeys: Set<String> = [
    "alpha", "hidden", "clipsToBounds", "tag", "backgroundColor", "tintColor", "contentMode",
    "userInteractionEnabled", "opaque", "exclusiveTouch", "multipleTouchEnabled",
    "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins",
    "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute", "overrideUserInterfaceStyle",
    "translatesAutoresizingMaskIntoConstraints", "restorationIdentifier", "isAccessibilityElement",
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
    "accessibilityTraits", "accessibilityViewIsModal", "accessibilityElementsHidden",
    "shouldGroupAccessibilityChildren", "enabled", "selected", "highlighted",
  ]

  /// Runtime attributes set with key-value coding on a class the linter knows (the library's
  /// or, with `--sources`, the app's): UIKit ignores a key the class lacks and logs "Failed to
  /// set (key) user defined inspected property"; SwiftMessages 4's keys name their successor.
  func checkRuntimeAttributes(_ object: XibObject, messageNib: Bool) -> [Diagnostic] {
    if case .uikit = catalog.resolve(object) { return messageNib ? checkPlainViewAttributes(object) : [] }
    guard case .known(let owner) = catalog.resolve(object), catalog.isComplete(owner) else { return [] }
    let name = owner.name
    let inspectables = catalog.inspectables(of: owner)
    return object.runtimeAttributes.compactMap { attribute in
      let key = attribute.keyPath
      guard !key.contains("."), !inspectables.contains(key), !Self.commonViewKeys.contains(key)
      else { return nil }
      let ignored =
        "UIKit ignores it and logs \"Failed to set (\(key)) user defined inspected property on "
        + "(\(name))\""
      if let successor = KnownClasses.retiredInspectables[key], catalog.isKind(owner, of: "BaseView") {
        return Diagnostic(
          line: attribute.line, rule: .unknownRuntimeAttribute,
          message: "runtime attribute \"\(key)\" is SwiftMessages 4's; 5.0 replaced it with the "
            + "layout margin additions, so \(ignored); remove it and set \(successor) instead if "
            + "the margin is still needed")
      }
      let closest = Suggestion.closest(to: key, in: inspectables)
      let suggestion = closest.map { " (did you mean \($0)?)" }
      let list = inspectables.isEmpty ? "none" : inspectables.joined(separator: ", ")
      // A near miss is a typo. Any other key may come from an app extension on UIView
      // (`cornerRadius`, `borderWidth`…), which only the app's sources can rule out.
      let unverifiable = closest == nil && catalog.app == nil
      let unless =
        unverifiable
        ? "unless a UIKit superclass or an extension of the app has that key (pass --sources DIR "
          + "to check)"
        : "unless a UIKit superclass has that key"
      return Diagnostic(
        line: attribute.line, rule: .unknownRuntimeAttribute,
        message: "runtime attribute \"\(key)\" is not an inspectable property of \(name)"
          + "\(suggestion ?? ""); \(unless), \(ignored); inspectables of \(name): \(list)",
        severity: unverifiable ? .note : nil)
    }
  }

  /// A plain `<view>` in a SwiftMessages nib with a runtime attribute only a library class has (a
  /// leftover `cornerRadius`), which UIKit ignores: a note without the app's sources (an extension
  /// may add the key), a warning with them.
  func checkPlainViewAttributes(_ object: XibObject) -> [Diagnostic] {
    guard object.elementName == "view" else { return [] }
    let plain = catalog.inspectables(of: ClassCatalog.Ancestor(name: "UIView", origin: .other))
    return object.runtimeAttributes.compactMap { attribute in
      let key = attribute.keyPath
      guard !plain.contains(key), !Self.commonViewKeys.contains(key),
        let owner = catalog.library.classes.first(where: { $0.inspectables.contains(key) })
      else { return nil }
      let unless =
        catalog.app == nil
        ? "unless the app adds \(key) to every UIView in an extension (pass --sources DIR to check), "
        : ""
      return Diagnostic(
        line: attribute.line, rule: .unknownRuntimeAttribute,
        message: "runtime attribute \"\(key)\" is \(owner.name)'s, but \(object.displayName) is a plain "
          + "UIView (was its class removed?); \(unless)UIKit ignores it and logs \"Failed to set "
          + "(\(key)) user defined inspected property on (UIView)\"; set the view's class to "
          + "\(owner.name) or remove the attribute",
        severity: catalog.app == nil ? .note : .warning)
    }
  }
}
