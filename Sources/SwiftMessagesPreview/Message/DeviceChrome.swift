import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scenery drawn around a message (app rows, status bar, sensor housing, bars, keyboard, home
/// indicator) at ``DeviceMetrics``' frames; where the message goes is ``DevicePlacement``'s answer.
enum DeviceChrome {
  /// Adds `rect` filled with `color` under `node`, its corners rounded by `radius` when given.
  private static func box(
    _ rect: RenderRect, _ color: RGBAColor, radius: Double? = nil, style: RenderCornerStyle = .circular,
    name: String? = nil, _ tree: inout RenderTree, _ node: RenderNodeID
  ) {
    let shape =
      radius.map { RenderShape.roundedRectangle(rect, cornerRadius: $0, style: style) } ?? .rectangle(rect)
    tree.add(RenderNode(shape: shape, fill: .color(color), name: name), to: node)
  }

  /// What lies under the message: the app (background and list rows from the top of the
  /// content to the bottom of the screen), then its navigation and tab bars when shown.
  static func app(
    _ scene: DevicePlacement, style: InterfaceStyle, into tree: inout RenderTree, under node: RenderNodeID
  ) {
    let device = scene.device
    let colors = GalleryAppearance(style: style)
    box(RenderRect(width: device.width, height: device.height), colors.screen, &tree, node)
    var top = Double(device.safeArea.top) + (scene.showsNavigationBar ? device.navigationBarHeight : 0) + 16
    let inset = 16 + Double(device.safeArea.left)
    let fill = colors.card
    let text = colors.system("tertiaryLabelColor")
    while top + 56 < device.height {
      box(RenderRect(x: inset, y: top, width: 40, height: 40), fill, radius: 20, &tree, node)
      let titleWidth = min(220, device.width * 0.5)
      box(RenderRect(x: inset + 52, y: top + 6, width: titleWidth, height: 10), text, radius: 5, &tree, node)
      let bodyWidth = min(160, device.width * 0.35)
      box(RenderRect(x: inset + 52, y: top + 24, width: bodyWidth, height: 8), fill, radius: 4, &tree, node)
      top += 60
    }
    let barColor =
      style == .dark
      ? RGBAColor(red255: 22, green: 22, blue: 24) : RGBAColor(red255: 248, green: 248, blue: 248)
    let separator = colors.system("separatorColor")
    if scene.showsNavigationBar {
      let bar = RenderRect(device.navigationBarFrame)
      box(RenderRect(x: 0, y: 0, width: device.width, height: bar.maxY), barColor, &tree, node)
      box(RenderRect(x: 0, y: bar.maxY - 0.5, width: device.width, height: 0.5), separator, &tree, node)
      let title = RenderText(
        lines: [RenderTextLine("Inbox", x: device.width / 2, baseline: bar.y + bar.height / 2 + 6)],
        fontSize: 17, fontWeight: 600,
        color: colors.label, anchor: .middle)
      tree.add(RenderNode(shape: .text(title)), to: node)
    }
    if scene.showsTabBar {
      let bar = RenderRect(device.tabBarFrame)
      box(bar, barColor, &tree, node)
      box(RenderRect(x: 0, y: bar.y, width: device.width, height: 0.5), separator, &tree, node)
      let tint = colors.system("systemGrayColor")
      for item in 0..<4 {
        let x = device.width * (Double(item) + 0.5) / 4
        box(
          RenderRect(x: x - 12, y: bar.y + 8, width: 24, height: 24),
          item == 0 ? colors.system("systemBlueColor") : tint, radius: 7, style: .continuous, &tree, node)
      }
    }
  }

  /// What lies above the app's window: the keyboard (when shown), status bar, sensor housing
  /// and home indicator.
  static func overlays(
    _ scene: DevicePlacement, style: InterfaceStyle, into tree: inout RenderTree, under node: RenderNodeID
  ) {
    let device = scene.device
    if scene.showsKeyboard, let frame = device.keyboardFrame {
      let keyboard = RenderRect(frame)
      let background =
        style == .dark
        ? RGBAColor(red255: 43, green: 43, blue: 45) : RGBAColor(red255: 209, green: 211, blue: 217)
      let key = style == .dark ? RGBAColor(red255: 108, green: 108, blue: 110) : .white
      box(keyboard, background, &tree, node)
      let rows = [10, 9, 7]
      let keyWidth = (device.width - 6 * 11) / 10
      for (row, count) in rows.enumerated() {
        let rowWidth = Double(count) * keyWidth + Double(count - 1) * 6
        for column in 0..<count {
          let x = (device.width - rowWidth) / 2 + Double(column) * (keyWidth + 6)
          let frame = RenderRect(x: x, y: keyboard.y + 10 + Double(row) * 54, width: keyWidth, height: 42)
          box(frame, key, radius: 5, style: .continuous, &tree, node)
        }
      }
      let space = RenderRect(
        x: device.width * 0.25, y: keyboard.y + 10 + 3 * 54, width: device.width * 0.5, height: 42)
      box(space, key, radius: 5, style: .continuous, &tree, node)
    }
    let label = GalleryAppearance(style: style).label
    // The time and battery, only where the device shows a status bar (none on an iPhone in
    // landscape).
    if device.statusBarHeight > 0 {
      let statusBaseline = max(14, device.statusBarHeight / 2 + 5)
      let inset = max(24, device.width * 0.12)
      let time = RenderText(
        lines: [RenderTextLine("9:41", x: inset, baseline: statusBaseline)],
        fontSize: 15, fontWeight: 600, color: label, anchor: .middle)
      tree.add(RenderNode(shape: .text(time), name: "status-bar"), to: node)
      tree.add(
        RenderNode(
          shape: .roundedRectangle(
            RenderRect(x: device.width - inset - 12, y: statusBaseline - 10, width: 25, height: 12),
            cornerRadius: 3.5, style: .continuous),
          stroke: RenderStroke(paint: .color(label), width: 1)),
        to: node)
    }
    if let housing = device.sensorHousing {
      let frame = RenderRect(x: housing.x, y: housing.y, width: housing.width, height: housing.height)
      box(frame, .black, radius: housing.cornerRadius, name: "sensor-housing", &tree, node)
    }
    if let indicator = device.homeIndicator {
      let frame = RenderRect(
        x: (device.width - indicator.width) / 2, y: device.height - indicator.bottomGap - indicator.height,
        width: indicator.width, height: indicator.height)
      box(frame, label, radius: indicator.height / 2, name: "home-indicator", &tree, node)
    }
  }
}
