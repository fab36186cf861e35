/// A JSON dump of a skeleton tree: SkeletonView's `sk.skeletonTreeDescription` keys plus the
/// geometry, with sorted keys, two-space indentation, integral numbers without a fraction and
/// non-finite ones as `null`, the same on every platform.
package enum SkeletonTreeDescription {
  /// The JSON description of the tree under `root`, each node's `reference` from `references`
  /// indexed by node id (SkeletonView writes addresses; none by default, so every run gives the
  /// same output).
  package static func json(for root: SkeletonNode, references: [String] = []) -> String {
    object(for: root, references: references, indent: 0)
  }

  /// `node` as a JSON object whose closing brace sits `indent` levels in.
  private static func object(for node: SkeletonNode, references: [String], indent: Int) -> String {
    let visited = node.isSkeletonable && !node.isHiddenWhenSkeletonIsActive
    let children = visited ? node.children.filter(\.isSkeletonable) : []
    let inner = String(repeating: "  ", count: indent + 1)
    let items = children.map { inner + "  " + object(for: $0, references: references, indent: indent + 2) }
    let frame = node.frame
    var members = [
      ("children", items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n" + inner + "]"),
      (
        "frame",
        object(
          [
            ("height", number(frame.height)), ("width", number(frame.width)), ("x", number(frame.x)),
            ("y", number(frame.y)),
          ], indent: indent + 1)
      ),
    ]
    if node.isHiddenWhenSkeletonIsActive { members.append(("hidden", "true")) }
    members.append(("isSkeletonable", node.isSkeletonable ? "true" : "false"))
    if visited && children.isEmpty && node.kind == .text {
      members.append(("lines", String(Skeletonizer.leafShapes(for: node).count)))
    }
    if references.indices.contains(node.id) { members.append(("reference", quoted(references[node.id]))) }
    members.append(("type", quoted(node.typeName)))
    return object(members, indent: indent)
  }

  /// `{` and one `"key" : value` line per member (in the given order), one level deeper than
  /// the closing brace at `indent` levels.
  private static func object(_ members: [(String, String)], indent: Int) -> String {
    let pad = String(repeating: "  ", count: indent)
    return "{\n" + members.map { pad + "  \"" + $0.0 + "\" : " + $0.1 }.joined(separator: ",\n") + "\n" + pad
      + "}"
  }

  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
