import Foundation
import Testing

@testable import swiftmessages

/// Output that cannot be written (`swiftmessages lint … > /dev/full`) is reported, never a trap.
@Suite struct OutcomeWriterTests {
  @Test func aFullOutputGivesAnIOErrorStatusAndAMessage() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let errorPipe = Pipe()
    let outcome = CommandLineTool.Outcome(status: 0, output: "Card.xib: ok\n", error: "")
    let status = OutcomeWriter.deliver(outcome, output: full, error: errorPipe.fileHandleForWriting)
    try errorPipe.fileHandleForWriting.close()
    let message = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(status == OutcomeWriter.ioErrorStatus)
    #expect(message.hasPrefix("swiftmessages: cannot write the output:"))
  }

  @Test func aWritableOutputKeepsTheCommandsStatus() throws {
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    let outcome = CommandLineTool.Outcome(status: 1, output: "lint found errors\n", error: "note\n")
    let status = OutcomeWriter.deliver(
      outcome, output: outputPipe.fileHandleForWriting, error: errorPipe.fileHandleForWriting)
    try outputPipe.fileHandleForWriting.close()
    try errorPipe.fileHandleForWriting.close()
    #expect(status == 1)
    #expect(
      String(decoding: outputPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        == "lint found errors\n")
  }
}
