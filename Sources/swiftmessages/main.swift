import Foundation

let outcome = CommandLineTool.run(Array(ProcessInfo.processInfo.arguments.dropFirst()))
if !outcome.output.isEmpty {
  FileHandle.standardOutput.write(Data(outcome.output.utf8))
}
if !outcome.error.isEmpty {
  FileHandle.standardError.write(Data(outcome.error.utf8))
}
exit(outcome.status)
