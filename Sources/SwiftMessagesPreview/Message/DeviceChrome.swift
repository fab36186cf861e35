import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The parts of a device screen drawn around a message: a plain app (list rows), the status
/// bar, the sensor housing, navigation and tab bars, the keyboard and the home indicator, at
/// the frames ``DeviceMetrics`` gives, in light or dark appearance.
///
/// Only scenery: where the message goes is ``DevicePlacement``'s (the core's) answer.
enum DeviceChrome {
  /// System colours by name, resolved for `style`.
  static func system(_ name: String, _ style: InterfaceStyle) -> RGBAColor {
    (SystemColorTable.color(named: name) ?? SystemColorTable.unknownColorFallback).resolved(for: style)
  }

  /// The app behind the message: background and list rows from the top of the content to the
  /// bottom of the screen.
  static func app(
    _ scene: DevicePlacement, style: InterfaceStyle, into tree: inout RenderTree, under node: RenderNodeID
  ) {
    let device = scene.device
    tree.add(
      RenderNode(
        .rectangle(RenderRect(width: device.width, height: device.height)),
        fill: .color(system("systemBackgroundColor", style))),
      to: node)
    var top = Double(device.safeArea.top) + (scene.showsNavigationBar ? device.navigationBarHeight : 0) + 16
    let inset = 16 + Double(device.safeArea.left)
    let fill = system("secondarySystemBackgroundColor", style)
    let text = system("tertiaryLabelColor", style)
    while top + 56 < device.height {
      tree.add(
        RenderNode(
          .roundedRectangle(
            RenderRect(x: inset, y: top, width: 40, height: 40), cornerRadius: 20, style: .circular),
          fill: .color(fill)),
        to: node)
      tree.add(
        RenderNode(
          .roundedRectangle(
            RenderRect(x: inset + 52, y: top + 6, width: min(220, device.width * 0.5), height: 10),
            cornerRadius: 5, style: .circular), fill: .color(text)),
        to: node)
      tree.add(
        RenderNode(
          .roundedRectangle(
            RenderRect(x: inset + 52, y: top + 24, width: min(160, device.width * 0.35), height: 8),
            cornerRadius: 4, style: .circular), fill: .color(fill)),
        to: node)
      top += 60
    }
  }

  /// The bars over the app: navigation and tab bars when shown.
  static func bars(
    _ scene: DevicePlacement, style: InterfaceStyle, into tree: inout RenderTree, under node: RenderNodeID
  ) {
    let device = scene.device
    let barColor =
      style == .dark
      ? RGBAColor(red255: 22, green: 22, blue: 24) : RGBAColor(red255: 248, green: 248, blue: 248)
    let separator = system("separatorColor", style)
    if scene.showsNavigationBar {
      let bar = RenderRect(device.navigationBarFrame)
      tree.add(
        RenderNode(
          .rectangle(RenderRect(x: 0, y: 0, width: device.width, height: bar.maxY)), fill: .color(barColor)),
        to: node)
      tree.add(
        RenderNode(
          .rectangle(RenderRect(x: 0, y: bar.maxY - 0.5, width: device.width, height: 0.5)),
          fill: .color(separator)), to: node)
      let title = RenderText(
        lines: [RenderTextLine("Inbox", x: device.width / 2, baseline: bar.y + bar.height / 2 + 6)],
        fontFamily: TextLayoutEngine.fontFamily, fontSize: 17, fontWeight: 600,
        color: system("labelColor", style), anchor: .middle)
      tree.add(RenderNode(.text(title)), to: node)
    }
    if scene.showsTabBar {
      let bar = RenderRect(device.tabBarFrame)
      tree.add(RenderNode(.rectangle(bar), fill: .color(barColor)), to: node)
      tree.add(
        RenderNode(
          .rectangle(RenderRect(x: 0, y: bar.y, width: device.width, height: 0.5)), fill: .color(separator)),
        to: node)
      let tint = system("systemGrayColor", style)
      for item in 0..<4 {
        let x = device.width * (Double(item) + 0.5) / 4
        tree.add(
          RenderNode(
            .roundedRectangle(
              RenderRect(x: x - 12, y: bar.y + 8, width: 24, height: 24), cornerRadius: 7, style: .continuous),
            fill: .color(item == 0 ? system("systemBlueColor", style) : tint)),
          to: node)
      }
    }
  }

  /// The keyboard (when shown), status bar text, sensor housing and home indicator: what lies
  /// above the app's window.
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
      tree.add(RenderNode(.rectangle(keyboard), fill: .color(background)), to: node)
      let rows = [10, 9, 7]
      let keyWidth = (device.width - 6 * 11) / 10
      for (row, count) in rows.enumerated() {
        let rowWidth = Double(count) * keyWidth + Double(count - 1) * 6
        for column in 0..<count {
          let x = (device.width - rowWidth) / 2 + Double(column) * (keyWidth + 6)
          tree.add(
            RenderNode(
              .roundedRectangle(
                RenderRect(x: x, y: keyboard.y + 10 + Double(row) * 54, width: keyWidth, height: 42),
                cornerRadius: 5, style: .continuous),
              fill: .color(key)),
            to: node)
        }
      }
      tree.add(
        RenderNode(
          .roundedRectangle(
            RenderRect(
              x: device.width * 0.25, y: keyboard.y + 10 + 3 * 54, width: device.width * 0.5, height: 42),
            cornerRadius: 5, style: .continuous),
          fill: .color(key)),
        to: node)
    }
    let label = system("labelColor", style)
    drawStatusBar(device, color: label, into: &tree, under: node)
    drawHardware(device, color: label, into: &tree, under: node)
  }

  /// The time and battery, only where the device shows a status bar (none on an iPhone in
  /// landscape).
  private static func drawStatusBar(
    _ device: DeviceMetrics, color label: RGBAColor, into tree: inout RenderTree, under node: RenderNodeID
  ) {
    guard device.statusBarHeight > 0 else { return }
    let statusBaseline = max(14, device.statusBarHeight / 2 + 5)
    let time = RenderText(
      lines: [RenderTextLine("9:41", x: max(24, device.width * 0.12), baseline: statusBaseline)],
      fontFamily: TextLayoutEngine.fontFamily, fontSize: 15, fontWeight: 600, color: label, anchor: .middle)
    tree.add(RenderNode(.text(time), name: "status-bar"), to: node)
    tree.add(
      RenderNode(
        .roundedRectangle(
          RenderRect(
            x: device.width - max(24, device.width * 0.12) - 12, y: statusBaseline - 10, width: 25, height: 12
          ), cornerRadius: 3.5, style: .continuous),
        stroke: RenderStroke(.color(label), width: 1)),
      to: node)
  }

  /// The sensor housing and the home indicator.
  private static func drawHardware(
    _ device: DeviceMetrics, color label: RGBAColor, into tree: inout RenderTree, under node: RenderNodeID
  ) {
    if let housing = device.sensorHousing {
      tree.add(
        RenderNode(
          .roundedRectangle(
            RenderRect(x: housing.x, y: housing.y, width: housing.width, height: housing.height),
            cornerRadius: housing.cornerRadius, style: .circular),
          fill: .color(.black), name: "sensor-housing"),
        to: node)
    }
    if let indicator = device.homeIndicator {
      tree.add(
        RenderNode(
          .roundedRectangle(
            RenderRect(
              x: (device.width - indicator.width) / 2,
              y: device.height - indicator.bottomGap - indicator.height, width: indicator.width,
              height: indicator.height),
            cornerRadius: indicator.height / 2, style: .circular),
          fill: .color(label), name: "home-indicator"),
        to: node)
    }
  }
}
