import Foundation

/// Why Swift sources could not be scanned. ``SwiftClassScanner/scan(directory:)`` throws
/// ``notADirectory(path:)``; a file it cannot read is skipped and listed in
/// ``KnownClasses/skippedFiles`` with one of the other cases.
package enum SwiftSourceScanError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The directory to scan does not exist or is not a directory.
  case notADirectory(path: String)
  /// A `*.swift` file could not be read (permissions, a dangling symbolic link, a directory
  /// named `*.swift`).
  case unreadableFile(path: String)
  /// A `*.swift` file is not valid UTF-8, so it is no Swift source.
  case notUTF8(path: String)

  /// A one-line explanation, e.g. `App/View.swift: not valid UTF-8`.
  package var description: String {
    switch self {
    case .notADirectory(let path): return "\(path): no such directory"
    case .unreadableFile(let path): return "\(path): cannot be read"
    case .notUTF8(let path): return "\(path): not valid UTF-8"
    }
  }
}
