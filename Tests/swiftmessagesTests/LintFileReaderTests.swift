import Foundation
import Testing

@testable import swiftmessages

/// Reading lint inputs in bounded memory, with reasons a person can act on.
@Suite struct LintFileReaderTests {
  @Test func aFileUpToTheLimitIsRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let contents = Data("0123456789abcdef".utf8)
    let path = try directory.write("Card.xib", contents)
    #expect(try LintFileReader(limit: 16).read(path) == contents)
  }

  @Test func aFileOverTheLimitIsRefusedWithItsSize() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write("Card.xib", Data(repeating: 0x20, count: 17))
    #expect(throws: LintFileReader.Failure(reason: "larger than the 16 bytes limit (17 bytes)")) {
      try LintFileReader(limit: 16).read(path)
    }
  }

  @Test func theDefaultLimitIs64MiB() {
    let reader = LintFileReader()
    #expect(reader.limit == 64 * 1024 * 1024)
    #expect(
      reader.tooLarge(size: 70_000_000).reason == "larger than the 64 MiB limit (70000000 bytes)")
  }

  @Test func anEndlessFileIsCutOffAtTheLimit() {
    #expect(throws: LintFileReader.Failure(reason: "larger than the 1024 bytes limit")) {
      try LintFileReader(limit: 1024).read("/dev/zero")
    }
  }

  @Test func standardInputIsReadUpToTheLimit() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data("<document/>".utf8))
    try pipe.fileHandleForWriting.close()
    let reader = LintFileReader(limit: 11, standardInput: pipe.fileHandleForReading.fileDescriptor)
    #expect(try reader.read("-") == Data("<document/>".utf8))
  }

  @Test func standardInputOverTheLimitIsRefused() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(repeating: 0x20, count: 20))
    try pipe.fileHandleForWriting.close()
    let reader = LintFileReader(limit: 8, standardInput: pipe.fileHandleForReading.fileDescriptor)
    #expect(throws: LintFileReader.Failure(reason: "larger than the 8 bytes limit")) {
      try reader.read("-")
    }
  }

  @Test func missingFilesAndDirectoriesHaveShortReasons() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(throws: LintFileReader.Failure(reason: "no such file")) {
      try LintFileReader().read(directory.path + "/Gone.xib")
    }
    #expect(throws: LintFileReader.Failure(reason: "no such file")) {
      try LintFileReader().read(directory.path + "/Gone/Card.xib")
    }
    #expect(throws: LintFileReader.Failure(reason: "it is a directory")) {
      try LintFileReader().read(directory.path)
    }
  }

  @Test func theCommandUsesTheReasonOfAFailure() {
    let outcome = LintCommand.run(["Card.xib"]) { _ in
      throw LintFileReader.Failure(reason: "permission denied")
    }
    #expect(outcome.status == 2)
    #expect(outcome.error == "Card.xib: error: cannot read: permission denied\n")
  }
}
