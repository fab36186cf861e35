import Foundation

extension SwiftTypeDeclarations {
  /// The app's classes as a table for ``NibLinter/appClasses``, each also under its `@objc(Name)`
  /// name (what a nib uses), with inspectables extensions add to other types as
  /// ``KnownClasses/extensionInspectables``.
  package func knownClasses(module: String = "App") -> KnownClasses {
    var classes: [KnownClasses.Class] = []
    var extended: [String: [String]] = [:]
    let names = Set(self.classes.map(\.name))
    for (type, inspectables) in extensionInspectables where !names.contains(type) {
      extended[type] = inspectables
    }
    for declared in self.classes {
      var entry = declared
      entry.declaration = locations[declared.name]?.description
      for added in extensionInspectables[declared.name] ?? [] where !entry.inspectables.contains(added) {
        entry.inspectables.append(added)
      }
      classes.append(entry)
      if let objcName = objcNames[declared.name], objcName != declared.name {
        entry.name = objcName
        classes.append(entry)
      }
    }
    return KnownClasses(module: module, classes: classes, extensionInspectables: extended)
  }
}
