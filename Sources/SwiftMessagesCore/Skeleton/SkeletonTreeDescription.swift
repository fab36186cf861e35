/// A JSON dump of a skeleton tree: SkeletonView's `sk.skeletonTreeDescription` keys plus the
/// geometry, with sorted keys, two-space indentation, integral numbers without a fraction and
/// non-finite ones as `null`, the same on every platform.
package enum SkeletonTreeDescription {
  /// The JSON description of the tree under `root`, each node's `reference` from `references`
  /// indexed by node id (SkeletonView writes addresses; none by default, so every run gives the
  /// same output).
  package static func json(for root: SkeletonNode, references: [String] = []) -> String {
    var output = ""
    write(root, references: references, indent: 0, into: &output)
    return output
  }

  private static func write(
    _ node: SkeletonNode, references: [String], indent: Int, into output: inout String
  ) {
    let pad = String(repeating: "  ", count: indent + 1)
    func member(_ key: String, _ value: String) {
      output += ",\n" + pad + "\"" + key + "\" : " + value
    }
    let visited = node.isSkeletonable && !node.isHiddenWhenSkeletonIsActive
    let children = visited ? node.children.filter(\.isSkeletonable) : []
    output += "{\n" + pad + "\"children\" : ["
    for (index, child) in children.enumerated() {
      output += (index == 0 ? "\n" : ",\n") + pad + "  "
      write(child, references: references, indent: indent + 2, into: &output)
    }
    output += children.isEmpty ? "]" : "\n" + pad + "]"
    let frame = node.frame
    let inner = "\n" + pad + "  \""
    member(
      "frame",
      "{" + inner + "height\" : " + number(frame.height) + "," + inner + "width\" : " + number(frame.width)
        + ","
        + inner + "x\" : " + number(frame.x) + "," + inner + "y\" : " + number(frame.y) + "\n" + pad + "}")
    if node.isHiddenWhenSkeletonIsActive { member("hidden", "true") }
    member("isSkeletonable", node.isSkeletonable ? "true" : "false")
    if visited && children.isEmpty && node.kind == .text {
      member("lines", String(Skeletonizer.leafShapes(for: node).count))
    }
    if references.indices.contains(node.id) { member("reference", quoted(references[node.id])) }
    member("type", quoted(node.typeName))
    output += "\n" + String(repeating: "  ", count: indent) + "}"
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
