import Foundation

/// Classes a nib can instantiate with their outlets and inspectables: the SwiftMessages module's
/// (``swiftMessages``) or an app's as ``SwiftClassScanner`` reads them. Subclasses list only what
/// they add, a superclass outside the table ends the chain, and an outlet's type binds its
/// destination's class.
package struct KnownClasses: Sendable {
  /// An `@IBOutlet` a class declares.
  package struct Outlet: Sendable, Equatable {
    /// The property name, e.g. `titleLabel`.
    package var name: String
    /// The class the destination must be: a UIKit class (`UILabel`, `UIImageView`, `UIButton`,
    /// `UIView`) or a class of this table. `nil` accepts any object (delegates, protocols).
    package var type: String?
  }

  /// A class that nibs can name as `customClass`.
  package struct Class: Sendable, Equatable {
    /// The class name without its module, e.g. `MessageView` (`Outer.Inner` for a scanned
    /// nested class).
    package var name: String
    /// The superclass name, e.g. `BaseView` or `UIView`.
    package var superclass: String
    /// The outlets this class declares (not the inherited ones).
    package var outlets: [Outlet] = []
    /// The `@IBInspectable` properties this class and its extensions declare (not the inherited
    /// ones).
    package var inspectables: [String] = []
    /// Where a scanned class's name is declared; `nil` (the default) for the library's classes.
    package var declaration: SwiftSourceLocation?
    /// The `@objc(Name)` name, which a nib may also use as `customClass`.
    package var objcName: String?
  }

  /// The module the classes live in, e.g. `SwiftMessages`.
  package var module: String
  package var classes: [Class]
  /// Inspectable properties the module adds in extensions to types outside ``classes``, by
  /// type (`UIView`: the skeleton options every view has). Empty by default.
  package var extensionInspectables: [String: [String]] = [:]
  /// The files ``SwiftClassScanner/scan(directory:)`` could not read, with why, in path order.
  package var skippedFiles: [SwiftSourceScanError] = []
  /// The protocols the scanned sources declare, whose outlets accept any object.
  var protocols: Set<String> = []

  /// The classes of the SwiftMessages module.
  package static let swiftMessages = KnownClasses(
    module: "SwiftMessages",
    classes: [
      Class(
        name: "BaseView", superclass: "UIView",
        outlets: [Outlet(name: "backgroundView", type: "UIView")],
        inspectables: [
          "topLayoutMarginAddition", "leftLayoutMarginAddition", "bottomLayoutMarginAddition",
          "rightLayoutMarginAddition", "collapseLayoutMarginAdditions", "bounceAnimationOffset",
        ]),
      Class(
        name: "MessageView", superclass: "BaseView",
        outlets: [
          Outlet(name: "titleLabel", type: "UILabel"),
          Outlet(name: "bodyLabel", type: "UILabel"),
          Outlet(name: "iconImageView", type: "UIImageView"),
          Outlet(name: "iconLabel", type: "UILabel"),
          Outlet(name: "button", type: "UIButton"),
        ]),
      Class(
        name: "HUDView", superclass: "MessageView",
        outlets: [Outlet(name: "activityIndicatorView", type: "ActivityIndicatorView")]),
      Class(
        name: "CornerRoundingView", superclass: "UIView",
        inspectables: ["cornerRadius", "roundsLeadingCorners"]),
      Class(
        name: "ActivityIndicatorView", superclass: "UIView", inspectables: ["hidesWhenStopped", "color"]),
      // `delegate` is a Swift protocol property, not an outlet: wiring it in a nib raises.
      Class(name: "KeyboardTrackingView", superclass: "UIView", inspectables: ["topMargin"]),
      Class(name: "PassthroughView", superclass: "UIControl"),
    ],
    extensionInspectables: [
      "UIView": [
        "isSkeletonable", "isHiddenWhenSkeletonIsActive", "isUserInteractionDisabledWhenSkeletonIsActive",
        "skeletonCornerRadius",
      ],
      "UILabel": ["lastLineFillPercent", "linesCornerRadius", "skeletonLineSpacing", "useFontLineHeight"],
      "UITextView": ["lastLineFillPercent", "linesCornerRadius", "skeletonLineSpacing", "useFontLineHeight"],
    ])

  /// Inspectable properties of `BaseView` in SwiftMessages 4 that 5.0 replaced with the layout
  /// margin additions, with the property to use instead: nibs copied from those versions
  /// still set them.
  package static let retiredInspectables: [String: String] = [
    "statusBarOffset": "topLayoutMarginAddition", "safeAreaTopOffset": "topLayoutMarginAddition",
    "safeAreaBottomOffset": "bottomLayoutMarginAddition",
  ]

  /// The class named `name` (or given that Objective-C name), if known.
  package subscript(name: String) -> Class? { classes.first { $0.name == name || $0.objcName == name } }

  package var names: [String] { classes.map(\.name) }
}
