import Foundation

/// One token of Swift source, as ``SwiftTokenizer`` reads it: comments and whitespace are
/// dropped, a whole string or regex literal (interpolations included) is one `.literal`.
struct SwiftToken: Sendable {
  enum Kind: Sendable {
    /// An identifier or keyword: `class`, `MessageView`, `$0`.
    case word
    /// A backticked identifier, never a keyword: `` `class` `` has the text `class`.
    case escapedWord
    /// `#` and the word after it: `#if` has the text `if`.
    case pound
    /// One character of punctuation or of an operator: `{`, `:`, `<`, `!`, `@`.
    case punctuation
    /// A string, number or regex literal; its text is empty.
    case literal
  }

  var kind: Kind
  /// The word (for words and pound directives) or the punctuation character.
  var text: String
  /// The 1-based line of the token's first character.
  var line: Int
  /// The 1-based column of the token's first character, in UTF-8 bytes (as compilers count).
  var column: Int
  var startsLine: Bool
  /// Whether whitespace or a comment separates the token from the previous one.
  var followsSpace: Bool

  /// Whether the token is the unescaped word `word`.
  func isWord(_ word: String) -> Bool { kind == .word && text == word }

  func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }

  /// Whether the token is a word, escaped or not.
  var isIdentifier: Bool { kind == .word || kind == .escapedWord }

  /// Whether the token can name a declaration: an escaped word, or a word that is no keyword
  /// introducing or modifying a declaration (`class func` declares no class named `func`).
  var isName: Bool {
    switch kind {
    case .escapedWord: return true
    case .word: return !Self.reservedWords.contains(text)
    default: return false
    }
  }

  /// Words that cannot be the name following `class`, `struct`, `enum`, `actor`, … .
  static let reservedWords: Set<String> = [
    "associatedtype", "case", "class", "deinit", "enum", "extension", "func", "import", "init", "let",
    "operator", "protocol", "struct", "subscript", "typealias", "var", "in", "is", "as", "where",
    "static", "final", "override", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
    "public", "private", "fileprivate", "internal", "open", "package", "mutating", "nonmutating",
    "nonisolated", "indirect", "optional", "actor", "macro", "precedencegroup",
  ]
}
