import Testing

@testable import SwiftMessagesPreview

@Suite struct DeviceMetricsIdentifierTests {
  @Test func everyCatalogDeviceHasADistinctCommandLineName() {
    let names = DeviceMetrics.catalog.map(\.identifier)
    #expect(
      names == [
        "iphone-se", "iphone-15", "iphone-15-landscape", "iphone-15-pro-max", "ipad", "ipad-landscape",
      ])
    #expect(Set(names).count == names.count)
  }

  @Test func namesResolveIgnoringCase() {
    #expect(DeviceMetrics.named("iPhone-15-Pro-Max") == .iPhone15ProMax)
    #expect(DeviceMetrics.named("pixel-8") == nil)
  }
}

@Suite struct DeviceMetricsSizeClassTests {
  @Test func phonesAreCompactWidthAndCompactHeightInLandscape() {
    #expect(DeviceMetrics.iPhone15.sizeClasses == (.compact, .regular))
    #expect(DeviceMetrics.iPhone15Landscape.sizeClasses == (.compact, .compact))
    #expect(DeviceMetrics.iPhoneSE3.sizeClasses == (.compact, .regular))
  }

  @Test func iPadIsRegularBothWaysInBothOrientations() {
    #expect(DeviceMetrics.iPad10.sizeClasses == (.regular, .regular))
    #expect(DeviceMetrics.iPad10Landscape.sizeClasses == (.regular, .regular))
  }
}
