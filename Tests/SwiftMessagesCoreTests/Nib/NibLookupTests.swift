import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct NibLookupTests {
  @Test func nibNameDropsTheModuleAndGenerics() {
    #expect(NibLookup.nibName(forTypeName: "SwiftMessages.MessageView") == "MessageView")
    #expect(NibLookup.nibName(forTypeName: "MyApp.Screens.TacoDialogView") == "TacoDialogView")
    #expect(NibLookup.nibName(forTypeName: "MyApp.Card<Swift.Int>") == "Card")
    #expect(NibLookup.nibName(forTypeName: "Plain") == "Plain")
  }

  @Test func mainBundleWinsUnlessABundleIsGiven() throws {
    let library = try #require(ResourceBundle.located)
    #expect(NibLookup.searchOrder(explicit: nil) == [.main, library])
    let explicit = Bundle(for: NibLookupTestsAnchor.self)
    #expect(NibLookup.searchOrder(explicit: explicit) == [explicit])
    #expect(NibLookup.resourceBundleName == "SwiftMessages_SwiftMessages")
  }
}

/// A class of the test bundle, to name a bundle other than the main one.
private final class NibLookupTestsAnchor {}

/// Which top-level object of an instantiated nib `viewFromNib` returns.
@Suite struct NibTopLevelChoiceTests {
  private typealias Object = NibLookup.TopLevelObject

  private func index(_ choice: NibLookup.TopLevelChoice) -> Int? {
    guard case .use(let index) = choice else { return nil }
    return index
  }

  private func found(_ choice: NibLookup.TopLevelChoice) -> String? {
    guard case .mismatch(let found) = choice else { return nil }
    return found
  }

  @Test func firstObjectOfTheRequestedClassIsUsedEvenAfterOtherViews() {
    // Given a customised CardView.xib whose outline starts with a spare UIView, then the
    // card (the requested MessageView subclass)
    let objects = [
      Object(typeName: "UITapGestureRecognizer", isView: false, isRequestedType: false),
      Object(typeName: "UIView", isView: true, isRequestedType: false),
      Object(typeName: "MessageView", isView: true, isRequestedType: true),
    ]
    // Then the card is picked (SwiftMessages 10 did the same), not the first view
    #expect(index(NibLookup.chooseTopLevelObject(objects)) == 2)
  }

  @Test func noObjectOfTheRequestedClassReportsTheFirstView() {
    let objects = [
      Object(typeName: "NSObject", isView: false, isRequestedType: false),
      Object(typeName: "UIView", isView: true, isRequestedType: false),
    ]
    #expect(found(NibLookup.chooseTopLevelObject(objects)) == "UIView")
  }

  @Test func nibWithoutViewsReportsNoView() {
    #expect(found(NibLookup.chooseTopLevelObject([])) == "no view")
    let objects = [Object(typeName: "NSObject", isView: false, isRequestedType: false)]
    #expect(found(NibLookup.chooseTopLevelObject(objects)) == "no view")
  }
}
