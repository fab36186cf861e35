import Foundation

extension NibLinter {
  /// The width the top-level view is laid out at for the layout rules: an iPhone's 375 pt.
  static let layoutCheckWidth = 375.0

  /// Lays the first top-level view out at ``layoutCheckWidth`` and keeps only the findings text
  /// widths cannot change: conflicts between the nib's own required constraints, and ambiguous
  /// views.
  func checkLayout(_ document: XibDocument) -> [Diagnostic] {
    guard let root = document.topLevelViews.first else { return [] }
    let layout = XibLayoutEngine.layout(
      XibLayoutRequest(document: document, rootIndex: root.index, width: Self.layoutCheckWidth),
      measurer: TextMeasurer())
    return layout.diagnostics.compactMap { diagnostic in
      let rule: LintRule
      // A conflict with a required content size (hugging or compression at 1000) depends on
      // the text's measured width, which the preview only approximates: nib constraints only.
      if diagnostic.message.hasPrefix("unsatisfiable required constraint"), !diagnostic.constraintIDs.isEmpty
      {
        rule = .unsatisfiableConstraint
      } else if diagnostic.message.hasPrefix("ambiguous layout") {
        rule = .ambiguousLayout
      } else {
        return nil
      }
      let ids =
        diagnostic.constraintIDs.isEmpty
        ? "" : " (constraint \(diagnostic.constraintIDs.joined(separator: ", ")))"
      return Diagnostic(
        line: diagnostic.line ?? root.line, rule: rule,
        message: diagnostic.message + ids + " when laid out \(Int(Self.layoutCheckWidth)) pt wide")
    }
  }
}
