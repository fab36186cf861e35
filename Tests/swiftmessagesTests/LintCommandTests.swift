import Foundation
import Testing

@testable import swiftmessages

@Suite struct LintCommandTests {
  /// The linter fixtures of the preview tests, read from disk like a user's files.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("SwiftMessagesPreviewTests/Fixtures")

  func fixture(_ name: String) -> String {
    Self.fixtures.appendingPathComponent("\(name).xib").path
  }

  @Test func topLevelHelpListsLint() {
    let outcome = CommandLineTool.run(["--help"])
    #expect(outcome.output.contains("lint        Check Interface Builder XIBs"))
    #expect(outcome.output.contains("swift run swiftmessages lint --expect MessageView"))
  }

  @Test func lintHelpDescribesOptionsAndExitStatus() {
    for flag in ["-h", "--help"] {
      let outcome = CommandLineTool.run(["lint", flag])
      #expect(outcome.status == 0)
      #expect(outcome.output.hasPrefix("USAGE: swiftmessages lint [--expect CLASS] FILE..."))
      #expect(outcome.output.contains("Exit status: 0 no errors, 1 errors found, 2 usage error"))
    }
  }

  @Test func cleanFileExitsZeroWithASummary() {
    let outcome = CommandLineTool.run(["lint", fixture("clean")])
    #expect(outcome.status == 0)
    #expect(outcome.output == "0 errors, 0 warnings in 1 file\n")
    #expect(outcome.error.isEmpty)
  }

  @Test func errorsArePrintedOnePerLineAndExitOne() {
    let path = fixture("wrong-module")
    let outcome = CommandLineTool.run(["lint", path])
    #expect(outcome.status == 1)
    #expect(
      outcome.output
        == "\(path):12: error: class MessageView needs customModule=\"SwiftMessages\" (found "
        + "\"MyApp\"); a nib copied into an app must keep the module so the class resolves\n"
        + "1 error, 0 warnings in 1 file\n")
  }

  @Test func warningsAloneExitZero() {
    let outcome = CommandLineTool.run(["lint", fixture("dynamic-type-not-live")])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains(":16: warning: label Body Label"))
    #expect(outcome.output.hasSuffix("0 errors, 1 warning in 1 file\n"))
  }

  @Test func summaryCountsEveryFile() {
    let files = ["clean", "unknown-outlet", "duplicate-id", "image-not-in-app"].map(fixture)
    let outcome = CommandLineTool.run(["lint"] + files)
    #expect(outcome.status == 1)
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines.last == "2 errors, 1 warning in 4 files")
  }

  @Test func expectIsPassedToTheLinter() {
    let mismatch = CommandLineTool.run(["lint", "--expect", "MyMessageView", fixture("clean")])
    #expect(mismatch.status == 1)
    #expect(mismatch.output.contains("but viewFromNib will be asked for MyMessageView"))
    let match = CommandLineTool.run(["lint", "--expect=SwiftMessages.MessageView", fixture("clean")])
    #expect(match.status == 0)
  }

  @Test func filesCanComeFromAnInjectedReader() {
    let files = ["-odd.xib": Data("<document".utf8)]
    let outcome = LintCommand.run(["--", "-odd.xib"]) { path in
      guard let data = files[path] else { throw CocoaError(.fileNoSuchFile) }
      return data
    }
    #expect(outcome.status == 1)
    #expect(outcome.output.hasPrefix("-odd.xib:1: error: malformed XML:"))
  }

  @Test func noFilesIsAUsageError() {
    let outcome = CommandLineTool.run(["lint"])
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error.hasPrefix("error: no files to lint\n"))
    #expect(outcome.error.contains("USAGE: swiftmessages lint"))
  }

  @Test func unknownFlagIsAUsageError() {
    let outcome = CommandLineTool.run(["lint", "--fix", fixture("clean")])
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error.hasPrefix("error: unknown option '--fix' for 'lint'"))
  }

  @Test(arguments: [["--expect"], ["--expect", "-h"], ["--expect="]])
  func expectWithoutAClassIsAUsageError(arguments: [String]) {
    let outcome = CommandLineTool.run(["lint"] + arguments)
    #expect(outcome.status == 2)
    #expect(outcome.error.hasPrefix("error: option '--expect' needs a class name"))
  }

  @Test func missingFileIsNamed() {
    let outcome = CommandLineTool.run(["lint", fixture("clean"), "/nonexistent/CardView.xib"])
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error == "error: cannot read '/nonexistent/CardView.xib': no such file\n")
  }

  @Test func directoryIsNotReadableAsAFile() {
    let outcome = CommandLineTool.run(["lint", Self.fixtures.path])
    #expect(outcome.status == 2)
    #expect(outcome.error == "error: cannot read '\(Self.fixtures.path)': it is a directory\n")
  }
}
