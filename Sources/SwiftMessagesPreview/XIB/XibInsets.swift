import Foundation

/// Layout margins: `<edgeInsets key="layoutMargins">` or
/// `<directionalEdgeInsets key="directionalLayoutMargins">`.
package struct XibInsets: Sendable, Equatable {
  /// The top inset.
  package var top: CGFloat
  /// The left inset, or the leading inset of `<directionalEdgeInsets>`.
  package var left: CGFloat
  /// The bottom inset.
  package var bottom: CGFloat
  /// The right inset, or the trailing inset of `<directionalEdgeInsets>`.
  package var right: CGFloat

  /// Reads an `<edgeInsets>` or `<directionalEdgeInsets>` element (missing sides are 0).
  init(_ node: XMLNode) {
    let isDirectional = node.name == "directionalEdgeInsets"
    top = CGFloat(node.number("top") ?? 0)
    bottom = CGFloat(node.number("bottom") ?? 0)
    left = CGFloat(node.number(isDirectional ? "leading" : "left") ?? 0)
    right = CGFloat(node.number(isDirectional ? "trailing" : "right") ?? 0)
  }
}
