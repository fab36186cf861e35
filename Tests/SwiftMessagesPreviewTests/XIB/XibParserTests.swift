import Foundation
import SwiftMessagesCore
import Testing

@testable import SwiftMessagesPreview

@Suite struct XibParserTests {
  let document: XibDocument

  init() throws {
    document = try XibDocument(data: Fixture.data("clean"))
  }

  func object(_ id: String) throws -> XibObject {
    try #require(document.object(withID: id))
  }

  @Test func readsTheDocumentHeader() {
    #expect(document.type == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
    #expect(document.isCocoaTouchXib)
    #expect(document.line == 2)
  }

  @Test func readsPlaceholders() {
    let placeholders = document.placeholders
    #expect(placeholders.map(\.id) == ["-1", "-2"])
    #expect(placeholders[0].isFilesOwner && placeholders[0].userLabel == "File's Owner")
    #expect(placeholders[1].customClass == "UIResponder")
    #expect(placeholders.map(\.line) == [11, 12])
  }

  @Test func readsTopLevelObjectsInOrder() throws {
    #expect(document.topLevelObjects.map(\.elementName) == ["view", "tapGestureRecognizer"])
    #expect(document.topLevelViews.map(\.id) == ["iN0-l3-epB"])
    let root = try #require(document.topLevelViews.first)
    #expect(root.customClass == "MessageView")
    #expect(root.customModule == "SwiftMessages")
    #expect(root.customModuleProvider == nil)
    #expect(root.userLabel == "Card View")
    #expect(root.frame == CGRect(x: 0, y: 0, width: 510, height: 160))
    #expect(root.autoresizingMask == ["flexibleMaxX", "flexibleMaxY"])
    #expect(root.line == 13)
    #expect(document.topLevelObjects[1].isView == false)
  }

