import Foundation

/// One problem the linter found, rendered like a compiler diagnostic so editors and CI logs
/// can jump to it: `CardView.xib:42:13: error: message`. Encodes (for `lint --format json`) as its
/// fields, the severity and rule by their raw values.
package struct Diagnostic: Sendable, Equatable, CustomStringConvertible, Encodable {
  /// How serious the problem is.
  package enum Severity: String, Sendable, Encodable {
    /// A note: something the linter could not verify (an app class it has no sources for).
    /// Never fails a run.
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
  /// The severity.
  package var severity: Severity
  /// The rule that produced the diagnostic.
  package var rule: LintRule
  /// The explanation.
  package var message: String

  /// Creates a diagnostic; the file defaults to none (a linter's finding before the file is
  /// attached), the column to 1 and the severity to the rule's.
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
