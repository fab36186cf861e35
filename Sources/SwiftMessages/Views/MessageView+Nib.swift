#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

extension MessageView {
  /// Loads a bundled layout (or your customised copy of it in the main bundle).
  ///
  /// Never crashes: if the nib cannot be loaded (missing resource bundle, a copy whose class
  /// or module is wrong) the error is logged and an equivalent view built in code is returned,
  /// with the same outlets, so the message still shows. That view is a `T` created through
  /// `init(coder:)` with an empty archive, or `init()` when that returns `nil`. Use ``loadFromNib(layout:bundle:filesOwner:)``
  /// to get the error instead.
  public static func viewFromNib<T: MessageView>(layout: Layout, filesOwner: AnyObject = NSNull()) -> T {
    loadOrBuild(layout: layout, bundle: nil, filesOwner: filesOwner)
  }

  /// Loads a layout from `bundle` only; falls back like ``viewFromNib(layout:filesOwner:)``.
  public static func viewFromNib<T: MessageView>(
    layout: Layout, bundle: Bundle, filesOwner: AnyObject = NSNull()
  )
    -> T
  {
    loadOrBuild(layout: layout, bundle: bundle, filesOwner: filesOwner)
  }

  /// Loads a layout, throwing ``SwiftMessagesError`` when the nib is missing or its top-level
  /// view is not a `T`.
  ///
  /// - Parameters:
  ///   - layout: the bundled layout.
  ///   - bundle: `nil` (main bundle, then SwiftMessages' bundle) by default.
  ///   - filesOwner: the nib's File's Owner. `NSNull()` by default.
  public static func loadFromNib<T: MessageView>(
    layout: Layout, bundle: Bundle? = nil, filesOwner: AnyObject = NSNull()
  ) throws -> T {
    try NibLoader.view(named: layout.rawValue, bundle: bundle, filesOwner: filesOwner)
  }

  private static func loadOrBuild<T: MessageView>(layout: Layout, bundle: Bundle?, filesOwner: AnyObject) -> T
  {
    do {
      return try loadFromNib(layout: layout, bundle: bundle, filesOwner: filesOwner)
    } catch {
      return builtInCode(after: error) { $0.buildFallbackLayout(layout) }
    }
  }

  /// Logs why the nib could not be loaded and returns an empty `T` that `build` lays out in code.
  static func builtInCode<T: MessageView>(after error: Error, _ build: (T) -> Void) -> T {
    os_log("SwiftMessages: %{public}@ Using a layout built in code.", type: .error, "\(error)")
    let view = makeEmpty(T.self)
    build(view)
    return view
  }

  /// An empty `type` built without a nib or forced cast: `init(coder:)` with an empty archive (nib
  /// subclasses often implement only that), else `init()`; a subclass with neither fails in its own
  /// initializer, as UIKit would.
  static func makeEmpty<T: MessageView>(_ type: T.Type) -> T {
    if type == MessageView.self, let view = MessageView(frame: .zero) as? T { return view }
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.finishEncoding()
    if let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) {
      coder.requiresSecureCoding = false
      if let view = type.init(coder: coder) { return view }
    }
    return type.init()
  }
}
#endif
