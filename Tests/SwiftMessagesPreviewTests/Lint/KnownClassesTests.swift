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
    #expect(table.outlets(of: "KeyboardTrackingView").map(\.name) == ["delegate"])
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
    #expect(table.inspectables(of: "CornerRoundingView") == ["cornerRadius", "roundsLeadingCorners"])
  }

  @Test func aNewClassExtendsTheTable() {
    var extended = table
    extended.classes.append(
      KnownClasses.Class(
        name: "HUDView", superclass: "MessageView",
        outlets: [KnownClasses.Outlet(name: "indicatorView", type: "UIView")]))
    #expect(extended.outlets(of: "HUDView").map(\.name).suffix(2) == ["button", "indicatorView"])
    #expect(extended.isKind("HUDView", of: "BaseView"))
  }

  @Test func cyclicTablesTerminate() {
    let cyclic = KnownClasses(
      module: "M", classes: [.init(name: "A", superclass: "B"), .init(name: "B", superclass: "A")])
    #expect(cyclic.lineage(of: "A") == ["A", "B"])
  }
}
