import Foundation
import Testing

@testable import SwiftMessagesPreview

/// Copies of the bundled `CardView.xib` changed the way apps change them: app subclasses,
/// modules, removed outlets. The checks that depend on app classes use a table as `--sources`
/// would read it.
@Suite struct CopiedNibTests {
  static let cardView = BundledNibsTests.nibsFolder.appendingPathComponent("CardView.xib")

  /// `CardView.xib` with each `(old, new)` replacement applied once.
  func copy(_ replacements: [(String, String)]) throws -> Data {
    var text = try String(contentsOf: Self.cardView, encoding: .utf8)
    for (old, new) in replacements {
      let range = try #require(text.range(of: old), "\(old) is not in CardView.xib")
      text.replaceSubrange(range, with: new)
    }
    return Data(text.utf8)
  }

  static let rootClass = #"customClass="MessageView" customModule="SwiftMessages""#
  static let appSubclassRoot = #"customClass="AlertView" customModule="MyApp" customModuleProvider="target""#
  static let okOutlet = #"<outlet property="button" destination="H9L-AF-wEf" id="ojF-d8-4oM"/>"#

  /// The app declares `class AlertView: MessageView { @IBOutlet var okButton: UIButton! }`.
  static let appClasses = KnownClasses(
    module: "MyApp",
    classes: [
      KnownClasses.Class(
        name: "AlertView", superclass: "MessageView",
        outlets: [KnownClasses.Outlet(name: "okButton", type: "UIButton")], inspectables: ["shakes"])
    ])

  func lint(_ data: Data, expecting expected: String? = nil, app: KnownClasses? = nil) -> [Diagnostic] {
    NibLinter(expectedClass: expected, appClasses: app).lint(data: data, file: "AlertView.xib")
  }

  // MARK: App subclasses

  @Test(arguments: ["MessageView", "SwiftMessages.MessageView", "BaseView", "AlertView", "MyApp.AlertView"])
  func anAppSubclassIsNotAnErrorWithoutSources(expected: String) throws {
    let diagnostics = lint(try copy([(Self.rootClass, Self.appSubclassRoot)]), expecting: expected)
    if expected.hasSuffix("AlertView") {
      #expect(diagnostics.isEmpty)
    } else {
      let only = try #require(diagnostics.first)
      #expect(diagnostics.count == 1)
      #expect(only.rule == .unverifiedClass && only.severity == .note)
      #expect(only.line == 14)
      #expect(only.message.contains("MyApp.AlertView"))
      #expect(only.message.contains("pass --sources DIR"))
    }
  }

  @Test(arguments: ["MessageView", "SwiftMessages.MessageView", "BaseView", "MyApp.AlertView"])
  func withSourcesTheSubclassRelationIsKnown(expected: String) throws {
    let data = try copy([(Self.rootClass, Self.appSubclassRoot)])
    #expect(lint(data, expecting: expected, app: Self.appClasses).isEmpty)
  }

  @Test func withSourcesAnAppClassThatIsNoMessageViewIsAnError() throws {
    var notAMessageView = Self.appClasses
    notAMessageView.classes[0].superclass = "UIView"
    let data = try copy([(Self.rootClass, Self.appSubclassRoot)])
    let diagnostics = lint(data, expecting: "MessageView", app: notAMessageView)
    #expect(diagnostics.map(\.rule).contains(.unexpectedTopLevelClass))
    // Its outlets are checked against its own (none of MessageView's are declared).
    #expect(diagnostics.filter { $0.rule == .unknownOutlet }.count == 6)
  }

