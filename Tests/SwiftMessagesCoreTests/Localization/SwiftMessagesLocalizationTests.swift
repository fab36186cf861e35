import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SwiftMessagesLocalizationTests {
  private func table(_ text: String) -> SwiftMessagesLocalization.TableFormat { (text, false) }

  @Test func theAppsTableComesBeforeTheLibrarys() {
    let resolved = SwiftMessagesLocalization.resolve(
      .deckPosition(2, of: 3), formats: [table("%1$lld/%2$lld"), table("%1$lld de %2$lld")])
    #expect(resolved == "2/3")
  }

  @Test func withoutTheAppsKeyTheLibrarysTranslationIsUsed() {
    #expect(
      SwiftMessagesLocalization.resolve(.deckPosition(2, of: 3), formats: [nil, table("%1$lld de %2$lld")])
        == "2 de 3")
    // A translation may put the values in another order.
    #expect(
      SwiftMessagesLocalization.resolve(.deckPosition(2, of: 3), formats: [nil, table("全%2$lld件中%1$lld件目")])
        == "全3件中2件目")
    #expect(
      SwiftMessagesLocalization.resolve(.progress(percent: 40), formats: [nil, table("%lld %%")]) == "40 %")
  }

  @Test func aFormatThatWouldMisreadTheValuesIsSkipped() {
    // `%@` would read the count as an object (a crash); the next source is used instead.
    #expect(
      SwiftMessagesLocalization.resolve(
        .expandDeckHint(count: 3), formats: [table("Voir les %@"), table("Tout afficher (%lld)")])
        == "Tout afficher (3)")
    // No usable source at all: English.
    #expect(
      SwiftMessagesLocalization.resolve(.progress(percent: 40), formats: [table("%lld of %lld"), nil])
        == "40%")
    #expect(SwiftMessagesLocalization.resolve(.deckPosition(1, of: 2), formats: []) == "1 of 2")
    #expect(
      SwiftMessagesLocalization.resolve(.expandDeckHint(count: 3), formats: [])
        == "Double-tap to show all 3 messages.")
  }

  @Test func aPluralVariableIsUsedOnlyWithItsRules() {
    // Without a .stringsdict behind it `%#@messages@` would read the count as an object.
    #expect(
      SwiftMessagesLocalization.resolve(.expandDeckHint(count: 3), formats: [table("%#@messages@")])
        == "Double-tap to show all 3 messages.")
  }

  @Test func aStringWithoutValuesIsUsedAsWritten() {
    #expect(SwiftMessagesLocalization.resolve(.loaded, formats: [nil, table("Cargado")]) == "Cargado")
    #expect(SwiftMessagesLocalization.resolve(.loading, formats: [table("100% chargé")]) == "100% chargé")
    #expect(SwiftMessagesLocalization.resolve(.themeName(.warning), formats: [nil, nil]) == "Warning")
  }

  @Test func theOverrideWinsAndNilLooksFurther() {
    let localization = SwiftMessagesLocalization(override: { string in
      switch string {
      case .dismiss: return "Close"
      case .progress(let percent): return "\(percent) percent done"
      default: return nil
      }
    })
    #expect(localization.string(.dismiss) == "Close")
    #expect(localization.string(.progress(percent: 40)) == "40 percent done")
    // Not overridden: the tables (none are read on Linux), then English.
    #expect(localization.string(.collapseDeck) == "Collapse messages")
    #expect(localization.string(.themeName(.error)) == "Error")
  }

  @Test func everyStringHasItsOwnKeyAndValues() {
    let strings: [SwiftMessagesString] = [
      .loading, .loaded, .dismiss, .themeName(.info), .themeName(.success), .themeName(.warning),
      .themeName(.error), .success, .failure, .progress(percent: 40), .deckPosition(2, of: 3),
      .expandDeckHint(count: 3), .collapseDeck, .listSeparator,
    ]
    #expect(Set(strings.map(\.key)) == Set(SwiftMessagesString.Key.allCases))
    for string in strings {
      // The English format reads exactly the string's values, each as an integer.
      #expect(FormatSpecifier.parse(string.key.english)?.count == string.arguments.count, "\(string)")
      #expect(FormatSpecifier.accepts(string.key.english, integerCount: string.arguments.count), "\(string)")
    }
  }
}
