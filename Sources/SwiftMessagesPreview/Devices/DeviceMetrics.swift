import Foundation
import SwiftMessagesCore

/// The screen facts of one device in one orientation, in points: what the preview draws a
/// message on, and what ``DevicePlacement`` feeds ``MessagePlacementLayout``.
///
/// The values are facts about real devices (iOS 17 era), each with its source in
/// ``DeviceMetrics``'s catalog (`DeviceMetrics+Catalog.swift`); the catalog states how sure
/// each number is.
public struct DeviceMetrics: Hashable, Sendable {
  /// How the device is held.
  public enum Orientation: Hashable, Sendable {
    /// Home indicator (or button) at the bottom.
    case portrait
    /// Turned a quarter, the sensor housing on the left.
    case landscape
  }

  /// The sensor housing cut into the display (Dynamic Island), as a rounded rectangle.
  public struct SensorHousing: Hashable, Sendable {
    /// Its frame in screen points.
    public var x: Double
    /// Its top, in screen points.
    public var y: Double
    /// Its width, in points.
    public var width: Double
    /// Its height, in points.
    public var height: Double
    /// Its corner radius (half the height for a pill), in points.
    public var cornerRadius: Double

    /// Creates a housing.
    public init(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
      self.cornerRadius = cornerRadius
    }
  }

  /// The home indicator bar drawn at the bottom centre of the screen.
  public struct HomeIndicator: Hashable, Sendable {
    /// Its width, in points.
    public var width: Double
    /// Its height (thickness), in points.
    public var height: Double
    /// The gap between its bottom and the screen's bottom, in points.
    public var bottomGap: Double

    /// Creates a home indicator.
    public init(width: Double, height: Double, bottomGap: Double) {
      self.width = width
      self.height = height
      self.bottomGap = bottomGap
    }
  }

  /// The device's name, e.g. "iPhone 15".
  public var name: String
  /// The orientation these facts describe.
  public var orientation: Orientation
  /// The screen's width in points (`UIScreen.bounds` in this orientation).
  public var width: Double
  /// The screen's height in points.
  public var height: Double
  /// Pixels per point (`UIScreen.scale`): 2 or 3.
  public var scale: Int
  /// A full-screen view controller's safe-area insets without bars.
  public var safeArea: LayoutInsets
  /// The status bar's height (0 where it is hidden, as on iPhones in landscape).
  public var statusBarHeight: Double
  /// The home indicator, `nil` on a device with a home button. Its reserved inset is
  /// ``safeArea``'s bottom.
  public var homeIndicator: HomeIndicator?
  /// A standard (not large-title) navigation bar's height, without the status bar.
  public var navigationBarHeight: Double
  /// A tab bar's height, without the home-indicator inset below it.
  public var tabBarHeight: Double
  /// The English keyboard's height with the predictive (QuickType) bar, including the
  /// bottom inset it covers: its frame in `keyboardWillShow` spans to the screen's bottom.
  /// `nil` where no reliable figure was found.
  public var keyboardHeight: Double?
  /// The display's corner radius (0 for a rectangular display).
  public var displayCornerRadius: Double
  /// The sensor housing drawn into the display, `nil` without one (a notch is not modelled).
  public var sensorHousing: SensorHousing?

  /// Creates a device description.
  public init(
    name: String, orientation: Orientation, width: Double, height: Double, scale: Int,
    safeArea: LayoutInsets, statusBarHeight: Double, homeIndicator: HomeIndicator?,
    navigationBarHeight: Double, tabBarHeight: Double, keyboardHeight: Double?,
    displayCornerRadius: Double, sensorHousing: SensorHousing? = nil
  ) {
    self.name = name
    self.orientation = orientation
    self.width = width
    self.height = height
    self.scale = scale
    self.safeArea = safeArea
    self.statusBarHeight = statusBarHeight
    self.homeIndicator = homeIndicator
    self.navigationBarHeight = navigationBarHeight
    self.tabBarHeight = tabBarHeight
    self.keyboardHeight = keyboardHeight
    self.displayCornerRadius = displayCornerRadius
    self.sensorHousing = sensorHousing
  }

  /// The screen's bounds, origin at zero.
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

  /// The navigation bar's frame: full width, just below the top safe-area inset.
  public var navigationBarFrame: CGRect {
    CGRect(x: 0, y: Double(safeArea.top), width: width, height: navigationBarHeight)
  }

  /// The tab bar's frame: full width, its top `tabBarHeight` above the home-indicator inset,
  /// which it extends over to the screen's bottom.
  public var tabBarFrame: CGRect {
    let height = tabBarHeight + Double(safeArea.bottom)
    return CGRect(x: 0, y: self.height - height, width: width, height: height)
  }

  /// The keyboard's frame (docked, full width, at the screen's bottom), or `nil` when
  /// ``keyboardHeight`` is unknown.
  public var keyboardFrame: CGRect? {
    keyboardHeight.map { CGRect(x: 0, y: height - $0, width: width, height: $0) }
  }
}
