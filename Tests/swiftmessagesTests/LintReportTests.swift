import Foundation
import SwiftMessagesPreview
import Testing

@testable import swiftmessages

@Suite struct LintReportTests {
  func diagnostic(
    _ severity: Diagnostic.Severity, file: String = "Card.xib", line: Int = 3, message: String = "m"
  ) -> Diagnostic {
    let rule: LintRule = severity == .warning ? .dynamicTypeNotLive : .unknownOutlet
    return Diagnostic(
      file: file, line: line, column: 5, rule: rule, message: message, severity: severity)
  }

  @Test func notesAppearInTheSummaryOnlyWhenThereAreSome() {
    var report = LintReport(files: 2, diagnostics: [diagnostic(.error), diagnostic(.warning)])
    #expect(report.summary == "1 error, 1 warning in 2 files")
    report.diagnostics += [diagnostic(.note), diagnostic(.note)]
    #expect(report.summary == "1 error, 1 warning, 2 notes in 2 files")
    report.diagnostics.removeLast()
    #expect(report.summary == "1 error, 1 warning, 1 note in 2 files")
  }

  @Test func unreadablePathsAreCountedInTheSummary() {
    var report = LintReport(files: 1)
    report.unreadable = [.init(path: "Gone.xib", message: "cannot read: no such file")]
    #expect(report.summary == "0 errors, 0 warnings in 1 file; 1 path could not be read")
    report.unreadable.append(.init(path: "Empty", message: "no .xib files in this directory"))
    #expect(report.summary == "0 errors, 0 warnings in 1 file; 2 paths could not be read")
  }

  @Test func unreadablePathsWinOverErrorsAndNotesNeverFailARun() {
    #expect(LintReport(files: 1, diagnostics: [diagnostic(.note)]).status == 0)
    #expect(LintReport(files: 1, diagnostics: [diagnostic(.warning), diagnostic(.note)]).status == 0)
    #expect(LintReport(files: 1, diagnostics: [diagnostic(.error)]).status == 1)
    let unreadable = [LintReport.Unreadable(path: "Gone.xib", message: "cannot read: no such file")]
    #expect(LintReport(files: 0, unreadable: unreadable).status == 2)
    #expect(LintReport(files: 1, diagnostics: [diagnostic(.error)], unreadable: unreadable).status == 2)
  }

  @Test func textPutsDiagnosticsAndTheSummaryOnOutputAndUnreadablePathsOnError() {
    let report = LintReport(
      files: 1, diagnostics: [diagnostic(.note, message: "app class")],
      unreadable: [.init(path: "Gone.xib", message: "cannot read: no such file")])
    let outcome = report.text()
    #expect(
      outcome.output
        == "Card.xib:3:5: note: app class\n"
        + "0 errors, 0 warnings, 1 note in 1 file; 1 path could not be read\n")
    #expect(outcome.error == "Gone.xib: error: cannot read: no such file\n")
    #expect(outcome.status == 2)
  }

  @Test func jsonHasStableKeysAndCounts() throws {
    let report = LintReport(
      files: 2,
      diagnostics: [diagnostic(.error, message: "e"), diagnostic(.warning), diagnostic(.note)],
      unreadable: [.init(path: "Gone.xib", message: "cannot read: no such file")])
    let outcome = report.json()
    #expect(outcome.status == 2)
    #expect(outcome.error.isEmpty)

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["diagnostics", "summary", "unreadable"])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 3)
    for entry in diagnostics {
      #expect(Set(entry.keys) == ["file", "line", "column", "severity", "rule", "message"])
    }
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(Set(summary.keys) == ["files", "errors", "warnings", "notes", "unreadable"])
    let unreadable = try #require(object["unreadable"] as? [[String: Any]])
    #expect(unreadable.count == 1)
    #expect(Set(unreadable[0].keys) == ["path", "message"])

    let decoded = try LintJSON.parse(outcome.output)
    #expect(
      decoded.diagnostics[0]
        == .init(
          file: "Card.xib", line: 3, column: 5, severity: "error", rule: "unknown-outlet",
          message: "e"))
    #expect(decoded.diagnostics.map(\.severity) == ["error", "warning", "note"])
    #expect(decoded.diagnostics[1].rule == "dynamic-type-not-live")
    #expect(decoded.summary == .init(files: 2, errors: 1, warnings: 1, notes: 1, unreadable: 1))
    #expect(decoded.unreadable == [.init(path: "Gone.xib", message: "cannot read: no such file")])
  }

  @Test func jsonKeysAreSortedSoTheOutputIsStable() {
    let output = LintReport(files: 1, diagnostics: [diagnostic(.error)]).json().output
    let keys = ["\"column\"", "\"file\"", "\"line\"", "\"message\"", "\"rule\"", "\"severity\""]
    let offsets = keys.compactMap { output.range(of: $0)?.lowerBound }
    #expect(offsets.count == keys.count)
    #expect(offsets == offsets.sorted())
    #expect(output.hasSuffix("}\n"))
  }

  @Test func jsonEscapesQuotesBackslashesAndControlCharactersAndKeepsNonASCII() throws {
    let message = "said \"hi\" in C:\\Nibs\nnext\tline \u{1} bell\u{7} café 🚀"
    let file = "My \"Nibs\"/Ca\\rd\r.xib"
    let outcome = LintReport(files: 1, diagnostics: [diagnostic(.error, file: file, message: message)])
      .json()
    let decoded = try LintJSON.parse(outcome.output)
    #expect(decoded.diagnostics.first?.message == message)
    #expect(decoded.diagnostics.first?.file == file)
    for escaped in [
      #"\"hi\""#, #"C:\\Nibs\nnext\tline"#, #"\u0001"#, #"\u0007"#, #"My \"Nibs\"/Ca\\rd\r.xib"#,
    ] {
      #expect(outcome.output.contains(escaped), "missing \(escaped)")
    }
    #expect(outcome.output.contains("café 🚀"))
    #expect(!outcome.output.contains("\u{1}"))
    #expect(outcome.output.split(separator: "\n").allSatisfy { !$0.contains("\r") })
  }

  @Test func jsonFromTheCommandListsDiagnosticsAndUnreadableFiles() throws {
    let bad = Fixture.path("wrong-module")
    let missing = "/nonexistent/CardView.xib"
    let outcome = CommandLineTool.run(["lint", "--format=json", bad, missing, Fixture.path("clean")])
    #expect(outcome.status == 2)
    #expect(outcome.error.isEmpty)
    let decoded = try LintJSON.parse(outcome.output)
    let expected = try Fixture.diagnostics("wrong-module")
    #expect(
      decoded.diagnostics
        == expected.map {
          .init(
            file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue,
            rule: $0.rule.rawValue, message: $0.message)
        })
    #expect(decoded.diagnostics.map(\.rule) == ["wrong-module"])
    #expect(decoded.summary == .init(files: 2, errors: 1, warnings: 0, notes: 0, unreadable: 1))
    #expect(decoded.unreadable == [.init(path: missing, message: "cannot read: no such file")])
  }

  @Test func jsonOfACleanRunHasEmptyArrays() throws {
    let outcome = CommandLineTool.run(["lint", "--format", "json", Fixture.path("clean")])
    #expect(outcome.status == 0)
    let decoded = try LintJSON.parse(outcome.output)
    #expect(decoded.diagnostics.isEmpty)
    #expect(decoded.unreadable.isEmpty)
    #expect(decoded.summary == .init(files: 1, errors: 0, warnings: 0, notes: 0, unreadable: 0))
  }
}
