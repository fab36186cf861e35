import Foundation
import SwiftMessagesCore

/// Renders recorded queue events as a readable, deterministic timeline: one line per event
/// with the time (3 decimals), the event, the message id, its token and the reason.
///
/// ```text
///    0.000s  willShow  welcome   #1
///    0.400s  didShow   welcome   #1
///    2.400s  willHide  welcome   #1    timeout
/// ```
public enum Timeline {
  /// Renders `entries`, one line each, ending with a newline (empty input gives "").
  public static func render(_ entries: [EventRecorder.Entry]) -> String {
    let idWidth = max(8, entries.map(\.event.id.count).max() ?? 0)
    var text = ""
    for entry in entries {
      let event = entry.event
      var line = pad(String(format: "%.3fs", entry.time), 9, left: true)
      line += "  " + pad(event.name, 8) + "  " + pad(event.id, idWidth) + "  " + pad("\(event.token)", 4)
      if let detail = event.detail { line += "  " + detail }
      while line.hasSuffix(" ") { line.removeLast() }
      text += line + "\n"
    }
    return text
  }

  private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return left ? fill + text : text + fill
  }
}
