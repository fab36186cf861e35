#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Finds and instantiates message nibs: the main bundle first (so a customised copy wins),
/// then SwiftMessages' resource bundle (each load reads the nib, as SwiftMessages 10 did).
@MainActor
enum NibLoader {
  /// Instantiates nib `name` and returns its first top-level `T` anywhere in the outline
  /// (``NibLookup/chooseTopLevelObject(_:)``), throwing ``SwiftMessagesError`` instead of raising
  /// the Objective-C "Could not load NIB" exception.
  static func view<T: UIView>(named name: String, bundle: Bundle?, filesOwner: AnyObject?) throws -> T {
    var searched: [String] = []
    for candidate in NibLookup.searchOrder(explicit: bundle) {
      searched.append(candidate.bundlePath)
      guard candidate.path(forResource: name, ofType: "nib") != nil else { continue }
      let objects = UINib(nibName: name, bundle: candidate).instantiate(withOwner: filesOwner, options: nil)
      let facts = objects.map {
        NibLookup.TopLevelObject(
          typeName: String(describing: type(of: $0)), isView: $0 is UIView, isRequestedType: $0 is T)
      }
      switch NibLookup.chooseTopLevelObject(facts) {
      case .use(let index):
        if let view = objects[index] as? T { return view }
        throw SwiftMessagesError.nibTopLevelTypeMismatch(
          nibName: name, expected: "\(T.self)", found: facts[index].typeName)
      case .mismatch(let found):
        throw SwiftMessagesError.nibTopLevelTypeMismatch(nibName: name, expected: "\(T.self)", found: found)
      }
    }
    throw SwiftMessagesError.nibNotFound(nibName: name, searchedBundles: searched)
  }
}

extension SwiftMessages {
  /// Loads the nib named after `T` (its class name without the module), main bundle first.
  public class func viewFromNib<T: UIView>(_ filesOwner: AnyObject = NSNull()) throws -> T {
    try NibLoader.view(
      named: NibLookup.nibName(forTypeName: String(reflecting: T.self)), bundle: nil,
      filesOwner: filesOwner)
  }

  /// Loads nib `name`, main bundle first, then SwiftMessages' bundle.
  public class func viewFromNib<T: UIView>(named name: String, filesOwner: AnyObject = NSNull()) throws -> T {
    try NibLoader.view(named: name, bundle: nil, filesOwner: filesOwner)
  }

  /// Loads nib `name` from `bundle` only.
  public class func viewFromNib<T: UIView>(
    named name: String, bundle: Bundle, filesOwner: AnyObject = NSNull()
  )
    throws -> T
  {
    try NibLoader.view(named: name, bundle: bundle, filesOwner: filesOwner)
  }
}
#endif
