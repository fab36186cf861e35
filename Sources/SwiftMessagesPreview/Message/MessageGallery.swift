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
    func figure(_ id: String, _ caption: String, _ nib: String, _ options: MessagePreview.Options)
      -> GalleryFigure?
    {
      guard let document = nibs[nib] else {
        problems.append("\(id): \(nib).xib could not be read")
        return nil
      }
      let result: MessagePreview.Result
      do {
        result = try MessagePreview.render(document, options: options)
      } catch {
        problems.append("\(id): \(nib).xib could not be drawn: \(error)")
        return nil
      }
      for diagnostic in result.layout.diagnostics { diagnostics.append((id, diagnostic)) }
      var figure = GalleryFigure(id: id, caption: caption, tree: result.tree)
      figure.width *= displayScale
      figure.height *= displayScale
      return figure
    }
    let fill = { (theme: Theme, style: InterfaceStyle) in
      let texts = defaultTexts(for: theme)
      return MessageFill(theme: theme, style: style, title: texts.title, body: texts.body)
    }

    var layoutFigures: [GalleryFigure] = []
    for layout in BundledNibs.layouts {
      guard let document = nibs[layout] else { continue }
      let placement = MessagePreview.defaultPlacement(for: document)
      for device in layoutDevices {
        for theme in Theme.allCases {
          for style in [InterfaceStyle.light, .dark] {
            let id = "\(layout)-\(theme.rawValue)-\(style == .dark ? "dark" : "light")-\(device.identifier)"
              .lowercased()
            let options = MessagePreview.Options(
              scene: DevicePlacement(device: device, placement: placement), fill: fill(theme, style),
              dimmed: placement == .center, dropShadow: layout != "MessageView" && layout != "StatusLine")
            if let figure = figure(
              id, "\(layout), \(theme.rawValue), \(style == .dark ? "dark" : "light"), \(device.name)",
              layout, options)
            {
              layoutFigures.append(figure)
            }
          }
        }
      }
    }

    struct Scene {
      var id: String
      var caption: String
      var nib: String
      var scene: DevicePlacement
      var dimmed = false
    }
    let scenes = [
      Scene(
        id: "top", caption: "Top, no bars: below the Dynamic Island (own safe area + card margins)",
        nib: "CardView", scene: DevicePlacement(device: .iPhone15)),
      Scene(
        id: "top-under-navigation-bar", caption: "Top with a navigation bar: slides out from under the bar",
        nib: "MessageView", scene: DevicePlacement(device: .iPhone15, showsNavigationBar: true)),
      Scene(
        id: "bottom-above-tab-bar", caption: "Bottom with a tab bar: above the bar, no home-indicator margin",
        nib: "CardView", scene: DevicePlacement(device: .iPhone15, showsTabBar: true, placement: .bottom)),
      Scene(
        id: "bottom", caption: "Bottom, no bars: above the home indicator", nib: "TabView",
        scene: DevicePlacement(device: .iPhone15, placement: .bottom)),
      Scene(
        id: "bottom-above-keyboard", caption: "Bottom with the keyboard up and a keyboard tracking view",
        nib: "CardView",
        scene: DevicePlacement(
          device: .iPhone15, showsKeyboard: true, keyboardTrackerTopMargin: 0, placement: .bottom)),
      Scene(
        id: "center-dimmed", caption: "Centre with a gray dim", nib: "CenteredView",
        scene: DevicePlacement(device: .iPhone15, placement: .center), dimmed: true),
      Scene(
        id: "top-se", caption: "Top on iPhone SE: 20 pt status bar", nib: "CardView",
        scene: DevicePlacement(device: .iPhoneSE3)),
      Scene(
        id: "top-landscape", caption: "Top on iPhone 15 in landscape: side safe areas", nib: "CardView",
        scene: DevicePlacement(device: .iPhone15Landscape)),
      Scene(
        id: "top-ipad", caption: "Top on iPad: the card keeps its maximum width", nib: "CardView",
        scene: DevicePlacement(device: .iPad10)),
      Scene(
        id: "center-ipad-landscape", caption: "Centre on iPad in landscape", nib: "CenteredView",
        scene: DevicePlacement(device: .iPad10Landscape, placement: .center), dimmed: true),
    ]
    var placementFigures: [GalleryFigure] = []
    for scene in scenes {
      for style in [InterfaceStyle.light, .dark] {
        let id = "placement-\(scene.id)-\(style == .dark ? "dark" : "light")"
        let options = MessagePreview.Options(
          scene: scene.scene, fill: fill(.success, style), dimmed: scene.dimmed,
          dropShadow: scene.nib != "MessageView")
        if let figure = figure(id, scene.caption + (style == .dark ? " (dark)" : ""), scene.nib, options) {
          placementFigures.append(figure)
        }
      }
    }

    var extraFigures: [GalleryFigure] = []
    for style in [InterfaceStyle.light, .dark] {
      let suffix = style == .dark ? "dark" : "light"
      var hudFill = MessageFill(theme: .info, style: style, title: "", body: "Uploading…")
      hudFill.appliesTheme = false
      let hud = MessagePreview.Options(
        scene: DevicePlacement(device: .iPhone15, placement: .center), fill: hudFill, dimmed: true,
        dropShadow: true)
      if let figure = figure(
        "hudview-nib-\(suffix)", "HUDView.xib as showHUD presents it (\(suffix))", "HUDView", hud)
      {
        extraFigures.append(figure)
      }
      for skeleton in [false, true] {
        let options = MessagePreview.Options(
          scene: DevicePlacement(device: .iPhone15), fill: fill(.info, style), dropShadow: true,
          skeleton: skeleton)
        let id = "cardview-\(skeleton ? "skeleton" : "content")-\(suffix)"
        let caption =
          skeleton ? "CardView with showSkeleton() (\(suffix))" : "The content it stands for (\(suffix))"
        if let figure = figure(id, caption, "CardView", options) { extraFigures.append(figure) }
      }
    }

    let languages = libraryLanguages(
      in: folder.deletingLastPathComponent().appendingPathComponent("Localization"), problems: &problems)
    var localizedFigures: [GalleryFigure] = []
    var rightToLeftFigures: [GalleryFigure] = []
    for language in languages {
      var options = MessagePreview.Options(
        scene: DevicePlacement(device: .iPhoneSE3),
        fill: MessageFill(theme: .success, style: .light, title: language.title, body: language.body),
        dropShadow: true)
      options.rightToLeft = language.isRightToLeft
      let direction = language.isRightToLeft ? ", right to left" : ""
      if let figure = figure(
        "localized-\(language.code.lowercased())", "\(language.code): CardView\(direction)", "CardView",
        options)
      {
        localizedFigures.append(figure)
      }
      guard language.isRightToLeft else { continue }
      for (nib, theme, style) in [
        ("MessageView", Theme.warning, InterfaceStyle.light), ("CenteredView", .error, .dark),
        ("TabView", .info, .light),
      ] {
        var rtl = options
        rtl.fill = MessageFill(
          theme: theme, style: style, title: language.text(SwiftMessagesString.themeName(theme).key),
          body: language.body)
        guard let document = nibs[nib] else { continue }
        rtl.scene = DevicePlacement(
          device: .iPhoneSE3, placement: MessagePreview.defaultPlacement(for: document))
        rtl.dimmed = rtl.scene.placement == .center
        rtl.dropShadow = nib != "MessageView"
        if let figure = figure(
          "rtl-\(language.code.lowercased())-\(nib.lowercased())", "\(language.code): \(nib), right to left",
          nib,
          rtl)
        {
          rightToLeftFigures.append(figure)
        }
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
