import Foundation
import Testing

@testable import SwiftMessagesPreview

@Suite struct SwiftClassScannerTests {
  typealias Class = KnownClasses.Class
  typealias Outlet = KnownClasses.Outlet

  func scan(_ source: String) -> KnownClasses {
    SwiftClassScanner.scan(source: source, file: "App/AlertView.swift")
  }

  /// The classes of `table` without where they are declared (tests check that separately).
  func classes(_ table: KnownClasses) -> [Class] {
    table.classes.map {
      var entry = $0
      entry.declaration = nil
      return entry
    }
  }

  @Test func messageViewSubclassWithOutletsAndInspectablesAcrossLines() throws {
    let source = #"""
      import SwiftMessages
      import UIKit

      /// A card with an OK button.
      @objc(AlertCard)
      open class AlertView: MessageView {
        @IBOutlet private(set) weak var okButton: UIButton!
        @IBOutlet
          weak var subtitleLabel: UILabel?
        @IBOutlet public var badges: [UIImageView]!
        @IBOutlet weak var delegate: AlertViewDelegate?
        @objc @IBInspectable public var cornerRadius: CGFloat = 0 {
          didSet { layer.cornerRadius = cornerRadius }
        }
        @IBInspectable
        public
        var accent: UIColor? = nil
        var plain: UILabel?

        class func make() -> AlertView { AlertView() }
        class var nibName: String { "AlertView" }
        override class var layerClass: AnyClass { CAGradientLayer.self }
      }

      @objc protocol AlertViewDelegate: AnyObject {}
      """#
    let declarations = scan(source)
    #expect(
      classes(declarations) == [
        Class(
          name: "AlertView", superclass: "MessageView",
          outlets: [
            Outlet(name: "okButton", type: "UIButton"), Outlet(name: "subtitleLabel", type: "UILabel"),
            Outlet(name: "badges", type: "UIImageView"), Outlet(name: "delegate", type: nil),
          ],
          inspectables: ["cornerRadius", "accent"], objcName: "AlertCard")
      ])
    #expect(
      declarations["AlertView"]?.declaration
        == SwiftSourceLocation(file: "App/AlertView.swift", line: 6, column: 12))
    #expect(declarations.extensionInspectables.isEmpty)
  }

  @Test func commentsAndStringsHideFakeDeclarations() {
    let source = #"""
      // class FakeA: MessageView { @IBOutlet var fake: UILabel! }
      /* class FakeB: MessageView {
         /* nested */ @IBOutlet var fake: UILabel! }
      */
      class CardView: MessageView {
        /// `@IBOutlet var fake: UILabel!` in a doc comment.
        // @IBOutlet var fakeLine: UILabel!
        /* a block comment /* with a nested one */
           @IBOutlet var fakeNested: UILabel! */
        let template = """
          @IBOutlet var fake: UILabel!
          class FakeC: MessageView {
          """
        let raw = #"class FakeD: MessageView { "\(x)" }"#
        let hashes = ##"a "# class FakeE: UIView { "##
        let quoted = "\"class FakeF: UIView {\\"
        let interpolated = "\(items.map { "class FakeG: UIView { \($0) \("}") }" }.joined())"
        let regex = #/class FakeH: UIView \{/#
        @IBOutlet weak var real: UILabel!
      }
      """#
    let declarations = scan(source)
    #expect(
      classes(declarations) == [
        Class(name: "CardView", superclass: "MessageView", outlets: [Outlet(name: "real", type: "UILabel")])
      ])
  }

  @Test func nestedTypesAreQualifiedAndOnlyClassBodiesRecordOutlets() {
    let source = """
      public final class Container<T>: Base<T>, Proto where T: Equatable {
        @IBOutlet var title: UIKit.UILabel!
        struct Layout {
          @IBOutlet var inStruct: UILabel!
          final class Cell: UICollectionViewCell {
            @IBOutlet var label: Optional<UILabel>
          }
        }
        func configure() {
          class Local: UIView { @IBOutlet var inLocal: UILabel! }
          @IBOutlet var inFunction: UILabel!
        }
      }
      extension Container {
        class Footer: SwiftMessages.MessageView {}
      }
      class Token { @IBOutlet var inRootClass: UILabel! }
      class Node: Hashable {}
      actor Loader { @IBOutlet var inActor: UILabel! }
      class Dictionary: UIView {
        @IBOutlet var byKey: [String: UILabel]!
        @IBOutlet var either: (UILabel & Themed)!
        @IBOutlet var themed: any Themed
        @IBOutlet var a: UILabel!, b: UIButton!
        @IBOutlet nonisolated(unsafe) var c: UIView!
        @IBOutlet @MainActor weak var d: UIView!
        @IBOutlet var `default`: UIView!
      }
      """
    let declarations = scan(source)
    #expect(
      classes(declarations) == [
        Class(name: "Container", superclass: "Base", outlets: [Outlet(name: "title", type: "UIKit.UILabel")]),
        Class(
          name: "Container.Layout.Cell", superclass: "UICollectionViewCell",
          outlets: [Outlet(name: "label", type: "UILabel")]),
        Class(name: "Container.Footer", superclass: "SwiftMessages.MessageView"),
        Class(name: "Node", superclass: "Hashable"),
        Class(
          name: "Dictionary", superclass: "UIView",
          outlets: [
            Outlet(name: "byKey", type: nil), Outlet(name: "either", type: nil),
            Outlet(name: "themed", type: nil),
            Outlet(name: "a", type: "UILabel"), Outlet(name: "b", type: "UIButton"),
            Outlet(name: "c", type: "UIView"),
            Outlet(name: "d", type: "UIView"), Outlet(name: "default", type: "UIView"),
          ]),
      ])
    #expect(declarations["Container.Layout.Cell"]?.declaration?.line == 5)
  }

  @Test func inspectablesOfExtensionsAreRecordedByExtendedType() {
    let source = """
      extension UIView {
        @IBInspectable var borderWidth: CGFloat {
          get { layer.borderWidth }
          set { layer.borderWidth = newValue }
        }
        @IBOutlet var computed: UILabel? { nil }
        var notInspectable: Bool { false }
      }
      extension UILabel: Themeable where Self: NSObject {
        @IBInspectable public var themeKey: String? { get { nil } set {} }
        func helper() { @IBInspectable var local = 1 }
      }
      extension UIView { @IBInspectable var borderWidth: CGFloat { 0 } }
      extension Array<Int> { @IBInspectable var generic: Int { 0 } }
      """
    let declarations = scan(source)
    #expect(declarations.classes.isEmpty)
    #expect(
      declarations.extensionInspectables == [
        "UIView": ["borderWidth"], "UILabel": ["themeKey"], "Array": ["generic"],
      ])
  }

  @Test func bothBranchesOfConditionalCompilationAreRead() {
    let source = """
      #if canImport(UIKit) && !os(watchOS)
      class PlatformView: UIView {
        @IBOutlet
        #if DEBUG
        weak
        #endif
        var label: UILabel!
      }
      #else
      class PlatformView: NSView {
        @IBOutlet var label: NSTextField!
        @IBOutlet var field: NSTextField!
      }
      #endif
      """
    let declarations = scan(source)
    #expect(
      classes(declarations) == [
        Class(
          name: "PlatformView", superclass: "UIView",
          outlets: [Outlet(name: "label", type: "UILabel"), Outlet(name: "field", type: "NSTextField")])
      ])
    #expect(declarations["PlatformView"]?.declaration?.line == 2)
  }

  @Test func unterminatedCommentsAndStringsEndTheScanWithoutLosingWhatCameBefore() {
    let comment = scan(
      "class Good: UIView { @IBOutlet var a: UILabel! }\n/* never closed\nclass Fake: UIView {}")
    #expect(comment.classes.map(\.name) == ["Good"])
    let multiline = scan("class Good: UIView {}\nlet s = \"\"\"\nclass Fake: UIView {}")
    #expect(multiline.classes.map(\.name) == ["Good"])
    let raw = scan("class Good: UIView {}\nlet s = #\"\"\"\nclass Fake: UIView {} \"\"\"")
    #expect(raw.classes.map(\.name) == ["Good"])
    // A single-line string ends with its line, as the compiler reads it: what follows counts.
    let singleLine = scan(
      "class Good: UIView {\n  let s = \"never closed \\(x\n  @IBOutlet var b: UILabel!\n}")
    #expect(
      classes(singleLine) == [
        Class(name: "Good", superclass: "UIView", outlets: [Outlet(name: "b", type: "UILabel")])
      ])
    #expect(scan("class").classes.isEmpty)
    #expect(scan("class Truncated: ").classes == [])
    #expect(scan("@IBOutlet var").classes.isEmpty)
    #expect(classes(scan("class Truncated: Base<")) == [Class(name: "Truncated", superclass: "Base")])
  }

  @Test func deepNestingIsReadWithoutRecursion() {
    let depth = 100_000
    let braces = scan(
      "class Deep: UIView {\n  @IBOutlet var first: UILabel!\n" + String(repeating: "{", count: depth))
    #expect(
      classes(braces) == [
        Class(name: "Deep", superclass: "UIView", outlets: [Outlet(name: "first", type: "UILabel")])
      ])
    let closing = scan(String(repeating: "}", count: depth) + "\nclass After: UIView {}")
    #expect(closing.classes.map(\.name) == ["After"])
    let parentheses = scan(
      "let s = \"\\(" + String(repeating: "(", count: depth) + "\nclass After: UIView {}")
    #expect(parentheses.classes.map(\.name) == ["After"])
    let comments = scan(
      String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)
        + "\nclass After: UIView {}")
    #expect(comments.classes.map(\.name) == ["After"])
    let generics = scan("class G: Base" + String(repeating: "<", count: depth) + " {}")
    #expect(classes(generics) == [Class(name: "G", superclass: "Base")])
    let strings = scan(
      "let s = \"\\(\"" + String(repeating: "\\(\"", count: depth) + "\nclass After: UIView {}")
    #expect(strings.classes.map(\.name) == ["After"])
  }

  @Test func directoryScanReadsSwiftFilesInPathOrderAndReportsUnreadableOnes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scanner-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files: [String: String] = [
      "Views/Cards/CardView.swift": "class CardView: MessageView { @IBOutlet var badge: UIImageView! }",
      "AlertView.swift":
        "class AlertView: CardView {}\nextension UIView { @IBInspectable var glow: Bool { false } }",
      ".build/checkouts/Generated.swift": "class Hidden: UIView {}",
      "Views/.hidden.swift": "class HiddenFile: UIView {}",
      "Views/README.md": "class NotSwift: UIView {}",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0xFE]).write(
      to: root.appendingPathComponent("Latin1.swift"))

    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Broken.swift").path, withDestinationPath: "Missing.swift")

    let declarations = try SwiftClassScanner.scan(directory: root)
    #expect(
      classes(declarations) == [
        Class(name: "AlertView", superclass: "CardView"),
        Class(
          name: "CardView", superclass: "MessageView", outlets: [Outlet(name: "badge", type: "UIImageView")]),
      ])
    #expect(declarations.extensionInspectables == ["UIView": ["glow"]])
    #expect(
      declarations["CardView"]?.declaration
        == SwiftSourceLocation(file: root.path + "/Views/Cards/CardView.swift", line: 1, column: 7))
    #expect(
      declarations.skippedFiles == [
        .unreadableFile(path: root.path + "/Broken.swift"), .notUTF8(path: root.path + "/Latin1.swift"),
      ])

    #expect(throws: SwiftSourceScanError.notADirectory(path: root.path + "/Missing")) {
      try SwiftClassScanner.scan(directory: root.appendingPathComponent("Missing"))
    }
    #expect(throws: SwiftSourceScanError.notADirectory(path: root.path + "/AlertView.swift")) {
      try SwiftClassScanner.scan(directory: root.appendingPathComponent("AlertView.swift"))
    }
  }
}
