import Foundation

/// Where SwiftMessages finds the words of ``SwiftMessagesString``, in this order:
///
/// 1. ``override``, the app's closure (a non-`nil` result is used as is);
/// 2. the app's own strings table ``tableName`` in ``tableBundle``, under the keys of
///    `SwiftMessagesString/Key` (`.strings`, and `.stringsdict` for plurals);
/// 3. SwiftMessages' table `SwiftMessages` in its resource bundle, in the language the app
///    runs in (English, Spanish, Thai, Simplified and Traditional Chinese, Japanese, Korean,
///    German, French, Brazilian Portuguese, Arabic, Hebrew);
/// 4. the English text of `SwiftMessagesString/Key/english`.
///
/// A format from a table that does not fit the string's values (a `%@` where an integer goes,
/// a third value for a string with two) is skipped for the next source, never used.
///
/// ```swift
/// SwiftMessagesLocalization.current.tableName = "Messages"  // Messages.strings in the app
/// ```
public struct SwiftMessagesLocalization: @unchecked Sendable {
  // @unchecked: `Bundle` is thread-safe but not annotated `Sendable` in every SDK.

  /// The app's text for a string, or `nil` to look further. `nil` (no override) by default.
  public var override: (@Sendable (SwiftMessagesString) -> String?)?
  /// The name of a strings table of the app's, looked up before SwiftMessages' own (for
  /// example `"Messages"` for `Messages.strings`). `nil` (none) by default.
  public var tableName: String?
  /// The bundle holding ``tableName``. `Bundle.main` by default.
  public var tableBundle: Bundle

  /// Creates a localization; by default SwiftMessages' own tables only.
  public init(
    override: (@Sendable (SwiftMessagesString) -> String?)? = nil, tableName: String? = nil,
    tableBundle: Bundle = .main
  ) {
    self.override = override
    self.tableName = tableName
    self.tableBundle = tableBundle
  }

  /// The localization every SwiftMessages view reads. Set it (or one of its properties) once,
  /// before the first message shows; it is safe to read and set from any thread.
  public static var current: SwiftMessagesLocalization {
    get { storage.value }
    set { storage.value = newValue }
  }

  /// The name of SwiftMessages' strings table: `"SwiftMessages"`.
  public static let libraryTableName = "SwiftMessages"

  /// `string` in the user's language, from the first source that has it (see the type's
  /// documentation).
  public func string(_ string: SwiftMessagesString) -> String {
    if let override, let text = override(string) { return text }
    let key = string.key.rawValue
    let appFormat = tableName.flatMap { Self.lookUp(key, table: $0, in: tableBundle) }
    let libraryFormat = ResourceBundle.located.flatMap {
      Self.lookUp(key, table: Self.libraryTableName, in: $0)
    }
    return Self.resolve(string, formats: [appFormat, libraryFormat])
  }

  /// A string's value found in a strings table: the text (a format for strings with values), and
  /// whether it came with plural rules (the table's `.stringsdict` has the key), so Foundation
  /// resolves its `%#@…@` variables.
  typealias TableFormat = (text: String, hasPluralRules: Bool)

  /// `string` written with the first of `formats` (lookup order; `nil` for a source without the
  /// key) whose conversions all read the values as integers
  /// (``FormatSpecifier/accepts(_:integerCount:pluralVariables:)``; `%#@…@` only with plural
  /// rules), else its English text; formatted for the current locale. A string without values is
  /// used as written (`%` is a percent sign).
  static func resolve(_ string: SwiftMessagesString, formats: [TableFormat?]) -> String {
    let arguments = string.arguments
    let found = formats.compactMap { $0 }
    guard !arguments.isEmpty else { return found.first?.text ?? string.key.english }
    let format =
      found.first {
        FormatSpecifier.accepts($0.text, integerCount: arguments.count, pluralVariables: $0.hasPluralRules)
      }?.text ?? string.key.english
    return String(format: format, locale: Locale.current, arguments: arguments.map { Int64($0) })
  }

  /// The value of `key` in `table` of `bundle`, or `nil` when the table lacks it.
  private static func lookUp(_ key: String, table: String, in bundle: Bundle) -> TableFormat? {
    #if canImport(Darwin)
    let missing = "\u{1}SwiftMessages.missing"
    let value = bundle.localizedString(forKey: key, value: missing, table: table)
    guard value != missing else { return nil }
    return (value, pluralKeys(table: table, in: bundle).contains(key))
    #else
    // Foundation outside Apple platforms crashes reading `.stringsdict` tables: there the
    // override and English are used.
    return nil
    #endif
  }

  /// The keys of `table`'s `.stringsdict` in `bundle` (the localization Foundation chose),
  /// read once per bundle and table.
  private static func pluralKeys(table: String, in bundle: Bundle) -> [String] {
    let cacheKey = bundle.bundlePath + "\n" + table
    if let known = pluralKeyCache.value.first(where: { $0.table == cacheKey }) { return known.keys }
    var keys: [String] = []
    if let url = bundle.url(forResource: table, withExtension: "stringsdict"),
      let data = try? Data(contentsOf: url),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    {
      keys = Array(plist.keys)
    }
    pluralKeyCache.withLock { $0.append((cacheKey, keys)) }
    return keys
  }

  private static let storage = Locked(SwiftMessagesLocalization())
  /// The plural keys per bundle and table: a few tables at most, so an array.
  private static let pluralKeyCache = Locked<[(table: String, keys: [String])]>([])
}
