import Foundation

/// Splits Swift source into ``SwiftToken``s, skipping comments (nested too), strings with
/// interpolations and `#/…/#` regexes (bare `/…/` reads as operators), on an explicit stack so no
/// input exhausts the call stack. Unterminated input ends the tokens; a single-line string ends
/// with its line, as in the compiler.
struct SwiftTokenizer {
  /// A literal or interpolation the reader is inside.
  private enum Context {
    /// Inside a string literal closed by `"` (or `"""`) followed by `hashes` `#`s.
    case string(hashes: Int, multiline: Bool)
    /// Inside a `\( … )` interpolation, `depth` parentheses deep (1 right after `\(`).
    case interpolation(depth: Int)
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var contexts: [Context] = []
  private var tokens: [SwiftToken] = []
  private var sawNewline = true
  private var sawSpace = false

  static func tokens(of source: String) -> [SwiftToken] {
    var tokenizer = SwiftTokenizer(bytes: Array(source.utf8))
    tokenizer.run()
    return tokenizer.tokens
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    // A UTF-8 byte order mark is no identifier.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    lineStart = index
  }

  private mutating func run() {
    while index < bytes.count {
      if case .string(let hashes, let multiline)? = contexts.last {
        readStringContent(hashes: hashes, multiline: multiline)
      } else {
        readCode()
      }
    }
  }

  // MARK: - Code

  private mutating func readCode() {
    let byte = bytes[index]
    switch byte {
    case .newline:
      newLine()
    case .space, .tab, .carriageReturn, 0x0B, 0x0C, 0x00:
      index += 1
      sawSpace = true
    case .slash where peek(1) == .slash:
      while index < bytes.count, bytes[index] != .newline { index += 1 }
      sawSpace = true
    case .slash where peek(1) == .star:
      skipBlockComment()
    case .quote:
      openString(hashes: 0, start: index)
    case .hash:
      readHash()
    case .backtick:
      readEscapedWord()
    case .openParen, .closeParen:
      readParenthesis(byte)
    case _ where byte.isDigit:
      let start = index
      while index < bytes.count, bytes[index].isWordByte { index += 1 }
      emit(.literal, "", at: start)
    case _ where byte.isWordStart:
      let start = index
      while index < bytes.count, bytes[index].isWordByte { index += 1 }
      emit(.word, text(start, index), at: start)
    default:
      index += 1
      emit(.punctuation, String(UnicodeScalar(byte)), at: index - 1)
    }
  }

  /// `(` and `)`: tokens in code, depth changes in an interpolation (whose last `)` returns to
  /// the string).
  private mutating func readParenthesis(_ byte: UInt8) {
    let start = index
    index += 1
    guard case .interpolation(let depth)? = contexts.last else {
      emit(.punctuation, byte == .openParen ? "(" : ")", at: start)
      return
    }
    let newDepth = byte == .openParen ? depth + 1 : depth - 1
    contexts.removeLast()
    if newDepth > 0 { contexts.append(.interpolation(depth: newDepth)) }
  }

