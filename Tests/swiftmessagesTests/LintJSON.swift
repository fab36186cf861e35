import Foundation

/// The JSON document of `swiftmessages lint --format json`, decoded the way a CI script or an
/// editor would read it.
struct LintJSON: Decodable, Equatable {
  struct Diagnostic: Decodable, Equatable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var rule: String
    var message: String
  }

  struct Summary: Decodable, Equatable {
    var files: Int
    var errors: Int
    var warnings: Int
    var notes: Int
    var unreadable: Int
  }

  struct Unreadable: Decodable, Equatable {
    var path: String
    var message: String
  }

  var diagnostics: [Diagnostic]
  var summary: Summary
  var unreadable: [Unreadable]

  /// Decodes `text`.
  static func parse(_ text: String) throws -> LintJSON {
    try JSONDecoder().decode(LintJSON.self, from: Data(text.utf8))
  }
}