  @Test func withSourcesAClassTheSourcesDoNotDeclareIsANote() throws {
    let data = try copy([(Self.rootClass, #"customClass="PodView" customModule="SomePod""#)])
    let diagnostics = lint(data, expecting: "MessageView", app: Self.appClasses)
    #expect(diagnostics.map(\.rule) == [.unverifiedClass])
    #expect(
      diagnostics.first?.message.contains(
        "no declaration of PodView; the sources given with --sources do not declare it") == true)
  }

  @Test func aSubclassOutletIsCheckedAgainstTheSubclass() throws {
    let declared = #"<outlet property="okButton" destination="H9L-AF-wEf" id="ojF-d8-4oM"/>"#
    let data = try copy([(Self.rootClass, Self.appSubclassRoot), (Self.okOutlet, declared)])
    #expect(lint(data, app: Self.appClasses).isEmpty)
    // Without sources nothing about AlertView can be said: no false error.
    #expect(lint(data).isEmpty)
  }

  @Test func anOutletTheSubclassDoesNotDeclareIsAnError() throws {
    let undeclared = #"<outlet property="cancelButton" destination="H9L-AF-wEf" id="ojF-d8-4oM"/>"#
    let data = try copy([(Self.rootClass, Self.appSubclassRoot), (Self.okOutlet, undeclared)])
    let diagnostics = lint(data, app: Self.appClasses)
    #expect(diagnostics.map(\.rule) == [.unknownOutlet])
    #expect(diagnostics.first?.message.hasPrefix("AlertView has no outlet \"cancelButton\"") == true)
    #expect(diagnostics.first?.message.contains("okButton") == true)
  }

  @Test func aSubclassOutletWiredToTheWrongKindOfViewIsAnError() throws {
    // okButton is a UIButton; the body label is a UILabel.
    let wrong = #"<outlet property="okButton" destination="rYN-U7-AdU" id="ojF-d8-4oM"/>"#
    let data = try copy([(Self.rootClass, Self.appSubclassRoot), (Self.okOutlet, wrong)])
    let diagnostics = lint(data, app: Self.appClasses)
    #expect(diagnostics.map(\.rule) == [.outletTypeMismatch])
  }

  @Test func aSubclassInspectableIsKnownAndAnUnknownOneIsWarned() throws {
    let bounce = #"<userDefinedRuntimeAttribute type="number" keyPath="bounceAnimationOffset">"#
    let added = """
      <userDefinedRuntimeAttribute type="boolean" keyPath="shakes" value="YES"/>
      <userDefinedRuntimeAttribute type="boolean" keyPath="wobbles" value="YES"/>
      """
    let data = try copy([(Self.rootClass, Self.appSubclassRoot), (bounce, added + bounce)])
    let diagnostics = lint(data, app: Self.appClasses)
    #expect(diagnostics.map(\.rule) == [.unknownRuntimeAttribute])
    #expect(
      diagnostics.first?.message.hasPrefix(
        "runtime attribute \"wobbles\" is not an inspectable property of AlertView") == true)
  }

  @Test func anUnknownKeyAnAppExtensionMayAddIsANoteUntilTheSourcesSayOtherwise() throws {
    // Apps give every view `borderWidth` or `cornerRadius` in an extension (SwifterSwift does).
    let bounce = #"<userDefinedRuntimeAttribute type="number" keyPath="bounceAnimationOffset">"#
    let border =
      #"<userDefinedRuntimeAttribute type="number" keyPath="borderWidth"><real key="value" value="1"/></userDefinedRuntimeAttribute>"#
    let data = try copy([(bounce, border + bounce)])
    let without = lint(data)
    #expect(without.map(\.severity) == [.note])
    #expect(
      without.first?.message.contains("an extension of the app has that key (pass --sources DIR") == true)
    #expect(lint(data, app: Self.appClasses).map(\.severity) == [.warning])
    var extended = Self.appClasses
    extended.extensionInspectables = ["UIView": ["borderWidth"]]
    #expect(lint(data, app: extended).isEmpty)
  }

