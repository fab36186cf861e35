import Foundation

/// A user-defined runtime attribute (`<userDefinedRuntimeAttribute>`), applied with key-value
/// coding when the nib loads.
package struct XibRuntimeAttribute: Sendable, Equatable {
  /// The key path, e.g. `cornerRadius` or `layer.borderWidth`.
  package var keyPath: String
  /// The value as text (`15`, `YES`, `hello`); a colour is rendered as `color(…)` and
  /// geometry as `key=value` pairs. `nil` for `type="nil"`.
  package var value: String?
  /// The line of the element.
  package var line: Int

  /// Reads a `<userDefinedRuntimeAttribute>` element.
  init(_ node: XMLNode) {
    keyPath = node["keyPath"] ?? ""
    line = node.line
    if let direct = node["value"] {
      value = direct
    } else if let child = node.children.first(where: { $0["key"] == "value" }) {
      if let text = child["value"] {
        value = text
      } else {
        let pairs = child.attributes.filter { $0.key != "key" }.sorted { $0.key < $1.key }
        value = "\(child.name)(" + pairs.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + ")"
      }
    } else {
      value = nil
    }
  }
}

extension XibObject {
  /// The boolean runtime attribute at `keyPath` (`YES`, `true` or `1` is `true`), if set.
  package func runtimeFlag(_ keyPath: String) -> Bool? {
    runtimeAttributes.first { $0.keyPath == keyPath }?.value.map { $0 == "YES" || $0 == "true" || $0 == "1" }
  }

  /// The finite number runtime attribute at `keyPath`, if set.
  package func runtimeNumber(_ keyPath: String) -> Double? {
    runtimeAttributes.first { $0.keyPath == keyPath }?.value.flatMap(Double.init).flatMap {
      $0.isFinite ? $0 : nil
    }
  }
}
