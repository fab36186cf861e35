import Foundation

extension LayoutSystemBuilder {
  /// `UISV-text-width-disambiguation`: a multi-line label in a horizontal fill stack is pulled
  /// to an equal share of the stack's width at 759 (above hugging and default compression).
  static let textWidthDisambiguationPriority = 759.0
  /// `UISV-fill-proportionally`: 999.
  static let fillProportionallyPriority = 999.0
  /// Equal centres of `equalCentering` give way to the minimum spacing and to compression
  /// resistance: 149.
  static let equalCenteringPriority = 149.0
  /// `UISV-spanning-fit`: the stack hugs its tallest (widest) arranged subview across the axis
  /// with 51, just above the fitting priority.
  static let spanningFitPriority = 51.0
  /// `UISV-ambiguity-suppression`: across the axis, arranged subviews without an intrinsic size
  /// collapse at 25 rather than stay ambiguous.
  static let ambiguitySuppressionPriority = 25.0

  /// The constraints a `UIStackView` adds for its visible arranged subviews.
  mutating func addStackRows(_ slot: Int) {
    let view = scene.view(slot)
    guard let stack = view.stack, !view.arranged.isEmpty else { return }
    let object = view.object
    let id = object.id
    let arranged = view.arranged
    let relative =
      object.attributes["layoutMarginsRelativeArrangement"] == "YES"
      || object.attributes["isLayoutMarginsRelativeArrangement"] == "YES"
    let canvas = relative ? box(slot, insetBy: margins[slot]) : box(slot)
    let horizontal = stack.axis == .horizontal
    let frames = arranged.map { box($0) }
    let ids = arranged.map { scene.view($0).object.id }
    func start(_ index: Int) -> LinearExpression { horizontal ? frames[index].minX : frames[index].minY }
    func length(_ index: Int) -> LinearExpression { horizontal ? frames[index].width : frames[index].height }
    func end(_ index: Int) -> LinearExpression { start(index) + length(index) }
    func crossStart(_ index: Int) -> LinearExpression { horizontal ? frames[index].minY : frames[index].minX }
    func crossLength(_ index: Int) -> LinearExpression {
      horizontal ? frames[index].height : frames[index].width
    }
    func crossEnd(_ index: Int) -> LinearExpression { crossStart(index) + crossLength(index) }
    let canvasStart = horizontal ? canvas.minX : canvas.minY
    let canvasLength = horizontal ? canvas.width : canvas.height
    let canvasCrossStart = horizontal ? canvas.minY : canvas.minX
    let canvasCrossLength = horizontal ? canvas.height : canvas.width
    let canvasCrossEnd = canvasCrossStart + canvasCrossLength
    let count = arranged.count
    let spacing = stack.spacing.isFinite ? stack.spacing : 0

    // Along the axis.
    add(start(0), .equal, canvasStart, tag: "UISV-canvas-connection(\(id)).start", objects: [id, ids[0]])
    add(
      end(count - 1), .equal, canvasStart + canvasLength,
      tag: "UISV-canvas-connection(\(id)).end", objects: [id, ids[count - 1]])
    let distribution = stack.distribution
    for index in 1..<max(1, count) where index < count {
      let gap = start(index) - end(index - 1)
      let pair = [id, ids[index - 1], ids[index]]
      switch distribution {
      case "equalSpacing", "equalCentering":
        add(
          gap, .greaterThanOrEqual, LinearExpression(constant: spacing), tag: "UISV-spacing(\(id))#\(index)",
          objects: pair)
        if distribution == "equalSpacing", index > 1 {
          add(gap, .equal, start(1) - end(0), tag: "UISV-distributing(\(id))#\(index)", objects: pair)
        }
        if distribution == "equalCentering", index > 1 {
          let centres = start(index) + length(index) * 0.5 - start(index - 1) - length(index - 1) * 0.5
          let firstCentres = start(1) + length(1) * 0.5 - start(0) - length(0) * 0.5
          add(
            centres, .equal, firstCentres, priority: Self.equalCenteringPriority,
            tag: "UISV-distributing-centers(\(id))#\(index)", objects: pair)
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
          length(index), .equal, length(0), tag: "UISV-fill-equally(\(id))#\(index)",
          objects: [id, ids[index]])
      }
    case "fillProportionally":
      let intrinsic = arranged.map { horizontal ? metrics[$0].width : metrics[$0].height }
      let total = intrinsic.compactMap { $0 }.filter { $0 > 0 }.reduce(0, +)
      guard total > 0 else { break }
      let available = canvasLength - spacing * Double(count - 1)
      for index in 0..<count {
        guard let size = intrinsic[index], size > 0 else { continue }
        add(
          length(index), .equal, available * (size / total), priority: Self.fillProportionallyPriority,
          tag: "UISV-fill-proportionally(\(id))#\(index)", objects: [id, ids[index]])
      }
    case "fill":
      guard horizontal else { break }
      for index in 0..<count {
        guard let label = scene.view(arranged[index]).object.label, label.numberOfLines != 1 else { continue }
        add(
          length(index), .equal, canvasLength * (1 / Double(count)),
          priority: Self.textWidthDisambiguationPriority,
          tag: "UISV-text-width-disambiguation(\(id))#\(index)", objects: [id, ids[index]])
      }
    default: break
    }

    // Across the axis.
    var alignment = stack.alignment
    if !horizontal, alignment == "firstBaseline" || alignment == "lastBaseline" { alignment = "fill" }
    for index in 0..<count {
      let pair = [id, ids[index]]
      let tag = "UISV-alignment(\(id))#\(index)"
      switch alignment {
      case "leading", "top":
        add(crossStart(index), .equal, canvasCrossStart, tag: tag, objects: pair)
        add(
          crossEnd(index), .lessThanOrEqual, canvasCrossEnd, tag: "UISV-spanning-boundary(\(id))#\(index)",
          objects: pair)
      case "trailing", "bottom":
        add(crossEnd(index), .equal, canvasCrossEnd, tag: tag, objects: pair)
        add(
          crossStart(index), .greaterThanOrEqual, canvasCrossStart,
          tag: "UISV-spanning-boundary(\(id))#\(index)", objects: pair)
      case "center":
        add(
          crossStart(index) + crossLength(index) * 0.5, .equal, canvasCrossStart + canvasCrossLength * 0.5,
          tag: tag, objects: pair)
        add(
          crossStart(index), .greaterThanOrEqual, canvasCrossStart,
          tag: "UISV-spanning-boundary(\(id))#\(index).start", objects: pair)
        add(
          crossEnd(index), .lessThanOrEqual, canvasCrossEnd,
          tag: "UISV-spanning-boundary(\(id))#\(index).end", objects: pair)
      case "firstBaseline", "lastBaseline":
        let first = alignment == "firstBaseline"
        if index > 0 {
          add(
            baseline(arranged[index], first: first), .equal, baseline(arranged[0], first: first), tag: tag,
            objects: pair)
        }
        add(
          crossStart(index), .greaterThanOrEqual, canvasCrossStart,
          tag: "UISV-spanning-boundary(\(id))#\(index).start", objects: pair)
        add(
          crossEnd(index), .lessThanOrEqual, canvasCrossEnd,
          tag: "UISV-spanning-boundary(\(id))#\(index).end", objects: pair)
      default:  // fill
        add(crossStart(index), .equal, canvasCrossStart, tag: tag + ".start", objects: pair)
        add(crossEnd(index), .equal, canvasCrossEnd, tag: tag + ".end", objects: pair)
      }
      if alignment != "fill" {
        add(
          crossLength(index), .equal, LinearExpression(constant: 0),
          priority: Self.ambiguitySuppressionPriority,
          tag: "UISV-ambiguity-suppression(\(id))#\(index)", objects: pair)
      }
    }
    if alignment != "fill" {
      add(
        canvasCrossLength, .equal, LinearExpression(constant: 0), priority: Self.spanningFitPriority,
        tag: "UISV-spanning-fit(\(id))", objects: [id])
    }
  }
}
