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
    let appFormat = tableName.flatMap { TableFormat.lookUp(key, table: $0, in: tableBundle) }
    let libraryFormat = ResourceBundle.located.flatMap {
      TableFormat.lookUp(key, table: Self.libraryTableName, in: $0)
    }
    return Self.resolve(string, formats: [appFormat, libraryFormat])
  }

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
      found.first { $0.takes(integerCount: arguments.count) }?.text ?? string.key.english
    return String(format: format, locale: Locale.current, arguments: arguments.map { Int64($0) })
  }

  private static let storage = Locked(SwiftMessagesLocalization())
}
