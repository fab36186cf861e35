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
    let view = try view(named: name, bundle: bundle, filesOwner: filesOwner, type: T.self)
    if let view = view as? T { return view }
    throw SwiftMessagesError.nibTopLevelTypeMismatch(
      nibName: name, expected: "\(T.self)", found: String(describing: type(of: view)))
  }

  /// ``view(named:bundle:filesOwner:)`` for a `requested` class, not specialised per view type.
  private static func view(
    named name: String, bundle: Bundle?, filesOwner: AnyObject?, type requested: UIView.Type
  ) throws -> UIView {
    var searched: [String] = []
    for candidate in NibLookup.searchOrder(explicit: bundle) {
      searched.append(candidate.bundlePath)
      guard candidate.path(forResource: name, ofType: "nib") != nil else { continue }
      let objects = UINib(nibName: name, bundle: candidate).instantiate(withOwner: filesOwner, options: nil)
      let facts = objects.map {
        NibLookup.TopLevelObject(
          typeName: String(describing: type(of: $0)), isView: $0 is UIView,
          isRequestedType: ($0 as? NSObject)?.isKind(of: requested) == true)
      }
      switch NibLookup.chooseTopLevelObject(facts) {
      case .use(let index):
        // The caller checks the class (``view(named:bundle:filesOwner:)``).
        if let view = objects[index] as? UIView { return view }
        throw SwiftMessagesError.nibTopLevelTypeMismatch(
          nibName: name, expected: "\(requested)", found: facts[index].typeName)
      case .mismatch(let found):
        throw SwiftMessagesError.nibTopLevelTypeMismatch(
          nibName: name, expected: "\(requested)", found: found)
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
