import Foundation

/// Reads lint inputs with `read(2)`, at most ``limit`` + 1 bytes, so a huge file, `/dev/zero` or an
/// endless pipe is refused in bounded memory. `FileHandle` is avoided: its reads trap on I/O errors
/// on Apple platforms and its throwing reads need macOS 10.15.4 / iOS 13.4.
struct LintFileReader {
  /// The default limit, 64 MiB: Interface Builder XIBs are kilobytes, so anything larger is
  /// not a XIB.
  static let defaultLimit = 64 << 20

  /// Why a path could not be read, as a short phrase: `no such file`, `permission denied`,
  /// `it is a directory`, `larger than the 64 MiB limit (…)`.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var reason: String
    var description: String { reason }
  }

  /// The largest file accepted, in bytes. ``defaultLimit`` by default.
  var limit = LintFileReader.defaultLimit
  /// The descriptor `-` reads: the process's standard input by default.
  var standardInput: Int32 = STDIN_FILENO

  /// Reads `path` (`-` reads ``standardInput``). A regular file's size is checked before
  /// anything is read.
  func read(_ path: String) throws -> Data {
    if path == "-" { return try read(descriptor: standardInput, size: nil) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(code: errno) }
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR { throw Failure(code: EISDIR) }
    var size: Int?
    if type == S_IFREG {
      let fileSize = Int64(info.st_size)
      guard fileSize <= Int64(limit) else { throw tooLarge(size: fileSize) }
      size = Int(fileSize)
    }
    return try read(descriptor: descriptor, size: size)
  }

  /// Reads `descriptor` to its end, or throws once more than ``limit`` bytes arrived.
  /// `size` (when known) only reserves memory.
  func read(descriptor: Int32, size: Int?) throws -> Data {
    var data = Data(capacity: min(size ?? 0, limit) + 1)
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while data.count <= limit {
      let wanted = min(buffer.count, limit + 1 - data.count)
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(code: errno)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
    throw tooLarge(size: nil)
  }

  /// `larger than the 64 MiB limit (70000000 bytes)`; the size is left out when unknown.
  func tooLarge(size: Int64?) -> Failure {
    let mebibyte = 1 << 20
    let limitText = limit % mebibyte == 0 ? "\(limit / mebibyte) MiB" : "\(limit) bytes"
    let sizeText = size.map { " (\($0) bytes)" } ?? ""
    return Failure(reason: "larger than the \(limitText) limit\(sizeText)")
  }
}

extension LintFileReader.Failure {
  /// The reason for an `errno` value.
  init(code: Int32) {
    switch code {
    case ENOENT, ENOTDIR: reason = "no such file"
    case EACCES, EPERM: reason = "permission denied"
    case EISDIR: reason = "it is a directory"
    default: reason = String(cString: strerror(code))
    }
  }
}

/// `read(2)`, named apart from ``LintFileReader/read(_:)``.
private let systemRead = read
