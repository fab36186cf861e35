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
    #expect(NibLookup.Source.library.description == "SwiftMessages bundle")
  }
}
