import Foundation

/// A string's value found in a strings table, as ``SwiftMessagesLocalization`` looks it up.
struct TableFormat: Sendable {
  /// The value, a format for strings with values.
  var text: String
  /// Whether the value came with plural rules (the table's `.stringsdict` has the key), so
  /// Foundation resolves its `%#@…@` variables.
  var hasPluralRules: Bool

  /// Whether the format can be given `count` integer values.
  func takes(integerCount count: Int) -> Bool {
    FormatSpecifier.accepts(text, integerCount: count, pluralVariables: hasPluralRules)
  }

  /// The value of `key` in `table` of `bundle`, or `nil` when the table lacks it.
  static func lookUp(_ key: String, table: String, in bundle: Bundle) -> TableFormat? {
    #if canImport(Darwin)
    let missing = "\u{1}SwiftMessages.missing"
    let value = bundle.localizedString(forKey: key, value: missing, table: table)
    guard value != missing else { return nil }
    return TableFormat(text: value, hasPluralRules: pluralKeys(table: table, in: bundle).contains(key))
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

  /// The plural keys per bundle and table: a few tables at most, so an array.
  private static let pluralKeyCache = Locked<[(table: String, keys: [String])]>([])
}
