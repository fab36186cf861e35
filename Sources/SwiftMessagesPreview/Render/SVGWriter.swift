import Foundation
import SwiftMessagesCore

/// Writes a ``RenderTree`` as deterministic SVG (counter ids in tree order, at most 3 decimals, no
/// locale or dictionary order), walking an explicit stack. A childless shape is one element, else a
/// `<g>` carries transform, opacity, clip, shadow and node animations.
package struct SVGWriter: Sendable {
  /// Prefixes every generated id, so several SVGs can be inlined in one HTML page.
  package var idPrefix: String = "r"

  package func svg(_ tree: RenderTree) -> String {
    var state = SVGWriterState(idPrefix: SVGFormat.escaped(idPrefix))
    var body = ""
    if let background = tree.background {
      body +=
        "<rect width=\"\(SVGFormat.number(tree.width))\" height=\"\(SVGFormat.number(tree.height))\""
        + state.fillAttributes(.color(background)) + "/>\n"
    }
    enum Step {
      case open(RenderNodeID)
      case close
    }
    var stack: [Step] = [.open(RenderTree.root)]
    while let step = stack.popLast() {
      switch step {
      case .close:
        body += "</g>\n"
      case .open(let id):
        let node = tree[id]
        let children = tree.children(of: id)
        let nodeAttributes = state.nodeAttributes(node)
        if node.shape != .group && children.isEmpty {
          body += state.shapeElement(node, extraAttributes: nodeAttributes, animations: node.animations)
          continue
        }
        body += "<g" + nodeAttributes + ">\n"
        let nodeLevel = node.animations.filter { $0.keyframes.isNodeLevel }
        body += nodeLevel.map { state.animationElement($0) }.joined()
        if node.shape != .group {
          let shapeLevel = node.animations.filter { !$0.keyframes.isNodeLevel }
          body += state.shapeElement(node, extraAttributes: "", animations: shapeLevel)
        }
        stack.append(.close)
        stack.append(contentsOf: children.reversed().map { Step.open($0) })
      }
    }
    let width = SVGFormat.number(tree.width)
    let height = SVGFormat.number(tree.height)
    var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    document += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    document += " viewBox=\"0 0 \(width) \(height)\">\n"
    if !state.definitions.isEmpty {
      document += "<defs>\n" + state.definitions + "</defs>\n"
    }
    return document + body + "</svg>\n"
  }
}

extension RenderKeyframes {
  /// Whether the animation belongs to the node (`<g>`) rather than to its shape's paint.
  var isNodeLevel: Bool {
    if case .opacity = self { true } else { false }
  }
}

/// The writer's running state: definitions written so far and the id counter.
private struct SVGWriterState {
  let idPrefix: String
  var definitions = ""
  var counter = 0

  init(idPrefix: String) { self.idPrefix = idPrefix }

  mutating func nextID(_ kind: String) -> String {
    counter += 1
    return "\(idPrefix)-\(kind)\(counter)"
  }

  static func attribute(_ name: String, _ value: String) -> String {
    " \(name)=\"\(SVGFormat.escaped(value))\""
  }

  static func attribute(_ name: String, _ value: Double) -> String {
    " \(name)=\"\(SVGFormat.number(value))\""
  }

  // MARK: - Node attributes

  mutating func nodeAttributes(_ node: RenderNode) -> String {
    var text = ""
    if let name = node.name { text += Self.attribute("data-name", name) }
    if !node.transform.isIdentity { text += Self.attribute("transform", transformText(node.transform)) }
    if node.opacity != 1 { text += Self.attribute("opacity", min(max(node.opacity, 0), 1)) }
    if let clip = node.clip { text += Self.attribute("clip-path", "url(#\(clipDefinition(clip)))") }
    if let shadow = node.shadow { text += Self.attribute("filter", "url(#\(shadowDefinition(shadow)))") }
    return text
  }

  func transformText(_ t: RenderTransform) -> String {
    if t.isTranslation { return "translate(\(SVGFormat.numbers([t.tx, t.ty])))" }
    return "matrix(\(SVGFormat.numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])))"
  }

  mutating func clipDefinition(_ clip: RenderShape) -> String {
    let id = nextID("clip")
    let shape = Self.outline(clip).map { "<\($0.tag)\($0.attributes)/>" } ?? ""
    definitions += "<clipPath id=\"\(id)\">\(shape)</clipPath>\n"
    return id
  }

