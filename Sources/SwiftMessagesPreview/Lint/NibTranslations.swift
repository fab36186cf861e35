import Foundation

/// A localized nib's strings tables by language (Xcode base internationalization:
/// `CardView.strings` in the `.lproj` folders beside `Base.lproj`). Nibs without them are not
/// checked: message labels are usually placeholders `configureContent` replaces.
package struct NibTranslations: Sendable, Equatable {
  /// The keys each language's table has (`"Xyz-ab-123.text"`), by `.lproj` folder name without
  /// the extension (`"fr"`, `"zh-Hans"`).
  package var keys: [String: Set<String>]
  /// The tables that could not be read, by language, with the reason.
  package var unreadable: [String: String] = [:]
  /// The tables' file name (`"CardView.strings"`).
  package var tableName: String

  /// The tables for the nib at `path`, or `nil` when the nib is not localized: it is not in an
  /// `.lproj` folder, or no other `.lproj` folder beside it has a table of its name.
  package static func read(forNibAt path: String) -> NibTranslations? {
    let nib = URL(fileURLWithPath: path)
    let folder = nib.deletingLastPathComponent()
    guard folder.pathExtension == "lproj" else { return nil }
    let tableName = nib.deletingPathExtension().lastPathComponent + ".strings"
    var translations = NibTranslations(keys: [:], tableName: tableName)
    let tables = Self.tables(
      named: tableName, in: folder.deletingLastPathComponent(), skipping: folder.lastPathComponent)
    for (language, plist) in tables {
      switch plist {
      case .success(let dictionary as [String: Any]): translations.keys[language] = Set(dictionary.keys)
      case .success: translations.unreadable[language] = "not a strings table"
      case .failure(let error): translations.unreadable[language] = "\(error.localizedDescription)"
      }
    }
    return translations.keys.isEmpty && translations.unreadable.isEmpty ? nil : translations
  }

  /// The property lists of the tables named `table` in the `.lproj` folders of `folder` but
  /// `skipping`, by language (the folder name without `.lproj`), sorted.
  static func tables(named table: String, in folder: URL, skipping: String? = nil)
    -> [(language: String, plist: Result<Any, any Error>)]
  {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    return entries.sorted().compactMap { entry in
      let url = folder.appendingPathComponent(entry).appendingPathComponent(table)
      guard entry.hasSuffix(".lproj"), entry != skipping, FileManager.default.fileExists(atPath: url.path)
      else { return nil }
      let plist = Result {
        try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
      }
      return (String(entry.dropLast(".lproj".count)), plist)
    }
  }
}
