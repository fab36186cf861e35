import Foundation

/// A position in a Swift source file, e.g. where ``SwiftClassScanner`` found a class.
package struct SwiftSourceLocation: Sendable, Equatable, CustomStringConvertible {
  /// The file as the scanner named it: the `file` given to
  /// ``SwiftClassScanner/scan(source:file:)``, or the directory's path joined with the file's
  /// path inside it for ``SwiftClassScanner/scan(directory:)``.
  package var file: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, in UTF-8 bytes as the Swift compiler counts.
  package var column: Int = 1

  /// `file:line:column`, the form compilers print and editors link.
  package var description: String { "\(file):\(line):\(column)" }
}
