import Foundation
import Testing

@testable import SwiftMessagesPreview

@Suite struct NibLinterTests {
  func lint(_ fixture: String, expecting expected: String? = nil, translations: NibTranslations? = nil) throws
    -> [Diagnostic]
  {
    var linter = NibLinter(expectedClass: expected)
    linter.translations = translations
    return linter.lint(data: try Fixture.data(fixture), file: "\(fixture).xib")
  }

  func only(_ fixture: String, expecting expected: String? = nil) throws -> Diagnostic {
    let diagnostics = try lint(fixture, expecting: expected)
    #expect(diagnostics.count == 1, "\(diagnostics)")
    return try #require(diagnostics.first)
  }

  @Test func cleanNibHasNoDiagnostics() throws {
    #expect(try lint("clean", expecting: "MessageView").isEmpty)
  }

  @Test(arguments: LintRule.allCases)
  func everyRuleHasABrokenFixtureThatTriggersOnlyIt(rule: LintRule) throws {
    let expected: String?
    switch rule {
    case .unexpectedTopLevelClass: expected = "MyMessageView"
    case .unverifiedClass, .noTopLevelView: expected = "MessageView"
    default: expected = nil
    }
    // The clean nib, localized, with a German table that translates all but its body text.
    let translations =
      rule == .untranslatedText
      ? NibTranslations(
        keys: ["de": ["Ww3-XP-hEk.text", "Pq5-Nn-7Yt.normalTitle"]], tableName: "untranslated-text.strings")
      : nil
    let diagnostics = try lint(rule.rawValue, expecting: expected, translations: translations)
    #expect(diagnostics.map(\.rule) == [rule])
    #expect(diagnostics.map(\.severity) == [rule.severity])
  }

