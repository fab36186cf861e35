import Foundation
import SwiftMessagesCore

extension NibLinter {
  /// `viewFromNib` returns the first top-level object of the requested class, wherever it sits
  /// in the outline (the core's ``NibLookup/chooseTopLevelObject(_:)``, which the iOS loader
  /// uses too): a nib needs a top-level view, and with `--expect` one of that class.
  func checkTopLevelView(_ document: XibDocument, messageNib: Bool) -> [Diagnostic] {
    // A nib that names no SwiftMessages class (a table cell, a view controller's nib) is not
    // loaded with viewFromNib, unless --expect says so.
    guard messageNib else { return [] }
    guard let first = document.topLevelObjects.first else {
      return [
        Diagnostic(
          line: document.line, rule: .noTopLevelView,
          message: "no top-level view: the nib has no object besides File's Owner and First "
            + "Responder, so viewFromNib fails with nibTopLevelTypeMismatch")
      ]
    }
    let views = document.topLevelViews
    guard !views.isEmpty else {
      return [
        Diagnostic(
          line: first.line, rule: .noTopLevelView,
          message: "no top-level view: the top-level objects (the first is a <\(first.elementName)>, "
            + "id \(first.id)) include no view, so viewFromNib fails with nibTopLevelTypeMismatch")
      ]
    }
    return checkExpectedClass(views)
  }

  func checkExpectedClass(_ views: [XibObject]) -> [Diagnostic] {
    guard let expected = expectedClass, !expected.isEmpty, let firstView = views.first else { return [] }
    let parts = expected.split(separator: ".", maxSplits: 1).map(String.init)
    let expectedName = parts.last ?? expected
    let expectedModule = parts.count == 2 ? parts[0] : nil
    var unverified: XibObject?
    let facts = views.map { view in
      let kinds = catalog.kinds(of: view)
      // A library class that does not exist is an `unknown-class` error already.
      if !kinds.isComplete && unverified == nil && view.customModule != catalog.library.module {
        unverified = view
      }
      // The view's own class must also be in the expected module (the module Xcode recorded,
      // also when it is inherited from the target); a subclass of the expected class may live
      // in any module.
      let ownClassInOtherModule =
        view.customClass == expectedName && expectedModule != nil && view.customModule != nil
        && view.customModule != expectedModule
      return NibLookup.TopLevelObject(
        typeName: Self.describe(view), isView: true,
        isRequestedType: kinds.names.contains(expectedName) && !ownClassInOtherModule)
    }
    guard case .mismatch(let found) = NibLookup.chooseTopLevelObject(facts) else { return [] }
    if let view = unverified, let name = view.customClass {
      let root: String?
      if case .known(let ancestor) = catalog.resolve(view) {
        root = catalog.unknownRoot(of: catalog.lineage(of: ancestor))
      } else {
        root = nil
      }
      let reason: String
      if let root {
        reason = "\(name) inherits from \(root), which the sources given with --sources do not declare"
      } else if catalog.app == nil {
        reason =
          "the linter has no declaration of \(name); pass --sources DIR (the app's Swift files) "
          + "to check app subclasses"
      } else {
        reason =
          "the linter has no declaration of \(name); the sources given with --sources do not declare it"
      }
      return [
        Diagnostic(
          line: view.line, rule: .unverifiedClass,
          message: "could not verify that the top-level view, \(Self.describe(view)), is \(expected) "
            + "(or a subclass), the type viewFromNib will be asked for: \(reason)")
      ]
    }
    let others = views.count > 1 ? " (nor is any other top-level view)" : ""
    return [
      Diagnostic(
        line: firstView.line, rule: .unexpectedTopLevelClass,
        message: "the top-level view is \(found)\(others) but viewFromNib will be asked for "
          + "\(expected); it returns the first top-level object of that class, so loading fails "
          + "with nibTopLevelTypeMismatch")
    ]
  }

  /// Whether `document` is a nib `viewFromNib` loads: `--expect` says so, or an object or
  /// placeholder names a class of the library (by module or by name).
  func isMessageNib(_ document: XibDocument) -> Bool {
    expectedClass != nil
      || (document.allObjects + document.placeholders).contains { object in
        object.customModule == catalog.library.module
          || object.customClass.map { catalog.library[$0] != nil } == true
      }
  }

  /// `Module.Class` for a custom class, "a plain UIView (no custom class)" otherwise.
  private static func describe(_ view: XibObject) -> String {
    let actual = view.customClass ?? view.className
    guard view.customClass != nil else { return "a plain \(actual) (no custom class)" }
    return view.customModule.map { "\($0).\(actual)" } ?? actual
  }

  /// Every object id must be unique; references resolve to only one of the duplicates.
  func checkDuplicateIDs(_ document: XibDocument) -> [Diagnostic] {
    var firstSeen: [String: XibIdentifiedElement] = [:]
    var findings: [Diagnostic] = []
    for element in document.identifiedElements {
      guard let first = firstSeen[element.id] else {
        firstSeen[element.id] = element
        continue
      }
      findings.append(
        Diagnostic(
          line: element.line, rule: .duplicateID,
          message: "duplicate id \"\(element.id)\": this <\(element.name)> reuses the id "
            + "of the <\(first.name)> on line \(first.line); outlets and constraints "
            + "resolve to only one of them"))
    }
    return findings
  }
}
