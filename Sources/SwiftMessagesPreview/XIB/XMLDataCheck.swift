import Foundation

/// Looks at the raw bytes before the XML parser does, so that files which are not XML text at
/// all get a message saying what they are (a compiled nib, binary data, plain text, text in
/// the wrong encoding) instead of the parser's first complaint.
enum XMLDataCheck {
  /// How many leading bytes are inspected for NUL bytes.
  static let sniffLength = 4096

  /// The problem with `data`, or `nil` when it looks like XML text the parser should read.
  static func problem(in data: Data) -> XibParseError? {
    let bytes = [UInt8](data)
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    // UTF-16 and UTF-32 (with or without a byte order mark) are left to the parser.
    if start == 0, isWideText(bytes) { return nil }
    guard let first = bytes[start...].firstIndex(where: { !isWhiteSpace($0) }) else {
      return XibParseError(kind: .empty, line: 1, column: 1)
    }
    let compiled = ["NIBArchive", "bplist00"].contains { bytes.starts(with: Array($0.utf8)) }
    if compiled || bytes.prefix(sniffLength).contains(0) {
      return XibParseError(kind: .binary(compiledNib: compiled), line: 1, column: 1)
    }
    let declared = declaredEncoding(bytes[first...]) ?? "UTF-8"
    if isUTF8(declared), let offset = firstInvalidUTF8(bytes, from: start) {
      let (line, column) = position(of: offset, in: bytes)
      return XibParseError(
        kind: .invalidEncoding(declared: "UTF-8", byte: bytes[offset]), line: line, column: column)
    }
    guard bytes[first] == UInt8(ascii: "<") else {
      let (line, column) = position(of: first, in: bytes)
      return XibParseError(kind: .notXML(start: excerpt(bytes, from: first)), line: line, column: column)
    }
    return nil
  }

  static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether the data starts with a UTF-16 or UTF-32 byte order mark, or with `<` encoded
  /// on two or four bytes.
  static func isWideText(_ bytes: [UInt8]) -> Bool {
    let prefixes: [[UInt8]] = [
      [0xFE, 0xFF], [0xFF, 0xFE], [0x00, 0x00, 0xFE, 0xFF], [0x00, 0x3C, 0x00], [0x3C, 0x00, 0x3F],
      [0x3C, 0x00, 0x00, 0x00],
    ]
    return prefixes.contains { bytes.starts(with: $0) }
  }

  /// The `encoding` of an `<?xml … ?>` declaration at the start of `bytes`, if any.
  static func declaredEncoding(_ bytes: ArraySlice<UInt8>) -> String? {
    guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
    let declaration = bytes.prefix(256)
    guard let end = declaration.firstIndex(of: UInt8(ascii: ">")) else { return nil }
    let text = String(decoding: declaration[..<end], as: UTF8.self)
    guard let range = text.range(of: "encoding") else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }

  static func isUTF8(_ name: String) -> Bool {
    ["utf-8", "utf8"].contains(name.lowercased())
  }

  /// The offset of the first byte that does not start or continue a valid UTF-8 sequence (the
  /// standard library's decoder: no overlong forms, surrogates or scalars past U+10FFFF).
  static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Int? {
    var iterator = bytes[start...].makeIterator()
    var decoder = UTF8()
    var offset = start
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The 1-based line and column (in bytes) of `offset`.
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// Up to 24 printable characters from `offset`, for a message.
  static func excerpt(_ bytes: [UInt8], from offset: Int) -> String {
    let text = String(decoding: bytes[offset...].prefix(96), as: UTF8.self)
    let line = text.prefix { $0 != "\n" && $0 != "\r" }
    let printable = line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }
    let short = String(String.UnicodeScalarView(printable.prefix(24)))
    return printable.count > 24 ? short + "…" : short
  }
}
