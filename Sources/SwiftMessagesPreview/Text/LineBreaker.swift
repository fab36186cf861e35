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
    var running = 0.0
    var kept = 0.0
    var count = 0
    var previous: TextCluster?
    for (offset, cluster) in rest.enumerated() {
      running += cluster.advance + (previous.map { measure.kerning($0, cluster) } ?? 0)
      previous = cluster
      if cluster.isSpace { continue }
      guard fits(running + ellipsis.advance) else { break }
      kept = running
      count = offset + 1
    }
    return Line(clusters: Array(rest.prefix(count)) + [ellipsis], width: kept + ellipsis.advance)
  }

  /// "…" followed by the longest end of `rest` that fits (spaces after the "…" dropped).
  func truncatingHead(_ rest: ArraySlice<TextCluster>) -> Line {
    var running = 0.0
    var kept = 0.0
    var count = 0
    var next: TextCluster?
    for (offset, cluster) in rest.reversed().enumerated() {
      running += cluster.advance + (next.map { measure.kerning(cluster, $0) } ?? 0)
      next = cluster
      if cluster.isSpace { continue }
      guard fits(running + ellipsis.advance) else { break }
      kept = running
      count = offset + 1
    }
    return Line(clusters: [ellipsis] + Array(rest.suffix(count)), width: ellipsis.advance + kept)
  }

  /// The start and end of `rest` around "…", taking a cluster from the start, then from the end,
  /// while they fit.
  func truncatingMiddle(_ rest: ArraySlice<TextCluster>) -> Line {
    let clusters = Array(rest)
    var front = 0
    var back = 0
    var frontRunning = 0.0
    var frontKept = 0.0
    var frontCount = 0
    var backRunning = 0.0
    var backKept = 0.0
    var backCount = 0
    var frontOpen = true
    var backOpen = true
    var takeFront = true
    while front + back < clusters.count, frontOpen || backOpen {
      if takeFront, frontOpen {
        let cluster = clusters[front]
        let running =
          frontRunning + cluster.advance + (front > 0 ? measure.kerning(clusters[front - 1], cluster) : 0)
        if cluster.isSpace || fits(running + ellipsis.advance + backKept) {
          front += 1
          frontRunning = running
          if !cluster.isSpace {
            frontKept = running
            frontCount = front
          }
        } else {
          frontOpen = false
        }
      } else if backOpen {
        let index = clusters.count - 1 - back
        let cluster = clusters[index]
        let running =
          backRunning + cluster.advance
          + (back > 0 ? measure.kerning(cluster, clusters[index + 1]) : 0)
        if cluster.isSpace || fits(frontKept + ellipsis.advance + running) {
          back += 1
          backRunning = running
          if !cluster.isSpace {
            backKept = running
            backCount = back
          }
        } else {
          backOpen = false
        }
      }
      takeFront.toggle()
    }
    return Line(
      clusters: Array(clusters.prefix(frontCount)) + [ellipsis] + Array(clusters.suffix(backCount)),
      width: frontKept + ellipsis.advance + backKept)
  }
}
