import SwiftMessagesCore

/// The parsed arguments of `swiftmessages preview`.
struct PreviewOptions: Equatable {
  /// The XIB to render (`-` is standard input).
  var path = ""
  /// `--device NAME`: a device of the preview's table. `nil` (the default) means the
  /// command's default device.
  var device: String?
  /// `--theme info|success|warning|error`. `.info` by default.
  var theme = Theme.info
  /// `--dark`: dark appearance. Off by default.
  var dark = false
  /// `--title TEXT`. `nil` by default (the command's sample title).
  var title: String?
  /// `--body TEXT`. `nil` by default (the command's sample body).
  var body: String?
  /// `--button TEXT`: the button's title; `none` hides it. `nil` by default: the button is
  /// hidden, as most apps do with `button?.isHidden = true`.
  var button: String?
  /// `--placement top|bottom|center`. `nil` by default: centre for centred layouts
  /// (`CenteredView`, `HUDView`), top otherwise.
  var placement: PresentationPlacement?
  /// `--skeleton`: draw the message as skeleton placeholders. Off by default.
  var skeleton = false
  /// `--dim`: the gray dim behind the message (`dimMode = .gray`). Off by default, as in
  /// SwiftMessages.
  var dim = false
  /// `--shadow`: the standard drop shadow (`configureDropShadow()`). Off by default, as in
  /// SwiftMessages.
  var shadow = false
  /// `-o FILE` / `--output FILE`: where the SVG goes. `nil` (the default) is standard output.
  var output: String?

  /// Parses the arguments after `preview` (``ArgumentScanner``'s syntax).
  static func parse(_ arguments: [String]) -> ParsedArguments<Self> {
    var options = PreviewOptions()
    var paths: [String] = []
    var scanner = ArgumentScanner(
      arguments, flags: ["-h", "--help", "--dark", "--skeleton", "--dim", "--shadow"],
      valued: ["--device", "--theme", "--title", "--body", "--button", "--placement", "-o", "--output"],
      allowsEmpty: ["--title", "--body", "--button"])
    while let item = scanner.next() {
      switch item {
      case .positional(let path): paths.append(path)
      case .flag("--dark"): options.dark = true
      case .flag("--skeleton"): options.skeleton = true
      case .flag("--dim"): options.dim = true
      case .flag("--shadow"): options.shadow = true
      case .flag: return .help
      case .unknown(let argument): return .usageError("unknown option '\(argument)' for 'preview'")
      case .missingValue(let name): return .usageError("option '\(name)' needs \(hint(for: name))")
      case .option(let name, let value):
        if let message = options.set(name, value) { return .usageError(message) }
      }
    }
    guard let path = paths.first else { return .usageError("no .xib file to preview") }
    guard paths.count == 1 else {
      return .usageError("one .xib file at a time (got \(paths.count)); use 'demo' for a gallery")
    }
    options.path = path
    return .run(options)
  }

  /// Sets an option; returns a usage error for a bad value.
  private mutating func set(_ name: String, _ value: String) -> String? {
    switch name {
    case "--device": device = value
    case "--theme":
      guard let theme = Theme(rawValue: value) else {
        return "unknown theme '\(value)' for '--theme' (use \(Self.themeNames))"
      }
      self.theme = theme
    case "--title": title = value
    case "--body": body = value
    case "--button": button = value == "none" ? nil : value
    case "--placement":
      guard let placement = Self.placements[value] else {
        return "unknown placement '\(value)' for '--placement' (use top, bottom or center)"
      }
      self.placement = placement
    default: output = value
    }
    return nil
  }

  /// `info, success, warning or error`.
  static let themeNames = "info, success, warning or error"

  /// The placements by name.
  static let placements: [String: PresentationPlacement] = [
    "top": .top, "bottom": .bottom, "center": .center,
  ]

  /// What an option's value should look like, for usage errors.
  private static func hint(for name: String) -> String {
    switch name {
    case "--device": return "a device name, e.g. --device iphone-15"
    case "--theme": return "\(themeNames), e.g. --theme error"
    case "--placement": return "top, bottom or center"
    case "-o", "--output": return "a file name, e.g. -o message.svg"
    default: return "some text, e.g. \(name) \"Saved\""
    }
  }
}
