import Testing

@testable import SwiftMessagesPreview

/// What the linter knows about a class: its superclasses across the app's sources, the
/// library and UIKit, and the outlets and inspectables it inherits.
@Suite struct ClassCatalogTests {
  let library = ClassCatalog(library: .swiftMessages, app: nil)

  func of(_ name: String) -> ClassCatalog.Ancestor { .init(name: name, origin: .library) }

  func names(_ catalog: ClassCatalog, _ ancestor: ClassCatalog.Ancestor) -> [String] {
    catalog.lineage(of: ancestor).map(\.name)
  }

  @Test func outletsAreInheritedFromSuperclasses() {
    #expect(
      library.outlets(of: of("MessageView")).map(\.name) == [
        "backgroundView", "titleLabel", "bodyLabel", "iconImageView", "iconLabel", "button",
      ])
    #expect(library.outlets(of: of("BaseView")).map(\.name) == ["backgroundView"])
    // Its `delegate` is a Swift protocol property: no outlet a nib could wire.
    #expect(library.outlets(of: of("KeyboardTrackingView")).isEmpty)
    #expect(library.outlets(of: of("PassthroughView")).isEmpty)
  }

  @Test func lineageContinuesThroughUIKit() {
    #expect(names(library, of("MessageView")) == ["MessageView", "BaseView", "UIView", "UIResponder"])
    #expect(
      names(library, of("PassthroughView")) == ["PassthroughView", "UIControl", "UIView", "UIResponder"])
    #expect(library.isKind(of("HUDView"), of: "MessageView"))
    #expect(!library.isKind(of("MessageView"), of: "HUDView"))
    #expect(!library.isKind(of("ActivityIndicatorView"), of: "BaseView"))
  }

  @Test func hudViewInheritsMessageViewsOutletsAndAddsTheIndicator() throws {
    let indicator = try #require(library.outlets(of: of("HUDView")).last)
    #expect(indicator == KnownClasses.Outlet(name: "activityIndicatorView", type: "ActivityIndicatorView"))
    #expect(library.inspectables(of: of("HUDView")) == library.inspectables(of: of("MessageView")))
  }

  @Test func everyViewAcceptsTheSkeletonOptionsTheModuleAddsToUIView() {
    // A customised MessageView.xib that makes the view skeletonable in Interface Builder.
    for name in ["MessageView", "CornerRoundingView", "ActivityIndicatorView", "PassthroughView"] {
      #expect(library.inspectables(of: of(name)).contains("isSkeletonable"), "\(name)")
    }
    #expect(library.inspectables(of: of("MessageView")).contains("bounceAnimationOffset"))
    #expect(!library.inspectables(of: of("MessageView")).contains("useFontLineHeight"))
  }

  @Test func anAppSubclassInheritsFromTheLibraryAndAddsItsOwn() {
    let app = KnownClasses(
      module: "MyApp",
      classes: [
        KnownClasses.Class(
          name: "ProgressHUD", superclass: "SwiftMessages.HUDView",
          outlets: [KnownClasses.Outlet(name: "progressView", type: "UIProgressView")],
          inspectables: ["showsPercentage"]),
        KnownClasses.Class(name: "BigProgressHUD", superclass: "ProgressHUD"),
      ],
      extensionInspectables: ["UIView": ["shimmer"]])
    let catalog = ClassCatalog(library: .swiftMessages, app: app)
    let big = ClassCatalog.Ancestor(name: "BigProgressHUD", origin: .app)
    #expect(
      catalog.lineage(of: big).map(\.origin) == [.app, .app, .library, .library, .library, .other, .other])
    #expect(catalog.isKind(big, of: "MessageView"))
    #expect(catalog.outlets(of: big).map(\.name).suffix(2) == ["activityIndicatorView", "progressView"])
    let inspectables = catalog.inspectables(of: big)
    #expect(inspectables.contains("shimmer") && inspectables.contains("isSkeletonable"))
    #expect(inspectables.last == "showsPercentage")
  }

  @Test func cyclicTablesTerminate() {
    let app = KnownClasses(
      module: "M", classes: [.init(name: "A", superclass: "B"), .init(name: "B", superclass: "A")])
    let catalog = ClassCatalog(library: .swiftMessages, app: app)
    #expect(names(catalog, .init(name: "A", origin: .app)) == ["A", "B"])
  }
}
