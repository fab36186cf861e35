import Foundation

/// The `<document>` element of an XIB and the device and plug-in it was saved with.
///
/// The bundled SwiftMessages nibs use `type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"`,
/// `version="3.0"`, `targetRuntime="iOS.CocoaTouch"`, `useAutolayout="YES"` and
/// `useTraitCollections="YES"`.
package struct XibHeader: Sendable, Equatable {
  /// The document type, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
  package var type: String?
  /// The file format version, e.g. `3.0`.
  package var version: String?
  /// The Interface Builder build that saved the file, e.g. `17156`.
  package var toolsVersion: String?
  /// The runtime, e.g. `iOS.CocoaTouch`.
  package var targetRuntime: String?
  /// Whether Auto Layout is on. `false` when the attribute is absent.
  package var useAutolayout: Bool
  /// Whether size classes are on. `false` when the attribute is absent.
  package var useTraitCollections: Bool
  /// Whether views get a safe-area layout guide. `false` when the attribute is absent.
  package var useSafeAreas: Bool
  /// The `<device id=…>` the canvas shows, e.g. `retina6_1`; `nil` when absent.
  package var device: String?
  /// The version of the `IBCocoaTouchPlugin` dependency, e.g. `17126`; `nil` when absent.
  package var pluginVersion: String?
  /// The line of the `<document>` start tag.
  package var line: Int

  /// The type string of iOS XIB documents.
  package static let cocoaTouchXibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

  /// Whether this is an iOS XIB (not a storyboard or a macOS nib).
  package var isCocoaTouchXib: Bool { type == Self.cocoaTouchXibType }
}
