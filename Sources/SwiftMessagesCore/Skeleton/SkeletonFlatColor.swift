import Foundation

/// The 21 flat UI colours SkeletonView ships as `UIColor` statics (`UIColor.greenSea`, …), with
/// their exact sRGB values. The UIKit layer exposes each as a `UIColor` under the same name.
package enum SkeletonFlatColor: Sendable {
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
  package var color: RGBAColor {
    let (red, green, blue) = components
    return RGBAColor(red255: red, green: green, blue: blue)
  }

  private var components: (Int, Int, Int) {
    switch self {
    case .greenSea: (22, 160, 133)
    case .turquoise: (26, 188, 156)
    case .emerald: (46, 204, 113)
    case .peterRiver: (52, 152, 219)
    case .amethyst: (155, 89, 182)
    case .wetAsphalt: (52, 73, 94)
    case .nephritis: (39, 174, 96)
    case .belizeHole: (41, 128, 185)
    case .wisteria: (142, 68, 173)
    case .midnightBlue: (44, 62, 80)
    case .sunFlower: (241, 196, 15)
    case .carrot: (230, 126, 34)
    case .alizarin: (231, 76, 60)
    case .clouds: (236, 240, 241)
    case .darkClouds: (28, 35, 37)
    case .concrete: (149, 165, 166)
    case .flatOrange: (243, 156, 18)
    case .pumpkin: (211, 84, 0)
    case .pomegranate: (192, 57, 43)
    case .silver: (189, 195, 199)
    case .asbestos: (127, 140, 141)
    }
  }
}
