import Foundation

/// A placeholder object of an XIB: File's Owner (id `-1`) or First Responder (id `-2`).
package struct XibPlaceholder: Sendable, Equatable {
  /// The object id: `-1` for File's Owner, `-2` for First Responder.
  package var id: String
  /// The placeholder identifier: `IBFilesOwner` or `IBFirstResponder`.
  package var placeholderIdentifier: String?
  /// The name shown in Interface Builder's outline, e.g. `File's Owner`.
  package var userLabel: String?
  /// The owner's class, if set.
  package var customClass: String?
  /// The module of ``customClass``, if set.
  package var customModule: String?
  /// `target` when the module is inherited from the target being built.
  package var customModuleProvider: String?
  /// Outlets and actions whose source is this placeholder.
  package var connections: [XibConnection]
  /// The line of the `<placeholder>` start tag.
  package var line: Int

  /// Whether this is File's Owner.
  package var isFilesOwner: Bool { placeholderIdentifier == "IBFilesOwner" || id == "-1" }
}