  @Test func anAppClassNamedLikeALibraryClassIsTheAppsWhenItsSourcesDeclareIt() throws {
    let data = try copy([
      (Self.rootClass, #"customClass="MessageView" customModule="MyApp" customModuleProvider="target""#)
    ])
    #expect(lint(data).map(\.rule) == [.moduleFromTarget])
    let own = KnownClasses(
      module: "MyApp",
      classes: [
        KnownClasses.Class(
          name: "MessageView", superclass: "SwiftMessages.MessageView")
      ])
    #expect(lint(data, expecting: "MessageView", app: own).isEmpty)
  }

  @Test func anInspectableOfSwiftMessages4NamesItsSuccessorAndSaysItIsIgnored() throws {
    // Nibs copied from SwiftMessages 4 set statusBarOffset and safeAreaTopOffset.
    let bounce = #"<userDefinedRuntimeAttribute type="number" keyPath="bounceAnimationOffset">"#
    let old =
      #"<userDefinedRuntimeAttribute type="number" keyPath="statusBarOffset"><real key="value" value="20"/></userDefinedRuntimeAttribute>"#
    let diagnostics = lint(try copy([(bounce, old + bounce)]))
    #expect(diagnostics.map(\.rule) == [.unknownRuntimeAttribute])
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.message.contains("is SwiftMessages 4's") == true)
    #expect(diagnostics.first?.message.contains("set topLayoutMarginAddition instead") == true)
    #expect(
      diagnostics.first?.message.contains(
        "UIKit ignores it and logs \"Failed to set (statusBarOffset) user defined inspected property on (MessageView)\""
      )
        == true)
  }

  // MARK: Modules

  @Test func theRootWithAModuleOverriddenByTheTargetFailsToLoad() throws {
    let data = try copy([(Self.rootClass, Self.rootClass + #" customModuleProvider="target""#)])
    let diagnostics = lint(data, expecting: "MessageView")
    #expect(diagnostics.map(\.rule) == [.moduleOverriddenByTarget])
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.line == 14)
    #expect(
      diagnostics.first?.message.contains("viewFromNib then fails with nibTopLevelTypeMismatch") == true)
    #expect(diagnostics.first?.message.contains("remove customModuleProvider=\"target\"") == true)
  }

  @Test func anInnerViewWithAModuleOverriddenByTheTargetLosesItsClass() throws {
    let diagnostics = NibLinter().lint(
      data: try Fixture.data("module-overridden-by-target"), file: "CardView.xib")
    #expect(diagnostics.map(\.rule) == [.moduleOverriddenByTarget])
    #expect(diagnostics.first?.line == 18)
    #expect(
      diagnostics.first?.message.contains("this view then loses everything CornerRoundingView adds") == true)
  }

  @Test func aCardWhoseClassWasRemovedKeepsItsCornerRadiusInVain() throws {
    // The CornerRoundingView class was cleared in Interface Builder; its cornerRadius stays.
    let card = #"customClass="CornerRoundingView" customModule="SwiftMessages""#
    let data = try copy([(card, "")])
    let without = lint(data).filter { $0.rule == .unknownRuntimeAttribute }
    #expect(!without.isEmpty && without.allSatisfy { $0.severity == .note })
    #expect(without.first?.message.contains("is CornerRoundingView's, but Background view") == true)
    let with = lint(data, app: Self.appClasses).filter { $0.rule == .unknownRuntimeAttribute }
    #expect(!with.isEmpty && with.allSatisfy { $0.severity == .warning })
    // An app extension that gives every view a cornerRadius makes it fine.
    var extended = Self.appClasses
    extended.extensionInspectables = ["UIView": ["cornerRadius"]]
    #expect(
      lint(data, app: extended).filter {
        $0.rule == .unknownRuntimeAttribute && $0.message.contains("cornerRadius")
      }.isEmpty)
  }

  // MARK: File's Owner

  @Test func fileOwnersOutletsWithoutAClassCrashViewFromNib() throws {
    let diagnostics = NibLinter().lint(data: try Fixture.data("files-owner-outlets"), file: "CardView.xib")
    #expect(diagnostics.map(\.rule) == [.filesOwnerOutlets])
    #expect(diagnostics.first?.message.hasPrefix("File's Owner has no class but outlets (cardView)") == true)
  }

  @Test func aMessageViewClassOnFilesOwnerBelongsOnTheView() throws {
    // SwiftMessages #240: the subclass was set on File's Owner, the view left a plain UIView.
    let owner = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#
    let moved =
      #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AlertView" customModule="MyApp" customModuleProvider="target"/>"#
    let data = try copy([(owner, moved)])
    let diagnostics = lint(data, app: Self.appClasses)
    #expect(diagnostics.map(\.rule) == [.filesOwnerOutlets])
    #expect(diagnostics.first?.message.contains("set AlertView as the top-level view's class") == true)
  }

  @Test func withSourcesALibraryClassNameTheAppDoesNotDeclareTakingTheTargetsModuleIsAnError() throws {
    let gift = #"customClass="CornerRoundingView" customModule="GIFT_APP" customModuleProvider="target""#
    let data = try copy([(#"customClass="CornerRoundingView" customModule="SwiftMessages""#, gift)])
    #expect(lint(data).map(\.rule) == [.moduleFromTarget])
    let diagnostics = lint(data, app: Self.appClasses)
    #expect(diagnostics.map(\.rule) == [.moduleOverriddenByTarget])
    #expect(diagnostics.first?.message.contains("the app's sources declare no CornerRoundingView") == true)
  }

  // MARK: Removed outlets

  @Test func aCardWithoutItsBackgroundViewOutletIsWarned() throws {
    let diagnostics = NibLinter().lint(
      data: try Fixture.data("background-view-not-connected"), file: "CardView.xib")
    #expect(diagnostics.map(\.rule) == [.backgroundViewNotConnected])
    #expect(diagnostics.first?.severity == .warning)
    #expect(
      diagnostics.first?.message.hasPrefix(
        "Card View (id 3ES-oj-S8o) has a card, Background view (id 8aH-8U-fQ3), but its "
          + "backgroundView outlet is not connected") == true)
  }

  @Test func aTitleLabelWithoutItsOutletIsWarned() throws {
    let diagnostics = NibLinter().lint(
      data: try Fixture.data("title-label-not-connected"), file: "CardView.xib")
    #expect(diagnostics.map(\.rule) == [.titleLabelNotConnected])
    #expect(
      diagnostics.first?.message.contains("titles given to configureContent are silently dropped") == true)
  }

  @Test func aBodyOnlyLayoutWithoutATitleLabelIsFine() {
    // Like StatusLine: one label, wired as the body; no title label, no titleLabel outlet.
    let xib = TestXib.data(
      objects: """
                <view contentMode="scaleToFill" id="Ab1-Cd-Ef2" userLabel="Status" customClass="MessageView" customModule="SwiftMessages">
                    <subviews>
                        <label opaque="NO" text="[Body]" id="Lb1-Bd-yQ2"/>
                        <label opaque="NO" text="v2" id="Lb2-Vr-yQ2" userLabel="Version"/>
                    </subviews>
                    <connections>
                        <outlet property="bodyLabel" destination="Lb1-Bd-yQ2" id="Ou1-Tl-000"/>
                    </connections>
                </view>
        """)
    #expect(NibLinter(expectedClass: "MessageView").lint(data: xib, file: "Status.xib").isEmpty)
  }
}

