import Foundation
import SwiftMessagesPreview

/// The linter fixtures of the preview tests, read from disk like a user's files.
enum Fixture {
  /// `Tests/SwiftMessagesPreviewTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("SwiftMessagesPreviewTests/Fixtures")

  /// The path of fixture `name` (without `.xib`).
  static func path(_ name: String) -> String {
    directory.appendingPathComponent("\(name).xib").path
  }

  /// The contents of fixture `name`.
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path(name)))
  }

  /// The diagnostic lines the linter itself gives for `data` named `file`, so command tests
  /// check the command's layout without depending on the rules' wording.
  static func lines(
    for data: Data, file: String, expectedClass: String? = nil
  ) -> String {
    NibLinter(expectedClass: expectedClass).lint(data: data, file: file).map { "\($0)\n" }.joined()
  }

  /// The linter's diagnostics for fixture `name`, as printed with path `file`.
  static func diagnostics(_ name: String, file: String? = nil) throws -> [Diagnostic] {
    NibLinter().lint(data: try data(name), file: file ?? path(name))
  }
}
