import Foundation
import Testing

@testable import SwiftMessagesPreview

/// Hundreds of randomly damaged copies of every bundled nib, the same ones on every run
/// (seeded): the linter must finish each one without crashing, and every diagnostic must point
/// into the file.
@Suite struct LinterFuzzTests {
  /// Copies per bundled nib.
  static let copiesPerNib = 200

  /// A seeded xorshift64* generator: the same damage on every run.
  struct Xorshift: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed | 1 }
    mutating func next() -> UInt64 {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return state &* 0x2545_F491_4F6C_DD1D
    }
  }

  /// Snippets that make for interesting damage: unbalanced tags, dangling references,
  /// duplicate ids, entities, modules, bytes that are not UTF-8.
  static let snippets: [[UInt8]] =
    [
      "<view id=\"3ES-oj-S8o\">", "</subviews>", "<subviews>", "</view>",
      "<label id=\"dup\"/><label id=\"dup\"/>",
      "<outlet property=\"titleLabel\" destination=\"nowhere\" id=\"zz1\"/>", "&amp;", "&undefined;",
      "<!DOCTYPE d [<!ENTITY a \"&a;\">]>", "&a;", " customModuleProvider=\"target\"",
      " customClass=\"MesageView\"",
      "<constraint firstItem=\"ghost\" firstAttribute=\"top\" id=\"c9\"/>", "<![CDATA[", "]]>", "<!--", "-->",
      "\"", "'", "<", ">", "=",
    ].map { Array($0.utf8) } + [[0x00], [0xFF, 0xFE], [0xE9], [0xC3], [0xEF, 0xBB, 0xBF]]

  static func mutate(_ bytes: [UInt8], using random: inout Xorshift) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
      let length = min(Int.random(in: 1...200, using: &random), bytes.count - position)
      switch Int.random(in: 0..<7, using: &random) {
      case 0: bytes.removeSubrange(position..<position + length)
      case 1:
        let copy = Array(bytes[position..<position + length])
        bytes.insert(contentsOf: copy, at: Int.random(in: 0...bytes.count, using: &random))
      case 2: bytes.insert(contentsOf: snippets.randomElement(using: &random) ?? [], at: position)
      case 3: if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &random) }
      case 4: bytes.removeSubrange(position...)
      case 5:
        let nesting = Int.random(in: 1...400, using: &random)
        var deep: [UInt8] = []
        for level in 0..<nesting { deep += Array("<view id=\"f\(level)\"><subviews>".utf8) }
        bytes.insert(contentsOf: deep, at: position)
      default:
        // Swap two lines.
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count > 1 else { continue }
        lines.swapAt(
          Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
        bytes = Array(lines.joined(separator: [0x0A]))
      }
    }
    return bytes
  }

  @Test(arguments: BundledNibsTests.nibs)
  func damagedCopiesAreLintedWithoutCrashing(nib: URL) throws {
    let original = [UInt8](try Data(contentsOf: nib))
    var random = Xorshift(seed: UInt64(original.count))
    let linter = NibLinter(expectedClass: "MessageView")
    var failedToParse = 0
    for copy in 0..<Self.copiesPerNib {
      let damaged = Self.mutate(original, using: &random)
      let lines = damaged.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      let diagnostics = linter.lint(data: Data(damaged), file: "copy\(copy).xib")
      if diagnostics.contains(where: { $0.rule == .malformedXML || $0.rule == .notAXib }) {
        failedToParse += 1
      }
      for diagnostic in diagnostics {
        #expect(diagnostic.file == "copy\(copy).xib")
        #expect((1...lines).contains(diagnostic.line), "copy \(copy): \(diagnostic)")
        #expect(diagnostic.column >= 1 && !diagnostic.message.isEmpty)
      }
    }
    // The damage reaches both the XML reader and the rules behind it.
    #expect(failedToParse > 0 && failedToParse < Self.copiesPerNib)
  }
}