/// What the trial on real apps' nibs found: the linter must be quiet about what works.
@Suite struct RealNibFalseAlarmTests {
  @Test func constraintsOnACellsContentViewSubviewsAreFine() {
    // A table view cell: its subviews live in <tableViewCellContentView key="contentView">, and
    // a collection view cell's in an id-less <view key="contentView">.
    let xib = TestXib.data(
      objects: """
                <tableViewCell contentMode="scaleToFill" id="Ce1-Ll-000">
                    <tableViewCellContentView key="contentView" id="Cv1-Ct-000">
                        <subviews>
                            <label opaque="NO" text="Row" id="Lb1-Rw-000"/>
                        </subviews>
                    </tableViewCellContentView>
                    <constraints>
                        <constraint firstItem="Lb1-Rw-000" firstAttribute="leading" secondItem="Cv1-Ct-000" secondAttribute="leading" id="Co1-Ns-000"/>
                    </constraints>
                </tableViewCell>
                <collectionViewCell contentMode="center" id="Ce2-Ll-000">
                    <view key="contentView" opaque="NO">
                        <subviews>
                            <button opaque="NO" id="Bt1-Pl-000"/>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="Bt1-Pl-000" firstAttribute="centerY" secondItem="Ce2-Ll-000" secondAttribute="centerY" id="Co2-Ns-000"/>
                    </constraints>
                </collectionViewCell>
        """)
    let diagnostics = NibLinter().lint(data: xib, file: "Cell.xib")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func labelsOfNibsThatUseNoSwiftMessagesClassAreNotTheLintersConcern() {
    let cell = TestXib.data(
      objects: """
                <view contentMode="scaleToFill" id="Vw1-Ab-000" customClass="ItemCell" customModule="MyApp">
                    <subviews>
                        <label opaque="NO" text="Title" id="Lb1-Rw-000">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        </label>
                    </subviews>
                </view>
        """)
    #expect(NibLinter().lint(data: cell, file: "ItemCell.xib").isEmpty)
    #expect(
      NibLinter(expectedClass: "MessageView").lint(data: cell, file: "ItemCell.xib").map(\.rule).contains(
        .dynamicTypeNotLive))
  }

