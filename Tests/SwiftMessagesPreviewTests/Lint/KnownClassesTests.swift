import Testing

@testable import SwiftMessagesPreview

@Suite struct KnownClassesTests {
  let table = KnownClasses.swiftMessages

  @Test func outletsAreInheritedFromSuperclasses() {
    #expect(
      table.outlets(of: "MessageView").map(\.name) == [
        "backgroundView", "titleLabel", "bodyLabel", "iconImageView", "iconLabel", "button",
      ])
    #expect(table.outlets(of: "BaseView").map(\.name) == ["backgroundView"])
    // Its `delegate` is a Swift protocol property: no outlet a nib could wire.
    #expect(table.outlets(of: "KeyboardTrackingView").isEmpty)
    #expect(table.outlets(of: "CornerRoundingView").isEmpty)
    #expect(table.outlets(of: "PassthroughView").isEmpty)
  }

  @Test func lineageEndsAtTheFirstUnknownSuperclass() {
    #expect(table.lineage(of: "MessageView") == ["MessageView", "BaseView", "UIView"])
    #expect(table.lineage(of: "PassthroughView") == ["PassthroughView", "UIControl"])
    #expect(table.isKind("MessageView", of: "BaseView"))
    #expect(!table.isKind("BaseView", of: "MessageView"))
  }

  @Test func inspectablesAreInherited() {
    #expect(table.inspectables(of: "MessageView").contains("bounceAnimationOffset"))
    #expect(
      table.inspectables(of: "CornerRoundingView").suffix(2) == ["cornerRadius", "roundsLeadingCorners"])
  }

  @Test func hudViewInheritsMessageViewsOutletsAndAddsTheIndicator() throws {
    #expect(table.lineage(of: "HUDView") == ["HUDView", "MessageView", "BaseView", "UIView"])
    #expect(table.isKind("HUDView", of: "MessageView"))
    #expect(!table.isKind("MessageView", of: "HUDView"))
    #expect(
      table.outlets(of: "HUDView").map(\.name) == [
        "backgroundView", "titleLabel", "bodyLabel", "iconImageView", "iconLabel", "button",
        "activityIndicatorView",
      ])
    let indicator = try #require(table.outlets(of: "HUDView").last)
    #expect(indicator == KnownClasses.Outlet(name: "activityIndicatorView", type: "ActivityIndicatorView"))
    #expect(table.inspectables(of: "HUDView") == table.inspectables(of: "MessageView"))
  }

  @Test func activityIndicatorViewIsAPlainViewWithOneInspectable() {
    #expect(table.lineage(of: "ActivityIndicatorView") == ["ActivityIndicatorView", "UIView"])
    #expect(table.outlets(of: "ActivityIndicatorView").isEmpty)
    #expect(table.inspectables(of: "ActivityIndicatorView").suffix(2) == ["hidesWhenStopped", "color"])
    #expect(!table.isKind("ActivityIndicatorView", of: "BaseView"))
  }

  @Test func aNewClassExtendsTheTable() {
    var extended = table
    extended.classes.append(
      KnownClasses.Class(
        name: "ProgressHUDView", superclass: "HUDView",
        outlets: [KnownClasses.Outlet(name: "progressView", type: "UIProgressView")],
        inspectables: ["showsPercentage"]))
    #expect(
      extended.outlets(of: "ProgressHUDView").map(\.name).suffix(3) == [
        "button", "activityIndicatorView", "progressView",
      ])
    #expect(extended.inspectables(of: "ProgressHUDView").last == "showsPercentage")
    #expect(extended.isKind("ProgressHUDView", of: "MessageView"))
  }

  @Test func cyclicTablesTerminate() {
    let cyclic = KnownClasses(
      module: "M", classes: [.init(name: "A", superclass: "B"), .init(name: "B", superclass: "A")])
    #expect(cyclic.lineage(of: "A") == ["A", "B"])
  }

  @Test func everyViewAcceptsTheSkeletonOptionsTheModuleAddsToUIView() {
    // A customised MessageView.xib that makes the view skeletonable in Interface Builder.
    for name in ["MessageView", "CornerRoundingView", "ActivityIndicatorView", "PassthroughView"] {
      #expect(table.inspectables(of: name).contains("isSkeletonable"), "\(name)")
    }
    #expect(!table.inspectables(of: "MessageView").contains("useFontLineHeight"))
  }
}
