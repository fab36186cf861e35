import Foundation

/// The `<document>` element of an XIB and the device and plug-in it was saved with.
///
/// The bundled SwiftMessages nibs use `type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"`,
/// `version="3.0"`, `targetRuntime="iOS.CocoaTouch"`, `useAutolayout="YES"` and
/// `useTraitCollections="YES"`.
public struct XibHeader: Sendable, Equatable {
  /// The document type, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
  public var type: String?
  /// The file format version, e.g. `3.0`.
  public var version: String?
  /// The Interface Builder build that saved the file, e.g. `17156`.
  public var toolsVersion: String?
  /// The runtime, e.g. `iOS.CocoaTouch`.
  public var targetRuntime: String?
  /// Whether Auto Layout is on. `false` when the attribute is absent.
  public var useAutolayout: Bool
  /// Whether size classes are on. `false` when the attribute is absent.
  public var useTraitCollections: Bool
  /// Whether views get a safe-area layout guide. `false` when the attribute is absent.
  public var useSafeAreas: Bool
  /// The `<device id=…>` the canvas shows, e.g. `retina6_1`; `nil` when absent.
  public var device: String?
  /// The version of the `IBCocoaTouchPlugin` dependency, e.g. `17126`; `nil` when absent.
  public var pluginVersion: String?
  /// The line of the `<document>` start tag.
  public var line: Int

  /// The type string of iOS XIB documents.
  public static let cocoaTouchXibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

  /// Whether this is an iOS XIB (not a storyboard or a macOS nib).
  public var isCocoaTouchXib: Bool { type == Self.cocoaTouchXibType }
}
