import Foundation

/// One problem the linter found, rendered like a compiler diagnostic so editors and CI logs
/// can jump to it: `CardView.xib:42:13: error: message`. Encodes (for `lint --format json`) as its
/// fields, the severity and rule by their raw values.
package struct Diagnostic: Sendable, Equatable, CustomStringConvertible, Encodable {
  package enum Severity: String, Sendable, Encodable {
    /// Something the linter could not verify (an app class it has no sources for); never fails a run.
    case note
    /// A warning: the nib loads, but something will not behave as intended.
    case warning
    /// An error: the nib fails to load, crashes, or silently loses content.
    case error
  }

  /// The file name or path as given to the linter.
  package var file: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column: where the element's start tag begins, or where the XML parser
  /// stopped for malformed files. 1 when unknown.
  package var column: Int
  package var severity: Severity
  package var rule: LintRule
  package var message: String

  /// Creates a diagnostic; no file until the linter attaches one.
  package init(
    file: String = "", line: Int, column: Int = 1, rule: LintRule, message: String, severity: Severity? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.rule = rule
    self.message = message
    self.severity = severity ?? rule.severity
  }

  /// `file:line:column: severity: message`, the form compilers print and editors link.
  package var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
