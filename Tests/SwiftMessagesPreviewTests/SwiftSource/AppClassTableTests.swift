import Foundation
import Testing

@testable import SwiftMessagesPreview

/// The app's declarations as the linter's table of app classes.
@Suite struct AppClassTableTests {
  static let source = """
    @objc(LegacyBanner) class Banner: MessageView {
      @IBOutlet var badge: UIImageView!
    }
    extension Banner {
      @IBInspectable var pulses: Bool { get { false } set {} }
    }
    extension UIView {
      @IBInspectable var shimmer: Bool { get { false } set {} }
    }
    """

  @Test func classesKeepWhereTheyAreDeclaredAndTheirExtensionsInspectables() throws {
    let table = SwiftClassScanner.scan(source: Self.source, file: "App/Banner.swift")
    #expect(table.module == "App")
    let banner = try #require(table["Banner"])
    #expect(banner.superclass == "MessageView")
    #expect(banner.declaration?.description == "App/Banner.swift:1:27")
    #expect(banner.inspectables == ["pulses"])
    #expect(table.extensionInspectables == ["UIView": ["shimmer"]])
  }

  @Test func aClassIsAlsoKnownByItsObjectiveCName() throws {
    // A nib names an @objc(Name) class by that name.
    let table = SwiftClassScanner.scan(source: Self.source, file: "Banner.swift")
    let legacy = try #require(table["LegacyBanner"])
    #expect(legacy.outlets == table["Banner"]?.outlets)
    let catalog = ClassCatalog(library: .swiftMessages, app: table)
    #expect(catalog.isKind(.init(name: "LegacyBanner", origin: .app), of: "BaseView"))
  }
}
