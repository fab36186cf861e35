import Foundation
import SwiftMessagesPreview

/// `swiftmessages lint [--expect CLASS] FILE...`: checks XIBs with ``NibLinter``.
///
/// Prints one diagnostic per line (`file:line: error: message`) and a summary. Exits 0 when
/// there is no error, 1 when any file has an error, 2 on usage errors (no file, an unknown
/// option, a missing option value, a file that cannot be read).
enum LintCommand {
  /// Reads a file's bytes; injected so tests can supply files without touching the disk.
  typealias FileReader = (String) throws -> Data

  static let usage = """
    USAGE: swiftmessages lint [--expect CLASS] FILE...

    Checks Interface Builder XIBs (for example copies of SwiftMessages' MessageView.xib or
    CardView.xib) for the mistakes that make them fail at run time: unknown classes or
    modules, outlets the class does not have or wired to the wrong kind of view, references to
    ids that do not exist, duplicate ids, and warnings such as labels that ignore Dynamic Type.

    OPTIONS:
      --expect CLASS  Also check that the top-level view is CLASS (or a subclass), the type
                      viewFromNib will be asked for, e.g. MessageView or MyApp.AlertView.
      -h, --help      Show this help.

    Prints file:line: error|warning: message lines and a summary.
    Exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file.

    EXAMPLES:
      swift run swiftmessages lint Resources/Nibs/*.xib
      swift run swiftmessages lint --expect MessageView MyApp/CardView.xib

    """

  /// Runs the command with the arguments after `lint`.
  static func run(_ arguments: [String], readFile: FileReader = readFromDisk) -> CommandLineTool.Outcome {
    var expected: String?
    var files: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        files.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "-h" || argument == "--help" {
        return CommandLineTool.Outcome(status: 0, output: usage, error: "")
      } else if argument == "--expect" {
        guard index < arguments.count, !arguments[index].hasPrefix("-") else {
          return usageError("option '--expect' needs a class name, e.g. --expect MessageView")
        }
        expected = arguments[index]
        index += 1
      } else if argument.hasPrefix("--expect=") {
        let value = String(argument.dropFirst("--expect=".count))
        guard !value.isEmpty else {
          return usageError("option '--expect' needs a class name, e.g. --expect MessageView")
        }
        expected = value
      } else {
        return usageError("unknown option '\(argument)' for 'lint'")
      }
    }
    guard !files.isEmpty else { return usageError("no files to lint") }

    var contents: [(String, Data)] = []
    for file in files {
      do {
        contents.append((file, try readFile(file)))
      } catch {
        return CommandLineTool.Outcome(
          status: 2, output: "", error: "error: cannot read '\(file)': \(describe(error, file: file))\n")
      }
    }

    let linter = NibLinter(expectedClass: expected)
    let diagnostics = contents.flatMap { linter.lint(data: $0.1, file: $0.0) }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    var output = diagnostics.map { "\($0)\n" }.joined()
    output += "\(count(errors, "error")), \(count(warnings, "warning")) in \(count(files.count, "file"))\n"
    return CommandLineTool.Outcome(status: errors > 0 ? 1 : 0, output: output, error: "")
  }

  static func usageError(_ message: String) -> CommandLineTool.Outcome {
    CommandLineTool.Outcome(status: 2, output: "", error: "error: \(message)\n\n" + usage)
  }

  static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }

  /// Reads `path` from disk (`-` reads standard input).
  static func readFromDisk(_ path: String) throws -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// A short reason: no such file, a directory, or not readable.
  static func describe(_ error: any Error, file: String) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
      return "no such file"
    }
    if isDirectory.boolValue { return "it is a directory" }
    if let error = error as? LocalizedError, let reason = error.errorDescription { return reason }
    return "the file is not readable"
  }
}
