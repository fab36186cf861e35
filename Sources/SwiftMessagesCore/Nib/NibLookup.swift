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
    let withoutGenerics = typeName.prefix { $0 != "<" }
    let lastDot = withoutGenerics.lastIndex(of: ".")
    return String(lastDot.map { withoutGenerics[withoutGenerics.index(after: $0)...] } ?? withoutGenerics)
  }

  /// The bundles searched for a nib, in order: only `explicit` when one is given, otherwise the
  /// main bundle first (a copied, customised nib of the same name wins), then SwiftMessages'
  /// resource bundle.
  package static func searchOrder(explicit: Bundle?) -> [Bundle] {
    if let explicit { return [explicit] }
    return [Bundle.main] + [ResourceBundle.located].compactMap { $0 }
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
