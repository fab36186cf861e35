import Foundation
@testable import SwiftMessagesCore
import Testing

@testable import SwiftMessagesPreview

@Suite struct SVGFormatTests {
  @Test func numbersHaveAtMostThreeDecimalsAndNoExponentOrNegativeZero() {
    #expect(SVGFormat.number(0) == "0")
    #expect(SVGFormat.number(-0.0) == "0")
    #expect(SVGFormat.number(-0.0004) == "0")
    #expect(SVGFormat.number(1.5) == "1.5")
    #expect(SVGFormat.number(-2.25) == "-2.25")
    #expect(SVGFormat.number(0.1 + 0.2) == "0.3")
    #expect(SVGFormat.number(1.0 / 3) == "0.333")
    #expect(SVGFormat.number(0.05) == "0.05")
    #expect(SVGFormat.number(0.001) == "0.001")
    #expect(SVGFormat.number(1e-9) == "0")
    #expect(SVGFormat.number(1e20) == "1000000000")
    #expect(SVGFormat.number(-.infinity) == "-1000000000")
    #expect(SVGFormat.number(.nan) == "0")
    #expect(SVGFormat.number(393) == "393")
  }

  @Test func noWrittenNumberUsesAnExponent() {
    let values = stride(from: -5.0, through: 5.0, by: 0.0001).map { $0 * 1e-3 }
    #expect(values.allSatisfy { !SVGFormat.number($0).contains("e") && SVGFormat.number($0) != "-0" })
  }

  @Test func circleArcIsSplitIntoHalfTurns() {
    let d = SVGPathData.path([
      .arc(
        center: PathPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
    ])
    #expect(d == "M15 10 A5 5 0 0 1 5 10 A5 5 0 0 1 15 10")
  }

  @Test func counterClockwiseArcSweepsTheOtherWay() {
    let d = SVGPathData.path([
      .move(to: PathPoint(x: 0, y: 0)),
      .arc(
        center: PathPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: -Double.pi / 2, clockwise: false),
    ])
    #expect(d == "M0 0 L10 0 A10 10 0 0 0 0 -10")
  }

  @Test func continuousCornersReachFurtherAlongTheEdgeThanCircularOnes() {
    let rect = RenderRect(width: 100, height: 60)
    let circular = SVGPathData.roundedRect(rect, cornerRadius: 10, style: .circular)
    let continuous = SVGPathData.roundedRect(rect, cornerRadius: 10, style: .continuous)
    #expect(circular.hasPrefix("M10 0 L90 0 A10 10 0 0 1 100 10"))
    #expect(continuous.hasPrefix("M15.287 0 L84.713 0 C"))
    #expect(continuous.hasSuffix("Z"))
  }

  @Test func oversizedRadiusIsClampedToFit() {
    let circular = SVGPathData.roundedRect(
      RenderRect(width: 40, height: 20), cornerRadius: 50, style: .circular)
    #expect(circular.hasPrefix("M10 0 L30 0 A10 10 0 0 1 40 10"))
  }

  @Test func continuousCornersTooBigToFitBecomeACapsule() {
    let avatar = RenderRect(width: 56, height: 56)
    #expect(
      SVGPathData.roundedRect(avatar, cornerRadius: 28, style: .continuous)
        == SVGPathData.roundedRect(avatar, cornerRadius: 28, style: .circular))
  }
}
