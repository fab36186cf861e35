import Foundation
import SwiftMessagesPreview
import Testing

@testable import swiftmessages

@Suite struct LintCommandTests {
  @Test func topLevelHelpListsLint() {
    let outcome = CommandLineTool.run(["--help"])
    #expect(outcome.output.contains("lint        Check Interface Builder XIBs"))
    #expect(outcome.output.contains("swift run swiftmessages lint --expect MessageView"))
  }

  @Test func lintHelpDescribesPathsFormatsAndExitStatus() {
    for flag in ["-h", "--help"] {
      let outcome = CommandLineTool.run(["lint", flag])
      #expect(outcome.status == 0)
      #expect(
        outcome.output.hasPrefix(
          "USAGE: swiftmessages lint [--expect CLASS] [--sources DIR] [--format text|json] PATH...\n"))
      #expect(outcome.output.contains("--sources DIR   Read the app's Swift files under DIR"))
      #expect(outcome.output.contains("A .xib file, a directory, or - for standard input"))
      #expect(outcome.output.contains("--format FORMAT text (the default)"))
      #expect(outcome.output.contains("a file\nlarger than 64 MiB"))
      #expect(outcome.output.contains(#""unreadable": [{"path": "Gone.xib""#))
      #expect(outcome.output.contains("2   usage error, or a path could not be linted"))
      #expect(outcome.output.contains("74  the output could not be written"))
    }
  }

  @Test func cleanFileExitsZeroWithASummary() {
    let outcome = CommandLineTool.run(["lint", Fixture.path("clean")])
    #expect(outcome.status == 0)
    #expect(outcome.output == "0 errors, 0 warnings in 1 file\n")
    #expect(outcome.error.isEmpty)
  }

  @Test func diagnosticsArePrintedOnePerLineWithLineAndColumnAndExitOne() throws {
    let path = Fixture.path("wrong-module")
    let outcome = CommandLineTool.run(["lint", path])
    #expect(outcome.status == 1)
    #expect(outcome.output.hasPrefix("\(path):12:"))
    #expect(outcome.output.contains(": error: "))
    #expect(
      outcome.output
        == Fixture.lines(for: try Fixture.data("wrong-module"), file: path)
        + "1 error, 0 warnings in 1 file\n")
    #expect(outcome.error.isEmpty)
  }

  @Test func warningsAloneExitZero() throws {
    let path = Fixture.path("dynamic-type-not-live")
    let severities = try Fixture.diagnostics("dynamic-type-not-live").map(\.severity)
    #expect(severities.contains(.warning) && !severities.contains(.error))
    let outcome = CommandLineTool.run(["lint", path])
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("\(path):16:"))
    #expect(outcome.output.contains(": warning: "))
    #expect(outcome.output.hasSuffix(" in 1 file\n"))
  }

  /// A folder walk reads each localized nib's tables: the Base.lproj copy whose German table
  /// lacks a text is warned about; the same nib outside any .lproj folder is not.
  @Test func aLocalizedNibsTablesAreReadForItsTexts() throws {
    let app = try TemporaryDirectory()
    defer { app.remove() }
    let nib = try Data(contentsOf: URL(fileURLWithPath: Fixture.path("clean")))
    let localized = try app.write("App/Base.lproj/Alert.xib", nib)
    try app.write("App/de.lproj/Alert.strings", Data(#""unrelated" = "x";"#.utf8))
    try app.write("Other/Alert.xib", nib)
    let outcome = CommandLineTool.run(["lint", app.path])
    let untranslated = outcome.output.split(separator: "\n").filter { $0.contains("has no translation") }
    // The title, the two-line body (kept on one line) and the button.
    #expect(untranslated.count == 3)
    #expect(untranslated.allSatisfy { $0.hasPrefix(localized + ":") && $0.contains("in de (") })
    #expect(outcome.status == 0)
  }

  @Test func summaryCountsEveryFile() throws {
    let names = ["clean", "wrong-module", "duplicate-id", "dynamic-type-not-live"]
    let outcome = CommandLineTool.run(["lint"] + names.map(Fixture.path))
    let diagnostics = try names.flatMap { try Fixture.diagnostics($0) }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    #expect(errors >= 2 && warnings >= 1)
    #expect(outcome.status == 1)
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == diagnostics.count + 1)
    #expect(
      lines.last.map(String.init)
        == "\(errors) errors, \(warnings) warning\(warnings == 1 ? "" : "s") in 4 files")
  }

  @Test func expectIsPassedToTheLinter() throws {
    let path = Fixture.path("clean")
    let mismatch = CommandLineTool.run(["lint", "--expect", "MyMessageView", path])
    #expect(mismatch.status == 1)
    #expect(
      mismatch.output.hasPrefix(
        Fixture.lines(for: try Fixture.data("clean"), file: path, expectedClass: "MyMessageView")))
    let json = CommandLineTool.run(["lint", "--format", "json", "--expect=MyMessageView", path])
    let rules = try LintJSON.parse(json.output).diagnostics.map(\.rule)
    #expect(rules == ["unexpected-top-level-class"])
    let match = CommandLineTool.run(["lint", "--expect=SwiftMessages.MessageView", path])
    #expect(match.status == 0)
  }

  @Test func filesCanComeFromAnInjectedReader() {
    let files = ["-odd.xib": Data("<document".utf8)]
    let outcome = LintCommand.run(["--", "-odd.xib"]) { path in
      guard let data = files[path] else { throw LintFileReader.Failure(reason: "no such file") }
      return data
    }
    #expect(outcome.status == 1)
    #expect(outcome.output.hasPrefix("-odd.xib:1:"))
    #expect(outcome.output.contains(": error: "))
  }

  @Test func dashReadsStandardInputAndNamesItStdin() throws {
    let clean = try Fixture.data("clean")
    var asked: [String] = []
    let outcome = LintCommand.run(["-"]) { path in
      asked.append(path)
      return clean
    }
    #expect(asked == ["-"])
    #expect(outcome.status == 0)
    #expect(outcome.output == "0 errors, 0 warnings in 1 file\n")

    let broken = LintCommand.run(["-"]) { _ in Data("<document".utf8) }
    #expect(broken.status == 1)
    #expect(broken.output.hasPrefix("<stdin>:1:"))
  }

  @Test func aMissingFileAmongGoodOnesIsReportedAndTheOthersAreLinted() throws {
    let bad = Fixture.path("wrong-module")
    let missing = "/nonexistent/CardView.xib"
    let outcome = CommandLineTool.run(["lint", bad, missing, Fixture.path("clean")])
    #expect(outcome.status == 2)
    #expect(
      outcome.output
        == Fixture.lines(for: try Fixture.data("wrong-module"), file: bad)
        + "1 error, 0 warnings in 2 files; 1 path could not be read\n")
    #expect(outcome.error == "\(missing): error: cannot read: no such file\n")
  }

  @Test func aFileOverTheSizeLimitIsRefusedAndTheOthersAreLinted() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let big = try directory.write("Big.xib", Data(repeating: 0x20, count: 17))
    let small = try directory.write("Small.xib", Data("<document".utf8))
    let reader = LintFileReader(limit: 16)
    let outcome = LintCommand.run([big, small], readFile: reader.read)
    #expect(outcome.status == 2)
    #expect(outcome.output.hasPrefix("\(small):1:"))
    #expect(outcome.output.hasSuffix("1 error, 0 warnings in 1 file; 1 path could not be read\n"))
    #expect(outcome.error == "\(big): error: cannot read: larger than the 16 bytes limit (17 bytes)\n")
  }

  @Test func aDirectoryIsLintedFileByFile() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path)
      .filter { $0.hasSuffix(".xib") }.sorted()
    let outcome = CommandLineTool.run(["lint", Fixture.directory.path])
    let expected = try names.map { name in
      Fixture.lines(
        for: try Data(contentsOf: Fixture.directory.appendingPathComponent(name)),
        file: Fixture.directory.appendingPathComponent(name).path)
    }.joined()
    #expect(names.count > 10)
    #expect(outcome.output.hasPrefix(expected))
    #expect(outcome.output.hasSuffix(" in \(names.count) files\n"))
    #expect(outcome.status == 1)
    #expect(outcome.error.isEmpty)
  }

  @Test func noFilesIsAUsageError() {
    let outcome = CommandLineTool.run(["lint"])
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error.hasPrefix("error: no files to lint\n"))
    #expect(outcome.error.contains("USAGE: swiftmessages lint"))
    #expect(outcome.error.hasSuffix("Run 'swiftmessages lint --help' for the options.\n"))
    #expect(outcome.error.split(separator: "\n").count == 3)
  }

  @Test func unknownFlagIsAUsageError() {
    let outcome = CommandLineTool.run(["lint", "--fix", Fixture.path("clean")])
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

  @Test(arguments: [["--format", "xml"], ["--format=xml"]])
  func anUnknownFormatIsAUsageError(arguments: [String]) {
    let outcome = CommandLineTool.run(["lint"] + arguments + [Fixture.path("clean")])
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error.hasPrefix("error: unknown format 'xml' for '--format' (use text or json)\n"))
  }

  @Test(arguments: [["--format"], ["--format="], ["--format", "--expect", "MessageView"]])
  func formatWithoutAValueIsAUsageError(arguments: [String]) {
    let outcome = CommandLineTool.run(["lint", Fixture.path("clean")] + arguments)
    #expect(outcome.status == 2)
    #expect(outcome.error.hasPrefix("error: option '--format' needs text or json"))
  }

  @Test func textIsTheDefaultFormat() {
    let path = Fixture.path("clean")
    let plain = CommandLineTool.run(["lint", path])
    #expect(CommandLineTool.run(["lint", "--format", "text", path]) == plain)
    #expect(CommandLineTool.run(["lint", "--format=text", path]) == plain)
  }

  @Test func optionsAreParsedIntoOneValue() {
    let parsed = LintOptions.parse([
      "--format=json", "A.xib", "--expect", "MessageView", "--sources", "App", "-", "--", "--x",
    ])
    #expect(
      parsed
        == .run(
          LintOptions(
            expectedClass: "MessageView", format: .json, sourcesDirectory: "App",
            paths: ["A.xib", "-", "--x"])))
  }

  @Test func sourcesMustBeAnExistingDirectory() {
    let clean = Fixture.path("clean")
    let missing = CommandLineTool.run(["lint", "--sources", "/nonexistent/App", clean])
    #expect(missing.status == 2)
    #expect(
      missing.error.hasPrefix(
        "error: option '--sources' needs a directory; '/nonexistent/App' is none\n"))
    #expect(CommandLineTool.run(["lint", "--sources", clean, clean]).status == 2)
    #expect(CommandLineTool.run(["lint", "--sources=\(Fixture.directory.path)", clean]).status == 0)
  }
}
