import Foundation
import SwiftMessagesPreview

/// `swiftmessages lint [--expect CLASS] [--format text|json] PATH...`: lints XIBs with
/// ``NibLinter``, reporting paths it cannot lint without stopping. Exits 0 without errors, 1 when a
/// file has an error, 2 on usage errors or unlintable paths (``LintReport/status``).
enum LintCommand {
  /// Reads a file's bytes (`-` is standard input) and throws when it cannot; injected so
  /// tests can supply files without touching the disk. A ``LintFileReader/Failure``'s reason
  /// is printed as is.
  typealias FileReader = (String) throws -> Data

  /// The name diagnostics give standard input (`-`).
  static let standardInputName = "<stdin>"

  /// The message for a directory without `.xib` files.
  static let emptyDirectoryMessage = "no .xib files in this directory"

  static let usage = """
    USAGE: swiftmessages lint [--expect CLASS] [--sources DIR] [--format text|json] PATH...

    Checks Interface Builder XIBs (for example copies of SwiftMessages' MessageView.xib or
    CardView.xib) for the mistakes that make them fail at run time: unknown classes or
    modules, outlets the class does not have or wired to the wrong kind of view, references to
    ids that do not exist, duplicate ids, and warnings such as labels that ignore Dynamic Type.

    ARGUMENTS:
      PATH            A .xib file, a directory, or - for standard input (named <stdin> in
                      diagnostics). A directory is searched recursively for .xib files, in
                      sorted order; hidden directories and files (.git, .build, ...) and
                      dependency folders (Pods, Carthage, SourcePackages, DerivedData) are
                      skipped and symbolic links to directories inside it are not followed.
                      Put -- before paths that begin with -.

    OPTIONS:
      --expect CLASS  Also check that the top-level view is CLASS (or a subclass), the type
                      viewFromNib will be asked for, e.g. MessageView or MyApp.AlertView.
      --sources DIR   Read the app's Swift files under DIR for classes such as
                      'class AlertView: MessageView' and their @IBOutlets and
                      @IBInspectables, so nibs using app subclasses are checked like the
                      library's classes (outlets the subclass lacks are errors, --expect
                      knows the subclass) and its asset catalogues and images are
                      known. Without it, an app class --expect cannot verify gives
                      a note, not an error.
      --format FORMAT text (the default): file:line:column: severity: message lines and a
                      summary line on standard output.
                      json: one JSON document on standard output (below).
      -h, --help      Show this help.

    A path that cannot be linted does not stop the run: a missing or unreadable file, a file
    larger than \(LintFileReader.defaultLimit >> 20) MiB, or a directory without .xib files is reported as
    "PATH: error: MESSAGE" on standard error (text) or in "unreadable" (json), and counted
    in the summary: "1 error, 2 warnings in 5 files; 1 path could not be read". Notes (things
    the linter cannot verify) are counted only when there are some: "..., 3 notes in ...".

    JSON (keys sorted; "files" counts the files linted):
      {"diagnostics": [{"file": "Card.xib", "line": 12, "column": 5,
                        "severity": "error|warning|note", "rule": "wrong-module",
                        "message": "..."}],
       "summary": {"files": 1, "errors": 1, "warnings": 0, "notes": 0, "unreadable": 1},
       "unreadable": [{"path": "Gone.xib", "message": "cannot read: no such file"}]}

    EXIT STATUS:
      0   no errors (warnings and notes do not fail a run)
      1   errors found
      2   usage error, or a path could not be linted
      74  the output could not be written

    EXAMPLES:
      swift run swiftmessages lint MyApp/Resources
      swift run swiftmessages lint --expect MessageView MyApp/Nibs/CardView.xib
      swift run swiftmessages lint --expect MessageView --sources MyApp MyApp/Resources
      swift run swiftmessages lint --format json MyApp > lint.json

    """

