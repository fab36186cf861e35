import Foundation

/// The checks ``NibLinter`` performs. The raw value is the rule id.
package enum LintRule: String, Sendable, CaseIterable, Encodable {
  /// The file is not well-formed XML. Error.
  case malformedXML = "malformed-xml"
  /// The XML is not an Interface Builder document. Error.
  case notAXib = "not-a-xib"
  /// No top-level object is a view (`viewFromNib` returns the first top-level object of the
  /// requested class, wherever it sits). Error.
  case noTopLevelView = "no-top-level-view"
  /// A `customClass` in `customModule="SwiftMessages"` that SwiftMessages does not have. Error.
  case unknownClass = "unknown-class"
  /// A SwiftMessages class with a missing or different `customModule`. Error.
  case wrongModule = "wrong-module"
  /// A SwiftMessages class name whose module is inherited from the app target: the nib
  /// instantiates the app's class of that name, if any. Warning.
  case moduleFromTarget = "module-from-target"
  /// A library class whose module is taken from the target (`customModuleProvider="target"`)
  /// despite `customModule="SwiftMessages"`, or with `--sources` although the app declares no such
  /// class: the app's module lacks it at run time. Error.
  case moduleOverriddenByTarget = "module-overridden-by-target"
  /// A custom class the linter has no declaration of (an app class without `--sources`, or
  /// one the sources do not declare), so a check that depends on it could not be made. Note.
  case unverifiedClass = "unverified-class"
  /// A `BaseView` whose `backgroundView` outlet is not connected although it has a card (a
  /// `CornerRoundingView` or a view labelled as the background): theming colours the whole
  /// view instead of the card. Warning.
  case backgroundViewNotConnected = "background-view-not-connected"
  /// A `MessageView` with a title label that no outlet reaches (no `titleLabel` outlet): the
  /// titles given to `configureContent` are silently dropped. Warning.
  case titleLabelNotConnected = "title-label-not-connected"
  /// File's Owner has outlets although `viewFromNib` loads the nib without an owner (an
  /// `NSNull`, unless `filesOwner:` is passed), or File's Owner carries the message view's
  /// class that belongs on the top-level view (SwiftMessages #240). Warning.
  case filesOwnerOutlets = "files-owner-outlets"
  /// An outlet the source class does not declare (a key-value coding crash at load). Error.
  case unknownOutlet = "unknown-outlet"
  /// An outlet wired to an object of the wrong class (a crash when the outlet is used). Error.
  case outletTypeMismatch = "outlet-type-mismatch"
  /// An outlet or action whose destination id is not in the document. Error.
  case unknownDestination = "unknown-destination"
  /// A constraint whose first or second item is not a view or layout guide of the document.
  case unknownConstraintItem = "unknown-constraint-item"
  /// Two elements share an id. Error.
  case duplicateID = "duplicate-id"
  /// The top-level view is not the class `viewFromNib` will be asked for (`--expect`). Error.
  case unexpectedTopLevelClass = "unexpected-top-level-class"
  /// A runtime attribute that is no inspectable of the SwiftMessages class or a UIKit superclass:
  /// UIKit ignores it and logs "Failed to set (key) user defined inspected property". Warning; a
  /// note for a key an unread app `UIView` extension may add.
  case unknownRuntimeAttribute = "unknown-runtime-attribute"
  /// A label using a text style without `adjustsFontForContentSizeCategory`. Warning.
  case dynamicTypeNotLive = "dynamic-type-not-live"
  /// An image named after an icon SwiftMessages 10 kept in its own bundle (`errorIcon`,
  /// `warningIconLight`…): once the nib is copied into an app it is looked up in the app's
  /// bundle and not found. Other image names are the app's own and are not reported. Warning.
  case imageNotInApp = "image-not-in-app"
  /// A required constraint that conflicts with those before it at 375 pt: UIKit logs "Unable to
  /// simultaneously satisfy constraints" and breaks one. Warning (the nib loads).
  case unsatisfiableConstraint = "unsatisfiable-constraint"
  /// A view whose position or size the constraints leave open at 375 pt: UIKit places it
  /// arbitrarily. Warning.
  case ambiguousLayout = "ambiguous-layout"
  /// In a localized nib (``NibTranslations``), a label text or button title a language's table
  /// lacks: it shows untranslated there. Warning.
  case untranslatedText = "untranslated-text"

  /// The severity of the rule's diagnostics.
  package var severity: Diagnostic.Severity {
    switch self {
    case .unverifiedClass:
      return .note
    case .moduleFromTarget, .unknownRuntimeAttribute, .dynamicTypeNotLive, .imageNotInApp,
      .backgroundViewNotConnected, .titleLabelNotConnected, .filesOwnerOutlets, .unsatisfiableConstraint,
      .ambiguousLayout, .untranslatedText:
      return .warning
    default:
      return .error
    }
  }
}
