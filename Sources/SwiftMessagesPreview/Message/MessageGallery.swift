import Foundation
import SwiftMessagesCore

/// The gallery sections from the bundled nibs (layouts × themes × appearances, placements, HUD,
/// skeletons), each drawing a ``MessagePreview`` as the `preview` command does.
package enum MessageGallery {
  /// The devices the layout section draws every layout on.
  package static let layoutDevices: [DeviceMetrics] = [.iPhone15, .iPhoneSE3]
  /// The scale figures are shown at on the page (drawings keep their full size).
  package static let displayScale = 0.5

  /// Everything that went wrong while drawing, per figure id (layouts that could not be
  /// solved exactly are drawn anyway, with these notes).
  package struct Report: Sendable {
    /// The sections, in page order.
    package var sections: [GallerySection]
    /// Layout warnings and errors by figure id.
    package var diagnostics: [(figure: String, diagnostic: LayoutDiagnostic)]
    /// Nibs that could not be read and drawings that could not be made, one line each.
    package var problems: [String]
  }

  /// Draws the sections from the nibs in `folder`; a nib that is missing or cannot be drawn
  /// is reported in ``Report/diagnostics``'s place as a figure-less note, never a crash.
  package static func report(nibsFolder folder: URL) -> Report {
    var nibs: [String: XibDocument] = [:]
    var problems: [String] = []
    for name in BundledNibs.layouts + ["HUDView"] {
      let url = folder.appendingPathComponent(name + ".xib")
      do {
        nibs[name] = try XibDocument(data: Data(contentsOf: url))
      } catch {
        problems.append("\(name).xib: \(error)")
      }
    }
    var diagnostics: [(figure: String, diagnostic: LayoutDiagnostic)] = []
    /// Draws `nib` filled with `fill` on `scene` (else on `device` where the nib shows by
    /// default), dimmed when centred and shadowed unless a full-width bar, into `figures`.
    func draw(
      _ id: String, _ caption: String, _ nib: String, _ fill: MessageFill,
      into figures: inout [GalleryFigure],
      device: DeviceMetrics = .iPhone15, scene: DevicePlacement? = nil, skeleton: Bool = false,
      rightToLeft: Bool = false
    ) {
      guard let document = nibs[nib] else {
        problems.append("\(id): \(nib).xib could not be read")
        return
      }
      let scene =
        scene ?? DevicePlacement(device: device, placement: MessagePreview.defaultPlacement(for: document))
      var options = MessagePreview.Options(
        scene: scene, fill: fill, dimmed: scene.message.placement == .center,
        dropShadow: nib != "MessageView" && nib != "StatusLine", skeleton: skeleton)
      options.rightToLeft = rightToLeft
      let result: MessagePreview.Result
      do {
        result = try MessagePreview.render(document, options: options)
      } catch {
        problems.append("\(id): \(nib).xib could not be drawn: \(error)")
        return
      }
      for diagnostic in result.layout.diagnostics { diagnostics.append((id, diagnostic)) }
      var figure = GalleryFigure(id: id, caption: caption, tree: result.tree)
      figure.width *= displayScale
      figure.height *= displayScale
      figures.append(figure)
    }
    let fill = { (theme: Theme, appearance: GalleryAppearance) in
      let texts = defaultTexts(for: theme)
      return MessageFill(theme: theme, style: appearance.style, title: texts.title, body: texts.body)
    }

    var layoutFigures: [GalleryFigure] = []
    for layout in BundledNibs.layouts where nibs[layout] != nil {
      for device in layoutDevices {
        for theme in Theme.allCases {
          for appearance in GalleryAppearance.both {
            draw(
              "\(layout)-\(theme.rawValue)-\(appearance.name)-\(device.identifier)".lowercased(),
              "\(layout), \(theme.rawValue), \(appearance.name), \(device.name)", layout,
              fill(theme, appearance),
              into: &layoutFigures, device: device)
          }
        }
      }
    }

    let scenes: [(id: String, caption: String, nib: String, scene: DevicePlacement)] = [
      (
        "top", "Top, no bars: below the Dynamic Island (own safe area + card margins)", "CardView",
        DevicePlacement(device: .iPhone15)
      ),
      (
        "top-under-navigation-bar", "Top with a navigation bar: slides out from under the bar", "MessageView",
        DevicePlacement(device: .iPhone15, showsNavigationBar: true)
      ),
      (
        "bottom-above-tab-bar", "Bottom with a tab bar: above the bar, no home-indicator margin", "CardView",
        DevicePlacement(device: .iPhone15, showsTabBar: true, message: .init(placement: .bottom))
      ),
      (
        "bottom", "Bottom, no bars: above the home indicator", "TabView",
        DevicePlacement(device: .iPhone15, placement: .bottom)
      ),
      (
        "bottom-above-keyboard", "Bottom with the keyboard up and a keyboard tracking view", "CardView",
        DevicePlacement(
          device: .iPhone15, showsKeyboard: true,
          message: MessagePlacementLayout(keyboardTrackerTopMargin: 0, placement: .bottom))
      ),
      (
        "center-dimmed", "Centre with a gray dim", "CenteredView",
        DevicePlacement(device: .iPhone15, placement: .center)
      ),
      ("top-se", "Top on iPhone SE: 20 pt status bar", "CardView", DevicePlacement(device: .iPhoneSE3)),
      (
        "top-landscape", "Top on iPhone 15 in landscape: side safe areas", "CardView",
        DevicePlacement(device: .iPhone15Landscape)
      ),
      (
        "top-ipad", "Top on iPad: the card keeps its maximum width", "CardView",
        DevicePlacement(device: .iPad10)
      ),
      (
        "center-ipad-landscape", "Centre on iPad in landscape", "CenteredView",
        DevicePlacement(device: .iPad10Landscape, placement: .center)
      ),
    ]
    var placementFigures: [GalleryFigure] = []
    for scene in scenes {
      for appearance in GalleryAppearance.both {
        draw(
          "placement-\(scene.id)-\(appearance.name)",
          scene.caption + (appearance.style == .dark ? " (dark)" : ""),
          scene.nib, fill(.success, appearance), into: &placementFigures, scene: scene.scene)
      }
    }

    var extraFigures: [GalleryFigure] = []
    for appearance in GalleryAppearance.both {
      let suffix = appearance.name
      var hudFill = MessageFill(theme: .info, style: appearance.style, title: "", body: "Uploading…")
      hudFill.appliesTheme = false
      draw(
        "hudview-nib-\(suffix)", "HUDView.xib as showHUD presents it (\(suffix))", "HUDView", hudFill,
        into: &extraFigures)
      draw(
        "cardview-content-\(suffix)", "The content it stands for (\(suffix))", "CardView",
        fill(.info, appearance),
        into: &extraFigures)
      draw(
        "cardview-skeleton-\(suffix)", "CardView with showSkeleton() (\(suffix))", "CardView",
        fill(.info, appearance), into: &extraFigures, skeleton: true)
    }

    let languages = libraryLanguages(
      in: folder.deletingLastPathComponent().appendingPathComponent("Localization"), problems: &problems)
    var localizedFigures: [GalleryFigure] = []
    var rightToLeftFigures: [GalleryFigure] = []
    for language in languages {
      let code = language.code
      let rightToLeft = language.isRightToLeft
      draw(
        "localized-\(code.lowercased())", "\(code): CardView\(rightToLeft ? ", right to left" : "")",
        "CardView",
        MessageFill(theme: .success, style: .light, title: language.title, body: language.body),
        into: &localizedFigures, device: .iPhoneSE3, rightToLeft: rightToLeft)
      guard rightToLeft else { continue }
      for (nib, theme, style) in [
        ("MessageView", Theme.warning, InterfaceStyle.light), ("CenteredView", .error, .dark),
        ("TabView", .info, .light),
      ] where nibs[nib] != nil {
        let title = language.text(SwiftMessagesString.themeName(theme).key)
        draw(
          "rtl-\(code.lowercased())-\(nib.lowercased())", "\(code): \(nib), right to left", nib,
          MessageFill(theme: theme, style: style, title: title, body: language.body),
          into: &rightToLeftFigures,
          device: .iPhoneSE3, rightToLeft: true)
      }
    }

    var sections = [
      GallerySection(
        id: "layouts", title: "Bundled layouts × themes",
        note:
          "Each bundled nib filled by configureTheme(_:) and configureContent(title:body:), laid out by the preview's Auto Layout solver with the margins SwiftMessages gives it on the device, light and dark.",
        figures: layoutFigures),
      GallerySection(
        id: "placements", title: "Placement",
        note:
          "Where the presenter puts a message: the masking view anchored to the bars, the message pinned to its edge past its bounce offset, margins from the message's own safe area, the keyboard tracker, the centre with its dim.",
        figures: placementFigures),
      GallerySection(
        id: "nib-extras", title: "HUD nib and skeleton placeholders on a nib",
        note:
          "HUDView.xib centred with its dim; a card beside its skeleton, whose shapes come from the same Skeletonizer the iOS overlay uses.",
        figures: extraFigures),
      GallerySection(
        id: "localized", title: "The library's own strings in every shipped language",
        note:
          "One card per strings table in Resources/Localization: the success word as the title; the HUD's Loading, its outcome words and a deck position as the body. Arabic and Hebrew are laid out right to left.",
        figures: localizedFigures),
      GallerySection(
        id: "right-to-left", title: "Right to left",
        note:
          "Arabic and Hebrew from the library's strings tables: the layout mirrored (leading and trailing flip), natural-aligned text from the right edge.",
        figures: rightToLeftFigures),
    ]
    if let hud = nibs["HUDView"] { sections.append(HUDGallery.section(hud: hud)) }
    if !problems.isEmpty {
      sections.append(
        GallerySection(
          id: "problems", title: "Not drawn", note: problems.joined(separator: "; "), figures: []))
    }
    return Report(sections: sections, diagnostics: diagnostics, problems: problems)
  }
}
