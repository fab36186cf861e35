import Foundation
import Testing

@testable import SwiftMessagesPreview

/// The linter's table must say exactly what the UIKit layer declares: every class's superclass,
/// `@IBOutlet`s (with their types) and `@IBInspectable`s in `Sources/SwiftMessages`, and the
/// inspectables its extensions add to UIKit classes, as ``SwiftClassScanner`` reads them (the
/// same reader `lint --sources` uses for app classes). A property added to (or removed from) a
/// view without the table following fails here, instead of making the linter reject (or
/// accept) nibs wrongly.
@Suite struct KnownClassesDriftTests {
  /// A class's IB surface, order aside (the table lists members in a readable order).
  struct Surface: Equatable, CustomStringConvertible {
    var superclass: String
    var outlets: Set<String>
    var inspectables: Set<String>

    init(_ entry: KnownClasses.Class) {
      superclass = entry.superclass
      outlets = Set(entry.outlets.map { "\($0.name): \($0.type ?? "any object")" })
      inspectables = Set(entry.inspectables)
    }

    var description: String {
      ": \(superclass) outlets \(outlets.sorted()) inspectables \(inspectables.sorted())"
    }
  }

  static let sourcesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/SwiftMessages")

  @Test func theLintersTableMatchesTheUIKitSources() throws {
    let sources = try SwiftClassScanner.scan(directory: Self.sourcesFolder)
    let table = KnownClasses.swiftMessages
    #expect(sources.skippedFiles.isEmpty)
    // The scan works: it finds the declarations every nib relies on.
    #expect(sources["MessageView"]?.outlets.contains(.init(name: "titleLabel", type: "UILabel")) == true)
    #expect(sources.extensionInspectables["UIView"]?.contains("isSkeletonable") == true)

    for entry in table.classes {
      let declared = try #require(sources[entry.name], "\(entry.name) is not declared in the sources")
      #expect(Surface(entry) == Surface(declared), "\(entry.name)")
    }
    // Every class a nib can configure is in the table.
    let configurable = sources.classes.filter { !$0.outlets.isEmpty || !$0.inspectables.isEmpty }
    #expect(Set(configurable.map(\.name)).subtracting(table.names).isEmpty)
    #expect(
      sources.extensionInspectables.mapValues { Set($0) } == table.extensionInspectables.mapValues { Set($0) }
    )
  }
}
