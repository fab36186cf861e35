import Foundation
import Testing

@testable import SwiftMessagesCore

/// `SwiftMessagesSegue.configure(layout:)`'s table and the sizing from `preferredContentSize`.
@Suite struct SeguePresetTests {
  @Test func messagesAreEdgeToEdgeWithSquareCornersAndNoOvershoot() {
    for (layout, edge) in [(SegueLayout.topMessage, PresentationPlacement.top), (.bottomMessage, .bottom)] {
      let preset = layout.preset
      #expect(preset.containment == .content)
      #expect(preset.layoutMarginAdditions == LayoutInsets(top: 20, left: 20, bottom: 20, right: 20))
      #expect(!preset.collapsesMarginAdditions)
      #expect(preset.cornerRadius == 0)
      #expect(!preset.roundsLeadingCorners)
      #expect(preset.animation == .slide(edge, springDamping: 1))
    }
  }

  @Test func cardsFloatInsideTheMarginsWithTheStandardAnimation() {
    let cards: [(SegueLayout, PresentationPlacement)] = [
      (.topCard, .top), (.bottomCard, .bottom), (.centered, .center),
    ]
    for (layout, placement) in cards {
      let preset = layout.preset
      #expect(preset.containment == .background)
      #expect(preset.layoutMarginAdditions == LayoutInsets(top: 10, left: 10, bottom: 10, right: 10))
      #expect(preset.collapsesMarginAdditions)
      #expect(preset.cornerRadius == 15)
      #expect(!preset.roundsLeadingCorners)
      #expect(preset.animation == .standard(placement))
    }
  }

  @Test func tabsReachTheirEdgeAndRoundOnlyTheLeadingCorners() {
    for (layout, edge) in [(SegueLayout.topTab, PresentationPlacement.top), (.bottomTab, .bottom)] {
      let preset = layout.preset
      #expect(preset.containment == .backgroundVertical)
      #expect(preset.layoutMarginAdditions == LayoutInsets(top: 20, left: 10, bottom: 20, right: 10))
      #expect(preset.collapsesMarginAdditions)
      #expect(preset.cornerRadius == 15)
      #expect(preset.roundsLeadingCorners)
      #expect(preset.animation == .slide(edge, springDamping: 1))
    }
  }

  @Test func everyPresetDropsTheBounceAndAddsTheDropShadow() {
    for layout in SegueLayout.allCases {
      #expect(layout.preset.bounceAnimationOffset == 0, "\(layout)")
      #expect(layout.preset.addsDropShadow, "\(layout)")
    }
  }

  // MARK: - Sizing

  @Test func aPreferredHeightAloneConstrainsOnlyTheHeight() {
    // "Use Preferred Explicit Size" with width 0, height 350 (the documented example).
    let size = SeguePreset.contentSize(preferred: CGSize(width: 0, height: 350))

    #expect(size.width == nil)
    #expect(size.height == 350)
  }

  @Test func aFullPreferredSizeConstrainsBothAboveTheIPadWidthCap() {
    // A 540 x 620 form sheet-sized card on a 1024 x 1366 iPad: wider than the 500 pt cap.
    let size = SeguePreset.contentSize(preferred: CGSize(width: 540, height: 620))

    #expect(size.width == 540)
    #expect(size.height == 620)
  }

  @Test func aPreferredWidthOutranksTheIPadWidthCapButNotRequiredConstraints() {
    // The cap (`width <= 500`) would otherwise squeeze a 540 pt preferred width to 500.
    #expect(SeguePreset.contentSizePriority > MessageWidth.regularMaximumPriority)
    // UIKit's required priority (1000): the app's own required constraints still win.
    #expect(SeguePreset.contentSizePriority < 1000)
  }

  @Test func unusableDimensionsAreIgnored() {
    let size = SeguePreset.contentSize(preferred: CGSize(width: -20, height: CGFloat.nan))

    #expect(size.width == nil)
    #expect(size.height == nil)
    let unset = SeguePreset.contentSize(preferred: .zero)
    #expect(unset.width == nil && unset.height == nil)
  }
}
