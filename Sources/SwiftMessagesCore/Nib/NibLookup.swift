import Foundation

/// Where SwiftMessages looks for a nib, decided without UIKit.
package enum NibLookup {
  /// The name of SwiftMessages' resource bundle, the same for SPM and CocoaPods:
  /// `SwiftMessages_SwiftMessages`.
  static let resourceBundleName = "SwiftMessages_SwiftMessages"

  /// The nib name `viewFromNib()` derives from a type: the class name without its module
  /// (`"SwiftMessages.MessageView"` → `"MessageView"`), and without the generic arguments of a
  /// generic class (`"App.Card<Int>"` → `"Card"`).
  package static func nibName(forTypeName typeName: String) -> String {
    let withoutGenerics = typeName.split(separator: "<", maxSplits: 1).first.map(String.init) ?? typeName
    return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
  }

  /// A place a nib may be loaded from.
  package enum Source: Equatable, Sendable {
    /// A bundle passed explicitly by the caller.
    case explicit
    /// The app's main bundle (a copied, customised nib of the same name wins).
    case main
    /// SwiftMessages' own resource bundle.
    case library
  }

  /// The order in which sources are searched: only the explicit bundle when one is given,
  /// otherwise the main bundle first, then SwiftMessages' bundle.
  package static func searchOrder(hasExplicitBundle: Bool) -> [Source] {
    hasExplicitBundle ? [.explicit] : [.main, .library]
  }
}

extension NibLookup {
  /// What the UIKit layer knows about one top-level object of an instantiated nib.
  package struct TopLevelObject: Sendable {
    /// Its class name (`String(describing: type(of:))`), for the error message.
    package internal(set) var typeName: String
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
  package enum TopLevelChoice: Sendable {
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
