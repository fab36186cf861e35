import Foundation

/// Reads Swift sources for what Interface Builder can connect: classes, their superclasses,
/// `@IBOutlet`s and `@IBInspectable`s, and the inspectables extensions add to other types.
/// The linter checks a nib's app classes with it as precisely as the library's own.
///
/// ```swift
/// let app = try SwiftClassScanner.scan(directory: URL(fileURLWithPath: "App/Sources"))
/// app["AlertView"]  // Class(name: "AlertView", superclass: "MessageView", outlets: [okButton: UIButton])
/// ```
///
/// It reads tokens, not lines: comments, string literals (multi-line, raw, with interpolations)
/// and `#/…/#` regexes hide nothing and fake nothing; braces are tracked, so nested types,
/// accessors (`didSet`) and functions are told apart; attributes and modifiers may come in any
/// order and across lines; both branches of `#if` are read. It is no compiler: it does not
/// evaluate `#if`, resolve type aliases, or see declarations that macros generate. See
/// ``SwiftTypeDeclarations`` for how names and types are recorded.
///
/// Any input is safe: the scanner never recurses on the input's nesting, and malformed or
/// truncated source (unbalanced braces, a comment or string that never ends) only yields fewer
/// declarations.
package enum SwiftClassScanner {
  /// The declarations in `source`, one Swift file's text; `file` names it in
  /// ``SwiftTypeDeclarations/locations``.
  package static func scan(source: String, file: String) -> SwiftTypeDeclarations {
    var declarations = SwiftTypeDeclarations()
    SwiftDeclarationReader.read(SwiftTokenizer.tokens(of: source), file: file, into: &declarations)
    declarations.acceptAnyObjectInProtocolOutlets()
    return declarations
  }

  /// The declarations in every `*.swift` file under `directory`, its subdirectories included,
  /// read in path order so the result does not depend on the file system.
  ///
  /// Hidden files and directories (`.build`, `.git`, `.swiftpm`) and dependency folders
  /// (``AppFolder/dependencyFolders``: `Pods`, `Carthage`…) are skipped, and symbolic
  /// links to directories are not followed. A file is named `directory.path` + `/` + its path
  /// inside the directory. A file that cannot be read, or is not UTF-8, is skipped and listed
  /// in ``SwiftTypeDeclarations/skippedFiles``; a subdirectory that cannot be listed contributes
  /// no files.
  ///
  /// - Throws: ``SwiftSourceScanError/notADirectory(path:)`` when `directory` does not exist or
  ///   is not a directory.
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
