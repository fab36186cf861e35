import Testing

@testable import swiftmessages

@Suite struct CommandLineToolTests {
  @Test func helpPrintsUsageAndSucceeds() {
    for flag in ["--help", "-h", "help"] {
      let outcome = CommandLineTool.run([flag])
      #expect(outcome.status == 0)
      #expect(outcome.output.contains("USAGE: swiftmessages <command>"))
      #expect(outcome.output.contains("demo"))
      #expect(outcome.output.contains("lint"))
      #expect(outcome.error.isEmpty)
    }
  }

  @Test func unknownCommandExitsTwoWithAMessage() {
    let outcome = CommandLineTool.run(["nonsense"])
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error.contains("unknown command 'nonsense'"))
  }

  @Test func unknownTopLevelFlagIsReportedAsAnOption() {
    let outcome = CommandLineTool.run(["--verbose"])
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("unknown option '--verbose'"))
  }

  @Test func missingCommandExitsTwoAndShowsUsage() {
    let outcome = CommandLineTool.run([])
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("missing command"))
    #expect(outcome.error.contains("USAGE"))
  }

  @Test func demoRejectsUnknownFlags() {
    let outcome = CommandLineTool.run(["demo", "--fast"])
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("unknown option '--fast' for 'demo'"))
  }

  @Test func demoHelpDescribesTheDemo() {
    let outcome = CommandLineTool.run(["demo", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("USAGE: swiftmessages demo"))
  }

  @Test func demoPrintsTheEngineTimeline() {
    let outcome = CommandLineTool.run(["demo"])
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    #expect(outcome.output.contains("Timeline"))
    #expect(outcome.output.contains("willShow  welcome"))
  }
}
