import Foundation

extension LayoutSystemBuilder {
  /// `UISV-text-width-disambiguation`: a multi-line label in a horizontal fill stack is pulled
  /// to an equal share of the stack's width at 759 (above hugging and default compression).
  static let textWidthDisambiguationPriority = 759.0
  /// `UISV-fill-proportionally`: 999.
  static let fillProportionallyPriority = 999.0
  /// Equal centres of `equalCentering` give way to minimum spacing and compression resistance.
  static let equalCenteringPriority = 149.0
  /// `UISV-spanning-fit`: the stack hugs its tallest (widest) arranged subview across the axis
  /// with 51, just above the fitting priority.
  static let spanningFitPriority = 51.0
  /// `UISV-ambiguity-suppression`: across the axis, arranged subviews without an intrinsic size
  /// collapse at 25 rather than stay ambiguous.
  static let ambiguitySuppressionPriority = 25.0

  /// The constraints a `UIStackView` adds for its visible arranged subviews.
  mutating func addStackRows(_ slot: Int) {
    let view = scene.views[slot]
    guard let stack = view.stack, !view.arranged.isEmpty else { return }
    let object = view.object
    let id = object.id
    let arranged = view.arranged
    let relative =
      object.attributes["layoutMarginsRelativeArrangement"] == "YES"
      || object.attributes["isLayoutMarginsRelativeArrangement"] == "YES"
    let horizontal = stack.axis == .horizontal
    // Boxes turned so x runs along the axis: minX and width along it, minY and height across.
    func oriented(_ box: Box) -> Box {
      horizontal ? box : Box(minX: box.minY, minY: box.minX, width: box.height, height: box.width)
    }
    let canvas = oriented(relative ? box(slot, insetBy: margins[slot]) : box(slot))
    let frames = arranged.map { oriented(box($0)) }
    let ids = arranged.map { scene.views[$0].object.id }
    let count = arranged.count
    let spacing = stack.spacing.isFinite ? stack.spacing : 0

    // Along the axis.
    add(
      frames[0].minX, .equal, canvas.minX, tag: "UISV-canvas-connection(\(id)).start", objects: [id, ids[0]])
    add(
      frames[count - 1].maxX, .equal, canvas.maxX, tag: "UISV-canvas-connection(\(id)).end",
      objects: [id, ids[count - 1]])
    let distribution = stack.distribution
    for index in 1..<max(1, count) where index < count {
      let gap = frames[index].minX - frames[index - 1].maxX
      let pair = [id, ids[index - 1], ids[index]]
      switch distribution {
      case "equalSpacing", "equalCentering":
        add(
          gap, .greaterThanOrEqual, LinearExpression(constant: spacing), tag: "UISV-spacing(\(id))#\(index)",
          objects: pair)
        if distribution == "equalSpacing", index > 1 {
          add(
            gap, .equal, frames[1].minX - frames[0].maxX, tag: "UISV-distributing(\(id))#\(index)",
            objects: pair)
        }
        if distribution == "equalCentering", index > 1 {
          add(
            frames[index].midX - frames[index - 1].midX, .equal, frames[1].midX - frames[0].midX,
            priority: Self.equalCenteringPriority, tag: "UISV-distributing-centers(\(id))#\(index)",
            objects: pair)
        }
        add(
          gap, .equal, LinearExpression(constant: spacing), priority: Self.ambiguitySuppressionPriority,
          tag: "UISV-spacing-fit(\(id))#\(index)", objects: pair)
      default:
        add(
          gap, .equal, LinearExpression(constant: spacing), tag: "UISV-spacing(\(id))#\(index)", objects: pair
        )
      }
    }
    switch distribution {
    case "fillEqually":
      for index in 1..<max(1, count) where index < count {
        add(
          frames[index].width, .equal, frames[0].width, tag: "UISV-fill-equally(\(id))#\(index)",
          objects: [id, ids[index]])
      }
    case "fillProportionally":
      let intrinsic = arranged.map { horizontal ? metrics[$0].width : metrics[$0].height }
      let total = intrinsic.compactMap { $0 }.filter { $0 > 0 }.reduce(0, +)
      guard total > 0 else { break }
      let available = canvas.width - spacing * Double(count - 1)
      for index in 0..<count {
        guard let size = intrinsic[index], size > 0 else { continue }
        add(
          frames[index].width, .equal, available * (size / total), priority: Self.fillProportionallyPriority,
          tag: "UISV-fill-proportionally(\(id))#\(index)", objects: [id, ids[index]])
      }
    case "fill":
      guard horizontal else { break }
      for index in 0..<count {
        guard let label = scene.views[arranged[index]].object.label, label.numberOfLines != 1 else {
          continue
        }
        add(
          frames[index].width, .equal, canvas.width * (1 / Double(count)),
          priority: Self.textWidthDisambiguationPriority,
          tag: "UISV-text-width-disambiguation(\(id))#\(index)", objects: [id, ids[index]])
      }
    default: break
    }

    // Across the axis.
    var alignment = stack.alignment
    if !horizontal, alignment == "firstBaseline" || alignment == "lastBaseline" { alignment = "fill" }
    for (index, frame) in frames.enumerated() {
      let pair = [id, ids[index]]
      let tag = "UISV-alignment(\(id))#\(index)"
      let boundary = "UISV-spanning-boundary(\(id))#\(index)"
      switch alignment {
      case "leading", "top":
        add(frame.minY, .equal, canvas.minY, tag: tag, objects: pair)
        add(frame.maxY, .lessThanOrEqual, canvas.maxY, tag: boundary, objects: pair)
      case "trailing", "bottom":
        add(frame.maxY, .equal, canvas.maxY, tag: tag, objects: pair)
        add(frame.minY, .greaterThanOrEqual, canvas.minY, tag: boundary, objects: pair)
      case "center", "firstBaseline", "lastBaseline":
        if alignment == "center" {
          add(frame.midY, .equal, canvas.midY, tag: tag, objects: pair)
        } else if index > 0 {
          let first = alignment == "firstBaseline"
          add(
            baseline(arranged[index], first: first), .equal, baseline(arranged[0], first: first), tag: tag,
            objects: pair)
        }
        add(frame.minY, .greaterThanOrEqual, canvas.minY, tag: boundary + ".start", objects: pair)
        add(frame.maxY, .lessThanOrEqual, canvas.maxY, tag: boundary + ".end", objects: pair)
      default:  // fill
        add(frame.minY, .equal, canvas.minY, tag: tag + ".start", objects: pair)
        add(frame.maxY, .equal, canvas.maxY, tag: tag + ".end", objects: pair)
      }
      if alignment != "fill" {
        add(
          frame.height, .equal, LinearExpression(constant: 0), priority: Self.ambiguitySuppressionPriority,
          tag: "UISV-ambiguity-suppression(\(id))#\(index)", objects: pair)
      }
    }
    if alignment != "fill" {
      add(
        canvas.height, .equal, LinearExpression(constant: 0), priority: Self.spanningFitPriority,
        tag: "UISV-spanning-fit(\(id))", objects: [id])
    }
  }
}
