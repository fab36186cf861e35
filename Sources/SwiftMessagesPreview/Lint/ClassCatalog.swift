import Foundation

/// The classes a nib object can be: the library's (``KnownClasses``) plus, with `lint --sources`,
/// the app's, with inheritance resolved across both tables and UIKit.
struct ClassCatalog {
  /// Where a class is declared.
  enum Origin {
    /// The library's table.
    case library
    /// The app's sources.
    case app
    /// Neither: a UIKit class, or one the linter knows nothing about.
    case other
  }

  /// A class with the table that declares it.
  struct Ancestor {
    var name: String
    var origin: Origin
  }

  /// What a nib object instantiates.
  enum Resolution {
    /// The element's own UIKit class (no custom class).
    case uikit
    /// A class of the library's table or of the app's sources.
    case known(Ancestor)
    /// A custom class neither table declares (an app class without `--sources`, or a class
    /// from another framework): nothing about it can be verified.
    case unverified(name: String)
  }

  /// The library's classes.
  let library: KnownClasses
  /// The app's classes, when its sources were read; `nil` otherwise.
  let app: KnownClasses?

  /// UIKit's superclasses of the UIKit classes Interface Builder writes (facts of the SDK):
  /// a `<button>` is a `UIControl`, a `<textView>` a `UIScrollView`.
  static let uikitSuperclasses: [String: String] = [
    "UIControl": "UIView", "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl",
    "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIStepper": "UIControl",
    "UIDatePicker": "UIControl", "UIPageControl": "UIControl", "UILabel": "UIView",
    "UIImageView": "UIView", "UIStackView": "UIView", "UIScrollView": "UIView",
    "UITextView": "UIScrollView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
    "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIVisualEffectView": "UIView",
    "UIPickerView": "UIView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
    "UICollectionViewCell": "UICollectionReusableView", "UISearchBar": "UIView", "UIToolbar": "UIView",
    "UINavigationBar": "UIView", "UITabBar": "UIView", "MKMapView": "UIView", "WKWebView": "UIView",
    "UIWebView": "UIView", "UITableViewCellContentView": "UIView", "UITableViewHeaderFooterView": "UIView",
    "GLKView": "UIView", "MTKView": "UIView", "SKView": "UIView", "SCNView": "UIView",
    "ARSCNView": "SCNView", "ARSKView": "SKView", "UIView": "UIResponder",
  ]

  /// The outlets UIKit's own classes declare that Interface Builder connects (facts of the
  /// SDK): delegates and data sources, and the input views of text controls. An app subclass
  /// of `UICollectionView` wired to its `dataSource` has that outlet.
  static let uikitOutlets: [String: [String]] = [
    "UIScrollView": ["delegate"],
    "UITableView": ["dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate"],
    "UICollectionView": ["dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate"],
    "UITextField": ["delegate", "inputView", "inputAccessoryView"],
    "UITextView": ["delegate", "inputView", "inputAccessoryView"],
    "UISearchBar": ["delegate", "inputAccessoryView"], "UIPickerView": ["dataSource", "delegate"],
    "UINavigationBar": ["delegate"], "UITabBar": ["delegate"], "UIToolbar": ["delegate"],
    "MKMapView": ["delegate"], "WKWebView": ["navigationDelegate", "uiDelegate"], "UIWebView": ["delegate"],
    "SCNView": ["delegate"], "SKView": ["delegate"], "GLKView": ["delegate"], "MTKView": ["delegate"],
  ]

  /// What `object` instantiates: an app class of that name unless the nib pins the library's
  /// module, else the library's class unless the module comes from the app target while naming
  /// another, else unverified.
  func resolve(_ object: XibObject) -> Resolution {
    guard let name = object.customClass else { return .uikit }
    let module = object.customModule
    let fromTarget = object.inheritsModuleFromTarget
    let pinnedToLibrary = module == library.module && !fromTarget
    if !pinnedToLibrary, app?[name] != nil { return .known(Ancestor(name: name, origin: .app)) }
    if library[name] != nil, !(fromTarget && module != library.module) {
      return .known(Ancestor(name: name, origin: .library))
    }
    return .unverified(name: name)
  }

  /// `start`, its superclasses across the app's sources, the library and UIKit, ending with
  /// the first class none of them knows (`UIResponder` for views). Cycles end the chain.
  func lineage(of start: Ancestor) -> [Ancestor] {
    var chain = [start]
    var seen: Set<String> = [Self.key(start)]
    var current = start
    while let next = superclass(of: current), seen.insert(Self.key(next)).inserted {
      chain.append(next)
      current = next
    }
    return chain
  }

