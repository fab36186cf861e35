/// Splits a command's arguments into positionals, flags and valued options (`--option VALUE` or
/// `--option=VALUE`; a value starting with `-` needs `=`); `--` ends the options and `-` alone is a
/// positional (standard input).
struct ArgumentScanner {
  /// One piece of the command line.
  enum Item: Equatable {
    /// A path or other operand.
    case positional(String)
    /// An option without a value, e.g. `--dark`.
    case flag(String)
    /// An option with its value, e.g. `--theme` `error`.
    case option(String, String)
    /// An option that needs a value but has none (or an empty one).
    case missingValue(String)
    /// An option the command does not know, as written.
    case unknown(String)
  }

  private let arguments: [String]
  private let flags: Set<String>
  private let valued: Set<String>
  private let allowsEmpty: Set<String>
  private var index = 0
  private var optionsEnded = false

  /// A scanner over `arguments` without the command name; `allowsEmpty` lists the valued options
  /// that accept an empty string (`--title ""`).
  init(_ arguments: [String], flags: Set<String>, valued: Set<String>, allowsEmpty: Set<String> = []) {
    self.arguments = arguments
    self.flags = flags
    self.valued = valued
    self.allowsEmpty = allowsEmpty
  }

  /// The next item, or `nil` at the end.
  mutating func next() -> Item? {
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") { return .positional(argument) }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let name = String(argument.prefix { $0 != "=" })
      if flags.contains(name), name.count == argument.count { return .flag(name) }
      guard valued.contains(name) else { return .unknown(argument) }
      let value: String?
      if name.count < argument.count {
        value = String(argument.dropFirst(name.count + 1))
      } else if index < arguments.count, !arguments[index].hasPrefix("-") {
        value = arguments[index]
        index += 1
      } else {
        value = nil
      }
      guard let value, !value.isEmpty || allowsEmpty.contains(name) else { return .missingValue(name) }
      return .option(name, value)
    }
    return nil
  }
}

/// What a command's arguments ask for.
enum ParsedArguments<Options: Equatable>: Equatable {
  /// Run with these options.
  case run(Options)
  /// `-h` / `--help`.
  case help
  /// A usage error, with its message.
  case usageError(String)
}