  @Test func readsTheViewHierarchyWithLines() throws {
    let names = document.allObjects.map { "\($0.elementName)@\($0.line)" }
    #expect(
      names == [
        "view@13", "view@17", "stackView@20", "label@23", "imageView@29", "stackView@32",
        "label@35", "label@44", "button@54", "tapGestureRecognizer@126",
      ])
    let background = try object("Xj4-eT-q1a")
    #expect(background.className == "CornerRoundingView")
    #expect(background.subviewIndices.map { document.allObjects[$0].id } == ["bS7-Qk-2mN"])
    #expect(try object("Ww3-XP-hEk").className == "UILabel")
  }

  @Test func readsStackViews() throws {
    let horizontal = try #require(try object("bS7-Qk-2mN").stack)
    #expect(horizontal.axis == .horizontal)
    #expect(horizontal.alignment == "center")
    #expect(horizontal.distribution == "fill")
    #expect(horizontal.spacing == 10)
    let vertical = try #require(try object("Tq9-bL-4wE").stack)
    #expect(vertical.axis == .vertical)
    #expect(vertical.alignment == "fill")
    #expect(vertical.distribution == "fillEqually")
    #expect(vertical.spacing == 0)
    #expect(
      try object("Tq9-bL-4wE").subviewIndices.map { document.allObjects[$0].userLabel } == [
        "Title Label", "Body Label",
      ])
  }

  @Test func readsLabels() throws {
    let title = try #require(try object("Ww3-XP-hEk").label)
    #expect(title.text == "[Title]")
    #expect(title.numberOfLines == 1)
    #expect(title.textAlignment == "natural")
    #expect(title.lineBreakMode == "tailTruncation")
    #expect(title.adjustsFontForContentSizeCategory)
    #expect(title.font?.style == "UICTFontTextStyleHeadline")
    #expect(title.font?.textStyleName == "Headline")

    let body = try #require(try object("aH6-dS-0pQ").label)
    #expect(body.text == "[Message Body]\nsecond line")
    #expect(body.numberOfLines == 0)

    let icon = try #require(try object("Hd8-Vu-KcP").label)
    #expect(icon.font?.type == "system" && icon.font?.pointSize == 38 && icon.font?.style == nil)
    #expect(icon.font?.textStyleName == nil)
  }

  @Test func readsImagesAndButtons() throws {
    let image = try #require(try object("fG2-Rk-9Zc").image)
    #expect(image.name == "exclamationmark.triangle")
    #expect(image.isSystemImage)

    let button = try #require(try object("Pq5-Nn-7Yt").button)
    #expect(button.title == "[Button]")
    #expect(button.image?.name == "xmark.circle")
    #expect(button.image?.line == 57)
    #expect(button.font?.textStyleName == "Subhead")

    #expect(document.resources.images.map(\.name) == ["exclamationmark.triangle", "xmark.circle"])
    #expect(document.resources.images[0].size == CGSize(width: 128, height: 112))
  }

  @Test func readsColors() throws {
    let title = try object("Ww3-XP-hEk")
    #expect(
      title.color("textColor")?.value
        == .rgb(red: 0, green: 0, blue: 0, alpha: 1, colorSpace: "sRGB"))
    #expect(try object("aH6-dS-0pQ").color("textColor")?.value == .system("labelColor"))
    #expect(
      try object("iN0-l3-epB").color("backgroundColor")?.value
        == .white(0, alpha: 0, colorSpace: "genericGamma22GrayColorSpace"))
    #expect(
      try object("Xj4-eT-q1a").color("backgroundColor")?.value
        == .white(1, alpha: 1, colorSpace: "genericGamma22GrayColorSpace"))
  }

  @Test func readsMarginsAndTheSafeAreaGuide() throws {
    let background = try object("Xj4-eT-q1a")
    #expect(background.layoutMargins?.top == 0)

    let root = try object("iN0-l3-epB")
    #expect(root.layoutMargins == LayoutInsets(top: 8, left: 16, bottom: 8, right: 12))
    #expect(root.layoutGuides == [XibIdentifiedElement(id: "vUN-kp-3ea", name: "safeArea", line: 82)])
    #expect(root.layoutGuides.first?.isSafeArea == true)
  }

  @Test func readsConstraintsAndResolvesMissingItemsToTheContainer() throws {
    let background = try object("Xj4-eT-q1a")
    #expect(background.constraints.count == 5)
    let bottom = background.constraints[1]
    #expect(bottom.firstItem == nil)
    #expect(bottom.resolvedFirstItem == "Xj4-eT-q1a")
    #expect(bottom.secondItem == "bS7-Qk-2mN")
    #expect(bottom.firstAttribute == "bottom" && bottom.secondAttribute == "bottom")
    #expect(bottom.constant == 20)
    #expect(bottom.line == 68)

    let width = background.constraints[4]
    #expect(width.relation == .lessThanOrEqual)
    #expect(width.secondAttribute == nil && width.resolvedSecondItem == nil)
    #expect(width.constant == 500)
    #expect(width.priority == 900)

    let root = try object("iN0-l3-epB")
    let centerX = root.constraints[2]
    #expect(centerX.secondItem == "vUN-kp-3ea")
    #expect(centerX.priority == 950)
    let ratio = root.constraints[5]
    #expect(ratio.multiplier == 0.5)
    #expect(ratio.relation == .greaterThanOrEqual)
    #expect(ratio.priority == 250)
    #expect(root.constraints[0].priority == 1000 && root.constraints[0].multiplier == 1)
    #expect(document.allConstraints.count == 11)
  }

  @Test func readsVariations() throws {
    let variations = try object("iN0-l3-epB").variations
    #expect(variations.map(\.key) == ["default", "heightClass=regular-widthClass=regular"])
    #expect(variations[0].excluded == ["cE1-aa-011"] && variations[0].included.isEmpty)
    #expect(variations[1].included == ["cE1-aa-011"])
  }

  @Test func readsRuntimeAttributes() throws {
    let root = try object("iN0-l3-epB").runtimeAttributes
    #expect(
      root.map(\.keyPath) == [
        "bounceAnimationOffset", "topLayoutMarginAddition", "collapseLayoutMarginAdditions",
        "layer.borderColor",
      ])
    #expect(root[0].value == "0" && root[1].value == "10" && root[2].value == "YES")
    #expect(
      root[3].value
        == "color(alpha=1, blue=0.0, colorSpace=custom, customColorSpace=sRGB, green=0.5, red=1)")
    #expect(root.map(\.line) == [94, 97, 100, 101])
    let corner = try object("Xj4-eT-q1a").runtimeAttributes
    #expect(corner.map(\.value) == ["15", "YES"])
  }

  @Test func readsOutletsAndActions() throws {
    let outlets = try object("iN0-l3-epB").connections
    #expect(outlets.count == 7)
    #expect(
      outlets[5]
        == XibConnection(
          kind: .outlet, property: "titleLabel", selector: nil,
          destination: "Ww3-XP-hEk", line: 121))
    #expect(outlets[6].kind == .outletCollection && outlets[6].property == "gestureRecognizers")
    let action = try #require(try object("tG7-Rc-0zz").connections.first)
    #expect(action.kind == .action && action.selector == "handleTap:" && action.destination == "-1")
    #expect(document.allConnections.count == 8)
  }

  @Test func collectsEveryIdentifiedElement() {
    let ids = document.identifiedElements
    #expect(ids.first?.id == "-1")
    #expect(ids.contains { $0.id == "vUN-kp-3ea" && $0.name == "viewLayoutGuide" })
    #expect(ids.contains { $0.id == "cE1-aa-005" && $0.line == 71 })
    #expect(!ids.contains { $0.id == "retina6_1" })
    #expect(Set(ids.map(\.id)).count == ids.count)
  }

  @Test func malformedXMLThrowsWithLineAndColumn() {
    let xml = "<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <objects>\n  </object>\n</document>\n"
    #expect {
      try XibDocument(data: Data(xml.utf8))
    } throws: { error in
      guard let error = error as? XibParseError, case .malformedXML(let detail) = error.kind else {
        return false
      }
      return error.line == 4 && error.column > 1
        && detail.contains("expected </objects> for <objects> opened on line 3")
    }
  }

  @Test func emptyDataIsATypedError() {
    #expect(throws: XibParseError(kind: .empty, line: 1, column: 1)) {
      try XibDocument(data: Data())
    }
  }

  @Test func aNonDocumentRootIsRejected() throws {
    let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
    let error = try #require(throws: XibParseError.self) { try XibDocument(data: Data(xml.utf8)) }
    #expect(error.kind == .notAnInterfaceBuilderDocument(rootElement: "plist"))
    #expect(error.line == 2)
    #expect(error.message.contains("root element is <plist>"))
  }
}
