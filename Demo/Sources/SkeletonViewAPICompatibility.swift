#if canImport(UIKit)
import SwiftMessages
import UIKit

// Every public declaration of SkeletonView's `SkeletonViewCore/Sources`, used the way app code
// uses it (labels, defaults, overrides, conformances). Type-checked by `ios-check --app Demo`;
// never run.

// MARK: - Show, update, hide (API/SkeletonView.swift)

@MainActor
enum SkeletonViewAPIShowHide {
  static func run(_ view: UIView, gradient: SkeletonGradient, animation: @escaping SkeletonLayerAnimation) {
    view.showSkeleton()
    view.showSkeleton(usingColor: .red)
    view.showSkeleton(usingColor: .red, transition: .none)
    view.showSkeleton(delay: 0.5)
    view.showSkeleton(usingColor: .red, animated: false, delay: 1, transition: .crossDissolve(0.3))
    view.showGradientSkeleton()
    view.showGradientSkeleton(usingGradient: gradient, transition: .crossDissolve(0.1))
    view.showGradientSkeleton(delay: 0.2)
    view.showGradientSkeleton(usingGradient: gradient, animated: true, delay: 0.2, transition: .none)
    view.showAnimatedSkeleton()
    view.showAnimatedSkeleton(usingColor: .blue, animation: animation, transition: .none)
    view.showAnimatedGradientSkeleton()
    view.showAnimatedGradientSkeleton(usingGradient: gradient, animation: animation, transition: .none)
    view.updateSkeleton()
    view.updateSkeleton(usingColor: .green)
    view.updateGradientSkeleton()
    view.updateGradientSkeleton(usingGradient: gradient)
    view.updateAnimatedSkeleton()
    view.updateAnimatedSkeleton(usingColor: .green, animation: animation)
    view.updateAnimatedGradientSkeleton()
    view.updateAnimatedGradientSkeleton(usingGradient: gradient, animation: nil)
    view.layoutSkeletonIfNeeded()
    view.startSkeletonAnimation()
    view.startSkeletonAnimation(animation)
    view.stopSkeletonAnimation()
    view.hideSkeleton()
    view.hideSkeleton(reloadDataAfter: false)
    view.hideSkeleton(reloadDataAfter: true, transition: .crossDissolve(0.25))
    view.hideSkeleton(transition: .none)
  }
}

// MARK: - Models, animations, colours

@MainActor
enum SkeletonViewAPIModels {
  static func run(_ layer: CALayer) {
    let builder = SkeletonAnimationBuilder()
    let sliding: SkeletonLayerAnimation = builder.makeSlidingAnimation(withDirection: .leftRight)
    _ = builder.makeSlidingAnimation(withDirection: .topLeftBottomRight, duration: 2, autoreverses: true)
    _ = sliding(layer)
    let directions: [GradientDirection] = [
      .leftRight, .rightLeft, .topBottom, .bottomTop, .topLeftBottomRight, .bottomRightTopLeft,
    ]
    _ = directions.map { $0.slidingAnimation() }
    _ = GradientDirection.bottomTop.slidingAnimation(duration: 3, autoreverses: true)
    let pulse: CAAnimation = layer.pulse
    _ = pulse

    let gradient = SkeletonGradient(baseColor: .midnightBlue)
    _ = SkeletonGradient(baseColor: .clouds, secondaryColor: .silver)
    _ = SkeletonGradient(colors: [.red, .green, .blue])
    let colors: [UIColor] = gradient.colors
    _ = colors

    let heights: [SkeletonTextLineHeight] = [.relativeToFont, .relativeToConstraints, .fixed(12)]
    _ = heights[0] == .fixed(12)
    let lines: [SkeletonTextNumberOfLines] = [.inherited, .custom(3), 2]
    _ = lines[2] == .custom(2)
    let transitions: [SkeletonTransitionStyle] = [.none, .crossDissolve(0.25)]
    _ = transitions[0] == .none
    let types: [SkeletonType] = [.solid, .gradient]
    _ = types

    // The flat palette is settable, as in SkeletonView.
    let palette: [UIColor] = [
      .greenSea, .turquoise, .emerald, .peterRiver, .amethyst, .wetAsphalt, .nephritis, .belizeHole,
      .wisteria, .midnightBlue, .sunFlower, .carrot, .alizarin, .clouds, .darkClouds, .concrete,
      .flatOrange, .pumpkin, .pomegranate, .silver, .asbestos,
    ]
    _ = palette
    UIColor.clouds = UIColor(white: 0.95, alpha: 1)
    UIColor.darkClouds = UIColor(white: 0.1, alpha: 1)
    UIColor.peterRiver = .systemBlue
    let base: UIColor = .skeletonDefault
    _ = [base.complementaryColor, base.lighter, base.darker]
  }
}

