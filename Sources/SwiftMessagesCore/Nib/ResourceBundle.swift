import Foundation

/// SwiftMessages' resource bundle (its nibs and strings tables), found without `Bundle.module`:
/// SPM's generated accessor stops the app when the bundle is missing, whereas a missing bundle
/// here means the nibs are built in code and the strings are English.
package enum ResourceBundle {
  /// The bundle's file name: ``NibLookup/resourceBundleName`` + `.bundle`, the same for SPM and
  /// CocoaPods.
  static let fileName = NibLookup.resourceBundleName + ".bundle"

  /// App resources, the linking binary's resources, the app bundle (macOS layouts), then one and
  /// two folders above the library's resources (where Xcode previews and test hosts put bundles).
  static func searchFolders(mainResources: URL?, mainBundle: URL?, libraryResources: URL?) -> [URL] {
    [
      mainResources, libraryResources, mainBundle, libraryResources?.deletingLastPathComponent(),
      libraryResources?.deletingLastPathComponent().deletingLastPathComponent(),
    ].compactMap { $0 }
  }

  /// The first ``fileName`` found in those folders, else the bundle of the binary SwiftMessages
  /// is linked into (CocoaPods without a resource bundle); `nil` only where Foundation has no
  /// bundle for it.
  package static var located: Bundle? { Search.shared.bundle }

  /// The search, run once. `@unchecked`: `Bundle` is thread-safe but not `Sendable` in every
  /// SDK.
  private final class Search: @unchecked Sendable {
    static let shared = Search()
    let bundle: Bundle?

    private init() {
      let library = Bundle(for: Search.self)
      let folders = ResourceBundle.searchFolders(
        mainResources: Bundle.main.resourceURL, mainBundle: Bundle.main.bundleURL,
        libraryResources: library.resourceURL)
      bundle =
        folders.lazy.compactMap { Bundle(url: $0.appendingPathComponent(ResourceBundle.fileName)) }.first
        ?? library
    }
  }
}
