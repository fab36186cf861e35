import Foundation

let outcome = CommandLineTool.run(Array(ProcessInfo.processInfo.arguments.dropFirst()))
exit(OutcomeWriter.deliver(outcome))
