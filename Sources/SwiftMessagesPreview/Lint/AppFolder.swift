import Foundation

/// Which entries of an app's folder tree the linter walks when it is given a directory (nibs
/// to lint, Swift sources to read): the app's own files, not its dependencies.
public enum AppFolder {
  /// Folders that hold dependencies or build products, whose nibs and sources are not the
  /// app's: CocoaPods' `Pods`, Carthage's `Carthage` (its `Checkouts`), Xcode's
  /// `SourcePackages` and `DerivedData`. A copy of the SwiftMessages library in there would
  /// otherwise be linted as if the app had copied its nibs, and its classes read as the app's.
  public static let dependencyFolders: Set<String> = ["Pods", "Carthage", "SourcePackages", "DerivedData"]

  /// Whether a walk skips the entry named `name`: hidden entries (`.git`, `.build`,
  /// `._CardView.xib`) and the ``dependencyFolders``.
  public static func skips(_ name: String) -> Bool {
    name.hasPrefix(".") || dependencyFolders.contains(name)
  }
}
