import Foundation

/// Which entries of an app's folder tree the linter walks when it is given a directory (nibs
/// to lint, Swift sources to read): the app's own files, not its dependencies.
package enum AppFolder {
  /// Dependency and build-product folders, skipped so a vendored SwiftMessages is not linted as
  /// the app's nibs and classes.
  package static let dependencyFolders: Set<String> = ["Pods", "Carthage", "SourcePackages", "DerivedData"]

  /// Whether a walk skips the entry named `name`: hidden entries (`.git`, `.build`,
  /// `._CardView.xib`) and the ``dependencyFolders``.
  package static func skips(_ name: String) -> Bool {
    name.hasPrefix(".") || dependencyFolders.contains(name)
  }

  /// Whether `path` is a directory, or a symbolic link to one.
  package static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The entries under `root` a walk visits (not those ``skips(_:)`` names, nor anything under
  /// them), as relative paths in enumeration order, each with whether it is a directory (a
  /// symbolic link is not one: walks do not follow them); `nil` when `root` cannot be listed.
  package static func entries(under root: String) -> [(path: String, isDirectory: Bool)]? {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return nil }
    var entries: [(path: String, isDirectory: Bool)] = []
    while let path = enumerator.nextObject() as? String {
      let isDirectory = enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
      if skips((path as NSString).lastPathComponent) {
        if isDirectory { enumerator.skipDescendants() }
      } else {
        entries.append((path, isDirectory))
      }
    }
    return entries
  }

  /// The image names an app's folder provides: asset catalogue image sets (`errorIcon.imageset`)
  /// and image files (`errorIcon@2x.png` gives `errorIcon`), outside hidden and dependency
  /// folders. Empty when the folder cannot be listed.
  package static func imageNames(in directory: URL) -> Set<String> {
    let imageExtensions: Set<String> = ["png", "pdf", "jpg", "jpeg", "heic", "svg"]
    var names: Set<String> = []
    for (relativePath, _) in entries(under: directory.path) ?? [] {
      let name = (relativePath as NSString).lastPathComponent
      let pathExtension = (name as NSString).pathExtension.lowercased()
      var base = (name as NSString).deletingPathExtension
      if pathExtension == "imageset" {
        names.insert(base)
      } else if imageExtensions.contains(pathExtension) {
        // `icon@2x~ipad.png` is the image `icon`.
        if let marker = base.firstIndex(where: { $0 == "@" || $0 == "~" }) { base = String(base[..<marker]) }
        names.insert(base)
      }
    }
    return names
  }
}
