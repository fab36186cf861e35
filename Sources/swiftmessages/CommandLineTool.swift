import Foundation
import SwiftMessagesPreview

/// The `swiftmessages` command: hand-rolled argument parsing (no dependencies).
enum CommandLineTool {
  /// What a run produced.
  struct Outcome: Equatable {
    var status: Int32
    var output: String
    var error: String
  }

  static let usage = """
    USAGE: swiftmessages <command> [options]

    Linux and macOS tooling for the SwiftMessages iOS library.

    COMMANDS:
      demo        Run a scripted sequence of messages through the real queue engine on a
                  virtual clock and print the timeline (time, event, id, token, reason).
      lint        Check Interface Builder XIBs (copied or customised SwiftMessages nibs) for
                  unknown classes or modules, bad outlets, dangling references and duplicate
                  ids. Run 'swiftmessages lint --help' for its options.
      help        Show this help.

    OPTIONS:
      -h, --help  Show this help.

    EXAMPLES:
      swift run swiftmessages demo
      swift run swiftmessages lint --expect MessageView MyApp/Nibs/CardView.xib

    """

  /// Runs the tool with `arguments` (without the program name).
  static func run(_ arguments: [String]) -> Outcome {
    guard let command = arguments.first else {
      return Outcome(status: 2, output: "", error: "error: missing command\n\n" + usage)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      return Outcome(status: 0, output: usage, error: "")
    case "demo":
      if rest.contains("-h") || rest.contains("--help") {
        return Outcome(status: 0, output: demoUsage, error: "")
      }
      if let unknown = rest.first {
        return Outcome(
          status: 2, output: "",
          error: "error: unknown option '\(unknown)' for 'demo'\n\n" + demoUsage)
      }
      return Outcome(status: 0, output: QueueDemo.run() + "\n" + HUDDemo.run(), error: "")
    case "lint":
      return LintCommand.run(rest)
    default:
      let kind = command.hasPrefix("-") ? "option" : "command"
      return Outcome(
        status: 2, output: "",
        error: "error: unknown \(kind) '\(command)'. Run 'swiftmessages --help' for usage.\n")
    }
  }

  static let demoUsage = """
    USAGE: swiftmessages demo

    Runs a scripted sequence of messages (duplicates, priorities, pan, delays, minimum time,
    a failed presentation, an invalid duration) through the queue engine on a virtual clock
    and prints the resulting timeline.

    """
}
