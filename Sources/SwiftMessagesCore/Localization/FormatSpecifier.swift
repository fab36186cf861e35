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
    let scalars = Array(format.unicodeScalars)
    var specifiers: [FormatSpecifier] = []
    var implicitCount = 0
    var index = 0
    func isDigit(_ position: Int) -> Bool {
      position < scalars.count && ("0"..."9").contains(scalars[position])
    }
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      index += 1
      guard index < scalars.count else { return nil }
      if scalars[index] == "%" {
        index += 1
        continue
      }
      var position: Int?
      var digitsEnd = index
      while isDigit(digitsEnd) { digitsEnd += 1 }
      if digitsEnd > index, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
        guard digitsEnd - index <= 4,
          let value = Int(String(String.UnicodeScalarView(scalars[index..<digitsEnd]))),
          value > 0
        else { return nil }
        position = value
        index = digitsEnd + 1
      }
      let conversion: String
      if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
        guard let close = scalars[(index + 2)...].firstIndex(of: "@"), close > index + 2 else { return nil }
        index = close + 1
        conversion = pluralVariable
      } else {
        while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) { index += 1 }
        while isDigit(index) { index += 1 }
        if index < scalars.count, scalars[index] == "." {
          index += 1
          while isDigit(index) { index += 1 }
        }
        var length = ""
        while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]), length.count < 2 {
          length.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard index < scalars.count, conversionCharacters.unicodeScalars.contains(scalars[index]) else {
          return nil
        }
        conversion = length + String(scalars[index])
        index += 1
      }
      if position == nil { implicitCount += 1 }
      specifiers.append(FormatSpecifier(argument: position ?? implicitCount, conversion: conversion))
      // Explicit positions mixed with implicit ones read values in no defined order.
      guard implicitCount == 0 || implicitCount == specifiers.count else { return nil }
    }
    return specifiers
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
  private static let conversionCharacters = "diouxXfeEgGaAFcsSp@n"
  private static let integerConversions = [
    "d", "i", "u", "ld", "li", "lu", "lld", "lli", "llu", "qd", "qi", "qu",
  ]
}
