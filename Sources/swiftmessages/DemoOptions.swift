import Foundation
import SwiftMessagesPreview

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
  /// Off by default.
  var timeline = false

  /// Parses the arguments after `demo` (``ArgumentScanner``'s syntax).
  static func parse(_ arguments: [String]) -> ParsedArguments<Self> {
    var options = DemoOptions()
    var scanner = ArgumentScanner(arguments, flags: ["-h", "--help", "--timeline"], valued: ["--out"])
    while let item = scanner.next() {
      switch item {
      case .flag("--timeline"): options.timeline = true
      case .flag: return .help
      case .option(_, let value): options.output = value
      case .missingValue: return .usageError("option '--out' needs a directory, e.g. --out gallery")
      case .unknown(let argument): return .usageError("unknown option '\(argument)' for 'demo'")
      case .positional(let argument): return .usageError("unexpected argument '\(argument)' for 'demo'")
      }
    }
    return .run(options)
  }
}
