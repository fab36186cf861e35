import Foundation

#if canImport(CoreGraphics)
// CGRect's memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// The result of laying out a nib: a frame per view, the root's size and what went wrong.
package struct XibLayout: Sendable, Equatable {
  /// Frames by view id, in the root view's coordinates (the root at the origin). Views that
  /// leave the layout (hidden arranged subviews of stack views and their subviews, views not
  /// installed in the size class) are absent.
  package var frames: [String: CGRect]
  package var size: CGSize
  /// Errors (unsatisfiable required constraints, broken references) and warnings (ambiguity,
  /// skipped items), in the order found.
  package var diagnostics: [LayoutDiagnostic]
  /// Ids of hidden views (in the nib or at run time) and of the views inside them; those with a
  /// frame are laid out but not drawn.
  package var hiddenIDs: Set<String> = []
}

/// A problem found while laying out a nib.
package struct LayoutDiagnostic: Sendable, Equatable, CustomStringConvertible {
  package enum Severity: String, Sendable, Equatable {
    /// The layout breaks a rule UIKit enforces (it would log and break a constraint).
    case error
    /// The layout may differ from UIKit's (ambiguity, skipped input).
    case warning
  }

  package var severity: Severity
  /// A sentence for people.
  package var message: String
  /// The ids of the constraints involved (empty for generated ones).
  package var constraintIDs: [String] = []
  package var objectIDs: [String] = []
  package var line: Int?

  /// `error: line 12: message`.
  package var description: String {
    "\(severity.rawValue): " + (line.map { "line \($0): " } ?? "") + message
  }
}
