import Foundation

/// One conversion of a `printf`-style format as Foundation reads it (`%lld`, `%2$lld`, `%@`,
/// `%#@messages@`), parsed so a format that would read a missing or mistyped value is refused
/// instead of crashing.
struct FormatSpecifier: Sendable {
  /// The 1-based value the conversion reads: its explicit position (`%2$lld` reads the second),
  /// else the next one in order.
  let argument: Int
  /// The length modifier and conversion character (`"lld"`, `"d"`, `"@"`), or `"#@"` for a
  /// `.stringsdict` variable.
  let conversion: String

  /// Whether the conversion reads an integer: `d`, `i` or `u` with no length or `l`, `ll`, `q`.
  var readsInteger: Bool { Self.integerConversions.contains(conversion) }

  /// Whether this is a `.stringsdict` variable (`%#@messages@`), which Foundation replaces
  /// with the plural form for its count, and only in a format that came from a `.stringsdict`
  /// (elsewhere it would read the count as an object).
  var isPluralVariable: Bool { conversion == Self.pluralVariable }

  /// The conversions of `format` in order, without `%%`; `nil` when it is not a valid format: a
  /// `%` with no conversion, an unknown conversion, a `*` width (which would read a value), a position of 0 or above 9999,
  /// explicit positions mixed with implicit ones.
  static func parse(_ format: String) -> [FormatSpecifier]? {
    // Every character of the syntax is ASCII, so the UTF-8 bytes read the same as the characters.
    let bytes = Array(format.utf8)
    var specifiers: [FormatSpecifier] = []
    var implicitCount = 0
    var index = 0
    while index < bytes.count {
      let isPercent = bytes[index] == UInt8(ascii: "%")
      index += 1
      guard isPercent else { continue }
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "%") {
        index += 1
        continue
      }
      var position: Int?
      let digitsEnd = skipping(digits, in: bytes, from: index)
      if digitsEnd > index, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") {
        guard digitsEnd - index <= 4 else { return nil }
        let value = bytes[index..<digitsEnd].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard value > 0 else { return nil }
        position = value
        index = digitsEnd + 1
      }
      let conversion: String
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
        guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "@")), close > index + 2 else {
          return nil
        }
        index = close + 1
        conversion = pluralVariable
      } else {
        index = skipping(digits, in: bytes, from: skipping("-+ #0'", in: bytes, from: index))
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
          index = skipping(digits, in: bytes, from: index + 1)
        }
        let lengthStart = index
        index = min(skipping("hlqLzjt", in: bytes, from: index), lengthStart + 2)
        guard index < bytes.count, conversionCharacters.utf8.contains(bytes[index]) else { return nil }
        index += 1
        conversion = String(decoding: bytes[lengthStart..<index], as: UTF8.self)
      }
      if position == nil { implicitCount += 1 }
      specifiers.append(FormatSpecifier(argument: position ?? implicitCount, conversion: conversion))
      // Explicit positions mixed with implicit ones read values in no defined order.
      guard implicitCount == 0 || implicitCount == specifiers.count else { return nil }
    }
    return specifiers
  }

  /// The index after the run of `characters` in `bytes` that starts at `start`.
  private static func skipping(_ characters: String, in bytes: [UInt8], from start: Int) -> Int {
    var end = start
    while end < bytes.count, characters.utf8.contains(bytes[end]) { end += 1 }
    return end
  }

  /// Whether `format` can be given `count` integers: it parses and each conversion reads one of the
  /// first `count` (or, with `pluralVariables`, is a `.stringsdict` variable); values may be left
  /// out.
  static func accepts(_ format: String, integerCount count: Int, pluralVariables: Bool = false) -> Bool {
    guard let specifiers = parse(format) else { return false }
    return specifiers.allSatisfy {
      ($0.readsInteger || (pluralVariables && $0.isPluralVariable)) && $0.argument >= 1
        && $0.argument <= count
    }
  }

  private static let pluralVariable = "#@"
  private static let digits = "0123456789"
  private static let conversionCharacters = "diouxXfeEgGaAFcsSp@n"
  private static let integerConversions = [
    "d", "i", "u", "ld", "li", "lu", "lld", "lli", "llu", "qd", "qi", "qu",
  ]
}
