import Foundation
import SwiftMessagesPreview

/// `swiftmessages demo [--out DIR] [--timeline]`: writes the HTML gallery (``GalleryWriter``)
/// and prints its path, or prints the queue and HUD timelines as text.
enum DemoCommand {
  static let usage = """
    USAGE: swiftmessages demo [--out DIR] [--timeline]

    Writes a gallery you open in a browser: index.html plus one SVG per drawing. Everything in
    it is drawn from the decisions the iOS library makes (the same core functions): every
    bundled layout in four themes, light and dark, on two phones; top, bottom and centre
    placement with bars, the keyboard and a dim; the arc activity indicator and loading HUD
    states, animated; skeleton cards and lists (solid, gradient, shimmer, pulse) beside their
    content; and a storyboard of queued messages run through the real queue engine.

    OPTIONS:
      --out DIR     where to write the gallery (default: \(DemoOptions.defaultOutput), inside the
                    package's build folder; nothing else is written)
      --timeline    print the queue and HUD timelines as text instead (virtual clock)
      -h, --help    show this help

    EXAMPLES:
      swift run swiftmessages demo
      swift run swiftmessages demo --out /tmp/gallery && open /tmp/gallery/index.html

    """

  static func run(_ arguments: [String]) -> CommandLineTool.Outcome {
    let parsed = DemoOptions.parse(arguments)
    guard case .run(let options) = parsed else {
      return parsed.stop(command: "demo", usage: usage, wholeUsage: true)
    }
    if options.timeline {
      return CommandLineTool.Outcome(output: QueueDemo.run() + "\n" + HUDDemo.run())
    }
    let folder = options.resolvedOutput
    do {
      let summary = try GalleryWriter.write(to: folder)
      return CommandLineTool.Outcome(
        output: """
          \(summary.indexFile.path)
          \(summary.line)
          Open it in a browser, e.g. xdg-open \(summary.indexFile.path) (Linux) or open \(summary.indexFile.path) (macOS).

          """,
        error: summary.warnings.map { "warning: \($0)\n" }.joined())
    } catch {
      return CommandLineTool.Outcome(
        status: 74, error: "\(folder.path): error: cannot write the gallery: \(error)\n")
    }
  }
}

/// The parsed arguments of `swiftmessages demo`.
struct DemoOptions: Equatable {
  /// The folder the gallery is written to when `--out` is not given: inside the package's
  /// build folder (which `swift build` owns anyway), in the package the tool was built from,
  /// whatever the current directory; under the current directory when that package is gone.
  static let defaultOutput = ".build/swiftmessages-gallery"

  /// `--out DIR`: where the gallery goes; `nil` (the default) for ``defaultOutput``.
  var output: String?

  /// The folder to write: `--out`, else ``defaultOutput`` in the package the tool was built from.
  var resolvedOutput: URL {
    if let output { return URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL }
    let base = BundledNibs.packageRoot ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return base.appendingPathComponent(Self.defaultOutput, isDirectory: true).standardizedFileURL
  }
  /// `--timeline`: print the queue and HUD timelines as text instead of writing the gallery.
  var timeline = false

  static func parse(_ arguments: [String]) -> ParsedArguments<Self> {
    ArgumentScanner.parse(
      arguments, command: "demo", into: DemoOptions(), flags: ["--timeline"],
      valued: ["--out": "a directory, e.g. --out gallery"]
    ) { options, item in
      switch item {
      case .flag: options.timeline = true
      case .option(_, let value): options.output = value
      case .positional(let argument): return "unexpected argument '\(argument)' for 'demo'"
      }
      return nil
    }
  }
}
