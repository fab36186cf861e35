import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonFlatColorTests {
  private static let table: [(SkeletonFlatColor, String)] = [
    (.greenSea, "#16A085"), (.turquoise, "#1ABC9C"), (.emerald, "#2ECC71"), (.peterRiver, "#3498DB"),
    (.amethyst, "#9B59B6"), (.wetAsphalt, "#34495E"), (.nephritis, "#27AE60"), (.belizeHole, "#2980B9"),
    (.wisteria, "#8E44AD"), (.midnightBlue, "#2C3E50"), (.sunFlower, "#F1C40F"), (.carrot, "#E67E22"),
    (.alizarin, "#E74C3C"), (.clouds, "#ECF0F1"), (.darkClouds, "#1C2325"), (.concrete, "#95A5A6"),
    (.flatOrange, "#F39C12"), (.pumpkin, "#D35400"), (.pomegranate, "#C0392B"), (.silver, "#BDC3C7"),
    (.asbestos, "#7F8C8D"),
  ]

  @Test func hexValuesMatchTheReference() {
    for (flat, hex) in Self.table {
      #expect(flat.color.hexString == hex, "\(flat)")
      #expect(flat.color.alpha == 1)
    }
  }

  @Test func exactComponents() {
    #expect(SkeletonFlatColor.clouds.color == RGBAColor(red255: 236, green: 240, blue: 241))
    #expect(SkeletonFlatColor.darkClouds.color == RGBAColor(red255: 28, green: 35, blue: 37))
    #expect(SkeletonFlatColor.pumpkin.color == RGBAColor(red255: 211, green: 84, blue: 0))
  }

  /// The UIKit statics read the palette by index: index `i` is the case with raw value `i`, in
  /// declaration order (`UIColor.greenSea` is index 0, `.asbestos` 20).
  @Test func paletteIndexIsTheDeclarationOrder() {
    #expect(SkeletonFlatColor.palette.count == 21)
    for (index, flat) in SkeletonFlatColor.all.enumerated() {
      #expect(flat.rawValue == index)
      #expect(SkeletonFlatColor.palette[index] == flat.color)
    }
    #expect(SkeletonFlatColor.palette[0].hexString == "#16A085")
    #expect(SkeletonFlatColor.palette[13].hexString == "#ECF0F1")
    #expect(SkeletonFlatColor.palette[14].hexString == "#1C2325")
    #expect(SkeletonFlatColor.palette[20].hexString == "#7F8C8D")
  }

  @Test func everyColourIsDistinct() {
    #expect(Set(SkeletonFlatColor.all.map(\.color.hexString)).count == 21)
  }
}

extension SkeletonFlatColor {
  /// Every flat colour, in declaration order (the type is not `CaseIterable`: nothing ships that uses it).
  static let all: [SkeletonFlatColor] = [
    .greenSea, .turquoise, .emerald, .peterRiver, .amethyst, .wetAsphalt, .nephritis, .belizeHole, .wisteria,
    .midnightBlue, .sunFlower, .carrot, .alizarin, .clouds, .darkClouds, .concrete, .flatOrange, .pumpkin,
    .pomegranate, .silver, .asbestos,
  ]
}
