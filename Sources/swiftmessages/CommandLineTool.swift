import Foundation
import SwiftMessagesPreview

/// The `swiftmessages` command: hand-rolled argument parsing (no dependencies).
enum CommandLineTool {
  /// What a run produced.
  struct Outcome: Equatable {
    var status: Int32 = 0
    var output = ""
    var error = ""
  }

  static let usage = """
    USAGE: swiftmessages <command> [options]

    Linux and macOS tooling for the SwiftMessages iOS library.

    COMMANDS:
      demo        Write an HTML gallery of the layouts, themes, placements, skeletons, the
                  activity indicator, loading HUDs and a queued sequence, drawn from the
                  core's decisions, and print its path. Run 'swiftmessages demo --help'.
      preview     Draw a message nib (bundled or customised) on a device as SVG. Run
                  'swiftmessages preview --help' for its options.
      lint        Check Interface Builder XIBs (copied or customised SwiftMessages nibs) for
                  unknown classes or modules, bad outlets, dangling references and duplicate
                  ids. Run 'swiftmessages lint --help' for its options.
      help        Show this help.

    OPTIONS:
      -h, --help  Show this help.

    EXAMPLES:
      swift run swiftmessages demo
      swift run swiftmessages preview --theme error Resources/Nibs/CardView.xib -o card.svg
      swift run swiftmessages lint --expect MessageView MyApp/Nibs/CardView.xib

    """

  /// Runs the tool with `arguments` (without the program name).
  static func run(_ arguments: [String]) -> Outcome {
    guard let command = arguments.first else {
      return Outcome(status: 2, error: "error: missing command\n\n" + usage)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      return Outcome(output: usage)
    case "demo":
      return DemoCommand.run(rest)
    case "preview":
      return PreviewCommand.run(rest)
    case "lint":
      return LintCommand.run(rest)
    default:
      let kind = command.hasPrefix("-") ? "option" : "command"
      return Outcome(
        status: 2, error: "error: unknown \(kind) '\(command)'. Run 'swiftmessages --help' for usage.\n")
    }
  }

  /// A usage error of `command`: the message, the first line of its `usage` and where the
  /// options are explained (not the whole help).
  static func usageError(_ message: String, command: String, usage: String) -> Outcome {
    let synopsis = usage.split(separator: "\n").first.map(String.init) ?? ""
    return Outcome(
      status: 2,
      error: "error: \(message)\n\(synopsis)\nRun 'swiftmessages \(command) --help' for the options.\n")
  }
}
