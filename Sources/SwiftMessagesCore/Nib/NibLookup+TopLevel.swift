import Foundation

extension NibLookup {
  /// What the UIKit layer knows about one top-level object of an instantiated nib.
  package struct TopLevelObject: Equatable, Sendable {
    /// Its class name (`String(describing: type(of:))`), for the error message.
    package var typeName: String
    /// Whether it is a `UIView`.
    var isView: Bool
    /// Whether it is an instance of the requested class (`object is T`).
    var isRequestedType: Bool

    /// Creates the facts for one object.
    package init(typeName: String, isView: Bool, isRequestedType: Bool) {
      self.typeName = typeName
      self.isView = isView
      self.isRequestedType = isRequestedType
    }
  }

  /// Which top-level object `viewFromNib` returns.
  package enum TopLevelChoice: Equatable, Sendable {
    /// The object at this index of the nib's top-level objects.
    case use(index: Int)
    /// None is of the requested class; `found` names the first top-level view (`"no view"`
    /// when there is none), for the error.
    case mismatch(found: String)
  }

  /// The first top-level object of the requested class, wherever it sits in the outline
  /// (as SwiftMessages 10 did): other views, gesture recognizers or objects before it are
  /// skipped.
  package static func chooseTopLevelObject(_ objects: [TopLevelObject]) -> TopLevelChoice {
    if let index = objects.firstIndex(where: \.isRequestedType) { return .use(index: index) }
    return .mismatch(found: objects.first(where: \.isView)?.typeName ?? "no view")
  }
}
