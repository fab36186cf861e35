import Foundation
import SwiftMessagesCore

/// One device's screen in one orientation, in points: real devices' values (iOS 17 era), each
/// sourced in `DeviceMetrics+Catalog.swift`.
package struct DeviceMetrics: Hashable, Sendable {
  /// How the device is held.
  package enum Orientation: Hashable, Sendable {
    /// Home indicator (or button) at the bottom.
    case portrait
    /// Turned a quarter, the sensor housing on the left.
    case landscape
  }

  /// The sensor housing cut into the display (Dynamic Island), as a rounded rectangle.
  package struct SensorHousing: Hashable, Sendable {
    /// Its frame in screen points.
    package var x: Double
    /// Its top, in screen points.
    package var y: Double
    /// Its width, in points.
    package var width: Double
    /// Its height, in points.
    package var height: Double
    /// Its corner radius (half the height for a pill), in points.
    package var cornerRadius: Double
  }

  /// The home indicator bar drawn at the bottom centre of the screen.
  package struct HomeIndicator: Hashable, Sendable {
    /// Its width, in points.
    package var width: Double
    /// Its height (thickness), in points.
    package var height: Double
    /// The gap between its bottom and the screen's bottom, in points.
    package var bottomGap: Double
  }

  /// The device's name, e.g. "iPhone 15".
  package var name: String
  /// The orientation these facts describe.
  package var orientation: Orientation
  /// The screen's width in points (`UIScreen.bounds` in this orientation).
  package var width: Double
  /// The screen's height in points.
  package var height: Double
  /// Pixels per point (`UIScreen.scale`): 2 or 3.
  package var scale: Int
  /// A full-screen view controller's safe-area insets without bars.
  package var safeArea: LayoutInsets
  /// The status bar's height (0 where it is hidden, as on iPhones in landscape).
  package var statusBarHeight: Double
  /// The home indicator, `nil` on a device with a home button. Its reserved inset is
  /// ``safeArea``'s bottom.
  package var homeIndicator: HomeIndicator?
  /// A standard (not large-title) navigation bar's height, without the status bar.
  package var navigationBarHeight: Double
  /// A tab bar's height, without the home-indicator inset below it.
  package var tabBarHeight: Double
  /// The English keyboard's height with the predictive (QuickType) bar, including the
  /// bottom inset it covers: its frame in `keyboardWillShow` spans to the screen's bottom.
  /// `nil` where no reliable figure was found.
  package var keyboardHeight: Double?
  /// The display's corner radius (0 for a rectangular display).
  package var displayCornerRadius: Double
  /// The sensor housing drawn into the display, `nil` without one (a notch is not modelled).
  package var sensorHousing: SensorHousing?

  /// The screen's bounds, origin at zero.
  package var bounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

  /// The navigation bar's frame: full width, just below the top safe-area inset.
  package var navigationBarFrame: CGRect {
    CGRect(x: 0, y: Double(safeArea.top), width: width, height: navigationBarHeight)
  }

  /// The tab bar's frame: full width, its top `tabBarHeight` above the home-indicator inset,
  /// which it extends over to the screen's bottom.
  package var tabBarFrame: CGRect {
    let height = tabBarHeight + Double(safeArea.bottom)
    return CGRect(x: 0, y: self.height - height, width: width, height: height)
  }

  /// The keyboard's frame (docked, full width, at the screen's bottom), or `nil` when
  /// ``keyboardHeight`` is unknown.
  package var keyboardFrame: CGRect? {
    keyboardHeight.map { CGRect(x: 0, y: height - $0, width: width, height: $0) }
  }
}
