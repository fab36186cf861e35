import Foundation
import SwiftMessagesPreview

/// What a `swiftmessages lint` run found, and its two renderings: text and JSON.
struct LintReport: Equatable {
  /// A path that could not be linted: a file that could not be read, or a directory without
  /// `.xib` files.
  struct Unreadable: Equatable, Codable {
    /// The path as given or found.
    var path: String
    /// Why: `cannot read: no such file`, `no .xib files in this directory`, ….
    var message: String
  }

  /// The number of files read and linted.
  var files = 0
  /// Every file's diagnostics, file by file in the order linted.
  var diagnostics: [Diagnostic] = []
  /// The paths that could not be linted, in the order met.
  var unreadable: [Unreadable] = []
  /// The Swift files under `--sources` that could not be read, with why: printed on standard
  /// error in both formats; they do not change the exit status.
  var sourceWarnings: [String] = []

  /// `warning: --sources: …` lines for standard error.
  var sourceWarningLines: String {
    sourceWarnings.map { "warning: --sources: \($0)\n" }.joined()
  }

  func count(_ severity: Diagnostic.Severity) -> Int {
    diagnostics.filter { $0.severity == severity }.count
  }

  /// 2 when a path could not be linted, else 1 when there is an error, else 0. Warnings and
  /// notes never fail a run.
  var status: Int32 {
    if !unreadable.isEmpty { return 2 }
    return count(.error) > 0 ? 1 : 0
  }

  /// `2 errors, 1 warning in 4 files`, with `, 3 notes` after the warnings when there are
  /// notes and `; 1 path could not be read` at the end when a path could not be linted.
  var summary: String {
    var text = "\(Self.count(count(.error), "error")), \(Self.count(count(.warning), "warning"))"
    let notes = count(.note)
    if notes > 0 { text += ", \(Self.count(notes, "note"))" }
    text += " in \(Self.count(files, "file"))"
    if !unreadable.isEmpty { text += "; \(Self.count(unreadable.count, "path")) could not be read" }
    return text
  }

  /// The text rendering: one `file:line:column: severity: message` line per diagnostic and the
  /// ``summary`` on standard output, one `path: error: message` line per unreadable path on
  /// standard error.
  func text() -> CommandLineTool.Outcome {
    let output = diagnostics.map { "\($0)\n" }.joined() + summary + "\n"
    let error = sourceWarningLines + unreadable.map { "\($0.path): error: \($0.message)\n" }.joined()
    return CommandLineTool.Outcome(status: status, output: output, error: error)
  }

  /// The JSON rendering, one document on standard output with sorted keys: `diagnostics` (`column`,
  /// `file`, `line`, `message`, `rule`, `severity`), `summary` (`errors`, `files`, `notes`,
  /// `unreadable`, `warnings`) and `unreadable` (`message`, `path`).
  func json() -> CommandLineTool.Outcome {
    let document = JSONDocument(
      diagnostics: diagnostics,
      summary: [
        "files": files, "errors": count(.error), "warnings": count(.warning), "notes": count(.note),
        "unreadable": unreadable.count,
      ],
      unreadable: unreadable)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let data = try encoder.encode(document)
      return CommandLineTool.Outcome(
        status: status, output: String(decoding: data, as: UTF8.self) + "\n", error: sourceWarningLines)
    } catch {
      // Unreachable in practice (no floating-point values); 70 is EX_SOFTWARE (sysexits.h).
      return CommandLineTool.Outcome(status: 70, error: "error: cannot encode the JSON report: \(error)\n")
    }
  }

  /// `1 file`, `2 files`.
  static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }

  /// The JSON document's shape; the summary's counts by name.
  struct JSONDocument: Encodable {
    var diagnostics: [Diagnostic]
    var summary: [String: Int]
    var unreadable: [Unreadable]
  }
}
