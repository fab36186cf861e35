import Foundation
import SwiftMessagesCore

// Sources (points, not pixels; iOS 17 era):
// [HIG] Apple Human Interface Guidelines, "Layout" > "Specifications" (device screen sizes
//       and scale factors): iPhone SE (3rd generation) 375 × 667 @2x, iPhone 15 393 × 852 @3x,
//       iPhone 15 Pro Max 430 × 932 @3x, iPad 10.9" 820 × 1180 @2x.
// [SA]  csl.cool, "iOS Layout Adaptation" (2023-09-15): a full-screen view on a Dynamic
//       Island iPhone reports safeAreaInsets (59, 0, 34, 0) in portrait and (0, 59, 21, 59)
//       in landscape. The same figures are printed by every Dynamic Island simulator.
// [NAV] Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (2018):
//       iPad navigation bars and toolbars are 50 pt since iOS 12 (iPhone: 44 pt; 32 pt in
//       compact-height landscape).
// [KB]  Federica Benacquista, "List of the official iOS keyboards' heights (and how to
//       calculate them)": the key area is the same on every iPhone; heights differ by the
//       bottom inset. Measured keyboard frames (English, QuickType bar on): 260 pt on 4.7"
//       iPhones, 336 pt on 6.1" Dynamic Island iPhones, 346 pt on 6.7" ones.
// Confidence: screen sizes, scales, safe areas, status bar and bar heights high; iPhone
// keyboard heights medium (they change with iOS versions and settings); iPad keyboard heights
// low (estimates for iPadOS 17 with the shortcut bar); home indicator and Dynamic Island
// sizes medium (Apple Design Resources templates: a 134 × 5 pt indicator 8 pt above the
// bottom; a 126 × 37 pt island 11 pt below the top); display corner radii medium (55 pt on
// iPhone 15 and 15 Pro Max, 18 pt on iPad 10th generation, widely measured; no public spec).

extension DeviceMetrics {
  /// iPhone home indicator: 134 × 5 pt, 8 pt above the bottom (medium confidence).
  private static let phoneIndicator = HomeIndicator(width: 134, height: 5, bottomGap: 8)

  /// The Dynamic Island of a portrait screen `width` points wide: 126 × 37 pt, 11 pt from the
  /// top, centred (medium confidence).
  private static func island(width: Double) -> SensorHousing {
    SensorHousing(x: (width - 126) / 2, y: 11, width: 126, height: 37, cornerRadius: 18.5)
  }

  /// iPhone SE (3rd generation), portrait: 375 × 667 @2x [HIG], 20 pt status bar, home
  /// button, rectangular display; keyboard 260 pt (216 + 44 QuickType) [KB].
  package static let iPhoneSE3 = DeviceMetrics(
    name: "iPhone SE (3rd generation)", orientation: .portrait, width: 375, height: 667, scale: 2,
    safeArea: LayoutInsets(top: 20), statusBarHeight: 20, homeIndicator: nil, navigationBarHeight: 44,
    tabBarHeight: 49, keyboardHeight: 260, displayCornerRadius: 0)

  /// iPhone 15, portrait: 393 × 852 @3x [HIG], safe area 59 / 34 [SA], 54 pt status bar,
  /// Dynamic Island, 55 pt display corners; keyboard 336 pt [KB].
  package static let iPhone15 = DeviceMetrics(
    name: "iPhone 15", orientation: .portrait, width: 393, height: 852, scale: 3,
    safeArea: LayoutInsets(top: 59, bottom: 34), statusBarHeight: 54, homeIndicator: phoneIndicator,
    navigationBarHeight: 44, tabBarHeight: 49, keyboardHeight: 336, displayCornerRadius: 55,
    sensorHousing: island(width: 393))

  /// iPhone 15, landscape: 852 × 393, safe area 59 left and right, 21 bottom [SA], no status
  /// bar, 32 pt compact bars [NAV]; keyboard height not recorded.
  package static let iPhone15Landscape = DeviceMetrics(
    name: "iPhone 15", orientation: .landscape, width: 852, height: 393, scale: 3,
    safeArea: LayoutInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeight: 0,
    homeIndicator: phoneIndicator, navigationBarHeight: 32, tabBarHeight: 32, keyboardHeight: nil,
    displayCornerRadius: 55,
    sensorHousing: SensorHousing(x: 11, y: (393 - 126) / 2, width: 37, height: 126, cornerRadius: 18.5))

  /// iPhone 15 Pro Max, portrait: 430 × 932 @3x [HIG], safe area 59 / 34 [SA], Dynamic Island,
  /// 55 pt display corners; keyboard 346 pt [KB].
  package static let iPhone15ProMax = DeviceMetrics(
    name: "iPhone 15 Pro Max", orientation: .portrait, width: 430, height: 932, scale: 3,
    safeArea: LayoutInsets(top: 59, bottom: 34), statusBarHeight: 54, homeIndicator: phoneIndicator,
    navigationBarHeight: 44, tabBarHeight: 49, keyboardHeight: 346, displayCornerRadius: 55,
    sensorHousing: island(width: 430))

  /// iPad (10th generation), portrait: 820 × 1180 @2x [HIG], 24 pt status bar, 20 pt
  /// home-indicator inset, 50 pt bars [NAV], 18 pt display corners; keyboard about 313 pt and a
  /// 315 × 5 pt home indicator (both low confidence).
  package static let iPad10 = DeviceMetrics(
    name: "iPad (10th generation)", orientation: .portrait, width: 820, height: 1180, scale: 2,
    safeArea: LayoutInsets(top: 24, bottom: 20), statusBarHeight: 24,
    homeIndicator: HomeIndicator(width: 315, height: 5, bottomGap: 7), navigationBarHeight: 50,
    tabBarHeight: 50, keyboardHeight: 313, displayCornerRadius: 18)

  /// iPad (10th generation), landscape: 1180 × 820, the same insets and bars as portrait;
  /// keyboard about 398 pt (low confidence).
  package static let iPad10Landscape = DeviceMetrics(
    name: "iPad (10th generation)", orientation: .landscape, width: 1180, height: 820, scale: 2,
    safeArea: LayoutInsets(top: 24, bottom: 20), statusBarHeight: 24,
    homeIndicator: HomeIndicator(width: 315, height: 5, bottomGap: 7), navigationBarHeight: 50,
    tabBarHeight: 50, keyboardHeight: 398, displayCornerRadius: 18)

  /// Every device in the catalog, phones first, portrait before landscape.
  package static let catalog: [DeviceMetrics] = [
    iPhoneSE3, iPhone15, iPhone15Landscape, iPhone15ProMax, iPad10, iPad10Landscape,
  ]
}
