import Foundation

extension NibLinter {
  /// Unknown SwiftMessages classes and SwiftMessages classes with the wrong module.
  func checkClasses(_ document: XibDocument) -> [Finding] {
    document.allObjects.compactMap(checkClass)
  }

  func checkClass(_ object: XibObject) -> Finding? {
    guard let name = object.customClass else { return nil }
    let module = knownClasses.module
    let known = knownClasses[name] != nil
    if object.customModule == module {
      guard !known else { return nil }
      let suggestion = Suggestion.closest(to: name, in: knownClasses.names).map {
        " (did you mean \($0)?)"
      }
      return Finding(
        line: object.line, rule: .unknownClass,
        message: "unknown class \(name) in module \(module)\(suggestion ?? ""); known classes: "
          + knownClasses.names.joined(separator: ", "))
    }
    guard known else { return nil }
    let found = object.customModule.map { "\"\($0)\"" } ?? "none"
    if object.inheritsModuleFromTarget {
      return Finding(
        line: object.line, rule: .moduleFromTarget,
        message: "class \(name) takes its module from the app target (\(found)), so the nib "
          + "instantiates the app's own \(name), not \(module).\(name); if this nib was copied "
          + "from \(module), set customModule=\"\(module)\" and untick \"Inherit Module From Target\"")
    }
    return Finding(
      line: object.line, rule: .wrongModule,
      message: "class \(name) needs customModule=\"\(module)\" (found \(found)); a nib copied "
        + "into an app must keep the module so the class resolves")
  }

  /// The known class an object instantiates, or `nil` for UIKit and app classes.
  ///
  /// A known class name whose module is inherited from the app target is the app's class.
  func knownClass(of object: XibObject) -> String? {
    guard let name = object.customClass, knownClasses[name] != nil else { return nil }
    if object.inheritsModuleFromTarget && object.customModule != knownClasses.module { return nil }
    return name
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

  /// Runtime attributes set with key-value coding: a key the class lacks raises
  /// `NSUnknownKeyException` while the nib loads.
  func checkRuntimeAttributes(_ document: XibDocument) -> [Finding] {
    document.allObjects.flatMap { object -> [Finding] in
      guard let name = knownClass(of: object) else { return [] }
      let inspectables = knownClasses.inspectables(of: name)
      return object.runtimeAttributes.compactMap { attribute in
        let key = attribute.keyPath
        guard !key.contains("."), !inspectables.contains(key), !Self.commonViewKeys.contains(key)
        else { return nil }
        let suggestion = Suggestion.closest(to: key, in: inspectables).map { " (did you mean \($0)?)" }
        let list = inspectables.isEmpty ? "none" : inspectables.joined(separator: ", ")
        return Finding(
          line: attribute.line, rule: .unknownRuntimeAttribute,
          message: "runtime attribute \"\(key)\" is not an inspectable property of \(name)"
            + "\(suggestion ?? ""); unless a UIKit superclass has that key, loading raises "
            + "NSUnknownKeyException; inspectables of \(name): \(list)")
      }
    }
  }
}
