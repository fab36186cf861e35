import Foundation

/// "Did you mean …?" suggestions based on edit distance.
enum Suggestion {
  /// The candidate closest to `word` (case-insensitive), if within a third of its length.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(1, word.count / 3)
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit, best.1 > 0 || word != best.0
    else { return nil }
    return best.0
  }

  /// The Levenshtein distance between `a` and `b`.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}
