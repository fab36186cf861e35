import Foundation

/// A fresh directory under the system's temporary directory for one test; ``remove()`` deletes
/// it with everything in it.
struct TemporaryDirectory {
  /// The directory.
  let url: URL

  /// The directory's path, spelled as the temporary directory is.
  var path: String { url.path }

  /// Creates an empty directory with a unique name.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftmessages-lint-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `contents` to `relative` (creating its directories) and returns the file's path.
  @discardableResult
  func write(_ relative: String, _ contents: Data = Data("<document/>".utf8)) throws -> String {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: file)
    return file.path
  }

  /// Creates the directory `relative` and returns its path.
  @discardableResult
  func makeDirectory(_ relative: String) throws -> String {
    let directory = url.appendingPathComponent(relative, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.path
  }

  /// Creates a symbolic link at `relative` whose target is `destination`, as written.
  func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: url.appendingPathComponent(relative).path, withDestinationPath: destination)
  }

  /// Deletes the directory.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