  static func run(
    _ arguments: [String], readFile: FileReader = LintFileReader().read
  ) -> CommandLineTool.Outcome {
    let parsed = LintOptions.parse(arguments)
    guard case .run(let options) = parsed else { return parsed.stop(command: "lint", usage: usage) }
    if let sources = options.sourcesDirectory, !AppFolder.isDirectory(sources) {
      return CommandLineTool.usageError(
        "option '--sources' needs a directory; '\(sources)' is none", command: "lint", usage: usage)
    }

    let (linter, skippedSources) = makeLinter(
      expectedClass: options.expectedClass, sourcesDirectory: options.sourcesDirectory)
    var report = LintReport()
    report.sourceWarnings = skippedSources
    for entry in XibFinder.entries(for: options.paths) {
      switch entry {
      case .emptyDirectory(let directory):
        report.unreadable.append(.init(path: directory, message: emptyDirectoryMessage))
      case .file(let path):
        // One file in memory at a time.
        do {
          let data = try readFile(path)
          let name = path == "-" ? standardInputName : path
          var fileLinter = linter
          fileLinter.translations = path == "-" ? nil : NibTranslations.read(forNibAt: path)
          report.diagnostics += fileLinter.lint(data: data, file: name)
          report.files += 1
        } catch {
          report.unreadable.append(.init(path: path, message: "cannot read: \(describe(error))"))
        }
      }
    }
    switch options.format {
    case .text: return report.text()
    case .json: return report.json()
    }
  }

  /// The linter for `--expect` and `--sources` (app Swift sources read with ``SwiftClassScanner``),
  /// with the Swift files that could not be read (reported, not fatal).
  static func makeLinter(expectedClass: String?, sourcesDirectory: String?) -> (
    linter: NibLinter, skipped: [String]
  ) {
    guard let sourcesDirectory else { return (NibLinter(expectedClass: expectedClass), []) }
    do {
      let folder = URL(fileURLWithPath: sourcesDirectory)
      let appClasses = try SwiftClassScanner.scan(directory: folder)
      var linter = NibLinter(expectedClass: expectedClass, appClasses: appClasses)
      linter.appImageNames = AppFolder.imageNames(in: folder)
      return (linter, appClasses.skippedFiles.map(\.description))
    } catch {
      return (NibLinter(expectedClass: expectedClass), ["\(sourcesDirectory): \(error)"])
    }
  }

  /// A short reason for a read failure: a localized error's description, else the error's own
  /// (a ``LintFileReader/Failure``'s reason).
  static func describe(_ error: any Error) -> String {
    if let error = error as? LocalizedError, let reason = error.errorDescription { return reason }
    return "\(error)"
  }
}

/// The parsed arguments of `swiftmessages lint`.
struct LintOptions: Equatable {
  /// How the results are printed.
  enum Format: String, CaseIterable {
    /// `file:line:column: severity: message` lines and a summary line. The default.
    case text
    /// One JSON document (see ``LintReport/json()``).
    case json

    /// `text or json`.
    static var names: String { allCases.map(\.rawValue).joined(separator: " or ") }
  }

  /// `--expect CLASS`: the class the top-level view must be. `nil` by default.
  var expectedClass: String?
  /// `--format text|json`. ``Format/text`` by default.
  var format = Format.text
  /// `--sources DIR`: the app's sources. `nil` by default.
  var sourcesDirectory: String?
  /// The files and directories, in the order given (`-` is standard input).
  var paths: [String] = []

  static func parse(_ arguments: [String]) -> ParsedArguments<Self> {
    let parsed = ArgumentScanner.parse(
      arguments, command: "lint", into: LintOptions(),
      valued: [
        "--expect": "a class name, e.g. --expect MessageView",
        "--format": "\(Format.names), e.g. --format json", "--sources": "a directory, e.g. --sources MyApp",
      ]
    ) { options, item in
      switch item {
      case .positional(let path): options.paths.append(path)
      case .option("--expect", let value): options.expectedClass = value
      case .option("--format", let value):
        guard let format = Format(rawValue: value) else {
          return "unknown format '\(value)' for '--format' (use \(Format.names))"
        }
        options.format = format
      case .option(_, let value): options.sourcesDirectory = value
      case .flag: break
      }
      return nil
    }
    if case .run(let options) = parsed, options.paths.isEmpty { return .usageError("no files to lint") }
    return parsed
  }
}
