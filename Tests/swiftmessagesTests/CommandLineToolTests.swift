import Foundation
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

  @Test func demoTimelinePrintsTheEngineTimeline() {
    let outcome = CommandLineTool.run(["demo", "--timeline"])
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    #expect(outcome.output.contains("Timeline"))
    #expect(outcome.output.contains("willShow  welcome"))
  }

  @Test func demoWritesTheGalleryWhereAskedAndPrintsItsPath() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftmessages-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = CommandLineTool.run(["demo", "--out", folder.path])
    #expect(outcome.status == 0)
    let index = folder.appendingPathComponent("index.html").path
    #expect(outcome.output.hasPrefix(index + "\n"))
    #expect(outcome.output.contains(" drawings in "))
    let html = try String(contentsOfFile: index, encoding: .utf8)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".svg")
    }
    // Every <img> of the page has its SVG file, and every SVG is on the page.
    let sources = html.components(separatedBy: "<img src=\"").dropFirst().compactMap {
      $0.split(separator: "\"").first
    }
    #expect(Set(sources.map(String.init)) == Set(files))
    #expect(files.count > 100)
  }

  @Test func demoRejectsAStrayArgument() {
    let outcome = CommandLineTool.run(["demo", "gallery"])
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("unexpected argument 'gallery'"))
  }

  @Test func theDefaultGalleryFolderIsInThePackagesBuildFolderWhateverTheCurrentDirectory() {
    guard case .run(let options) = DemoOptions.parse([]) else {
      Issue.record("demo without arguments must parse")
      return
    }
    let package = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    #expect(
      options.resolvedOutput.path == package.appendingPathComponent(".build/swiftmessages-gallery").path)
  }
}
