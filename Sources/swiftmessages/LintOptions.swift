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

  /// `--expect CLASS`: the class the top-level view must be. `nil` by default.
  var expectedClass: String?
  /// `--format text|json`. ``Format/text`` by default.
  var format = Format.text
  /// `--sources DIR`: the app's sources. `nil` by default.
  var sourcesDirectory: String?
  /// The files and directories, in the order given (`-` is standard input).
  var paths: [String] = []

  /// Parses the arguments after `lint` (``ArgumentScanner``'s syntax).
  static func parse(_ arguments: [String]) -> ParsedArguments<Self> {
    var options = LintOptions()
    var scanner = ArgumentScanner(
      arguments, flags: ["-h", "--help"], valued: ["--expect", "--format", "--sources"])
    while let item = scanner.next() {
      switch item {
      case .positional(let path): options.paths.append(path)
      case .flag: return .help
      case .unknown(let argument): return .usageError("unknown option '\(argument)' for 'lint'")
      case .missingValue(let name): return .usageError("option '\(name)' needs \(hint(for: name))")
      case .option("--expect", let value): options.expectedClass = value
      case .option("--format", let value):
        guard let format = Format(rawValue: value) else {
          return .usageError("unknown format '\(value)' for '--format' (use \(Format.names))")
        }
        options.format = format
      case .option(_, let value): options.sourcesDirectory = value
      }
    }
    guard !options.paths.isEmpty else { return .usageError("no files to lint") }
    return .run(options)
  }

  /// What an option's value should look like, for usage errors.
  private static func hint(for name: String) -> String {
    switch name {
    case "--expect": return "a class name, e.g. --expect MessageView"
    case "--format": return "\(Format.names), e.g. --format json"
    default: return "a directory, e.g. --sources MyApp"
    }
  }
}
