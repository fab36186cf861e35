import Foundation

/// One problem the linter found, rendered like a compiler diagnostic so editors and CI logs
/// can jump to it: `CardView.xib:42: error: message`.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious the problem is.
  public enum Severity: String, Sendable, Equatable, Comparable {
    /// A warning: the nib loads, but something will not behave as intended.
    case warning
    /// An error: the nib fails to load, crashes, or silently loses content.
    case error

    /// Warnings order before errors.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .warning && rhs == .error }
  }

  /// The file name or path as given to the linter.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The severity.
  public var severity: Severity
  /// The rule that produced the diagnostic.
  public var rule: LintRule
  /// The explanation.
  public var message: String

  /// Creates a diagnostic; the severity defaults to the rule's.
  public init(file: String, line: Int, rule: LintRule, message: String, severity: Severity? = nil) {
    self.file = file
    self.line = line
    self.rule = rule
    self.message = message
    self.severity = severity ?? rule.severity
  }

  /// `file:line: error: message` or `file:line: warning: message`.
  public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}