  /// `/* … */`, nested comments included; an unterminated comment runs to the end.
  private mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if bytes[index] == .slash, peek(1) == .star {
        depth += 1
        index += 2
      } else if bytes[index] == .star, peek(1) == .slash {
        depth -= 1
        index += 2
      } else if bytes[index] == .newline {
        newLine()
      } else {
        index += 1
      }
    } while depth > 0 && index < bytes.count
    sawSpace = true
  }

  /// `#`: a raw string (`#"`, `##"""`), an extended regex literal (`#/`), a directive or macro
  /// (`#if`, `#selector`), or a lone `#`.
  private mutating func readHash() {
    let start = index
    var hashes = 0
    while peek(hashes) == .hash { hashes += 1 }
    switch peek(hashes) {
    case .quote?:
      index += hashes
      openString(hashes: hashes, start: start)
    case .slash?:
      index += hashes + 1
      skipRegex(hashes: hashes, start: start)
    case let next? where hashes == 1 && next.isWordStart:
      index += 1
      let wordStart = index
      while index < bytes.count, bytes[index].isWordByte { index += 1 }
      emit(.pound, text(wordStart, index), at: start)
    default:
      index += 1
      emit(.punctuation, "#", at: start)
    }
  }

  /// `` `name` ``; a backtick with no closing one on its line is punctuation.
  private mutating func readEscapedWord() {
    let start = index
    var end = index + 1
    while end < bytes.count, bytes[end] != .backtick, bytes[end] != .newline { end += 1 }
    guard end < bytes.count, bytes[end] == .backtick else {
      index += 1
      emit(.punctuation, "`", at: start)
      return
    }
    index = end + 1
    emit(.escapedWord, text(start + 1, end), at: start)
  }

  /// The rest of `#/…/#` (extended regex literals may span lines).
  private mutating func skipRegex(hashes: Int, start: Int) {
    emit(.literal, "", at: start)
    while index < bytes.count {
      if bytes[index] == .backslash {
        index += 2
      } else if bytes[index] == .slash, (0..<hashes).allSatisfy({ peek(1 + $0) == .hash }) {
        index += 1 + hashes
        return
      } else if bytes[index] == .newline {
        newLine()
      } else {
        index += 1
      }
    }
  }

  // MARK: - Strings

  /// Opens the string whose `"` is at `index`.
  private mutating func openString(hashes: Int, start: Int) {
    let multiline = peek(1) == .quote && peek(2) == .quote
    emit(.literal, "", at: start)
    index += multiline ? 3 : 1
    contexts.append(.string(hashes: hashes, multiline: multiline))
  }

  private mutating func readStringContent(hashes: Int, multiline: Bool) {
    switch bytes[index] {
    case .backslash where (0..<hashes).allSatisfy({ peek(1 + $0) == .hash }):
      // An escape (`\n`, `\"`, `\#n` in a raw string) or an interpolation (`\(`, `\#(`).
      index += 1 + hashes
      if index < bytes.count, bytes[index] == .openParen {
        index += 1
        contexts.append(.interpolation(depth: 1))
      } else if index < bytes.count, bytes[index] != .newline {
        index += 1
      }
    case .quote where closesString(hashes: hashes, multiline: multiline):
      index += (multiline ? 3 : 1) + hashes
      contexts.removeLast()
    case .newline:
      newLine()
    default:
      index += 1
    }
  }

  private func closesString(hashes: Int, multiline: Bool) -> Bool {
    let quotes = multiline ? 3 : 1
    return (0..<quotes).allSatisfy { peek($0) == .quote }
      && (0..<hashes).allSatisfy { peek(quotes + $0) == .hash }
  }

  // MARK: - Helpers

  /// Steps over a line break. A single-line string cannot hold one, interpolations included:
  /// the outermost open single-line string ends here, with everything opened inside it.
  private mutating func newLine() {
    index += 1
    line += 1
    lineStart = index
    sawNewline = true
    let singleLine = contexts.firstIndex {
      if case .string(_, multiline: false) = $0 { return true }
      return false
    }
    if let singleLine { contexts.removeSubrange(singleLine...) }
  }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Records a token starting at byte `start`, unless it is inside a literal.
  private mutating func emit(_ kind: SwiftToken.Kind, _ text: String, at start: Int) {
    guard contexts.isEmpty else { return }
    tokens.append(
      SwiftToken(
        kind: kind, text: text, line: line, column: start - lineStart + 1, startsLine: sawNewline,
        followsSpace: sawSpace || sawNewline))
    sawNewline = false
    sawSpace = false
  }
}

extension UInt8 {
  fileprivate static let tab: UInt8 = 0x09
  fileprivate static let newline: UInt8 = 0x0A
  fileprivate static let carriageReturn: UInt8 = 0x0D
  fileprivate static let space: UInt8 = 0x20
  fileprivate static let quote: UInt8 = 0x22
  fileprivate static let hash: UInt8 = 0x23
  fileprivate static let openParen: UInt8 = 0x28
  fileprivate static let closeParen: UInt8 = 0x29
  fileprivate static let star: UInt8 = 0x2A
  fileprivate static let slash: UInt8 = 0x2F
  fileprivate static let backslash: UInt8 = 0x5C
  fileprivate static let backtick: UInt8 = 0x60

  fileprivate var isDigit: Bool { self >= 0x30 && self <= 0x39 }

  /// A letter, `_`, `$` or any byte of a non-ASCII character (Swift identifiers may hold most
  /// of them; operators made of non-ASCII symbols are rare enough to read as words).
  fileprivate var isWordStart: Bool {
    (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == 0x5F || self == 0x24
      || self >= 0x80
  }

  fileprivate var isWordByte: Bool { isWordStart || isDigit }
}
