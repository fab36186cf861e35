import Foundation

/// The column where each line's text begins, for diagnostics: Interface Builder writes one
/// start tag per line, indented, so the first non-blank character of a line is the `<` of the
/// element the diagnostic is about.
struct TagColumns {
  /// The byte offset where each line starts.
  private let lineStarts: [Int]
  private let bytes: [UInt8]

  init(_ data: Data) {
    bytes = [UInt8](data)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The 1-based column of the first non-blank character on the 1-based `line`; 1 for lines
  /// out of range or without text.
  func column(onLine line: Int) -> Int {
    guard line >= 1, line <= lineStarts.count else { return 1 }
    var offset = lineStarts[line - 1]
    while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
    guard offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D else { return 1 }
    return offset - lineStarts[line - 1] + 1
  }
}
