import Foundation

/// The XIBs in `Fixtures/`, bundled as test resources: one broken nib per lint rule plus
/// `clean.xib`, a realistic card view that lints without diagnostics.
enum Fixture {
  struct Missing: Error, CustomStringConvertible {
    var name: String
    var description: String { "fixture \(name).xib is not in the test bundle" }
  }

  /// The URL of `Fixtures/<name>.xib`.
  static func url(_ name: String) throws -> URL {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      throw Missing(name: name)
    }
    let url = folder.appendingPathComponent("\(name).xib")
    guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(name: name) }
    return url
  }

  /// The contents of `Fixtures/<name>.xib`.
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }
}
