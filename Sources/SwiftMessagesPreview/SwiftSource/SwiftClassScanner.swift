import Foundation

/// Reads Swift sources from tokens for what Interface Builder can connect (classes, superclasses,
/// outlets, inspectables), so comments, strings and regexes neither hide nor fake declarations. No
/// compiler: both `#if` branches are read, aliases and macros unseen; malformed input only yields
/// fewer declarations.
package enum SwiftClassScanner {
  /// The declarations in `source`, one Swift file's text; `file` names it in
  /// ``SwiftTypeDeclarations/locations``.
  package static func scan(source: String, file: String) -> SwiftTypeDeclarations {
    var declarations = SwiftTypeDeclarations()
    SwiftDeclarationReader.read(SwiftTokenizer.tokens(of: source), file: file, into: &declarations)
    declarations.acceptAnyObjectInProtocolOutlets()
    return declarations
  }

  /// The declarations in every `*.swift` under `directory`, in path order, skipping hidden and
  /// dependency folders (``AppFolder/dependencyFolders``) and not following directory symlinks;
  /// unreadable or non-UTF-8 files go to ``SwiftTypeDeclarations/skippedFiles``.
  package static func scan(directory: URL) throws -> SwiftTypeDeclarations {
    let root = directory.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
      let enumerator = FileManager.default.enumerator(atPath: root)
    else { throw SwiftSourceScanError.notADirectory(path: root) }
    var relativePaths: [String] = []
    while let relativePath = enumerator.nextObject() as? String {
      let type = enumerator.fileAttributes?[.type] as? FileAttributeType
      let name = (relativePath as NSString).lastPathComponent
      if AppFolder.skips(name) {
        if type == .typeDirectory { enumerator.skipDescendants() }
      } else if type != .typeDirectory, name.hasSuffix(".swift") {
        relativePaths.append(relativePath)
      }
    }
    let separator = root.hasSuffix("/") ? "" : "/"
    var declarations = SwiftTypeDeclarations()
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
    declarations.acceptAnyObjectInProtocolOutlets()
    return declarations
  }
}
