import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

/// The nibs SwiftMessages ships must lint clean, with `viewFromNib` asking for the class that
/// loads them: `HUDView` for `HUDView.xib` (`HUDView.viewFromNib()`), `MessageView` for the rest
/// (`MessageView.viewFromNib(layout:)`).
@Suite struct BundledNibsTests {
  static let nibsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Lint
    .deletingLastPathComponent()  // SwiftMessagesPreviewTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appendingPathComponent("Resources/Nibs")

  static var nibs: [URL] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: nibsFolder.path)) ?? []
    return files.filter { $0.hasSuffix(".xib") }.sorted().map { nibsFolder.appendingPathComponent($0) }
  }

  /// The class `viewFromNib` is asked for when it loads `nib`.
  static func expectedClass(of nib: URL) -> String {
    nib.lastPathComponent == "HUDView.xib" ? "HUDView" : "MessageView"
  }

  func lint(_ nib: URL, expecting expected: String) throws -> [Diagnostic] {
    NibLinter(expectedClass: expected).lint(data: try Data(contentsOf: nib), file: nib.lastPathComponent)
  }

  @Test func everyBundledLayoutIsLinted() {
    #expect(
      Self.nibs.map(\.lastPathComponent) == [
        "CardView.xib", "CenteredView.xib", "HUDView.xib", "MessageView.xib", "StatusLine.xib",
        "TabView.xib",
      ])
  }

  @Test(arguments: nibs)
  func bundledNibLintsClean(nib: URL) throws {
    let expected = Self.expectedClass(of: nib)
    let diagnostics = try lint(nib, expecting: expected)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    let document = try XibDocument(data: try Data(contentsOf: nib))
    #expect(document.topLevelViews.first?.customClass == expected)
  }

  /// `.ci/run` lints every bundled nib with `--expect MessageView`: a HUDView is a MessageView.
  @Test(arguments: nibs)
  func bundledNibLintsCleanAsAMessageView(nib: URL) throws {
    #expect(try lint(nib, expecting: "MessageView").isEmpty)
  }

  @Test func hudNibWiresTheIndicatorAboveTheBodyOnARoundedCard() throws {
    let nib = Self.nibsFolder.appendingPathComponent("HUDView.xib")
    let document = try XibDocument(data: try Data(contentsOf: nib))
    let root = try #require(document.topLevelViews.first)
    #expect(root.customModule == "SwiftMessages" && root.customModuleProvider == nil)
    let outlets = Dictionary(
      uniqueKeysWithValues: root.connections.compactMap { connection in
        connection.property.map { ($0, connection.destination) }
      })
    #expect(outlets.keys.sorted() == ["activityIndicatorView", "backgroundView", "bodyLabel"])
    let background = try #require(outlets["backgroundView"].flatMap(document.object(withID:)))
    #expect(background.customClass == "CornerRoundingView")
    let indicator = try #require(outlets["activityIndicatorView"].flatMap(document.object(withID:)))
    #expect(indicator.customClass == "ActivityIndicatorView")
    #expect(indicator.customModule == "SwiftMessages")
    #expect(indicator.runtimeAttributes.map(\.keyPath) == ["hidesWhenStopped"])
    #expect(indicator.frame?.size == CGSize(width: 40, height: 40))
    let body = try #require(outlets["bodyLabel"].flatMap(document.object(withID:)))
    #expect(body.label?.adjustsFontForContentSizeCategory == true)
    let stack = try #require(background.subviewIndices.first.map { document.allObjects[$0] })
    #expect(stack.subviewIndices.map { document.allObjects[$0].id } == [indicator.id, body.id])
  }
  /// The facts `configureActivityIndicator()` reads of `property`, as the nib wires it (a
  /// stack view's subviews in a XIB are its arranged subviews).
  static func outlet(_ property: String, in document: XibDocument) -> InlineIndicatorSlot.Outlet? {
    guard let root = document.topLevelViews.first,
      let id = root.connections.first(where: { $0.property == property })?.destination,
      let view = document.object(withID: id)
    else { return nil }
    var containers: [XibObject] = []
    var current = document.superview(of: view)
    while let container = current, container.id != root.id {
      containers.append(container)
      current = document.superview(of: container)
    }
    return InlineIndicatorSlot.Outlet(
      isHidden: view.attributes["hidden"] == "YES",
      isInHiddenContainer: containers.contains { $0.attributes["hidden"] == "YES" },
      isArranged: document.superview(of: view)?.elementName == "stackView")
  }

  /// Every bundled message layout gives the inline indicator a place in its Auto Layout: the
  /// icon's in its stack view, or before the status line's body.
  @Test func bundledLayoutsHaveAnIndicatorSlot() throws {
    var slots: [String: InlineIndicatorSlot] = [:]
    for nib in Self.nibs where nib.lastPathComponent != "HUDView.xib" {
      let document = try XibDocument(data: try Data(contentsOf: nib))
      slots[nib.deletingPathExtension().lastPathComponent] = InlineIndicatorSlot(
        iconImageView: Self.outlet("iconImageView", in: document),
        iconLabel: Self.outlet("iconLabel", in: document),
        bodyLabel: Self.outlet("bodyLabel", in: document),
        titleLabel: Self.outlet("titleLabel", in: document))
    }
    // Compared by description: the library's slot is not Equatable (only tests compare it).
    let icon = InlineIndicatorSlot.iconImageView(insertsInStack: false)
    let expected: [String: InlineIndicatorSlot] = [
      "MessageView": icon, "CardView": icon, "TabView": icon, "CenteredView": icon, "StatusLine": .beforeBody,
    ]
    #expect(slots.mapValues { String(reflecting: $0) } == expected.mapValues { String(reflecting: $0) })
  }
}
