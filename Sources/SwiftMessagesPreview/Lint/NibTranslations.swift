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
    let parent = folder.deletingLastPathComponent()
    guard let siblings = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return nil }
    var translations = NibTranslations(keys: [:], tableName: tableName)
    for sibling in siblings.sorted() where sibling.hasSuffix(".lproj") && sibling != folder.lastPathComponent
    {
      let table = parent.appendingPathComponent(sibling).appendingPathComponent(tableName)
      guard FileManager.default.fileExists(atPath: table.path) else { continue }
      let language = String(sibling.dropLast(".lproj".count))
      do {
        let data = try Data(contentsOf: table)
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        guard let dictionary = plist as? [String: Any] else {
          translations.unreadable[language] = "not a strings table"
          continue
        }
        translations.keys[language] = Set(dictionary.keys)
      } catch {
        translations.unreadable[language] = "\(error.localizedDescription)"
      }
    }
    return translations.keys.isEmpty && translations.unreadable.isEmpty ? nil : translations
  }
}
