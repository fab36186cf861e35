import Foundation

/// A placeholder object of an XIB: File's Owner (id `-1`) or First Responder (id `-2`).
public struct XibPlaceholder: Sendable, Equatable {
  /// The object id: `-1` for File's Owner, `-2` for First Responder.
  public var id: String
  /// The placeholder identifier: `IBFilesOwner` or `IBFirstResponder`.
  public var placeholderIdentifier: String?
  /// The name shown in Interface Builder's outline, e.g. `File's Owner`.
  public var userLabel: String?
  /// The owner's class, if set.
  public var customClass: String?
  /// The module of ``customClass``, if set.
  public var customModule: String?
  /// `target` when the module is inherited from the target being built.
  public var customModuleProvider: String?
  /// Outlets and actions whose source is this placeholder.
  public var connections: [XibConnection]
  /// The line of the `<placeholder>` start tag.
  public var line: Int

  /// Whether this is File's Owner.
  public var isFilesOwner: Bool { placeholderIdentifier == "IBFilesOwner" || id == "-1" }
  /// Whether this is First Responder.
  public var isFirstResponder: Bool { placeholderIdentifier == "IBFirstResponder" || id == "-2" }
}
