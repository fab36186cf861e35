/// Parses a command's arguments into positionals, flags and valued options (`--option VALUE` or
/// `--option=VALUE`; a value starting with `-` needs `=`); `--` ends the options and `-` alone is a
/// positional (standard input).
enum ArgumentScanner {
  /// One piece of the command line.
  enum Item: Equatable {
    /// A path or other operand.
    case positional(String)
    /// An option without a value, e.g. `--dark`.
    case flag(String)
    /// An option with its value, e.g. `--theme` `error`.
    case option(String, String)
  }

  /// Parses `arguments` of `command` (without the command name) into `options`: `apply` takes
  /// each item in order and returns a usage error or `nil`. `valued` maps each valued option to
  /// what its value looks like, for usage errors; `allowsEmpty` lists those that accept an empty
  /// string (`--title ""`). `-h`/`--help` stops at once with ``ParsedArguments/help``, as does the
  /// first unknown option, missing value or error from `apply` with its usage error.
  static func parse<Options>(
    _ arguments: [String], command: String, into options: Options, flags: Set<String> = [],
    valued: [String: String], allowsEmpty: Set<String> = [],
    apply: (inout Options, Item) -> String?
  ) -> ParsedArguments<Options> {
    var options = options
    var rest = arguments[...]
    var optionsEnded = false
    while let argument = rest.popFirst() {
      let item: Item
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        item = .positional(argument)
      } else if argument == "--" {
        optionsEnded = true
        continue
      } else if argument == "-h" || argument == "--help" {
        return .help
      } else {
        let name = String(argument.prefix { $0 != "=" })
        if flags.contains(name), name.count == argument.count {
          item = .flag(name)
        } else {
          guard let hint = valued[name] else {
            return .usageError("unknown option '\(argument)' for '\(command)'")
          }
          var value: String?
          if name.count < argument.count {
            value = String(argument.dropFirst(name.count + 1))
          } else if let next = rest.first, !next.hasPrefix("-") {
            value = rest.popFirst()
          }
          guard let value, !value.isEmpty || allowsEmpty.contains(name) else {
            return .usageError("option '\(name)' needs \(hint)")
          }
          item = .option(name, value)
        }
      }
      if let message = apply(&options, item) { return .usageError(message) }
    }
    return .run(options)
  }
}

/// What a command's arguments ask for.
enum ParsedArguments<Options: Equatable>: Equatable {
  case run(Options)
  /// `-h` / `--help`.
  case help
  case usageError(String)

  /// The outcome of a parse that does not run: `usage` for ``help``, else the usage error
  /// (``CommandLineTool/usageError(_:command:usage:)``, or the message and the whole `usage`).
  func stop(command: String, usage: String, wholeUsage: Bool = false) -> CommandLineTool.Outcome {
    guard case .usageError(let message) = self else { return CommandLineTool.Outcome(output: usage) }
    if wholeUsage { return CommandLineTool.Outcome(status: 2, error: "error: \(message)\n\n" + usage) }
    return CommandLineTool.usageError(message, command: command, usage: usage)
  }
}