// MARK: - Appearance (API/Appearance)

enum SkeletonViewAPIAppearance {
  /// Non-isolated, as in SkeletonView: the appearance is read in default arguments.
  static func run() {
    let appearance: SkeletonViewAppearance = SkeletonAppearance.default
    appearance.tintColor = .belizeHole
    appearance.gradient = SkeletonGradient(baseColor: .concrete)
    appearance.multilineHeight = 18
    appearance.textLineHeight = .relativeToFont
    appearance.multilineSpacing = 8
    appearance.multilineLastLineFillPercent = 50
    appearance.multilineCornerRadius = 4
    appearance.renderSingleLineAsView = true
    appearance.skeletonCornerRadius = 6
    SkeletonAppearance.default = appearance
    SkeletonAppearance.default.tintColor = .clouds
  }

  @available(*, deprecated, message: "exercises SkeletonView's deprecated API")
  static func deprecated() {
    SkeletonAppearance.default.useFontLineHeight = true
    _ = SkeletonAppearance.default.useFontLineHeight
  }
}

// MARK: - View options (UIKitExtensions)

@MainActor
enum SkeletonViewAPIViewOptions {
  static func run(view: UIView, label: UILabel, textView: UITextView) {
    view.isSkeletonable = true
    view.isHiddenWhenSkeletonIsActive = false
    view.isUserInteractionDisabledWhenSkeletonIsActive = true
    view.skeletonCornerRadius = 8

    label.lastLineFillPercent = 60
    label.linesCornerRadius = 5
    label.skeletonLineSpacing = 4
    label.skeletonPaddingInsets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
    label.skeletonTextLineHeight = .relativeToFont
    label.skeletonTextNumberOfLines = 3
    textView.lastLineFillPercent = 60
    textView.linesCornerRadius = 5
    textView.skeletonLineSpacing = 4
    textView.skeletonPaddingInsets = .zero
    textView.skeletonTextLineHeight = .fixed(14)
    textView.skeletonTextNumberOfLines = .inherited
  }

  @available(*, deprecated, message: "exercises SkeletonView's deprecated API")
  static func deprecated(view: UIView, label: UILabel, textView: UITextView) {
    label.useFontLineHeight = true
    let active: Bool = view.isSkeletonActive
    let description: String = view.skeletonDescription
    _ = (active, description)
  }
}

// MARK: - The `sk` extension point (API/SkeletonExtended.swift, UIView+SKExtensions.swift)

/// App code extends the generic wrapper for its own views.
extension SkeletonViewExtension where ExtendedType: UILabel {
  var isShowingPlaceholderLines: Bool { isSkeletonActive && type.numberOfLines != 1 }
}

/// Other types adopt the extension point.
struct SkeletonDemoModel: SkeletonViewExtended {
  var name = "feed"
}

extension SkeletonViewExtension where ExtendedType == SkeletonDemoModel {
  var placeholderName: String { type.name + "-skeleton" }
}

enum SkeletonViewAPIExtended {
  /// Non-isolated, as in SkeletonView.
  static func run(view: UIView, label: UILabel, model: SkeletonDemoModel) {
    var view = view
    let wrapper: SkeletonViewExtension<UIView> = view.sk
    view.sk = wrapper
    let active: Bool = view.sk.isSkeletonActive
    let description: String = view.sk.skeletonTreeDescription
    let wrapped: UIView = SkeletonViewExtension(view).type
    _ = (active, description, wrapped, label.sk.isShowingPlaceholderLines, model.sk.placeholderName)
    let node: SkeletonTreeNode<UIView>? = nil
    _ = node
  }
}

