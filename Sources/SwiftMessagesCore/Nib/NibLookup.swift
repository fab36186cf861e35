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
