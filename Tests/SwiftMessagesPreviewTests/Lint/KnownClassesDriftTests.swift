import Foundation
import Testing

@testable import SwiftMessagesPreview

/// The linter's table must say exactly what the UIKit layer declares: every `@IBOutlet` and
/// `@IBInspectable` in `Sources/SwiftMessages`, per class, and the inspectables its extensions
/// add to UIKit classes. A property added to (or removed from) a view without the table
/// following fails here, instead of making the linter reject (or accept) nibs wrongly.
@Suite struct KnownClassesDriftTests {
  /// The IB declarations of the sources, by the type that declares them.
  struct Declarations: Equatable {
    var outlets: [String: Set<String>] = [:]
    var inspectables: [String: Set<String>] = [:]
  }

  static let sourcesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/SwiftMessages")

  /// Reads `Sources/SwiftMessages/**/*.swift` line by line: a top-level `class`/`extension`
  /// line opens a type; `@IBOutlet … var name: Type` and `@IBInspectable … var name` inside it
  /// are recorded as `name: Type` and `name`.
  static func scan() throws -> Declarations {
    var declarations = Declarations()
    let files = FileManager.default.enumerator(at: sourcesFolder, includingPropertiesForKeys: nil)
    let typeLine = try Regex(
      #"^(?:@\w+\s+)*(?:(?:open|public|internal|final)\s+)*(?:class|extension|struct|enum)\s+(\w+)"#)
    let property = try Regex(#"@(IBOutlet|IBInspectable)\b.*?\bvar\s+(\w+)\s*:\s*(\w+)"#)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      var currentType: String?
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        if let match = line.firstMatch(of: typeLine), let name = match.output[1].substring {
          currentType = String(name)
        }
        guard let match = line.firstMatch(of: property), let type = currentType,
          let kind = match.output[1].substring, let name = match.output[2].substring,
          let valueType = match.output[3].substring
        else { continue }
        if kind == "IBOutlet" {
          declarations.outlets[type, default: []].insert("\(name): \(valueType)")
        } else {
          declarations.inspectables[type, default: []].insert(String(name))
        }
      }
    }
    return declarations
  }

  /// The same from the linter's table.
  static func table(_ known: KnownClasses) -> Declarations {
    var declarations = Declarations()
    for entry in known.classes {
      if !entry.outlets.isEmpty {
        declarations.outlets[entry.name] = Set(entry.outlets.map { "\($0.name): \($0.type ?? "Any")" })
      }
      if !entry.inspectables.isEmpty { declarations.inspectables[entry.name] = Set(entry.inspectables) }
    }
    for (type, names) in known.extensionInspectables where !names.isEmpty {
      declarations.inspectables[type] = Set(names)
    }
    return declarations
  }

  @Test func theLintersTableMatchesTheUIKitSources() throws {
    let sources = try Self.scan()
    // The scan works: it finds the declarations every nib relies on.
    #expect(sources.outlets["MessageView"]?.contains("titleLabel: UILabel") == true)
    #expect(sources.inspectables["UIView"]?.contains("isSkeletonable") == true)
    let table = Self.table(.swiftMessages)
    #expect(table.outlets == sources.outlets)
    #expect(table.inspectables == sources.inspectables)
  }
}
