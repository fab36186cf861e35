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
    var status = outcome.status
    if !outcome.output.isEmpty {
      do {
        try output.write(contentsOf: Data(outcome.output.utf8))
      } catch let failure {
        status = ioErrorStatus
        try? error.write(contentsOf: Data("swiftmessages: cannot write the output: \(failure)\n".utf8))
      }
    }
    if !outcome.error.isEmpty {
      do {
        try error.write(contentsOf: Data(outcome.error.utf8))
      } catch {
        status = ioErrorStatus
      }
    }
    return status
  }
}
