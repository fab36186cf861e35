import Foundation

/// Reads Swift sources from tokens for what Interface Builder can connect (classes, superclasses,
/// outlets, inspectables), so comments, strings and regexes neither hide nor fake declarations. No
/// compiler: both `#if` branches are read, aliases and macros unseen; malformed input only yields
/// fewer declarations. The result is the app's table for ``NibLinter/appClasses`` (module `App`),
/// names as written (`Outer.Inner`, superclasses without generic arguments), without local types
/// or Swift root classes. Protocols look like classes (`class Token: Hashable` ends its chain at
/// `Hashable`); a class declared twice keeps its first superclass.
package enum SwiftClassScanner {
  /// The classes in `source`, one Swift file's text; `file` names it in their
  /// ``KnownClasses/Class/declaration``.
  package static func scan(source: String, file: String) -> KnownClasses {
    var declarations = KnownClasses(module: "App", classes: [])
    SwiftDeclarationReader.read(SwiftTokenizer.tokens(of: source), file: file, into: &declarations)
    declarations.finishScan()
    return declarations
  }

  /// The declarations in every `*.swift` under `directory`, in path order, skipping hidden and
  /// dependency folders (``AppFolder/dependencyFolders``) and not following directory symlinks;
  /// unreadable or non-UTF-8 files go to ``KnownClasses/skippedFiles``.
  package static func scan(directory: URL) throws -> KnownClasses {
    let root = directory.path
    guard AppFolder.isDirectory(root), let entries = AppFolder.entries(under: root)
    else { throw SwiftSourceScanError.notADirectory(path: root) }
    let relativePaths = entries.filter { !$0.isDirectory && $0.path.hasSuffix(".swift") }.map(\.path)
    let separator = root.hasSuffix("/") ? "" : "/"
    var declarations = KnownClasses(module: "App", classes: [])
    for relativePath in relativePaths.sorted() {
      let path = root + separator + relativePath
      guard let data = FileManager.default.contents(atPath: path) else {
        declarations.skippedFiles.append(.unreadableFile(path: path))
        continue
      }
      guard let source = String(data: data, encoding: .utf8) else {
        declarations.skippedFiles.append(.notUTF8(path: path))
        continue
      }
      SwiftDeclarationReader.read(SwiftTokenizer.tokens(of: source), file: path, into: &declarations)
    }
    declarations.finishScan()
    return declarations
  }
}

// MARK: - Recording what SwiftDeclarationReader finds

extension KnownClasses {
  /// Records class `name` unless a class of that name is known.
  mutating func addClass(name: String, superclass: String, location: SwiftSourceLocation, objcName: String?) {
    guard !classes.contains(where: { $0.name == name }) else { return }
    classes.append(Class(name: name, superclass: superclass, declaration: location, objcName: objcName))
  }

  /// Records outlet `name` of class `owner` (a recorded class) unless it has an outlet of that
  /// name. An outlet's type drops `!`, `?` and `Optional`, a collection has its element's type,
  /// and protocol, existential or unreadable types are `nil` (any object).
  mutating func addOutlet(name: String, type: String?, to owner: String) {
    guard let index = classes.firstIndex(where: { $0.name == owner }),
      !classes[index].outlets.contains(where: { $0.name == name })
    else { return }
    classes[index].outlets.append(Outlet(name: name, type: type))
  }

  /// Records inspectable `name` of class `owner` (a recorded class) unless it has one.
  mutating func addInspectable(name: String, to owner: String) {
    guard let index = classes.firstIndex(where: { $0.name == owner }),
      !classes[index].inspectables.contains(name)
    else { return }
    classes[index].inspectables.append(name)
  }

  /// Records inspectable `name` added to `extended` (without generic arguments) by an extension;
  /// outlets in extensions are not recorded.
  mutating func addExtensionInspectable(name: String, to extended: String) {
    guard extensionInspectables[extended]?.contains(name) != true else { return }
    extensionInspectables[extended, default: []].append(name)
  }

  /// Once every file is read: makes outlets typed by a scanned protocol (named in full or by its
  /// last component, as code inside the enclosing type writes it) accept any object, and moves
  /// the inspectables extensions add to scanned classes into those classes.
  mutating func finishScan() {
    let protocolNames = protocols.union(
      protocols.compactMap { $0.split(separator: ".").last.map(String.init) })
    for classIndex in classes.indices {
      for outletIndex in classes[classIndex].outlets.indices {
        if let type = classes[classIndex].outlets[outletIndex].type, protocolNames.contains(type) {
          classes[classIndex].outlets[outletIndex].type = nil
        }
      }
      let name = classes[classIndex].name
      for added in extensionInspectables[name] ?? [] where !classes[classIndex].inspectables.contains(added) {
        classes[classIndex].inspectables.append(added)
      }
    }
    for name in classes.map(\.name) { extensionInspectables[name] = nil }
  }
}
