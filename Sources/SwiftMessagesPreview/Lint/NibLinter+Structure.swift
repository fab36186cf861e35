import Foundation

extension NibLinter {
  /// `viewFromNib` returns the first top-level object as the requested view class.
  func checkTopLevelView(_ document: XibDocument) -> [Finding] {
    guard let first = document.topLevelObjects.first else {
      return [
        Finding(
          line: document.header.line, rule: .noTopLevelView,
          message: "no top-level view: the nib has no object besides File's Owner and First "
            + "Responder, so viewFromNib fails with cannotLoadViewFromNib")
      ]
    }
    guard !first.isView else { return checkExpectedClass(first) }
    let view = document.topLevelViews.first
    let hint =
      view.map { "; move \($0.displayName) on line \($0.line) to the top of the outline" }
      ?? "; the nib has no top-level view"
    return [
      Finding(
        line: first.line, rule: .noTopLevelView,
        message: "the first top-level object is a <\(first.elementName)> (id \(first.id)), not a "
          + "view; viewFromNib returns the first top-level object, so it fails with "
          + "cannotLoadViewFromNib\(hint)")
    ]
  }

  func checkExpectedClass(_ view: XibObject) -> [Finding] {
    guard let expected = expectedClass, !expected.isEmpty else { return [] }
    let parts = expected.split(separator: ".", maxSplits: 1).map(String.init)
    let expectedName = parts.last ?? expected
    let expectedModule = parts.count == 2 ? parts[0] : nil
    let actual = view.customClass ?? view.className
    let moduleMatches =
      expectedModule == nil || view.customClass == nil || view.customModule == expectedModule
    if moduleMatches, knownClasses.isKind(actual, of: expectedName) { return [] }
    let qualified = view.customModule.map { "\($0).\(actual)" } ?? actual
    let described = view.customClass == nil ? "a plain \(actual) (no custom class)" : qualified
    return [
      Finding(
        line: view.line, rule: .unexpectedTopLevelClass,
        message: "the top-level view is \(described) but viewFromNib will be asked for "
          + "\(expected); it returns the first top-level object as? \(expectedName), so loading "
          + "fails with cannotLoadViewFromNib")
    ]
  }

  /// Every object id must be unique; references resolve to only one of the duplicates.
  func checkDuplicateIDs(_ document: XibDocument) -> [Finding] {
    var firstSeen: [String: XibIdentifiedElement] = [:]
    var findings: [Finding] = []
    for element in document.identifiedElements {
      guard let first = firstSeen[element.id] else {
        firstSeen[element.id] = element
        continue
      }
      findings.append(
        Finding(
          line: element.line, rule: .duplicateID,
          message: "duplicate id \"\(element.id)\": this <\(element.elementName)> reuses the id "
            + "of the <\(first.elementName)> on line \(first.line); outlets and constraints "
            + "resolve to only one of them"))
    }
    return findings
  }
}