  @Test func aViewControllersLayoutGuidesAreConstraintItems() {
    let xib = TestXib.data(
      objects: """
                <viewController id="Vc1-Ab-000">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="Tg1-Gd-000"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="Vw1-Ab-000">
                        <constraints>
                            <constraint firstItem="Vw1-Ab-000" firstAttribute="top" secondItem="Tg1-Gd-000" secondAttribute="bottom" id="Co1-Ns-000"/>
                        </constraints>
                    </view>
                </viewController>
        """)
    #expect(NibLinter().lint(data: xib, file: "Controller.xib").isEmpty)
  }

  @Test func aMacOSNibGetsOnlyTheDocumentTypeError() throws {
    let mac = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17156" targetRuntime="MacOSX.Cocoa">
          <objects>
              <customView id="Cv1-Ab-000">
                  <constraints>
                      <constraint firstItem="Cv1-Ab-000" firstAttribute="top" secondItem="missing" secondAttribute="top" id="Co1-Ns-000"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let diagnostics = NibLinter(expectedClass: "MessageView").lint(data: Data(mac.utf8), file: "Mac.xib")
    #expect(diagnostics.map(\.rule) == [.notAXib])
  }

  @Test func anAppClassWhoseSuperclassTheSourcesDoNotDeclareIsNotReportedAsMissingOutlets() throws {
    // `class CustomCenteredView: AlertBase`, with AlertBase in another framework (or a
    // `typealias SMView = MessageView`): its outlets and inspectables cannot be ruled out.
    let app = KnownClasses(
      module: "MyApp",
      classes: [
        KnownClasses.Class(
          name: "AlertView", superclass: "AlertBase",
          outlets: [KnownClasses.Outlet(name: "okButton", type: "UIButton")])
      ])
    let data = try CopiedNibTests().copy([(CopiedNibTests.rootClass, CopiedNibTests.appSubclassRoot)])
    #expect(NibLinter(appClasses: app).lint(data: data, file: "A.xib").isEmpty)
    let expecting = NibLinter(expectedClass: "MessageView", appClasses: app).lint(data: data, file: "A.xib")
    #expect(expecting.map(\.rule) == [.unverifiedClass])
    #expect(expecting.first?.message.contains("AlertView inherits from AlertBase, which the sources") == true)
  }

  @Test func anUnknownLibraryClassIsOneErrorWithoutANote() throws {
    let data = try CopiedNibTests().copy([
      (CopiedNibTests.rootClass, #"customClass="MesageView" customModule="SwiftMessages""#)
    ])
    let diagnostics = NibLinter(expectedClass: "MessageView").lint(data: data, file: "A.xib")
    #expect(diagnostics.filter { $0.line == 14 }.map(\.rule) == [.unexpectedTopLevelClass, .unknownClass])
  }

  @Test func expectWithAModuleChecksTheModuleXcodeRecorded() throws {
    let data = try CopiedNibTests().copy([(CopiedNibTests.rootClass, CopiedNibTests.appSubclassRoot)])
    #expect(NibLinter(expectedClass: "MyApp.AlertView").lint(data: data, file: "A.xib").isEmpty)
    let other = NibLinter(expectedClass: "Other.AlertView").lint(data: data, file: "A.xib")
    #expect(other.map(\.rule) == [.unverifiedClass])
  }
}
