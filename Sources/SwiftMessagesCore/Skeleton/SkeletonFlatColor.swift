import Foundation

/// The 21 flat UI colours SkeletonView ships as `UIColor` statics (`UIColor.greenSea`, …), with
/// their exact sRGB values. The UIKit layer exposes each as a `UIColor` under the same name.
package enum SkeletonFlatColor: Int, Sendable {
  /// `#16A085` (22, 160, 133).
  case greenSea
  /// `#1ABC9C` (26, 188, 156).
  case turquoise
  /// `#2ECC71` (46, 204, 113).
  case emerald
  /// `#3498DB` (52, 152, 219).
  case peterRiver
  /// `#9B59B6` (155, 89, 182).
  case amethyst
  /// `#34495E` (52, 73, 94).
  case wetAsphalt
  /// `#27AE60` (39, 174, 96).
  case nephritis
  /// `#2980B9` (41, 128, 185).
  case belizeHole
  /// `#8E44AD` (142, 68, 173).
  case wisteria
  /// `#2C3E50` (44, 62, 80).
  case midnightBlue
  /// `#F1C40F` (241, 196, 15).
  case sunFlower
  /// `#E67E22` (230, 126, 34).
  case carrot
  /// `#E74C3C` (231, 76, 60).
  case alizarin
  /// `#ECF0F1` (236, 240, 241): the light skeleton colour.
  case clouds
  /// `#1C2325` (28, 35, 37): the dark skeleton colour.
  case darkClouds
  /// `#95A5A6` (149, 165, 166).
  case concrete
  /// `#F39C12` (243, 156, 18).
  case flatOrange
  /// `#D35400` (211, 84, 0).
  case pumpkin
  /// `#C0392B` (192, 57, 43).
  case pomegranate
  /// `#BDC3C7` (189, 195, 199).
  case silver
  /// `#7F8C8D` (127, 140, 141).
  case asbestos

  /// The opaque sRGB colour.
  package var color: RGBAColor { Self.palette[rawValue] }

  /// Every colour, indexed by raw value (the case order above): the table the UIKit layer's
  /// settable `UIColor` statics start from.
  package static let palette: [RGBAColor] = [
    RGBAColor(red255: 22, green: 160, blue: 133),
    RGBAColor(red255: 26, green: 188, blue: 156),
    RGBAColor(red255: 46, green: 204, blue: 113),
    RGBAColor(red255: 52, green: 152, blue: 219),
    RGBAColor(red255: 155, green: 89, blue: 182),
    RGBAColor(red255: 52, green: 73, blue: 94),
    RGBAColor(red255: 39, green: 174, blue: 96),
    RGBAColor(red255: 41, green: 128, blue: 185),
    RGBAColor(red255: 142, green: 68, blue: 173),
    RGBAColor(red255: 44, green: 62, blue: 80),
    RGBAColor(red255: 241, green: 196, blue: 15),
    RGBAColor(red255: 230, green: 126, blue: 34),
    RGBAColor(red255: 231, green: 76, blue: 60),
    RGBAColor(red255: 236, green: 240, blue: 241),
    RGBAColor(red255: 28, green: 35, blue: 37),
    RGBAColor(red255: 149, green: 165, blue: 166),
    RGBAColor(red255: 243, green: 156, blue: 18),
    RGBAColor(red255: 211, green: 84, blue: 0),
    RGBAColor(red255: 192, green: 57, blue: 43),
    RGBAColor(red255: 189, green: 195, blue: 199),
    RGBAColor(red255: 127, green: 140, blue: 141),
  ]
}