  mutating func shadowDefinition(_ shadow: RenderShadow) -> String {
    let id = nextID("shadow")
    definitions += "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
    definitions +=
      "<feDropShadow" + Self.attribute("dx", shadow.offsetX) + Self.attribute("dy", shadow.offsetY)
    definitions += Self.attribute("stdDeviation", max(shadow.radius, 0) / 2)
    definitions += Self.attribute("flood-color", SVGFormat.color(shadow.color))
    definitions += Self.attribute("flood-opacity", min(max(shadow.color.alpha * shadow.opacity, 0), 1))
    definitions += "/></filter>\n"
    return id
  }

  /// The element and geometry attributes of a rectangle, rounded rectangle or path.
  static func outline(_ shape: RenderShape) -> (tag: String, attributes: String)? {
    switch shape {
    case .rectangle(let rect): ("rect", rectAttributes(rect))
    case .roundedRectangle(let rect, let radius, let style):
      ("path", attribute("d", SVGPathData.roundedRect(rect, cornerRadius: radius, style: style)))
    case .path(let commands): ("path", attribute("d", SVGPathData.path(commands)))
    case .group, .text, .image: nil
    }
  }

  static func rectAttributes(_ rect: RenderRect) -> String {
    attribute("x", rect.x) + attribute("y", rect.y) + attribute("width", max(rect.width, 0))
      + attribute("height", max(rect.height, 0))
  }

  // MARK: - Paint

  mutating func fillAttributes(_ paint: RenderPaint?) -> String {
    guard let paint else { return Self.attribute("fill", "none") }
    return paintAttributes(paint, property: "fill")
  }

  mutating func paintAttributes(_ paint: RenderPaint, property: String) -> String {
    switch paint {
    case .color(let color):
      var text = Self.attribute(property, SVGFormat.color(color))
      if color.alpha < 1 { text += Self.attribute(property + "-opacity", color.alpha) }
      return text
    case .linearGradient(let gradient):
      return Self.attribute(property, "url(#\(gradientDefinition(gradient)))")
    }
  }

  mutating func strokeAttributes(_ stroke: RenderStroke?) -> String {
    guard let stroke else { return "" }
    var text = paintAttributes(stroke.paint, property: "stroke")
    text += Self.attribute("stroke-width", stroke.width)
    if stroke.cap != .butt { text += Self.attribute("stroke-linecap", stroke.cap.rawValue) }
    if stroke.join != .miter { text += Self.attribute("stroke-linejoin", stroke.join.rawValue) }
    if !stroke.dash.isEmpty { text += Self.attribute("stroke-dasharray", SVGFormat.numbers(stroke.dash)) }
    return text
  }

  mutating func gradientDefinition(_ gradient: RenderLinearGradient) -> String {
    let id = nextID("gradient")
    var text = "<linearGradient id=\"\(id)\""
    let rect = gradient.space
    text += " gradientUnits=\"userSpaceOnUse\""
    text += Self.attribute("x1", rect.x + gradient.start.x * rect.width)
    text += Self.attribute("y1", rect.y + gradient.start.y * rect.height)
    text += Self.attribute("x2", rect.x + gradient.end.x * rect.width)
    text += Self.attribute("y2", rect.y + gradient.end.y * rect.height)
    text += ">\n"
    for stop in gradient.stops {
      text +=
        "<stop" + Self.attribute("offset", stop.offset)
        + Self.attribute("stop-color", SVGFormat.color(stop.color))
      if stop.color.alpha < 1 { text += Self.attribute("stop-opacity", stop.color.alpha) }
      text += "/>\n"
    }
    for animation in gradient.animations {
      if case .gradientTranslation = animation.keyframes { text += animationElement(animation) }
    }
    definitions += text + "</linearGradient>\n"
    return id
  }

  // MARK: - Shapes

