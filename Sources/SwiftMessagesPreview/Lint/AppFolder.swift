import Foundation

/// Which entries of an app's folder tree the linter walks when it is given a directory (nibs
/// to lint, Swift sources to read): the app's own files, not its dependencies.
package enum AppFolder {
  /// Dependency and build-product folders (CocoaPods, Carthage, Xcode's `SourcePackages` and
  /// `DerivedData`), skipped so a vendored SwiftMessages is not linted as the app's nibs and
  /// classes.
  package static let dependencyFolders: Set<String> = ["Pods", "Carthage", "SourcePackages", "DerivedData"]

  /// Whether a walk skips the entry named `name`: hidden entries (`.git`, `.build`,
  /// `._CardView.xib`) and the ``dependencyFolders``.
  package static func skips(_ name: String) -> Bool {
    name.hasPrefix(".") || dependencyFolders.contains(name)
  }

  /// The image names an app's folder provides: asset catalogue image sets (`errorIcon.imageset`)
  /// and image files (`errorIcon@2x.png` gives `errorIcon`), outside hidden and dependency
  /// folders. Empty when the folder cannot be listed.
  package static func imageNames(in directory: URL) -> Set<String> {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    let imageExtensions: Set<String> = ["png", "pdf", "jpg", "jpeg", "heic", "svg"]
    var names: Set<String> = []
    while let relativePath = enumerator.nextObject() as? String {
      let name = (relativePath as NSString).lastPathComponent
      if skips(name) {
        enumerator.skipDescendants()
        continue
      }
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
