import Foundation
import Testing

@testable import SwiftMessagesPreview

/// The layout rules: the nib laid out 375 pt wide by the preview's engine.
@Suite struct NibLinterLayoutTests {
  func diagnostics(_ fixture: String) throws -> [Diagnostic] {
    NibLinter().lint(data: try Fixture.data(fixture), file: "\(fixture).xib")
  }

  @Test func aConflictNamesTheConstraintUIKitWouldBreak() throws {
    let conflict = try #require(try diagnostics("unsatisfiable-constraint").first)
    #expect(conflict.message.contains("(constraint w80)"))
    #expect(conflict.line == 20)
  }

  @Test func anAmbiguityNamesTheViewAndWhatIsOpen() throws {
    let ambiguity = try #require(try diagnostics("ambiguous-layout").first)
    #expect(ambiguity.message.hasPrefix("ambiguous layout: x of UIView (id box)"))
  }

  @Test func aConstantNoIntHoldsIsWrittenAsADoubleInsteadOfTrapping() {
    #expect(NibLinter.format(80) == "80")
    #expect(NibLinter.format(0.5) == "0.5")
    #expect(NibLinter.format(1e300) == "1e+300")
  }

  @Test func aNibWithErrorsIsNotLaidOut() throws {
    // Its unknown constraint item is the error; the layout's consequences are not repeated.
    let rules = try diagnostics("unknown-constraint-item").map(\.rule)
    #expect(!rules.contains(.ambiguousLayout))
    #expect(!rules.contains(.unsatisfiableConstraint))
  }
}
