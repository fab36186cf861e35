import Foundation
import Testing

@testable import SwiftMessagesCore

/// The `.strings` and `.stringsdict` files shipped in the SwiftMessages bundle, read from the
/// package's `Resources/Localization` folder.
@Suite struct StringsTableTests {
  /// The languages the README promises, with the plural categories CLDR gives integers in
  /// each: required, and optional (`many` for millions in Spanish, French and Portuguese).
  static let languages: [String: (required: Set<String>, optional: Set<String>)] = [
    "en": (["one", "other"], []), "es": (["one", "other"], ["many"]), "th": (["other"], []),
    "zh-Hans": (["other"], []), "zh-Hant": (["other"], []), "ja": (["other"], []), "ko": (["other"], []),
    "de": (["one", "other"], []), "fr": (["one", "other"], ["many"]), "pt-BR": (["one", "other"], ["many"]),
    "ar": (["zero", "one", "two", "few", "many", "other"], []), "he": (["one", "two", "other"], []),
  ]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/Localization")

  static func plist(_ language: String, _ ext: String) throws -> [String: Any] {
    let url = folder.appendingPathComponent("\(language).lproj/SwiftMessages.\(ext)")
    let data = try Data(contentsOf: url)
    let value = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try #require(value as? [String: Any], "\(url.path) is not a table")
  }

  static func strings(_ language: String) throws -> [String: String] {
    let table = try plist(language, "strings")
    return table.compactMapValues { $0 as? String }
  }

  private func specifiers(_ format: String) -> Set<String>? {
    FormatSpecifier.parse(format).map { Set($0.map { "\($0.argument):\($0.conversion)" }) }
  }

  @Test func theBundleShipsExactlyThePromisedLanguages() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
    #expect(Set(folders) == Set(Self.languages.keys))
  }

  @Test func theEnglishTableIsTheCoresTable() throws {
    let english = try Self.strings("en")
    #expect(
      english
        == Dictionary(
          uniqueKeysWithValues: SwiftMessagesString.Key.allCases.map { ($0.rawValue, $0.english) }))
    // Translators read the core's comments beside each key.
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent("en.lproj/SwiftMessages.strings"), encoding: .utf8)
    for key in SwiftMessagesString.Key.allCases {
      #expect(
        text.contains("/* \(key.comment) */\n\"\(key.rawValue)\" = "), "\(key.rawValue) lacks its comment")
    }
  }

  @Test(arguments: languages.keys.sorted()) func everyKeyIsTranslatedWithTheEnglishValues(language: String)
    throws
  {
    let table = try Self.strings(language)
    #expect(Set(table.keys) == Set(SwiftMessagesString.Key.allCases.map(\.rawValue)), "\(language)")
    for key in SwiftMessagesString.Key.allCases {
      let value = try #require(table[key.rawValue], "\(language): \(key.rawValue) missing")
      #expect(
        !value.trimmingCharacters(in: .whitespaces).isEmpty || key == .listSeparator,
        "\(language): \(key.rawValue) is empty")
      #expect(!value.isEmpty, "\(language): \(key.rawValue) is empty")
      if specifiers(key.english) == [] {
        #expect(!value.contains("%"), "\(language): \(key.rawValue) is not a format: \(value)")
      } else {
        // Same values, same types; the order may change with positions (`%2$lld … %1$lld`).
        #expect(specifiers(value) == specifiers(key.english), "\(language): \(key.rawValue) = \(value)")
      }
    }
  }

  /// VoiceOver reads a trailing full stop, exclamation or ellipsis as a change of tone or a
  /// pause: labels and announcements end without one; only the hint is a sentence.
  @Test(arguments: languages.keys.sorted()) func labelsEndWithoutPunctuation(language: String) throws {
    let table = try Self.strings(language)
    for key in SwiftMessagesString.Key.allCases where key != .deckExpandHint && key != .listSeparator {
      let last = try #require(table[key.rawValue]?.unicodeScalars.last, "\(language): \(key.rawValue)")
      #expect(!".!?…。！？:".unicodeScalars.contains(last), "\(language): \(key.rawValue) ends with \(last)")
    }
  }

  @Test(arguments: languages.keys.sorted()) func pluralFormsFollowTheLanguagesRules(language: String) throws {
    let dictionary = try Self.plist(language, "stringsdict")
    // Only the deck hint has plural forms: its count names a number of messages.
    let pluralKeys: [SwiftMessagesString.Key] = [.deckExpandHint]
    #expect(Set(dictionary.keys) == Set(pluralKeys.map(\.rawValue)), "\(language)")
    let rules = try #require(Self.languages[language])
    for key in pluralKeys {
      let entry = try #require(dictionary[key.rawValue] as? [String: Any], "\(language): \(key.rawValue)")
      let format = try #require(entry["NSStringLocalizedFormatKey"] as? String)
      let variables = try #require(FormatSpecifier.parse(format))
      #expect(variables.count == 1 && variables[0].isPluralVariable, "\(language): \(format)")
      let name = String(format.drop { $0 != "@" }.dropFirst().prefix { $0 != "@" })
      let variable = try #require(entry[name] as? [String: String], "\(language): variable \(name)")
      #expect(variable["NSStringFormatSpecTypeKey"] == "NSStringPluralRuleType")
      #expect(variable["NSStringFormatValueTypeKey"] == "lld")
      let categories = Set(variable.keys).subtracting([
        "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey",
      ])
      #expect(
        rules.required.isSubset(of: categories),
        "\(language): missing \(rules.required.subtracting(categories))")
      #expect(
        categories.isSubset(of: rules.required.union(rules.optional)), "\(language): extra \(categories)")
      // Each form reads at most the count, as an integer; the general form says it.
      let english = try #require(specifiers(key.english))
      for (category, text) in variable where categories.contains(category) {
        let forms = try #require(specifiers(text), "\(language) \(category): \(text)")
        #expect(forms.isSubset(of: english), "\(language) \(category): \(text)")
      }
      #expect(
        specifiers(variable["other"] ?? "") == english, "\(language): the other form must show the count")
    }
  }
}

