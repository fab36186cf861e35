/// The parsed arguments of `swiftmessages lint`.
struct LintOptions: Equatable {
  /// How the results are printed.
  enum Format: String, CaseIterable {
    /// `file:line:column: severity: message` lines and a summary line. The default.
    case text
    /// One JSON document (see ``LintReport/json()``).
    case json

    /// `text or json`.
    static var names: String { allCases.map(\.rawValue).joined(separator: " or ") }
  }

  /// What the arguments ask for.
  enum Parsed: Equatable {
    /// Lint with these options.
    case lint(LintOptions)
    /// `-h` / `--help`.
    case help
    /// A usage error, with its message.
    case usageError(String)
  }

  /// `--expect CLASS`: the class the top-level view must be. `nil` by default.
  var expectedClass: String?
  /// `--format text|json`. ``Format/text`` by default.
  var format = Format.text
  /// `--sources DIR`: the app's sources. `nil` by default.
  var sourcesDirectory: String?
  /// The files and directories, in the order given (`-` is standard input).
  var paths: [String] = []

  /// Parses the arguments after `lint`. Options take their value as `--option VALUE` or
  /// `--option=VALUE`; `--` ends the options.
  static func parse(_ arguments: [String]) -> Parsed {
    var options = LintOptions()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        options.paths.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" { return .help }
      let name = String(argument.prefix { $0 != "=" })
      let hint: String
      switch name {
      case "--expect": hint = "a class name, e.g. --expect MessageView"
      case "--format": hint = "\(Format.names), e.g. --format json"
      case "--sources": hint = "a directory, e.g. --sources MyApp"
      default: return .usageError("unknown option '\(argument)' for 'lint'")
      }
      let value: String
      if name.count < argument.count {
        value = String(argument.dropFirst(name.count + 1))
      } else if index < arguments.count, !arguments[index].hasPrefix("-") {
        value = arguments[index]
        index += 1
      } else {
        value = ""
      }
      guard !value.isEmpty else { return .usageError("option '\(name)' needs \(hint)") }
      switch name {
      case "--expect":
        options.expectedClass = value
      case "--format":
        guard let format = Format(rawValue: value) else {
          return .usageError("unknown format '\(value)' for '--format' (use \(Format.names))")
        }
        options.format = format
      default:
        options.sourcesDirectory = value
      }
    }
    guard !options.paths.isEmpty else { return .usageError("no files to lint") }
    return .lint(options)
  }
}
