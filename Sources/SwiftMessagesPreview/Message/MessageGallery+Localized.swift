import Foundation
import SwiftMessagesCore

extension MessageGallery {
  /// The gallery's default title and body for `theme`: the theme's word ("Success") over a
  /// body to match, so a green card never says "Warning".
  static func defaultTexts(for theme: Theme) -> (title: String, body: String) {
    let title = SwiftMessagesString.themeName(theme).key.english
    switch theme {
    case .info: return (title, "Here's something you should know.")
    case .success: return (title, "Something good happened!")
    case .warning: return (title, "Consider yourself warned.")
    case .error: return (title, "Something went wrong.")
    }
  }

  /// Languages written right to left among those the library ships (Arabic, Hebrew), and the
  /// other scripts that would be.
  static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

  /// One shipped language: its `.lproj` name and the library's own strings in it.
  struct LibraryLanguage {
    /// The `.lproj` folder name without its extension (`he`, `pt-BR`).
    var code: String
    /// The strings table, key to text.
    var strings: [String: String]

    /// Whether the language is written right to left.
    var isRightToLeft: Bool {
      MessageGallery.rightToLeftLanguages.contains(String(code.prefix { $0 != "-" }))
    }

    /// The text for `key` in this language, English when the table lacks it.
    func text(_ key: SwiftMessagesString.Key) -> String { strings[key.rawValue] ?? key.english }

    /// The card's title: the success word ("Success").
    var title: String { text(.themeSuccess) }

    /// The card's body: the HUD's "Loading", its outcome words and a deck position ("2 of 3"),
    /// joined with the language's list separator.
    var body: String {
      let position = String(
        format: text(.deckPosition), locale: Locale(identifier: code), arguments: [Int64(2), Int64(3)])
      return [text(.loading), text(.hudSuccess), text(.hudFailure), position]
        .joined(separator: text(.listSeparator))
    }
  }

  /// The library's strings tables in `folder` (`Resources/Localization/*.lproj/SwiftMessages.strings`),
  /// sorted by language code; a table that cannot be read is a problem line, not a language.
  static func libraryLanguages(in folder: URL, problems: inout [String]) -> [LibraryLanguage] {
    let table = SwiftMessagesLocalization.libraryTableName + ".strings"
    var languages: [LibraryLanguage] = []
    for (code, plist) in NibTranslations.tables(named: table, in: folder) {
      guard let strings = (try? plist.get()) as? [String: String] else {
        problems.append("\(code).lproj/\(table): not a strings table")
        continue
      }
      languages.append(LibraryLanguage(code: code, strings: strings))
    }
    return languages
  }
}