extension SwiftMessagesString.Key {
  /// What a translator needs to know, written beside each key of every shipped `.strings` file.
  var comment: String {
    switch self {
    case .loading:
      return "VoiceOver label and announcement while content loads (activity indicator, skeleton "
        + "placeholder, loading HUD without a title). One short word or phrase, no punctuation."
    case .loaded:
      return "VoiceOver announcement when loaded content replaces a skeleton placeholder. One "
        + "short word, no punctuation."
    case .dismiss:
      return "VoiceOver label of the dimmed background behind a message; activating it dismisses "
        + "the message. A verb, no punctuation."
    case .themeInfo:
      return "Word VoiceOver reads before an informational message, followed by the message "
        + "(\"Info, No network\"). A noun, no punctuation."
    case .themeSuccess:
      return "Word VoiceOver reads before a success message, followed by the message "
        + "(\"Success, Saved\"). A noun, no punctuation."
    case .themeWarning:
      return "Word VoiceOver reads before a warning message, followed by the message "
        + "(\"Warning, Low battery\"). A noun, no punctuation."
    case .themeError:
      return "Word VoiceOver reads before an error message, followed by the message "
        + "(\"Error, Upload failed\"). A noun, no punctuation."
    case .hudSuccess:
      return "Loading HUD: the work finished successfully (shown under a checkmark and read by "
        + "VoiceOver when the app gave no title). Short, no punctuation."
    case .hudFailure:
      return "Loading HUD: the work failed (shown under a cross and read by VoiceOver when the "
        + "app gave no title). Short, no punctuation."
    case .hudProgress:
      return "Loading HUD progress, read by VoiceOver as the value. %lld is a whole percentage "
        + "from 0 to 100; %% is a literal percent sign. Place the sign as your language writes "
        + "percentages."
    case .deckPosition:
      return "VoiceOver value of a card in a stack of several messages: %1$lld is the card's "
        + "position (1 is the newest), %2$lld the number of cards (\"2 of 3\"). Reorder with "
        + "the positional specifiers if needed."
    case .deckExpandHint:
      return "VoiceOver hint of a collapsed stack of messages; %lld is the number of messages "
        + "(2 or more). Plural forms are in the .stringsdict file."
    case .deckCollapse:
      return "Name of the VoiceOver action that collapses an expanded stack of messages. "
        + "Imperative, no punctuation."
    case .listSeparator:
      return "Joins the parts VoiceOver reads for one message: the theme word, the title and the "
        + "body (\"Warning, No network, Retrying\"). Your language's list comma, with a space "
        + "after it if your language uses one."
    }
  }
}
