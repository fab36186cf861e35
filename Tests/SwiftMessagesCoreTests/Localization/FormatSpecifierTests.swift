import Testing

@testable import SwiftMessagesCore

@Suite struct FormatSpecifierTests {
  private func parsed(_ format: String) -> [String]? {
    FormatSpecifier.parse(format)?.map { "\($0.argument):\($0.conversion)" }
  }

  @Test func readsTheConversionsOfTranslatedFormats() {
    #expect(parsed("%lld%%") == ["1:lld"])
    #expect(parsed("%lld %%") == ["1:lld"])
    #expect(parsed("%1$lld of %2$lld") == ["1:lld", "2:lld"])
    // Japanese puts the total first.
    #expect(parsed("全%2$lld件中%1$lld件目") == ["2:lld", "1:lld"])
    #expect(parsed("%#@messages@") == ["1:#@"])
    #expect(parsed("Cargando") == [])
    #expect(parsed("%@ and %5.2f and %-3d") == ["1:@", "2:f", "3:d"])
  }

  @Test func refusesFormatsFoundationWouldMisread() {
    #expect(parsed("100%") == nil)  // a lone % at the end
    #expect(parsed("%*d") == nil)  // the width would read a value
    #expect(parsed("%1$lld of %lld") == nil)  // positions mixed with order
    #expect(parsed("%0$lld") == nil)
    #expect(parsed("%#@messages") == nil)  // an unterminated variable
    #expect(parsed("%k") == nil)
  }

  @Test func acceptsOnlyFormatsThatReadTheGivenIntegers() {
    #expect(FormatSpecifier.accepts("%1$lld of %2$lld", integerCount: 2))
    #expect(FormatSpecifier.accepts("Show all messages", integerCount: 1))  // the count left out
    #expect(!FormatSpecifier.accepts("%@ of %@", integerCount: 2))  // objects, not integers
    #expect(!FormatSpecifier.accepts("%lld of %lld of %lld", integerCount: 2))  // a third value
    #expect(!FormatSpecifier.accepts("%3$lld", integerCount: 2))
    #expect(!FormatSpecifier.accepts("%f%%", integerCount: 1))  // a double
    #expect(!FormatSpecifier.accepts("%#@messages@", integerCount: 1))  // no plural rules with it
    #expect(FormatSpecifier.accepts("%#@messages@", integerCount: 1, pluralVariables: true))
  }
}
