/// The line breaking and truncation steps of ``TextLayoutEngine``, in font units.
struct LineBreaker {
  /// A range of one paragraph's clusters shown on one line.
  struct Row {
    /// The paragraph index.
    var paragraph: Int
    /// The clusters of the paragraph on this line.
    var range: Range<Int>
    /// Whether the line ends where it wrapped (not at the paragraph's end).
    var wrapped: Bool
  }

  /// The clusters a line shows and their width in font units.
  struct Line {
    /// The clusters, ellipsis included.
    var clusters: [TextCluster]
    /// The width in font units.
    var width: Double
  }

  /// The font's advances.
  let measure: FontMeasure
  /// The line width in font units; infinity for no limit.
  let limit: Double
  /// Whether lines break after any character rather than at word boundaries.
  let byCharacter: Bool
  /// The ellipsis cluster.
  let ellipsis: TextCluster

  /// Tolerance for comparing widths: a line exactly as wide as the limit fits.
  private static let tolerance = 1e-7

  /// A breaker for lines `limit` font units wide.
  init(measure: FontMeasure, limit: Double, byCharacter: Bool) {
    self.measure = measure
    self.limit = limit
    self.byCharacter = byCharacter
    self.ellipsis = measure.cluster(TextLayoutEngine.ellipsis)
  }

  /// Whether `width` font units fit on a line.
  private func fits(_ width: Double) -> Bool { width <= limit + Self.tolerance }

  /// The lines of one paragraph, at most `maximum` of them; an empty paragraph is one empty line.
  func rows(of clusters: [TextCluster], paragraph: Int, upTo maximum: Int) -> [Row] {
    guard !clusters.isEmpty else { return [Row(paragraph: paragraph, range: 0..<0, wrapped: false)] }
    var rows: [Row] = []
    var start = 0
    while start < clusters.count, rows.count < maximum {
      let end = lineEnd(clusters, from: start)
      rows.append(Row(paragraph: paragraph, range: start..<end, wrapped: end < clusters.count))
      start = end
    }
    return rows
  }

  /// Where the line starting at `start` ends (exclusive); always past `start`.
  private func lineEnd(_ clusters: [TextCluster], from start: Int) -> Int {
    var width = 0.0
    var lastBreak: Int?
    var index = start
    while index < clusters.count {
      let cluster = clusters[index]
      let added = cluster.advance + (index > start ? measure.kerning(clusters[index - 1], cluster) : 0)
      if cluster.isSpace {
        width += added
        index += 1
        lastBreak = index
        continue
      }
      if cluster.breaksBefore, index > start { lastBreak = index }
      if index > start, !fits(width + added) {
        if !byCharacter, let lastBreak, lastBreak > start { return lastBreak }
        return index
      }
      width += added
      index += 1
      if cluster.breaksAfter { lastBreak = index }
    }
    return clusters.count
  }

  /// The line for `row`: a wrapped line leaves out the spaces it wrapped at.
  func line(_ row: Row, in clusters: [TextCluster]) -> Line {
    var slice = clusters[row.range]
    if row.wrapped {
      while let last = slice.last, last.isSpace { slice = slice.dropLast() }
    }
    return Line(clusters: Array(slice), width: measure.width(slice))
  }

  /// The rest of a paragraph cut at the line's edge: the clusters that start inside it.
  func clipped(_ rest: ArraySlice<TextCluster>) -> Line {
    var width = 0.0
    var shown: [TextCluster] = []
    var previous: TextCluster?
    for cluster in rest {
      let start = width + (previous.map { measure.kerning($0, cluster) } ?? 0)
      guard start < limit else { break }
      shown.append(cluster)
      width = start + cluster.advance
      previous = cluster
    }
    return Line(clusters: shown, width: min(width, limit))
  }

  /// The longest start of `rest` that fits with "…" after it (spaces before the "…" dropped).
  func truncatingTail(_ rest: ArraySlice<TextCluster>) -> Line {
    let kept = fitting(Array(rest), backwards: false)
    return Line(clusters: Array(rest.prefix(kept.count)) + [ellipsis], width: kept.width + ellipsis.advance)
  }

  /// "…" followed by the longest end of `rest` that fits (spaces after the "…" dropped).
  func truncatingHead(_ rest: ArraySlice<TextCluster>) -> Line {
    let kept = fitting(rest.reversed(), backwards: true)
    return Line(clusters: [ellipsis] + Array(rest.suffix(kept.count)), width: ellipsis.advance + kept.width)
  }

  /// How many of `clusters` (a line's start, or its end read `backwards`) fit beside "…", not
  /// counting spaces next to it, and their kerned width.
  private func fitting(_ clusters: [TextCluster], backwards: Bool) -> (count: Int, width: Double) {
    var running = 0.0
    var kept = (count: 0, width: 0.0)
    var neighbour: TextCluster?
    for (offset, cluster) in clusters.enumerated() {
      let kerning = neighbour.map { backwards ? measure.kerning(cluster, $0) : measure.kerning($0, cluster) }
      running += cluster.advance + (kerning ?? 0)
      neighbour = cluster
      if cluster.isSpace { continue }
      guard fits(running + ellipsis.advance) else { break }
      kept = (offset + 1, running)
    }
    return kept
  }

  /// The start and end of `rest` around "…", taking a cluster from the start, then from the end,
  /// while they fit.
  func truncatingMiddle(_ rest: ArraySlice<TextCluster>) -> Line {
    let clusters = Array(rest)
    // Per end (0 the start, 1 the end): clusters taken, their width, the width and count up to the
    // last one that is no space, and whether it can take more.
    var taken = [0, 0]
    var running = [0.0, 0.0]
    var kept = [(count: 0, width: 0.0), (count: 0, width: 0.0)]
    var open = [true, true]
    var takeFront = true
    while taken[0] + taken[1] < clusters.count, open[0] || open[1] {
      let end = takeFront && open[0] ? 0 : 1
      takeFront.toggle()
      guard open[end] else { continue }
      let index = end == 0 ? taken[0] : clusters.count - 1 - taken[1]
      let cluster = clusters[index]
      var width = running[end] + cluster.advance
      if taken[end] > 0 {
        width +=
          end == 0
          ? measure.kerning(clusters[index - 1], cluster) : measure.kerning(cluster, clusters[index + 1])
      }
      let total =
        end == 0 ? width + ellipsis.advance + kept[1].width : kept[0].width + ellipsis.advance + width
      guard cluster.isSpace || fits(total) else {
        open[end] = false
        continue
      }
      taken[end] += 1
      running[end] = width
      if !cluster.isSpace { kept[end] = (taken[end], width) }
    }
    return Line(
      clusters: Array(clusters.prefix(kept[0].count)) + [ellipsis] + Array(clusters.suffix(kept[1].count)),
      width: kept[0].width + ellipsis.advance + kept[1].width)
  }
}
