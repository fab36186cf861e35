import Foundation

/// An axis-aligned rectangle in a render tree's coordinates (y down), as plain `Double`s.
public struct RenderRect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width; a negative width draws nothing.
  public var width: Double
  /// The height; a negative height draws nothing.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates a rectangle from a `CGRect` (a layout frame).
  public init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  /// The rectangle at the origin with the given size.
  public init(width: Double, height: Double) {
    self.init(x: 0, y: 0, width: width, height: height)
  }

  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> RenderRect {
    RenderRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

/// A 2D affine transform `[a b c d tx ty]`, mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty),
/// the same convention as `CGAffineTransform` and SVG's `matrix(a b c d e f)`.
public struct RenderTransform: Hashable, Sendable {
  /// The x scale / rotation component.
  public var a: Double
  /// The y shear / rotation component.
  public var b: Double
  /// The x shear / rotation component.
  public var c: Double
  /// The y scale / rotation component.
  public var d: Double
  /// The x translation.
  public var tx: Double
  /// The y translation.
  public var ty: Double

  /// Creates a transform from its six components.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = RenderTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public static func translation(x: Double, y: Double) -> RenderTransform {
    RenderTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin.
  public static func scale(x: Double, y: Double) -> RenderTransform {
    RenderTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation about the origin, in radians clockwise on screen (y down), like UIKit.
  public static func rotation(_ angle: Double) -> RenderTransform {
    RenderTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  /// `self` applied first, then `other` (`CGAffineTransform.concatenating`).
  public func concatenating(_ other: RenderTransform) -> RenderTransform {
    RenderTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform only translates.
  public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
}
