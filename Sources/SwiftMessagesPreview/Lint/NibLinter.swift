import Foundation

/// Checks XIBs for the mistakes that make SwiftMessages nibs fail at run time (unknown classes or
/// modules, missing outlets, dangling references, duplicate ids, a wrong top-level class), one
/// ``LintRule`` per check.
package struct NibLinter: Sendable {
  /// The class `viewFromNib` will be asked for (`MessageView`, `SwiftMessages.MessageView` or
  /// an app subclass such as `MyApp.AlertView`); `nil` (the default) skips the check.
  package var expectedClass: String?
  /// The library's classes and, from `--sources`, the app's, so app subclasses are checked like
  /// the library's; without the app's, a check that needs an app class gives a note.
  let catalog: ClassCatalog
  /// The images the app provides (``AppFolder/imageNames(in:)``): a nib naming one of the
  /// icons SwiftMessages 10 kept in its bundle is fine when the app ships that image itself.
  package var appImageNames: Set<String> = []
  /// The strings tables translating the nib (``NibTranslations/read(forNibAt:)``), for
  /// ``LintRule/untranslatedText``; `nil` (the default) for a nib that is not localized.
  package var translations: NibTranslations?

  /// The top-level view must be or inherit from `expectedClass`.
  package init(expectedClass: String? = nil, appClasses: KnownClasses? = nil) {
    self.expectedClass = expectedClass
    catalog = ClassCatalog(library: .swiftMessages, app: appClasses)
  }

  /// Lints XIB data; diagnostics are ordered by line with their start tag's column. Unreadable
  /// input gives one error: ``LintRule/notAXib`` for non-XIB data, ``LintRule/malformedXML`` (at
  /// the parser's position) for broken XML, a wrong encoding or an entity bomb.
  package func lint(data: Data, file: String) -> [Diagnostic] {
    let document: XibDocument
    do {
      document = try XibDocument(data: data)
    } catch let error as XibParseError {
      let rule: LintRule
      switch error.kind {
      case .notAnInterfaceBuilderDocument, .binary, .notXML: rule = .notAXib
      case .malformedXML, .empty, .invalidEncoding, .entityExpansion: rule = .malformedXML
      }
      return [
        Diagnostic(file: file, line: error.line, column: error.column, rule: rule, message: error.message)
      ]
    } catch {
      return [Diagnostic(file: file, line: 1, rule: .malformedXML, message: "\(error)")]
    }
    let diagnostics = lint(document, file: file)
    guard !diagnostics.isEmpty else { return [] }
    let starts = TagColumns(data)
    return diagnostics.map { diagnostic in
      var located = diagnostic
      located.column = starts.column(onLine: diagnostic.line)
      return located
    }
  }

  /// Lints a parsed document; diagnostics are ordered by line, stably within a line.
  package func lint(_ document: XibDocument, file: String) -> [Diagnostic] {
    var findings = checkDocumentType(document)
    // A storyboard or a macOS nib is not one viewFromNib loads; its other rules would mislead.
    guard document.isCocoaTouchXib else { return diagnostics(findings, file: file) }
    let messageNib = isMessageNib(document)
    let perObject = checkObjects(document, messageNib: messageNib)
    findings += checkTopLevelView(document, messageNib: messageNib)
    findings += checkDuplicateIDs(document)
    findings += perObject.classes
    findings += checkConnections(document)
    findings += checkConstraints(document)
    findings += perObject.runtimeAttributes
    findings += checkBaseViewOutlets(document)
    findings += checkFilesOwner(document, messageNib: messageNib)
    findings += perObject.rest
    // Laying out a nib with errors would report their consequences again.
    if !findings.contains(where: { $0.severity == .error }) {
      findings += checkLayout(document)
    }
    return diagnostics(findings, file: file)
  }

  /// The findings ordered by line (stably within a line), with `file`.
  func diagnostics(_ findings: [Diagnostic], file: String) -> [Diagnostic] {
    findings
      .enumerated()
      .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
      .map {
        var diagnostic = $0.element
        diagnostic.file = file
        return diagnostic
      }
  }

  /// The checks that look at one object at a time, in one walk over ``XibDocument/allObjects``:
  /// each check's findings in object order, `rest` those of the Dynamic Type, image and
  /// translation checks one check after the other.
  func checkObjects(_ document: XibDocument, messageNib: Bool)
    -> (classes: [Diagnostic], runtimeAttributes: [Diagnostic], rest: [Diagnostic])
  {
    var classes: [Diagnostic] = []
    var attributes: [Diagnostic] = []
    var dynamicType: [Diagnostic] = []
    var images: [Diagnostic] = []
    var translations = unreadableTranslations()
    for object in document.allObjects {
      classes += [checkClass(object)].compactMap { $0 }
      attributes += checkRuntimeAttributes(object, messageNib: messageNib)
      // Only the nibs that message views load; an app's other nibs are not this linter's concern.
      dynamicType += messageNib ? [checkDynamicType(object)].compactMap { $0 } : []
      images += [checkImage(object)].compactMap { $0 }
      translations += checkTranslations(object)
    }
    return (classes, attributes, dynamicType + images + translations)
  }

  func checkDocumentType(_ document: XibDocument) -> [Diagnostic] {
    guard !document.isCocoaTouchXib else { return [] }
    let found = document.type.map { "\"\($0)\"" } ?? "missing"
    return [
      Diagnostic(
        line: document.line, rule: .notAXib,
        message: "document type is \(found); expected an iOS XIB (\"\(XibDocument.cocoaTouchXibType)\")")
    ]
  }
}
