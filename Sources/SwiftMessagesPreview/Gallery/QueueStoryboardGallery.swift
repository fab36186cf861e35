import Foundation
import SwiftMessagesCore
import SwiftMessagesTesting

/// The ``QueueDemo`` run as a storyboard, one frame per script step and queue event, each message
/// posed only where its animator's plan fixes it (start pose at `willShow`, rest, end pose at
/// `didHide`); the springs in between are UIKit's.
package enum QueueStoryboardGallery {
  /// The phone the frames show (an iPhone 15: 393 × 852, safe area top 59).
  static let screen = (width: 393.0, height: 852.0, safeTop: 59.0)
  /// The frames' scale.
  static let scale = 0.3
  /// Frames per row of the strip.
  static let framesPerRow = 7
  /// The banner's size.
  static let banner = (inset: 16.0, height: 70.0)
  /// The centred HUD's size.
  static let hud = (width: 160.0, height: 112.0)

  /// Where a message sits and how it looks at one instant.
  struct Pose {
    var translationY: Double = 0
    var scale: Double = 1
    var opacity: Double = 1
  }

  /// The message's edge: the loading HUD is centred, everything else a top banner.
  static func edge(of id: String) -> PresentationPlacement { id == "loading" ? .center : .top }

  /// The theme a message id is drawn in.
  static func theme(of id: String) -> Theme {
    switch id {
    case "welcome": .success
    case "sync-error": .error
    case "broken", "offline": .warning
    default: .info
    }
  }

  /// The pose of `id`'s message at an event, from its animator's plans.
  static func pose(for event: QueueEvent, style: CrossFadeMotion.Style) -> Pose {
    let edge = edge(of: event.id)
    // A top message view reaches up under the status bar: its height includes the safe area.
    let height = edge == .center ? hud.height : banner.height + screen.safeTop
    let fade = CrossFadeMotion()
    switch event {
    case .willShow:
      if edge == .center {
        let motion = ScaleMotion()
        let opacity = motion.showOpacity(restingAlpha: 1, style: style)
        return Pose(scale: style == .full ? motion.initialScale : 1, opacity: opacity.from)
      }
      let motion = SlideMotion()
      let opacity = motion.showOpacity(restingAlpha: 1, style: style)
      // The slide starts just off the edge (its hide's end); the fade starts in place.
      let start = motion.showStartTranslation(height: height, edge: edge, style: style)
      return Pose(translationY: start, opacity: opacity.from ?? 1)
    case .didHide:
      let end = HideEnd()
      if edge == .center {
        ScaleMotion().hide(restingAlpha: 1, isOffScreen: false, style: style, crossFade: fade, on: end) { _ in
        }
      } else {
        SlideMotion().hide(
          // A top message rests against the top edge, a bottom one against the screen's bottom.
          height: height, maxY: edge == .top ? height : screen.height, edge: edge, restingAlpha: 1,
          style: style, crossFade: fade, on: end
        ) { _ in }
      }
      return end.pose
    default:
      return Pose()
    }
  }

  /// One frame of the storyboard: a queue event, or a script step (what the app or user did).
  enum Moment {
    case event(QueueEvent)
    case step(String)
  }

  /// The frames in time order: each script step just before the events it causes.
  static func moments(of run: QueueDemo.Run) -> [(time: TimeInterval, moment: Moment)] {
    var steps = run.script.map { (time: $0.time, moment: Moment.step($0.note)) }[...]
    var result: [(time: TimeInterval, moment: Moment)] = []
    for entry in run.entries {
      while let step = steps.first, step.time <= entry.time {
        result.append(step)
        steps.removeFirst()
      }
      result.append((entry.time, .event(entry.event)))
    }
    return result + steps
  }

  /// The storyboard of the queue demo for one motion style.
  static func figure(style: CrossFadeMotion.Style) -> GalleryFigure {
    let run = QueueDemo.simulate()
    let moments = moments(of: run)
    let appearance = GalleryAppearance(style: .light)
    let frameWidth = screen.width * scale
    let frameHeight = screen.height * scale
    let cellWidth = frameWidth + 28
    let cellHeight = frameHeight + 66
    let rows = (moments.count + framesPerRow - 1) / framesPerRow
    var tree = RenderTree(
      width: cellWidth * Double(min(moments.count, framesPerRow)) + 16,
      height: cellHeight * Double(max(rows, 1)) + 8, background: RGBAColor(white: 0.9))
    // The messages on screen; `atRest` between didShow and willHide.
    var onScreen: [MessageToken: (id: String, atRest: Bool)] = [:]
    let screenShape = RenderShape.roundedRectangle(
      RenderRect(width: screen.width, height: screen.height), cornerRadius: 55, style: .continuous)
    for (index, (time, moment)) in moments.enumerated() {
      let x = 22 + cellWidth * Double(index % framesPerRow)
      let y = 8 + cellHeight * Double(index / framesPerRow)
      let frame = tree.add(
        RenderNode(
          shape: screenShape, fill: .color(appearance.screen),
          stroke: RenderStroke(paint: .color(RGBAColor(white: 0.6)), width: 4),
          transform: RenderTransform.scale(x: scale, y: scale).concatenating(.translation(x: x, y: y)),
          clip: screenShape, name: "frame"))
      var event: QueueEvent?
      if case .event(let subject) = moment {
        event = subject
        switch subject {
        case .willShow: onScreen[subject.token] = (subject.id, false)
        case .didShow: onScreen[subject.token]?.atRest = true
        case .willHide: onScreen[subject.token]?.atRest = false
        default: break
        }
      }
      // Messages in motion are drawn as outlines at rest (the spring is UIKit's); the event's
      // subject in its pose, over its resting outline at willShow and didHide.
      for (token, entry) in onScreen.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        let subject = event.flatMap { $0.token == token ? $0 : nil }
        switch subject {
        case .willShow?, .didHide?:
          addMessage(
            id: entry.id, token: token, pose: Pose(), outline: true, to: &tree, parent: frame,
            appearance: appearance)
        default: break
        }
        addMessage(
          id: entry.id, token: token, pose: subject.map { pose(for: $0, style: style) } ?? Pose(),
          outline: subject == nil && !entry.atRest, to: &tree, parent: frame, appearance: appearance)
      }
      var captionLines: [String]
      switch moment {
      case .step(let note):
        tree[frame].stroke = RenderStroke(
          paint: .color(RGBAColor(red255: 0, green: 122, blue: 255)), width: 8)
        captionLines = ["\(SVGFormat.number(time))s"] + wrapped(note, limit: 28)
        tree[frame].name = "step"
      case .event(let event):
        if case .didHide = event { onScreen[event.token] = nil }
        switch event {
        case .dropped: addStamp("dropped: \(event.id) \(event.token)", to: &tree, parent: frame)
        case .failed: addStamp("failed: \(event.id) \(event.token)", to: &tree, parent: frame)
        default: break
        }
        captionLines = ["\(SVGFormat.number(time))s \(event.name)", "\(event.id) \(event.token)"]
        if let detail = event.detail { captionLines += wrapped(detail, limit: 28) }
        tree.add(.group(name: "event:\(event.description)"), to: frame)
      }
      let text = RenderText(
        lines: captionLines.prefix(4).enumerated().map {
          RenderTextLine(
            $0.element, x: x + frameWidth / 2, baseline: y + frameHeight + 14 + 12 * Double($0.offset))
        }, fontSize: 10, color: .black, anchor: .middle)
      tree.add(RenderNode(shape: .text(text)))
    }
    let motion = style == .full ? "full motion" : "Reduce Motion"
    return GalleryFigure(
      id: "queue-storyboard-\(style == .full ? "full" : "reduce-motion")",
      caption: "The queue demo, \(motion): a frame per script step (blue) and per queue event; at willShow "
        + "the show's starting pose, at didHide the hide plan's end pose (dashed: the resting place)",
      tree: tree)
  }

  /// `text` broken at spaces into lines of at most about `limit` characters.
  static func wrapped(_ text: String, limit: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > limit {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// A message in `pose`, in screen points under `parent`; with `outline`, only its dashed outline.
  static func addMessage(
    id: String, token: MessageToken, pose: Pose, outline: Bool = false, to tree: inout RenderTree,
    parent: RenderNodeID, appearance: GalleryAppearance
  ) {
    let isHUD = edge(of: id) == .center
    let rect =
      isHUD
      ? RenderRect(
        x: (screen.width - hud.width) / 2, y: (screen.height - hud.height) / 2, width: hud.width,
        height: hud.height)
      : RenderRect(
        x: banner.inset, y: screen.safeTop, width: screen.width - 2 * banner.inset, height: banner.height)
    let transform = RenderTransform.translation(x: -rect.midX, y: -rect.midY)
      .concatenating(.scale(x: pose.scale, y: pose.scale))
      .concatenating(.translation(x: rect.midX, y: rect.midY + pose.translationY))
    let theme = theme(of: id)
    if outline {
      tree.add(
        RenderNode(
          shape: .roundedRectangle(rect, cornerRadius: MessageWidth.cardCornerRadius, style: .continuous),
          stroke: RenderStroke(paint: .color(RGBAColor(white: 0.5)), width: 3, dash: [10, 8]),
          transform: transform,
          name: "outline:\(id) \(token)"), to: parent)
      return
    }
    let fill = isHUD ? appearance.card : theme.background.resolved(for: appearance.style)
    let textColor = isHUD ? appearance.label : theme.foreground(for: appearance.style)
    let message = tree.add(
      RenderNode(
        shape: .roundedRectangle(rect, cornerRadius: MessageWidth.cardCornerRadius, style: .continuous),
        fill: .color(fill),
        opacity: pose.opacity, transform: transform,
        shadow: .message,
        name: "message:\(id) \(token)"), to: parent)
    if isHUD {
      ArcIndicatorGallery.addIndicator(
        to: &tree, parent: message, x: rect.midX - 20, y: rect.y + 20, side: ArcIndicatorStyle().diameter,
        appearance: appearance.style, animated: false)
    }
    let label = RenderText(
      lines: [
        RenderTextLine("\(id) \(token)", x: rect.midX, baseline: isHUD ? rect.maxY - 22 : rect.midY + 8)
      ],
      fontSize: 22, fontWeight: 600, color: textColor, anchor: .middle)
    tree.add(RenderNode(shape: .text(label)), to: message)
  }

  /// A red stamp across the frame's middle.
  static func addStamp(_ text: String, to tree: inout RenderTree, parent: RenderNodeID) {
    let red = Theme.error.background.resolved(for: .light)
    let rect = RenderRect(x: 24, y: screen.height / 2 + 90, width: screen.width - 48, height: 64)
    let stamp = tree.add(
      RenderNode(
        shape: .roundedRectangle(rect, cornerRadius: 12, style: .circular), fill: .color(.white),
        stroke: RenderStroke(paint: .color(red), width: 5), name: "stamp"), to: parent)
    let label = RenderText(
      lines: [RenderTextLine(text, x: rect.midX, baseline: rect.midY + 9)], fontSize: 26, fontWeight: 700,
      color: red, anchor: .middle)
    tree.add(RenderNode(shape: .text(label)), to: stamp)
  }

  /// The section: the storyboard with full motion and with Reduce Motion.
  package static func section() -> GallerySection {
    GallerySection(
      id: "queue-storyboard", title: "Queue storyboard",
      note:
        "The real queue engine on a virtual clock (QueueDemo): a duplicate dropped and counted, a priority "
        + "jump, a counted hide, a failed presentation. Banners slide (SlideMotion), the HUD scales "
        + "(ScaleMotion), Reduce Motion fades in place (CrossFadeMotion).",
      figures: [figure(style: .full), figure(style: .crossFade)])
  }
}

/// Where a hide leaves a message: the end of the animation its motion asks for.
private final class HideEnd: MotionTarget {
  var pose = QueueStoryboardGallery.Pose()

  func runShow(
    duration: Double, damping: Double?, from start: (scale: Double, translationY: Double, alpha: Double?)?,
    endAlpha: Double?, fadeDuration: Double, fadeAlpha: Double?, completion: @escaping (Bool) -> Void
  ) {}

  func runHide(
    duration: Double, startAlpha: Double?, endAlpha: Double?, to end: (scale: Double, translationY: Double)?,
    restoredAlpha: Double, completion: @escaping (Bool) -> Void
  ) {
    pose = QueueStoryboardGallery.Pose(opacity: endAlpha ?? 1)
    if let end {
      pose.scale = end.scale
      pose.translationY = end.translationY
    }
  }
}
