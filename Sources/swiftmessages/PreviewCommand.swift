import Foundation
import SwiftMessagesCore
import SwiftMessagesPreview

/// `swiftmessages preview [options] FILE.xib`: draws a message nib as SVG with ``MessagePreview``.
/// A nib with lint errors gets the diagnostics and exit status 1, never a drawing; layout problems
/// are warnings on standard error and the drawing is still written.
enum PreviewCommand {
  /// The device used without `--device`.
  static let defaultDevice = DeviceMetrics.iPhone15
  /// The title used without `--title` (SwiftMessages' README example).
  static let sampleTitle = "Warning"
  /// The body used without `--body`.
  static let sampleBody = "Consider yourself warned."
  /// The devices `--device` knows, comma-separated.
  static let deviceNames = DeviceMetrics.catalog.map(\.identifier).joined(separator: ", ")

  static var usage: String {
    """
    USAGE: swiftmessages preview [options] FILE.xib

    Draws a message nib (a bundled layout or your customised copy) on a device as SVG, filled
    the way configureTheme(_:) and configureContent(title:body:) fill it, and placed where
    SwiftMessages would place it: margins from the message's own safe area, bars, keyboard.

    OPTIONS:
      --device NAME         \(deviceNames)
                            (default: \(defaultDevice.identifier))
      --theme THEME         info, success, warning or error (default: info)
      --dark                dark appearance
      --title TEXT          the title (default: "\(sampleTitle)")
      --body TEXT           the body (default: "\(sampleBody)")
      --button TEXT         show the button with this title; none hides it (default: hidden)
      --placement WHERE     top, bottom or center (default: center for CenteredView and
                            HUDView nibs, top otherwise)
      --dim                 the gray dim behind the message (dimMode = .gray)
      --shadow              the standard drop shadow (configureDropShadow())
      --skeleton            draw skeleton placeholders over the content
      -o, --output FILE     write the SVG to FILE (default: standard output)
      -h, --help            show this help

    EXIT STATUS:
      0   drawn (layout warnings, if any, on standard error)
      1   the nib has lint errors or no top-level view (diagnostics on standard error)
      2   usage error, or the file could not be read
      74  the output could not be written

    EXAMPLES:
      swift run swiftmessages preview Resources/Nibs/CardView.xib --theme error -o card.svg
      swift run swiftmessages preview MyApp/AlertView.xib --device iphone-se --dark > alert.svg

    """
  }

  static func run(
    _ arguments: [String], readFile: LintCommand.FileReader = LintFileReader().read,
    writeFile: (String, Data) throws -> Void = { try $1.write(to: URL(fileURLWithPath: $0)) }
  ) -> CommandLineTool.Outcome {
    let parsed = PreviewOptions.parse(arguments)
    guard case .run(let options) = parsed else { return parsed.stop(command: "preview", usage: usage) }
    // `nil` only for a `--device` name the table does not know.
    guard let device = options.device.map(DeviceMetrics.named) ?? defaultDevice else {
      return CommandLineTool.usageError(
        "unknown device '\(options.device ?? "")' for '--device' (use \(deviceNames))", command: "preview",
        usage: usage)
    }
    let data: Data
    do {
      data = try readFile(options.path)
    } catch {
      return CommandLineTool.Outcome(
        status: 2, error: "\(options.path): error: cannot read: \(LintCommand.describe(error))\n")
    }
    let name = options.path == "-" ? LintCommand.standardInputName : options.path
    let diagnostics = NibLinter().lint(data: data, file: name)
    let errors = diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else {
      let lines = errors.map { "\($0)\n" }.joined()
      return CommandLineTool.Outcome(
        status: 1, error: lines + "\(name): not drawn: \(LintReport.count(errors.count, "lint error"))\n")
    }
    let fill = MessageFill(
      theme: options.theme, style: options.dark ? .dark : .light, title: options.title ?? sampleTitle,
      body: options.body ?? sampleBody, buttonTitle: options.button)
    let result: MessagePreview.Result
    do {
      let document = try XibDocument(data: data)
      let placement = options.placement ?? MessagePreview.defaultPlacement(for: document)
      let previewOptions = MessagePreview.Options(
        scene: DevicePlacement(device: device, placement: placement), fill: fill, dimmed: options.dim,
        dropShadow: options.shadow, skeleton: options.skeleton)
      result = try MessagePreview.render(document, options: previewOptions)
    } catch {
      return CommandLineTool.Outcome(status: 1, error: "\(name): error: \(error)\n")
    }
    let warnings = result.layout.diagnostics.map { "\(name): \($0)\n" }.joined()
    let svg = result.svg
    guard let output = options.output else {
      return CommandLineTool.Outcome(output: svg, error: warnings)
    }
    do {
      try writeFile(output, Data(svg.utf8))
    } catch {
      return CommandLineTool.Outcome(status: 74, error: "\(output): error: cannot write: \(error)\n")
    }
    return CommandLineTool.Outcome(output: "wrote \(output)\n", error: warnings)
  }
}

/// The parsed arguments of `swiftmessages preview`.
struct PreviewOptions: Equatable {
  /// The XIB to render (`-` is standard input).
  var path = ""
  /// `--device NAME`: a device of the preview's table; `nil` for the command's default device.
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

  static func parse(_ arguments: [String]) -> ParsedArguments<Self> {
    var paths: [String] = []
    let output = "a file name, e.g. -o message.svg"
    let parsed = ArgumentScanner.parse(
      arguments, command: "preview", into: PreviewOptions(),
      flags: ["--dark", "--skeleton", "--dim", "--shadow"],
      valued: [
        "--device": "a device name, e.g. --device iphone-15", "--theme": "\(themeNames), e.g. --theme error",
        "--title": "some text, e.g. --title \"Saved\"", "--body": "some text, e.g. --body \"Saved\"",
        "--button": "some text, e.g. --button \"Saved\"",
        "--placement": "top, bottom or center", "-o": output, "--output": output,
      ],
      allowsEmpty: ["--title", "--body", "--button"]
    ) { options, item in
      switch item {
      case .positional(let path): paths.append(path)
      case .flag("--dark"): options.dark = true
      case .flag("--skeleton"): options.skeleton = true
      case .flag("--dim"): options.dim = true
      case .flag: options.shadow = true
      case .option("--device", let value): options.device = value
      case .option("--theme", let value):
        guard let theme = Theme(rawValue: value) else {
          return "unknown theme '\(value)' for '--theme' (use \(themeNames))"
        }
        options.theme = theme
      case .option("--title", let value): options.title = value
      case .option("--body", let value): options.body = value
      case .option("--button", let value): options.button = value == "none" ? nil : value
      case .option("--placement", let value):
        let placements: [String: PresentationPlacement] = ["top": .top, "bottom": .bottom, "center": .center]
        guard let placement = placements[value] else {
          return "unknown placement '\(value)' for '--placement' (use top, bottom or center)"
        }
        options.placement = placement
      case .option(_, let value): options.output = value
      }
      return nil
    }
    guard case .run(var options) = parsed else { return parsed }
    guard let path = paths.first else { return .usageError("no .xib file to preview") }
    guard paths.count == 1 else {
      return .usageError("one .xib file at a time (got \(paths.count)); use 'demo' for a gallery")
    }
    options.path = path
    return .run(options)
  }

  /// `info, success, warning or error`.
  static let themeNames = "info, success, warning or error"
}
