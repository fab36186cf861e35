import Foundation
import SwiftMessagesPreview

/// Turns the paths given to `swiftmessages lint` into the files to lint: a directory stands for
/// every `.xib` file under it.
enum XibFinder {
  /// One thing to lint.
  enum Entry: Equatable {
    /// A file to read: a path as given, a `.xib` file found in a directory, or `-`.
    case file(String)
    /// A directory holding no `.xib` file at all (outside hidden directories).
    case emptyDirectory(String)
  }

  /// The entries for `paths`, each once; directories are searched iteratively for `.xib` (any case)
  /// in path order, skipping hidden and dependency folders and directory symlinks (no link loops).
  /// Anything else, `-` or a missing path too, is a file whose read reports the problem.
  static func entries(for paths: [String]) -> [Entry] {
    var seen: Set<String> = []
    var entries: [Entry] = []
    for path in paths {
      guard path != "-", AppFolder.isDirectory(path) else {
        if seen.insert(path).inserted { entries.append(.file(path)) }
        continue
      }
      let files = xibFiles(in: path)
      if files.isEmpty, seen.insert(path).inserted { entries.append(.emptyDirectory(path)) }
      for file in files where seen.insert(file).inserted {
        entries.append(.file(file))
      }
    }
    return entries
  }

  /// The `.xib` files under `directory`, sorted, each spelled `directory/relative/path`.
  static func xibFiles(in directory: String) -> [String] {
    // Enumerate the resolved directory: Foundation on Linux does not enumerate a root that is
    // a symbolic link. The paths it yields are relative, so the user's spelling is kept.
    let root = URL(fileURLWithPath: directory, isDirectory: true).resolvingSymlinksInPath().path
    var found: [String] = []
    for (relative, _) in AppFolder.entries(under: root) ?? [] {
      guard (relative as NSString).pathExtension.lowercased() == "xib" else { continue }
      // A dangling link stays in, so reading it reports the problem.
      if AppFolder.isDirectory((root as NSString).appendingPathComponent(relative)) { continue }
      found.append(relative)
    }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return found.sorted().map { prefix + $0 }
  }
}
