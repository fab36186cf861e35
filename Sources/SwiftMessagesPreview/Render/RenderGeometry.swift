import Foundation

/// An axis-aligned rectangle in a render tree's coordinates (y down), as plain `Double`s.
package struct RenderRect: Hashable, Sendable {
  package var x: Double
  package var y: Double
  /// The width; a negative width draws nothing.
  package var width: Double
  /// The height; a negative height draws nothing.
  package var height: Double

  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  package init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  package init(width: Double, height: Double) {
    self.init(x: 0, y: 0, width: width, height: height)
  }

  package var midX: Double { x + width / 2 }
  package var midY: Double { y + height / 2 }
  package var maxX: Double { x + width }
  package var maxY: Double { y + height }

  package func offsetBy(dx: Double, dy: Double) -> RenderRect {
    RenderRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

/// A 2D affine transform `[a b c d tx ty]`, mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty),
/// the same convention as `CGAffineTransform` and SVG's `matrix(a b c d e f)`.
package struct RenderTransform: Hashable, Sendable {
  package var a: Double
  package var b: Double
  package var c: Double
  package var d: Double
  package var tx: Double
  package var ty: Double

  package static let identity = RenderTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  package static func translation(x: Double, y: Double) -> RenderTransform {
    RenderTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  package static func scale(x: Double, y: Double) -> RenderTransform {
    RenderTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// `self` applied first, then `other` (`CGAffineTransform.concatenating`).
  package func concatenating(_ other: RenderTransform) -> RenderTransform {
    RenderTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  package var isIdentity: Bool { self == .identity }

  package var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
}