// MARK: - Notifications (Notification+SkeletonFlow.swift, Deprecated.swift)

enum SkeletonViewAPINotifications {
  static func run() -> [NSObjectProtocol] {
    let names: [Notification.Name] = [
      .skeletonWillAppearNotification, .skeletonDidAppearNotification, .skeletonWillUpdateNotification,
      .skeletonDidUpdateNotification, .skeletonWillDisappearNotification, .skeletonDidDisappearNotification,
      Notification.Name("skeletonDidAppear"),
    ]
    return names.map {
      NotificationCenter.default.addObserver(forName: $0, object: nil, queue: .main) { note in
        _ = note.object as? UIView
      }
    }
  }

  @available(*, deprecated, message: "exercises SkeletonView's deprecated API")
  static func deprecated() -> [Notification.Name] {
    [
      .willBeginShowingSkeletons, .didShowSkeletons, .willBeginUpdatingSkeletons, .didUpdateSkeletons,
      .willBeginHidingSkeletons, .didHideSkeletons,
    ]
  }
}

// MARK: - Tables and collections (API/Collections, UICollectionView+Extensions.swift)

final class SkeletonAPITableController: UITableViewController, SkeletonTableViewDataSource,
  SkeletonTableViewDelegate
{
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }

  func numSections(in collectionSkeletonView: UITableView) -> Int { 2 }
  func collectionSkeletonView(_ skeletonView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? UITableView.automaticNumberOfSkeletonRows : 3
  }
  func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
    -> ReusableCellIdentifier
  { "Cell" }
  func collectionSkeletonView(_ skeletonView: UITableView, skeletonCellForRowAt indexPath: IndexPath)
    -> UITableViewCell?
  { nil }
  func collectionSkeletonView(
    _ skeletonView: UITableView, prepareCellForSkeleton cell: UITableViewCell, at indexPath: IndexPath
  ) {
    let reusable: SkeletonReusableCell = cell
    _ = reusable
  }
  func collectionSkeletonView(_ skeletonView: UITableView, identifierForHeaderInSection section: Int)
    -> ReusableHeaderFooterIdentifier?
  { "Header" }
  func collectionSkeletonView(_ skeletonView: UITableView, identifierForFooterInSection section: Int)
    -> ReusableHeaderFooterIdentifier?
  { nil }

  @available(*, deprecated, message: "exercises SkeletonView's deprecated API")
  func misspelt() -> ReusableCellIdentifier {
    collectionSkeletonView(tableView, cellIdenfierForRowAt: IndexPath(row: 0, section: 0))
  }
}

final class SkeletonAPICollectionController: UICollectionViewController, SkeletonCollectionViewDataSource,
  SkeletonCollectionViewDelegate
{
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  {
    0
  }
  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }

  func numSections(in collectionSkeletonView: UICollectionView) -> Int { 1 }
  func collectionSkeletonView(_ skeletonView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    UICollectionView.automaticNumberOfSkeletonItems
  }
  func collectionSkeletonView(_ skeletonView: UICollectionView, cellIdentifierForItemAt indexPath: IndexPath)
    -> ReusableCellIdentifier
  { "Cell" }
  func collectionSkeletonView(
    _ skeletonView: UICollectionView, supplementaryViewIdentifierOfKind: String, at indexPath: IndexPath
  ) -> ReusableCellIdentifier? { nil }
  func collectionSkeletonView(_ skeletonView: UICollectionView, skeletonCellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell?
  { nil }
  func collectionSkeletonView(
    _ skeletonView: UICollectionView, prepareCellForSkeleton cell: UICollectionViewCell,
    at indexPath: IndexPath
  ) {}
  func collectionSkeletonView(
    _ skeletonView: UICollectionView, prepareViewForSkeleton view: UICollectionReusableView,
    at indexPath: IndexPath
  ) {}

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.isSkeletonable = true
    collectionView.prepareSkeleton { [weak self] done in
      guard done else { return }
      self?.view.showAnimatedGradientSkeleton()
    }
  }
}
#endif
