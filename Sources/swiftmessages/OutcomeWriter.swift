import Foundation

/// Writes a command's outcome to the process's output streams without ever trapping: a full
/// disk, a closed pipe or `> /dev/full` becomes a message on standard error and exit status
/// ``ioErrorStatus``.
enum OutcomeWriter {
  /// The exit status when the output cannot be written: 74 (`EX_IOERR` in `sysexits.h`).
  static let ioErrorStatus: Int32 = 74

  /// Writes `outcome` to `output` and `error`, and returns the status to exit with: the
  /// outcome's own, or ``ioErrorStatus`` when a write failed.
  static func deliver(
    _ outcome: CommandLineTool.Outcome, output: FileHandle = .standardOutput,
    error: FileHandle = .standardError
  ) -> Int32 {
    // Empty text writes nothing, so it cannot fail.
    var status = outcome.status
    do {
      try write(outcome.output, to: output)
    } catch let failure {
      status = ioErrorStatus
      try? write("swiftmessages: cannot write the output: \(failure)\n", to: error)
    }
    if (try? write(outcome.error, to: error)) == nil { status = ioErrorStatus }
    return status
  }

  /// Why a write failed: the `errno` of the failing `write(2)`.
  struct WriteError: Error, CustomStringConvertible {
    let code: Int32
    var description: String { String(cString: strerror(code)) }
  }

  /// Writes all of `text` with `write(2)`, retrying short writes and interruptions.
  /// (`FileHandle.write(_:)` traps on failure, and its throwing form needs macOS 10.15.4.)
  static func write(_ text: String, to handle: FileHandle) throws {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        systemWrite(handle.fileDescriptor, $0.baseAddress, $0.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw WriteError(code: errno)
      }
      offset += written
    }
  }
}

/// `write(2)`, named apart from ``OutcomeWriter/write(_:to:)``.
private let systemWrite = write
