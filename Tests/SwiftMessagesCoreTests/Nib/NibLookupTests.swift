import Testing

@testable import SwiftMessagesCore

@Suite struct NibLookupTests {
  @Test func nibNameDropsTheModuleAndGenerics() {
    #expect(NibLookup.nibName(forTypeName: "SwiftMessages.MessageView") == "MessageView")
    #expect(NibLookup.nibName(forTypeName: "MyApp.Screens.TacoDialogView") == "TacoDialogView")
    #expect(NibLookup.nibName(forTypeName: "MyApp.Card<Swift.Int>") == "Card")
    #expect(NibLookup.nibName(forTypeName: "Plain") == "Plain")
  }

  @Test func mainBundleWinsUnlessABundleIsGiven() {
    #expect(NibLookup.searchOrder(hasExplicitBundle: false) == [.main, .library])
    #expect(NibLookup.searchOrder(hasExplicitBundle: true) == [.explicit])
    #expect(NibLookup.resourceBundleName == "SwiftMessages_SwiftMessages")
  }
}

/// Which top-level object of an instantiated nib `viewFromNib` returns.
@Suite struct NibTopLevelChoiceTests {
  private typealias Object = NibLookup.TopLevelObject

  @Test func firstObjectOfTheRequestedClassIsUsedEvenAfterOtherViews() {
    // Given a customised CardView.xib whose outline starts with a spare UIView, then the
    // card (the requested MessageView subclass)
    let objects = [
      Object(typeName: "UITapGestureRecognizer", isView: false, isRequestedType: false),
      Object(typeName: "UIView", isView: true, isRequestedType: false),
      Object(typeName: "MessageView", isView: true, isRequestedType: true),
    ]
    // Then the card is picked (SwiftMessages 10 did the same), not the first view
    #expect(NibLookup.chooseTopLevelObject(objects) == .use(index: 2))
  }

  @Test func noObjectOfTheRequestedClassReportsTheFirstView() {
    let objects = [
      Object(typeName: "NSObject", isView: false, isRequestedType: false),
      Object(typeName: "UIView", isView: true, isRequestedType: false),
    ]
    #expect(NibLookup.chooseTopLevelObject(objects) == .mismatch(found: "UIView"))
  }

  @Test func nibWithoutViewsReportsNoView() {
    #expect(NibLookup.chooseTopLevelObject([]) == .mismatch(found: "no view"))
    let objects = [Object(typeName: "NSObject", isView: false, isRequestedType: false)]
    #expect(NibLookup.chooseTopLevelObject(objects) == .mismatch(found: "no view"))
  }
}