  @Test func malformedXMLReportsTheParserLine() throws {
    let diagnostic = try only("malformed-xml")
    #expect(diagnostic.rule == .malformedXML)
    #expect(diagnostic.line == 27)
    #expect(
      diagnostic.description
        == "malformed-xml.xib:27:25: error: malformed XML: closing tag does not match the open "
        + "element: expected </nil> for <nil> opened on line 23")
  }

  @Test func storyboardIsNotAXib() throws {
    let diagnostic = try only("not-a-xib")
    #expect(diagnostic.line == 2)
    #expect(
      diagnostic.message
        == "document type is \"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"; expected "
        + "an iOS XIB (\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\")")
  }

  @Test func aNibWithoutAnyTopLevelViewFails() throws {
    let diagnostic = try only("no-top-level-view", expecting: "MessageView")
    #expect(diagnostic.rule == .noTopLevelView)
    #expect(diagnostic.line == 12)
    #expect(
      diagnostic.message
        == "no top-level view: the top-level objects (the first is a <tapGestureRecognizer>, id "
        + "Tg1-Rc-000) include no view, so viewFromNib fails with nibTopLevelTypeMismatch")
  }

  @Test func aRecognizerBeforeTheViewIsFineSinceTheLoaderTakesTheFirstObjectOfTheClass() throws {
    // viewFromNib skips other top-level objects (as SwiftMessages 10 does); no false alarm.
    #expect(try lint("recognizer-before-view", expecting: "MessageView").isEmpty)
    #expect(try lint("recognizer-before-view").isEmpty)
  }

  @Test func nibWithOnlyPlaceholdersHasNoTopLevelView() {
    let diagnostics = NibLinter(expectedClass: "MessageView").lint(
      data: TestXib.data(objects: ""), file: "Empty.xib")
    #expect(diagnostics.map(\.rule) == [.noTopLevelView])
    #expect(diagnostics.first?.line == 2)
    #expect(diagnostics.first?.message.hasPrefix("no top-level view:") == true)
  }

  @Test func aNibThatUsesNoSwiftMessagesClassNeedsNoTopLevelView() {
    // A view controller's nib in an app's resources, linted with the rest of the folder.
    let controllerOnly = TestXib.data(
      objects: #"<viewController id="Vc1-Ab-000" customClass="SettingsViewController" customModule="MyApp"/>"#
    )
    #expect(NibLinter().lint(data: controllerOnly, file: "Settings.xib").isEmpty)
    // Once it names a SwiftMessages class, viewFromNib is what loads it.
    let owner = TestXib.data(
      objects: #"<viewController id="Vc1-Ab-000" customClass="MessageView" customModule="SwiftMessages"/>"#)
    #expect(NibLinter().lint(data: owner, file: "Odd.xib").map(\.rule) == [.noTopLevelView])
  }

  @Test func unknownClassInTheSwiftMessagesModuleListsTheKnownOnes() throws {
    let diagnostic = try only("unknown-class")
    #expect(diagnostic.line == 12)
    #expect(
      diagnostic.message
        == "unknown class MesageView in module SwiftMessages (did you mean MessageView?); known "
        + "classes: BaseView, MessageView, HUDView, CornerRoundingView, ActivityIndicatorView, "
        + "KeyboardTrackingView, PassthroughView")
  }

  @Test func knownClassInAnotherModuleIsAnError() throws {
    let diagnostic = try only("wrong-module")
    #expect(diagnostic.line == 12)
    #expect(
      diagnostic.description
        == "wrong-module.xib:12:9: error: class MessageView needs customModule=\"SwiftMessages\" "
        + "(found \"MyApp\"); a nib copied into an app must keep the module so the class resolves")
  }

  @Test func knownClassWithoutAModuleIsAnError() {
    let xib = TestXib.data(
      objects: #"<view contentMode="scaleToFill" id="Ab1-Cd-Ef2" customClass="CornerRoundingView"/>"#)
    let diagnostics = NibLinter().lint(data: xib, file: "Copy.xib")
    #expect(diagnostics.map(\.rule) == [.wrongModule])
    #expect(diagnostics.first?.line == 12)
    #expect(
      diagnostics.first?.message.hasPrefix(
        "class CornerRoundingView needs customModule=\"SwiftMessages\" (found none)") == true)
  }

  @Test func knownClassNameInheritingTheTargetModuleIsAWarning() throws {
    let diagnostic = try only("module-from-target")
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.line == 12)
    #expect(
      diagnostic.message
        == "class MessageView takes its module from the app target (\"MyApp\"), so the nib "
        + "instantiates the app's own MessageView, not SwiftMessages.MessageView; if this nib was "
        + "copied from SwiftMessages, set customModule=\"SwiftMessages\" and untick \"Inherit "
        + "Module From Target\"")
  }

  @Test func appClassesFromTheTargetModuleAreNotChecked() {
    let xib = TestXib.data(
      objects: """
                <view contentMode="scaleToFill" id="Ab1-Cd-Ef2" customClass="AlertView" customModule="MyApp" customModuleProvider="target">
                    <connections>
                        <outlet property="whatever" destination="-1" id="Ab1-Cd-Ef3"/>
                    </connections>
                </view>
        """)
    #expect(NibLinter().lint(data: xib, file: "Alert.xib").isEmpty)
  }

  @Test func outletTheClassDoesNotHaveListsValidOutlets() throws {
    let diagnostic = try only("unknown-outlet")
    #expect(diagnostic.line == 46)
    #expect(
      diagnostic.message
        == "MessageView has no outlet \"messageLabel\"; loading crashes with \"not key value "
        + "coding-compliant for the key messageLabel\"; valid outlets: backgroundView, titleLabel, "
        + "bodyLabel, iconImageView, iconLabel, button")
  }

  @Test func outletWiredToTheWrongKindOfView() throws {
    let diagnostic = try only("outlet-type-mismatch")
    #expect(diagnostic.line == 47)
    #expect(
      diagnostic.message
        == "outlet iconImageView of MessageView must be a UIImageView, but it is connected to "
        + "<label> Body Label (id Lb1-Bd-yQ2), a UILabel")
  }

  /// A HUD (or another message view) whose `activityIndicatorView` outlet points at
  /// `destination` (lines 12-22).
  func hud(indicator destination: String, customClass: String = "HUDView") -> Data {
    TestXib.data(
      objects: """
                <view contentMode="scaleToFill" id="Hd1-Vw-001" customClass="\(customClass)" customModule="SwiftMessages">
                    <subviews>
                        \(destination)
                        <label opaque="NO" contentMode="left" text="[Message Body]" id="Lb1-Bd-002" userLabel="Body label"/>
                    </subviews>
                    <connections>
                        <outlet property="activityIndicatorView" destination="Ai1-Ix-003" id="Ot1-Ai-004"/>
                        <outlet property="bodyLabel" destination="Lb1-Bd-002" id="Ot1-Bd-005"/>
                    </connections>
                </view>
        """)
  }

  @Test func activityIndicatorOutletWiredToAnActivityIndicatorViewIsClean() {
    let indicator = """
      <view contentMode="scaleToFill" id="Ai1-Ix-003" customClass="ActivityIndicatorView" \
      customModule="SwiftMessages">
                          <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="boolean" keyPath="hidesWhenStopped" value="YES"/>
                          </userDefinedRuntimeAttributes>
                      </view>
      """
    #expect(
      NibLinter(expectedClass: "HUDView").lint(data: hud(indicator: indicator), file: "HUD.xib").isEmpty)
  }

  @Test func aPlainMessageViewHasNoActivityIndicatorOutlet() {
    // The outlet is HUDView's: MessageView leaves the name to apps' subclasses, and loading a
    // MessageView nib that wires it crashes.
    let indicator = """
      <view contentMode="scaleToFill" id="Ai1-Ix-003" customClass="ActivityIndicatorView" \
      customModule="SwiftMessages"/>
      """
    let xib = hud(indicator: indicator, customClass: "MessageView")
    let diagnostics = NibLinter(expectedClass: "MessageView").lint(data: xib, file: "StatusLine.xib")
    #expect(diagnostics.map(\.rule) == [.unknownOutlet])
    #expect(
      diagnostics.first?.message.hasPrefix("MessageView has no outlet \"activityIndicatorView\"") == true)
  }

  @Test func activityIndicatorOutletWiredToALabelIsAnOutletTypeMismatch() {
    let label = #"<label opaque="NO" contentMode="left" text="…" id="Ai1-Ix-003" userLabel="Spinner label"/>"#
    let diagnostics = NibLinter(expectedClass: "HUDView").lint(data: hud(indicator: label), file: "HUD.xib")
    #expect(diagnostics.map(\.rule) == [.outletTypeMismatch])
    #expect(diagnostics.map(\.severity) == [.error])
    #expect(diagnostics.map(\.line) == [18])
    #expect(
      diagnostics.first?.message
        == "outlet activityIndicatorView of HUDView must be an ActivityIndicatorView, but it is "
        + "connected to <label> Spinner label (id Ai1-Ix-003), a UILabel")
  }

  @Test func activityIndicatorOutletWiredToUIKitsSpinnerIsAnOutletTypeMismatch() {
    let spinner =
      #"<activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" id="Ai1-Ix-003"/>"#
    let diagnostics = NibLinter().lint(data: hud(indicator: spinner), file: "HUD.xib")
    #expect(diagnostics.map(\.rule) == [.outletTypeMismatch])
    #expect(
      diagnostics.first?.message.hasSuffix(
        "must be an ActivityIndicatorView, but it is connected to <activityIndicatorView> "
          + "UIActivityIndicatorView (id Ai1-Ix-003), a UIActivityIndicatorView") == true)
  }

  @Test func outletToAMissingID() throws {
    let diagnostic = try only("unknown-destination")
    #expect(diagnostic.line == 46)
    #expect(
      diagnostic.message
        == "outlet bodyLabel of Status Line (id iN0-l3-epB) points to id \"Lb7-Bd-yQ2\", which is "
        + "not in the document; reconnect it in Interface Builder")
  }

  @Test func constraintToAMissingItem() throws {
    let diagnostic = try only("unknown-constraint-item")
    #expect(diagnostic.line == 34)
    #expect(
      diagnostic.message
        == "constraint Cn1-Tr-004 (trailingMargin = trailing) has secondItem \"Zz9-Qq-000\", which "
        + "is not in the document")
  }

  @Test func constraintToSomethingThatIsNotAView() {
    let xib = TestXib.data(
      objects: """
                <view contentMode="scaleToFill" id="Ab1-Cd-Ef2">
                    <constraints>
                        <constraint firstItem="-1" firstAttribute="width" constant="10" id="Ab1-Cd-Ef3"/>
                    </constraints>
                </view>
        """)
    let diagnostics = NibLinter().lint(data: xib, file: "X.xib")
    #expect(diagnostics.map(\.line) == [14])
    #expect(
      diagnostics.first?.message
        == "constraint Ab1-Cd-Ef3 (width = 10) has firstItem \"-1\", which is the <placeholder> on "
        + "line 10, not a view or layout guide")
  }

  @Test func duplicateIDsPointAtTheFirstUse() throws {
    let diagnostic = try only("duplicate-id")
    #expect(diagnostic.line == 34)
    #expect(
      diagnostic.message
        == "duplicate id \"Cn1-Ld-003\": this <constraint> reuses the id of the <constraint> on "
        + "line 33; outlets and constraints resolve to only one of them")
  }

  @Test func topLevelClassMustBeWhatViewFromNibIsAskedFor() throws {
    let diagnostic = try only("unexpected-top-level-class", expecting: "MyMessageView")
    #expect(diagnostic.line == 12)
    #expect(
      diagnostic.message
        == "the top-level view is SwiftMessages.MessageView but viewFromNib will be asked for "
        + "MyMessageView; it returns the first top-level object of that class, so loading fails "
        + "with nibTopLevelTypeMismatch")
  }

  @Test(arguments: ["MessageView", "SwiftMessages.MessageView", "BaseView"])
  func expectedClassOrSuperclassPasses(expected: String) throws {
    #expect(try lint("unexpected-top-level-class", expecting: expected).isEmpty)
  }

  @Test(arguments: ["CornerRoundingView", "MyApp.MessageView"])
  func expectedClassMismatchFails(expected: String) throws {
    #expect(try lint("clean", expecting: expected).map(\.rule) == [.unexpectedTopLevelClass])
  }

  @Test func plainTopLevelViewIsNamedAsSuch() {
    let xib = TestXib.data(objects: #"<view contentMode="scaleToFill" id="Ab1-Cd-Ef2"/>"#)
    let diagnostics = NibLinter(expectedClass: "MessageView").lint(data: xib, file: "X.xib")
    #expect(
      diagnostics.first?.message.hasPrefix(
        "the top-level view is a plain UIView (no custom class) but viewFromNib will be asked for MessageView"
      )
        == true)
  }

  @Test func misspelledRuntimeAttributeSuggestsTheInspectable() throws {
    let diagnostic = try only("unknown-runtime-attribute")
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.line == 40)
    #expect(
      diagnostic.message.hasPrefix(
        "runtime attribute \"rightLayoutMarginAdition\" is not an inspectable property of "
          + "MessageView (did you mean rightLayoutMarginAddition?)"))
  }

  @Test func textStyleWithoutLiveDynamicType() throws {
    let diagnostic = try only("dynamic-type-not-live")
    #expect(
      diagnostic.description
        == "dynamic-type-not-live.xib:16:17: warning: label Body Label (id Lb1-Bd-yQ2) uses the "
        + "Subhead text style but not adjustsFontForContentSizeCategory, so it ignores Dynamic "
        + "Type changes until the view is rebuilt; tick \"Automatically Adjusts Font\"")
  }

  @Test func bundleImageIsNotFoundOnceCopied() throws {
    let diagnostic = try only("image-not-in-app")
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.line == 28)
    #expect(
      diagnostic.message.hasPrefix(
        "<imageView> Icon Image View (id Im1-Ic-zP4) uses image \"errorIcon\", one of the icons "
          + "SwiftMessages 10 kept in its own bundle; once this nib is copied into an app"))
    #expect(diagnostic.message.contains("use the SF Symbol xmark.octagon.fill"))
  }

  @Test func theAppsOwnImagesAreNotReported() throws {
    // An image from the app's asset catalogue: the linter cannot see the catalogue, and the
    // name is not one the original library kept in its bundle.
    let text = try #require(String(data: try Fixture.data("image-not-in-app"), encoding: .utf8))
    let own = text.replacingOccurrences(of: "errorIcon", with: "brandLogo")
    #expect(NibLinter().lint(data: Data(own.utf8), file: "own.xib").isEmpty)
  }

  @Test func diagnosticsAreOrderedByLine() {
    let xib = TestXib.data(
      objects: """
                <view contentMode="scaleToFill" id="Ab1-Cd-Ef2" customClass="MessageView">
                    <connections>
                        <outlet property="titleLabel" destination="Zz1-Zz-Zz1" id="Ab1-Cd-Ef2"/>
                    </connections>
                </view>
        """)
    let diagnostics = NibLinter().lint(data: xib, file: "X.xib")
    #expect(diagnostics.map(\.rule) == [.wrongModule, .duplicateID, .unknownDestination])
    #expect(diagnostics.map(\.line) == [12, 14, 14])
  }

  @Test func skeletonOptionsSetInInterfaceBuilderAreNoUnknownRuntimeAttributes() throws {
    // A customised MessageView.xib whose root is made skeletonable in the Identity inspector.
    let clean = String(decoding: try Fixture.data("clean"), as: UTF8.self)
    let marker = "            <userDefinedRuntimeAttributes>\n"
    let range = try #require(clean.range(of: marker, options: .backwards))
    let xib = clean.replacingCharacters(
      in: range,
      with: marker
        + "                <userDefinedRuntimeAttribute type=\"boolean\" keyPath=\"isSkeletonable\" value=\"YES\"/>\n"
        + "                <userDefinedRuntimeAttribute type=\"number\" keyPath=\"skeletonCornerRadius\">\n"
        + "                    <real key=\"value\" value=\"8\"/>\n"
        + "                </userDefinedRuntimeAttribute>\n")
    let diagnostics = NibLinter(expectedClass: "MessageView").lint(data: Data(xib.utf8), file: "CardView.xib")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
