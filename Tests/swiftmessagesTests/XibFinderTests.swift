import Foundation
import Testing

@testable import swiftmessages

/// `swiftmessages lint DIR`: which files a directory stands for.
@Suite struct XibFinderTests {
  @Test func nestedXibFilesAreFoundSortedSkippingHiddenEntriesAndOtherFiles() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("Zeta.xib")
    try root.write("Alpha/Card.xib")
    try root.write("Alpha/Deeper/Status.XIB")
    try root.write("Alpha/readme.md")
    try root.write("notes.txt")
    try root.write("Folder.xib/Inner.xib")
    try root.write(".hidden/Hidden.xib")
    try root.write(".build/debug/Built.xib")
    try root.write("Alpha/.git/Stale.xib")
    try root.write("._Card.xib")

    #expect(
      XibFinder.xibFiles(in: root.path)
        == ["Alpha/Card.xib", "Alpha/Deeper/Status.XIB", "Folder.xib/Inner.xib", "Zeta.xib"]
        .map { root.path + "/" + $0 })
    #expect(XibFinder.xibFiles(in: root.path + "/") == XibFinder.xibFiles(in: root.path))
  }

  @Test func symbolicLinkLoopsAreNotFollowed() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("A/Card.xib")
    try root.link("A/up", to: "..")
    try root.link("self", to: ".")
    #expect(XibFinder.xibFiles(in: root.path) == [root.path + "/A/Card.xib"])
  }

  @Test func aDirectoryGivenThroughALinkKeepsTheGivenSpelling() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("Nibs/Card.xib")
    try root.link("Linked", to: "Nibs")
    let linked = root.path + "/Linked"
    #expect(XibFinder.xibFiles(in: linked) == [linked + "/Card.xib"])
  }

  @Test func aLinkedXibFileIsLintedAndADanglingOneIsKeptToBeReported() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write("Real.xib")
    try root.link("Alias.xib", to: "Real.xib")
    try root.link("Dangling.xib", to: "Gone.xib")
    #expect(
      XibFinder.xibFiles(in: root.path)
        == ["Alias.xib", "Dangling.xib", "Real.xib"].map { root.path + "/" + $0 })
  }

  @Test func aDirectoryWithoutXibFilesIsAnEntryOfItsOwn() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let empty = try root.makeDirectory("Empty")
    try root.write("OnlyHidden/.cache/Card.xib")
    try root.write("OnlyText/notes.txt")
    #expect(
      XibFinder.entries(for: [empty, root.path + "/OnlyHidden", root.path + "/OnlyText"])
        == [
          .emptyDirectory(empty), .emptyDirectory(root.path + "/OnlyHidden"),
          .emptyDirectory(root.path + "/OnlyText"),
        ])
  }

  @Test func directoriesAndFilesMixInTheGivenOrderEachPathOnce() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let card = try root.write("Nibs/Card.xib")
    let status = try root.write("Nibs/Status.xib")
    let other = try root.write("Other.xib")
    let nibs = root.path + "/Nibs"
    #expect(
      XibFinder.entries(for: [other, nibs, card, "-", "/nonexistent/Gone.xib", other])
        == [.file(other), .file(card), .file(status), .file("-"), .file("/nonexistent/Gone.xib")])
  }

  @Test func lintingADirectoryLintsItsXibFilesOnly() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let bad = try root.write("Nibs/Cards/Bad.xib", try Fixture.data("wrong-module"))
    try root.write("Nibs/Good.xib", try Fixture.data("clean"))
    try root.write("Nibs/.hidden/Broken.xib", Data("<document".utf8))
    try root.write("Nibs/.build/Broken.xib", Data("<document".utf8))
    try root.write("Nibs/Broken.txt", Data("<document".utf8))

    let outcome = CommandLineTool.run(["lint", root.path + "/Nibs"])
    #expect(outcome.status == 1)
    #expect(
      outcome.output
        == Fixture.lines(for: try Fixture.data("wrong-module"), file: bad)
        + "1 error, 0 warnings in 2 files\n")
    #expect(outcome.error.isEmpty)
  }

  @Test func anEmptyDirectoryIsReportedAndFailsTheRun() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let empty = try root.makeDirectory("Empty")
    let outcome = CommandLineTool.run(["lint", empty, Fixture.path("clean")])
    #expect(outcome.status == 2)
    #expect(outcome.output == "0 errors, 0 warnings in 1 file; 1 path could not be read\n")
    #expect(outcome.error == "\(empty): error: no .xib files in this directory\n")

    let json = try LintJSON.parse(CommandLineTool.run(["lint", "--format", "json", empty]).output)
    #expect(json.unreadable == [.init(path: empty, message: "no .xib files in this directory")])
    #expect(json.summary.files == 0)
  }
}