  private static func key(_ ancestor: Ancestor) -> String { "\(ancestor.origin).\(ancestor.name)" }

  private func superclass(of ancestor: Ancestor) -> Ancestor? {
    switch ancestor.origin {
    case .app:
      guard let written = app?[ancestor.name]?.superclass, !written.isEmpty else { return nil }
      let prefix = library.module + "."
      if written.hasPrefix(prefix) {
        return classNamed(String(written.dropFirst(prefix.count)), preferApp: false)
      }
      return classNamed(written.split(separator: ".").last.map(String.init) ?? written, preferApp: true)
    case .library:
      guard let written = library[ancestor.name]?.superclass else { return nil }
      return classNamed(written, preferApp: false)
    case .other:
      return Self.uikitSuperclasses[ancestor.name].map { Ancestor(name: $0, origin: .other) }
    }
  }

  private func classNamed(_ name: String, preferApp: Bool) -> Ancestor {
    if preferApp, app?[name] != nil { return Ancestor(name: name, origin: .app) }
    if library[name] != nil { return Ancestor(name: name, origin: .library) }
    return Ancestor(name: name, origin: .other)
  }

  /// The class names `object` is an instance of, most derived first: its custom class's
  /// lineage, then its element's UIKit class and UIKit superclasses. `isComplete` is `false`
  /// when its custom class is unverified (only the element's UIKit lineage is certain then).
  func kinds(of object: XibObject) -> (names: [String], isComplete: Bool) {
    let element = object.uikitClass.map { lineage(of: Ancestor(name: $0, origin: .other)).map(\.name) } ?? []
    switch resolve(object) {
    case .uikit: return (element, true)
    case .known(let ancestor):
      let chain = lineage(of: ancestor)
      return (chain.map(\.name) + element, unknownRoot(of: chain) == nil)
    case .unverified(let name): return ([name] + element, false)
    }
  }

  /// The class ending `chain` that neither table nor UIKit knows (another framework's class, a
  /// `typealias` the scanner cannot see), or `nil` when the chain reaches `UIResponder` or
  /// `NSObject`.
  func unknownRoot(of chain: [Ancestor]) -> String? {
    guard let last = chain.last, last.origin == .other, !["UIResponder", "NSObject"].contains(last.name)
    else { return nil }
    return last.name
  }

  /// Whether everything `ancestor` inherits is known, so a missing outlet or inspectable is
  /// really missing.
  func isComplete(_ ancestor: Ancestor) -> Bool { unknownRoot(of: lineage(of: ancestor)) == nil }

  /// Every outlet of the class, inherited ones first.
  func outlets(of ancestor: Ancestor) -> [KnownClasses.Outlet] {
    lineage(of: ancestor).reversed().flatMap { ancestor -> [KnownClasses.Outlet] in
      if ancestor.origin == .other {
        return (Self.uikitOutlets[ancestor.name] ?? []).map { KnownClasses.Outlet(name: $0, type: nil) }
      }
      return table(ancestor.origin)?[ancestor.name]?.outlets ?? []
    }
  }

  /// Every inspectable property of the class: those both tables add to the UIKit classes it
  /// inherits from, then those its classes declare, inherited ones first.
  func inspectables(of ancestor: Ancestor) -> [String] {
    let chain = lineage(of: ancestor)
    let uikit = chain.filter { $0.origin == .other }.reversed().map(\.name)
    let added = uikit.flatMap { name in
      (library.extensionInspectables[name] ?? []) + (app?.extensionInspectables[name] ?? [])
    }
    return added + chain.reversed().flatMap { table($0.origin)?[$0.name]?.inspectables ?? [] }
  }

  /// Whether the class is, or inherits from, a class named `name`.
  func isKind(_ ancestor: Ancestor, of name: String) -> Bool {
    lineage(of: ancestor).contains { $0.name == name }
  }

  /// Whether `type` (an outlet's declared type) is a class the catalog can reason about: a
  /// class of either table or a UIKit view class.
  func knowsType(_ type: String) -> Bool {
    library[type] != nil || app?[type] != nil || Self.uikitSuperclasses[type] != nil
  }

  private func table(_ origin: Origin) -> KnownClasses? {
    switch origin {
    case .library: return library
    case .app: return app
    case .other: return nil
    }
  }
}
