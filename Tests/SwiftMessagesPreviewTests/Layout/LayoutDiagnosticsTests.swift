import Foundation
import Testing

@testable import SwiftMessagesPreview

/// Broken layouts are reported, never trapped on: unsatisfiable required constraints with
/// their ids and lines, unknown items skipped, ambiguity as a warning.
@Suite struct LayoutDiagnosticsTests {
  static func child(_ constraints: String, rootConstraints: String) throws -> XibDocument {
    try LayoutXib.document(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
              <rect key="frame" x="0" y="0" width="10" height="10"/>
              <constraints>
              \(constraints)
              </constraints>
          </view>
      </subviews>
      <constraints>
      \(rootConstraints)
      </constraints>
      """)
  }

  static let pinnedTopLeading = """
    <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
    <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="p2"/>
    """

  @Test func unsatisfiableRequiredConstraintsAreReportedWithTheirIdAndLine() throws {
    let document = try Self.child(
      """
      <constraint firstAttribute="width" constant="100" id="w100"/>
      <constraint firstAttribute="width" constant="200" id="w200"/>
      <constraint firstAttribute="height" constant="10" id="h"/>
      """, rootConstraints: Self.pinnedTopLeading)
    let layout = LayoutXib.layout(document, width: 320)
    let errors = layout.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.constraintIDs == ["w200"])
    let line = document.allConstraints.first { $0.id == "w200" }?.line
    #expect(line != nil && errors.first?.line == line)
    // The layout still comes out, with the first constraint kept.
    #expect(layout.frame("child").width == 100)
  }

  @Test func conflictsWithTheRootWidthAreReported() throws {
    let document = try Self.child(
      #"<constraint firstAttribute="height" constant="10" id="h"/>"#,
      rootConstraints: Self.pinnedTopLeading + """
        <constraint firstItem="child" firstAttribute="width" secondItem="root" secondAttribute="width" id="same"/>
        <constraint firstItem="child" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-5" id="inset"/>
        """)
    let layout = LayoutXib.layout(document, width: 320)
    #expect(layout.diagnostics.filter { $0.severity == .error }.flatMap(\.constraintIDs) == ["inset"])
  }

  @Test func unknownItemsAreSkippedWithAWarning() throws {
    let document = try Self.child(
      """
      <constraint firstAttribute="width" constant="50" id="w"/>
      <constraint firstAttribute="height" constant="10" id="h"/>
      """,
      rootConstraints: Self.pinnedTopLeading + """
        <constraint firstItem="ghost" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="broken"/>
        <constraint firstItem="child" firstAttribute="wobble" secondItem="root" secondAttribute="leading" id="badAttribute"/>
        """)
    let layout = LayoutXib.layout(document, width: 320)
    #expect(layout.errors == [])
    let warnings = layout.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.contains { $0.constraintIDs == ["broken"] && $0.message.contains("unknown item ghost") })
    #expect(warnings.contains { $0.constraintIDs == ["badAttribute"] && $0.message.contains("wobble") })
    #expect(layout.frame("child") == CGRect(x: 0, y: 0, width: 50, height: 10))
  }

  @Test func theBundledUnknownItemFixtureLaysOutWithAWarning() throws {
    let document = try XibDocument(data: Fixture.data("unknown-constraint-item"))
    let layout = LayoutXib.layout(document, width: 375)
    #expect(layout.errors == [])
    #expect(layout.diagnostics.contains { $0.severity == .warning && $0.message.contains("unknown item") })
  }

  @Test func underconstrainedViewsAreAmbiguous() throws {
    let document = try Self.child(
      #"<constraint firstAttribute="height" constant="10" id="h"/>"#,
      rootConstraints:
        #"<constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="p2"/>"#
    )
    let layout = LayoutXib.layout(document, width: 320)
    #expect(layout.errors == [])
    let ambiguous = layout.diagnostics.filter { $0.message.hasPrefix("ambiguous layout") }
    #expect(ambiguous.map(\.objectIDs) == [["child"]])
    #expect(ambiguous.first?.severity == .warning)
    #expect(ambiguous.first?.message.contains("x, width") == true)
  }

  @Test func aFullyConstrainedLayoutIsNotAmbiguous() throws {
    let document = try Self.child(
      """
      <constraint firstAttribute="width" constant="50" id="w"/>
      <constraint firstAttribute="height" constant="10" id="h"/>
      """, rootConstraints: Self.pinnedTopLeading)
    #expect(LayoutXib.layout(document, width: 320).diagnostics == [])
  }

  @Test func aRootIndexThatIsNotAViewGivesAnEmptyLayoutWithAnError() throws {
    let document = try Self.child("", rootConstraints: "")
    for index in [-1, document.allObjects.count, 10_000] {
      let layout = XibLayoutEngine.layout(
        XibLayoutRequest(document: document, rootIndex: index, width: 320), measurer: FakeTextMeasurer())
      #expect(layout.frames.isEmpty)
      #expect(layout.diagnostics.contains { $0.severity == .error })
    }
  }

  @Test func hostileNumbersAreSkippedOrClamped() throws {
    let document = try Self.child(
      """
      <constraint firstAttribute="width" constant="50" priority="5000" id="w"/>
      <constraint firstAttribute="height" constant="nan" id="h"/>
      <constraint firstAttribute="height" constant="10" id="h2"/>
      """, rootConstraints: Self.pinnedTopLeading)
    let layout = LayoutXib.layout(document, width: .infinity, height: -.nan)
    #expect(layout.size == .zero)
    #expect(layout.errors.count == 2)
    #expect(layout.frame("child").size == CGSize(width: 50, height: 10))
    #expect(layout.diagnostics.contains { $0.constraintIDs == ["w"] && $0.message.contains("clamped") })
  }

  @Test func everyFixtureLaysOutWithoutTrapping() throws {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      Issue.record("no fixtures")
      return
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".xib")
    }
    var laidOut = 0
    for file in files.sorted() {
      guard let document = try? XibDocument(data: Data(contentsOf: folder.appendingPathComponent(file)))
      else {
        continue
      }
      for root in document.topLevelViews {
        for width in [0.0, 320, 1e9] {
          let layout = XibLayoutEngine.layout(
            XibLayoutRequest(document: document, rootIndex: root.index, width: width),
            measurer: FakeTextMeasurer())
          #expect(layout.frames[root.id] != nil, "\(file)")
          laidOut += 1
        }
      }
    }
    #expect(laidOut > 20)
  }

  @Test func aNibWithMoreViewsThanTheLimitIsReportedNotLaidOut() throws {
    // A generated nib: the tableau would grow with the square of its constraints.
    var text =
      TestXib.header
      + "<view id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"375\" height=\"100\"/><subviews>\n"
    for index in 0..<XibLayoutEngine.maximumViews {
      text +=
        "<view id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>\n"
    }
    text += "</subviews></view>\n</objects>\n</document>\n"
    let document = try XibDocument(data: Data(text.utf8))
    let layout = XibLayoutEngine.layout(
      XibLayoutRequest(document: document, rootIndex: 0, width: 375), measurer: FakeTextMeasurer())
    #expect(layout.frames.isEmpty)
    #expect(layout.diagnostics.map(\.severity) == [.error])
    #expect(layout.diagnostics.first?.message.hasPrefix("2001 views to lay out") == true)
  }
}
