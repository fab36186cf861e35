import Foundation
import Testing

@testable import SwiftMessagesPreview

/// Files that are not the XIBs they claim to be, or XIBs no person would write: each is
/// read without crashing and reported with a message that says what to do.
@Suite struct HostileXibTests {
  func parseError(_ data: Data) throws -> XibParseError {
    do {
      _ = try XibDocument(data: data)
    } catch let error as XibParseError {
      return error
    }
    throw Unexpected.parsed
  }

  enum Unexpected: Error { case parsed }

  /// A document whose single top-level view nests `depth` views.
  static func nested(depth: Int) -> Data {
    var text = TestXib.header
    for level in 0..<depth { text += "<view id=\"v\(level)\"><subviews>\n" }
    for _ in 0..<depth { text += "</subviews></view>\n" }
    return Data((text + "</objects>\n</document>\n").utf8)
  }

  @Test func aDeeplyNestedHierarchyIsReadWithoutRecursion() throws {
    // Thousands of levels overflowed the stack of a recursive reader (a few hundred in debug
    // builds); walks, comparisons and releasing the document are all iterative now.
    let depth = 20_000
    let data = Self.nested(depth: depth)
    let document = try XibDocument(data: data)
    #expect(document.allObjects.count == depth)
    #expect(document.allObjects.last?.parentIndex == depth - 2)
    #expect(document.subtree(of: document.allObjects[0]).count == depth)
    #expect(document == (try XibDocument(data: data)))
    let diagnostics = NibLinter(expectedClass: "UIView").lint(data: data, file: "Deep.xib")
    #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
  }

  @Test func aXibLargerThanTenMegabytesIsNotMalformed() throws {
    // Handed to the parser in one piece, anything over 10 MB failed with "huge input lookup"
    // on a line past the end of the file.
    var text =
      TestXib.header
      + "<view id=\"root\" customClass=\"MessageView\" customModule=\"SwiftMessages\"><subviews>\n"
    var count = 0
    while text.utf8.count < 10_500_000 {
      text += "<label opaque=\"NO\" text=\"Row \(count) of a very long generated list\" id=\"l\(count)\"/>\n"
      count += 1
    }
    text += "</subviews></view>\n</objects>\n</document>\n"
    let diagnostics = NibLinter().lint(data: Data(text.utf8), file: "Big.xib")
    #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
  }

  @Test func binaryDataSaysItIsNotText() throws {
    let error = try parseError(Data((0..<2048).map { UInt8($0 % 256) }))
    #expect(error.kind == .binary(compiledNib: false))
    #expect(error.message.contains("binary, not text"))
  }

  @Test(arguments: ["NIBArchive\u{1}\u{0}\u{0}", "bplist00\u{D4}\u{1}\u{2}"])
  func aCompiledNibSaysToLintTheXib(start: String) throws {
    let error = try parseError(Data(start.utf8) + Data(repeating: 7, count: 64))
    #expect(error.kind == .binary(compiledNib: true))
    #expect(error.message.hasPrefix("this is a compiled nib (binary), not a XIB: lint the .xib file"))
  }

  @Test func plainTextSaysHowItStarts() throws {
    let error = try parseError(Data("\n  Release notes for version 2\nline two\n".utf8))
    #expect(error.kind == .notXML(start: "Release notes for versio…"))
    #expect(error.line == 2 && error.column == 3)
    let diagnostic = try #require(NibLinter().lint(data: Data("hello".utf8), file: "a.xib").first)
    #expect(diagnostic.rule == .notAXib)
  }

  @Test(arguments: ["", "   \n\t\n", "\u{FEFF}  "])
  func anEmptyFileSaysItIsEmpty(text: String) throws {
    #expect(try parseError(Data(text.utf8)).kind == .empty)
  }

  @Test func latin1BytesInAUTF8FileNameTheByteAndTheFix() throws {
    var data = Data(TestXib.header.utf8)
    data +=
      Data("<label id=\"a\" text=\"caf".utf8) + Data([0xE9]) + Data("\"/>\n</objects>\n</document>\n".utf8)
    let error = try parseError(data)
    #expect(error.kind == .invalidEncoding(declared: "UTF-8", byte: 0xE9))
    #expect(error.line == 12 && error.column == 24)
    #expect(error.message.hasPrefix("byte 0xE9 is not valid UTF-8"))
    #expect(error.message.contains("re-save it as UTF-8"))
  }

  @Test func aFileDeclaringAnotherEncodingThanItsBytesSaysSo() throws {
    let data = Data("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document/>\n".utf8)
    let error = try parseError(data)
    #expect(error.message.contains("do not match the encoding the file declares"))
  }

  @Test func aUTF16FileIsRead() throws {
    let text = String(decoding: TestXib.data(objects: #"<view id="a"/>"#), as: UTF8.self)
    var data = Data([0xFF, 0xFE])
    for unit in text.utf16 { data += Data([UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
    #expect(try XibDocument(data: data).allObjects.map(\.id) == ["a"])
  }

  @Test func anEntityExpansionBombIsNamed() throws {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY a \"lollollollollol\">\n"
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
    for (previous, name) in zip(names, names.dropFirst()) {
      text += "<!ENTITY \(name) \"\(String(repeating: "&\(previous);", count: 10))\">\n"
    }
    text += "]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
    text += "<label id=\"x\" text=\"&j;\"/></objects></document>\n"
    let error = try parseError(Data(text.utf8))
    #expect(error.kind == .entityExpansion)
    #expect(error.message.contains("remove the <!DOCTYPE …> block"))
  }

  @Test func anErrorAtTheEndIsReportedOnALineOfTheFile() throws {
    let truncated = TestXib.header + "<view id=\"a\">\n<subviews>\n"
    let error = try parseError(Data(truncated.utf8))
    let lines = truncated.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(error.line <= lines)
  }
}
