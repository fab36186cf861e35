import Testing

@testable import SwiftMessagesPreview

@Suite struct XibConstraintTests {
  @Test func multipliersAcceptDecimalsAndRatios() {
    #expect(XibConstraint.parseMultiplier(nil) == 1)
    #expect(XibConstraint.parseMultiplier("0.25") == 0.25)
    #expect(XibConstraint.parseMultiplier("16:9") == 16.0 / 9.0)
    #expect(XibConstraint.parseMultiplier("1:0") == 1)
    #expect(XibConstraint.parseMultiplier("abc") == 1)
  }

  @Test func missingSecondItemIsTheContainerOnlyWithASecondAttribute() {
    var constraint = XibConstraint(
      id: "c", firstItem: "a", firstAttribute: "top", secondItem: nil, secondAttribute: "topMargin",
      relation: .equal, multiplier: 1, constant: 0, priority: 1000,
      containerID: "root", line: 1)
    #expect(constraint.resolvedFirstItem == "a")
    #expect(constraint.resolvedSecondItem == "root")
    constraint.secondAttribute = nil
    #expect(constraint.resolvedSecondItem == nil)
  }
}