  /// The element drawing `node`'s shape, with `extraAttributes` and `animations` inside.
  mutating func shapeElement(_ node: RenderNode, extraAttributes: String, animations: [RenderAnimation])
    -> String
  {
    let animationText = animations.map { animationElement($0) }.joined()
    func element(_ tag: String, _ attributes: String, content: String = "") -> String {
      let inner = content + animationText
      return inner.isEmpty ? "<\(tag)\(attributes)/>\n" : "<\(tag)\(attributes)>\n\(inner)</\(tag)>\n"
    }
    if let (tag, attributes) = Self.outline(node.shape) {
      return element(tag, extraAttributes + attributes + paint(node))
    }
    switch node.shape {
    case .group, .rectangle, .roundedRectangle, .path:
      return element("g", extraAttributes)
    case .text(let text):
      var attributes = extraAttributes + Self.attribute("font-family", text.fontFamily)
      attributes += Self.attribute("font-size", text.fontSize)
      attributes += Self.attribute("font-weight", String(min(max(text.fontWeight, 1), 1000)))
      attributes += paintAttributes(.color(text.color), property: "fill")
      if text.anchor != .start { attributes += Self.attribute("text-anchor", text.anchor.rawValue) }
      if text.rightToLeft { attributes += " direction=\"rtl\"" }
      attributes += " xml:space=\"preserve\""
      // No whitespace between the tags: with `xml:space="preserve"` a newline inside `<text>`
      // draws as a space, which moves centred and trailing lines by half or a whole space.
      let lines = text.lines.map {
        "<tspan" + Self.attribute("x", $0.x) + Self.attribute("y", $0.baseline) + ">"
          + SVGFormat.escaped($0.text) + "</tspan>"
      }
      let animations = animationText.split(separator: "\n").joined()
      return "<text\(attributes)>" + lines.joined() + animations + "</text>\n"
    case .image(let image):
      var content = ""
      if let symbol = image.symbol { content += "<title>\(SVGFormat.escaped(symbol))</title>\n" }
      let tint = SVGFormat.color(image.tint)
      content += "<rect" + Self.rectAttributes(image.rect) + Self.attribute("fill", tint)
      content +=
        Self.attribute("fill-opacity", 0.15 * image.tint.alpha) + Self.attribute("stroke", tint) + "/>\n"
      let r = image.rect
      let cross =
        "M\(SVGFormat.numbers([r.x, r.y])) L\(SVGFormat.numbers([r.maxX, r.maxY])) "
        + "M\(SVGFormat.numbers([r.maxX, r.y])) L\(SVGFormat.numbers([r.x, r.maxY]))"
      content += "<path" + Self.attribute("d", cross) + Self.attribute("stroke", tint) + " fill=\"none\"/>\n"
      var attributes = extraAttributes
      if let symbol = image.symbol { attributes += Self.attribute("data-symbol", symbol) }
      return element("g", attributes, content: content)
    }
  }

  mutating func paint(_ node: RenderNode) -> String {
    fillAttributes(node.fill) + strokeAttributes(node.stroke)
  }

  // MARK: - Animations

  /// The `<animate>` / `<animateTransform>` element(s) for one animation.
  func animationElement(_ animation: RenderAnimation) -> String {
    let timing = timingAttributes(animation)
    func animate(_ name: String, _ values: [String]) -> String {
      "<animate" + Self.attribute("attributeName", name)
        + Self.attribute("values", values.joined(separator: ";"))
        + timing + "/>\n"
    }
    func colors(_ property: String, _ colors: [RGBAColor]) -> String {
      var text = animate(property, colors.map(SVGFormat.color))
      if colors.contains(where: { $0.alpha < 1 }) {
        text += animate(property + "-opacity", colors.map { SVGFormat.number($0.alpha) })
      }
      return text
    }
    switch animation.keyframes {
    case .opacity(let values): return animate("opacity", values.map(SVGFormat.number))
    case .fill(let values): return colors("fill", values)
    case .strokeColor(let values): return colors("stroke", values)
    case .path(let values): return animate("d", values.map(SVGPathData.path))
    case .gradientTranslation(let values):
      return "<animateTransform" + Self.attribute("attributeName", "gradientTransform")
        + Self.attribute("type", "translate")
        + Self.attribute("values", values.map { SVGFormat.numbers([$0.x, $0.y]) }.joined(separator: ";"))
        + " additive=\"sum\"" + timing + "/>\n"
    }
  }

  /// `dur`, `repeatCount`, `calcMode`, `keyTimes`, `keySplines` and `fill`. A duration
  /// that is not positive becomes 1 ms; key times of the wrong count are dropped; key splines of
  /// the wrong count fall back to linear.
  func timingAttributes(_ animation: RenderAnimation) -> String {
    let count = animation.keyframes.count
    let duration = animation.duration.isFinite && animation.duration > 0 ? animation.duration : 0.001
    var text = Self.attribute("dur", SVGFormat.number(max(duration, 0.001)) + "s")
    text += " repeatCount=\"indefinite\""
    var keyTimes = animation.keyTimes.flatMap { $0.count == count ? $0 : nil }
    switch animation.calcMode {
    case .linear: break
    case .discrete: text += " calcMode=\"discrete\""
    case .spline(let splines):
      if splines.count == count - 1, count > 1 {
        text += " calcMode=\"spline\""
        let values = splines.map { SVGFormat.numbers([$0.x1, $0.y1, $0.x2, $0.y2]) }
        text += Self.attribute("keySplines", values.joined(separator: ";"))
        if keyTimes == nil { keyTimes = (0..<count).map { Double($0) / Double(count - 1) } }
      }
    }
    if let keyTimes {
      text += Self.attribute("keyTimes", keyTimes.map(SVGFormat.number).joined(separator: ";"))
    }
    return text + " fill=\"freeze\""
  }
}
