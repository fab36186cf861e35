import Foundation
import SwiftMessagesCore

/// The fixed text forms the SVG and HTML writers use: numbers, colours, escaped text. Locale-free,
/// so the same drawing gives the same bytes everywhere.
package enum SVGFormat {
  /// The largest magnitude written; bigger values (and infinities) are clamped to it.
  package static let maximumMagnitude: Double = 1_000_000_000

  /// `value` rounded to 3 decimals, without trailing zeros, exponent or "-0" (so -0.0001 is
  /// "0"); NaN is written as "0".
  package static func number(_ value: Double) -> String {
    guard !value.isNaN else { return "0" }
    let clamped = min(max(value, -maximumMagnitude), maximumMagnitude)
    let thousandths = Int64((clamped * 1000).rounded())
    guard thousandths != 0 else { return "0" }
    let magnitude = thousandths.magnitude
    var text = thousandths < 0 ? "-" : ""
    text += String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let raw = String(fraction)
      text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return text
  }

  /// Numbers separated by single spaces.
  package static func numbers(_ values: [Double]) -> String {
    values.map(number).joined(separator: " ")
  }

  /// The colour as `#RRGGBB` (alpha is written separately as an opacity).
  package static func color(_ color: RGBAColor) -> String { color.hexString }

  /// `text` with `& < > " '` escaped, and characters XML 1.0 forbids (control characters other
  /// than tab, line feed and carriage return; lone surrogates cannot occur in a `String`) replaced
  /// by U+FFFD, so it is safe both as element content and inside a quoted attribute.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
        result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
