// Source compatibility with SwiftMessages 10.0.2, part of the walk described in
// UpstreamAPICompatibility.swift: upstream's `BaseView.swift`, `CornerRoundingView.swift`, `KeyboardTrackingView.swift`, `MessageView.swift`, `Theme.swift`.

#if canImport(UIKit)
import SwiftMessages
import SwiftUI
import UIKit

// MARK: - BaseView.swift

/// Overrides every `open` member of `BaseView`.
final class UpstreamBaseView: BaseView {
  override var backgroundView: UIView! {
    didSet {}
  }
  override var tapHandler: ((_ view: BaseView) -> Void)? {
    didSet {}
  }
  override var respectSafeArea: Bool {
    didSet {}
  }
  override var topLayoutMarginAddition: CGFloat {
    didSet {}
  }
  override var leftLayoutMarginAddition: CGFloat {
    didSet {}
  }
  override var bottomLayoutMarginAddition: CGFloat {
    didSet {}
  }
  override var rightLayoutMarginAddition: CGFloat {
    didSet {}
  }
  override var collapseLayoutMarginAdditions: Bool {
    didSet {}
  }
  override var bounceAnimationOffset: CGFloat {
    didSet {}
  }
  override var backgroundHeight: CGFloat? {
    didSet {}
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func installContentView(_ contentView: UIView, insets: UIEdgeInsets = UIEdgeInsets.zero) {
    super.installContentView(contentView, insets: insets)
  }

  override func installBackgroundView(_ backgroundView: UIView, insets: UIEdgeInsets = UIEdgeInsets.zero) {
    super.installBackgroundView(backgroundView, insets: insets)
  }

  override func installBackgroundVerticalView(
    _ backgroundView: UIView, insets: UIEdgeInsets = UIEdgeInsets.zero
  ) {
    super.installBackgroundVerticalView(backgroundView, insets: insets)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    super.point(inside: point, with: event)
  }

  override func updateConstraints() {
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
  }
}

/// Uses every public `BaseView` member from non-isolated code.
func upstreamUseBaseView() {
  _ = (BaseView(), MessageView(), UpstreamBaseView(), CornerRoundingView(), KeyboardTrackingView())
  let view = BaseView(frame: .zero)
  let content = UIView()
  view.installContentView(content)
  view.installContentView(content, insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  view.installBackgroundView(CornerRoundingView())
  view.installBackgroundView(CornerRoundingView(), insets: .zero)
  view.installBackgroundVerticalView(CornerRoundingView())
  view.installBackgroundVerticalView(CornerRoundingView(), insets: .zero)
  view.backgroundView = content
  let background: UIView = view.backgroundView
  _ = background
  view.tapHandler = { tapped in tapped.backgroundHeight = nil }
  view.tapHandler = nil
  view.layoutMarginAdditions = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  let additions: UIEdgeInsets = view.layoutMarginAdditions
  _ = additions
  view.respectSafeArea = false
  view.topLayoutMarginAddition = 20
  view.leftLayoutMarginAddition = 20
  view.bottomLayoutMarginAddition = 20
  view.rightLayoutMarginAddition = 20
  view.collapseLayoutMarginAdditions = false
  view.bounceAnimationOffset = 0
  view.backgroundHeight = 200
  view.configureDropShadow()
  view.configureNoDropShadow()
  view.configureBackgroundView(sideMargin: 12)
  view.configureBackgroundView(width: 250)
  _ = view.point(inside: .zero, with: nil)
}

// MARK: - CornerRoundingView.swift

/// Overrides every `open` member of `CornerRoundingView`.
final class UpstreamCornerRoundingView: CornerRoundingView {
  override var cornerRadius: CGFloat {
    didSet {}
  }
  override var roundsLeadingCorners: Bool {
    didSet {}
  }
  override var roundedCorners: UIRectCorner {
    didSet {}
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
  }
}

func upstreamUseCornerRoundingView() {
  let view = CornerRoundingView(frame: .zero)
  view.cornerRadius = 15
  view.roundsLeadingCorners = true
  view.roundedCorners = [.topLeft, .topRight]
  let corners: UIRectCorner = view.roundedCorners
  _ = corners
}

// MARK: - KeyboardTrackingView.swift

/// A non-isolated delegate.
final class UpstreamKeyboardDelegate: KeyboardTrackingViewDelegate {
  func keyboardTrackingViewWillChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any]) {
    upstreamDescribe(change)
  }

  func keyboardTrackingViewDidChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any]) {
    upstreamDescribe(change)
  }
}

@discardableResult
func upstreamDescribe(_ change: KeyboardTrackingView.Change) -> String {
  switch change {
  case .show: return "show"
  case .hide: return "hide"
  case .frame: return "frame"
  }
}

/// Overrides every `open` member of `KeyboardTrackingView`.
final class UpstreamKeyboardTrackingView: KeyboardTrackingView {
  override var isPaused: Bool {
    didSet {}
  }
  override var topMargin: CGFloat {
    didSet {}
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func awakeFromNib() {
    super.awakeFromNib()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
  }

  override func willChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any]) {
    super.willChange(change: change, userInfo: userInfo)
  }

  override func didChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any]) {
    super.didChange(change: change, userInfo: userInfo)
  }
}

func upstreamUseKeyboardTrackingView(delegate: UpstreamKeyboardDelegate) -> KeyboardTrackingView {
  let view = KeyboardTrackingView(frame: .zero)
  view.delegate = delegate
  let current: KeyboardTrackingViewDelegate? = view.delegate
  _ = current
  view.isPaused = true
  view.topMargin = 10
  view.willChange(change: .show, userInfo: [:])
  view.didChange(change: .frame, userInfo: [:])
  return view
}

// MARK: - MessageView.swift

/// Overrides every `open` member of `MessageView`, as custom nib-backed subclasses do.
final class UpstreamMessageView: MessageView {
  override var defaultHaptic: SwiftMessages.Haptic? {
    get { .warning }
    set {}
  }
  override var buttonTapHandler: ((_ button: UIButton) -> Void)? {
    didSet {}
  }
  override var titleLabel: UILabel? {
    didSet {}
  }
  override var bodyLabel: UILabel? {
    didSet {}
  }
  override var iconImageView: UIImageView? {
    didSet {}
  }
  override var iconLabel: UILabel? {
    didSet {}
  }
  override var button: UIButton? {
    didSet {}
  }
  override var id: String {
    get { "upstream" }
    set {}
  }
  override var accessibilityPrefix: String? {
    didSet {}
  }
  override var accessibilityMessage: String? { "Custom" }
  override var additionalAccessibilityElements: [NSObject]? { [] }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    super.point(inside: point, with: event)
  }
}

func upstreamDescribe(_ layout: MessageView.Layout) -> String {
  switch layout {
  case .messageView: return layout.rawValue
  case .cardView: return layout.rawValue
  case .tabView: return layout.rawValue
  case .statusLine: return layout.rawValue
  case .centeredView: return layout.rawValue
  }
}

/// Uses every public `MessageView` member from non-isolated code, as apps do from helpers
/// and view models.
func upstreamUseMessageView(owner: AnyObject) -> MessageView {
  let view = MessageView.viewFromNib(layout: .cardView)
  let typed: UpstreamMessageView = MessageView.viewFromNib(layout: .messageView, filesOwner: owner)
  let fromBundle: MessageView = MessageView.viewFromNib(layout: .tabView, bundle: Bundle.main)
  let fromBundleOwned: MessageView = MessageView.viewFromNib(
    layout: .statusLine, bundle: Bundle.main, filesOwner: owner)
  _ = (typed, fromBundle, fromBundleOwned, MessageView.Layout(rawValue: "CenteredView"))

  view.configureTheme(.warning)
  view.configureTheme(.error, iconStyle: .light)
  view.configureTheme(.success, iconStyle: .subtle, includeHaptic: true)
  view.configureTheme(backgroundColor: .purple, foregroundColor: .white)
  view.configureTheme(backgroundColor: .purple, foregroundColor: .white, iconImage: Icon.info.image)
  view.configureTheme(backgroundColor: .purple, foregroundColor: .white, iconImage: nil, iconText: "🦄")
  view.configureDropShadow()
  view.configureContent(body: "Body")
  view.configureContent(title: "Title", body: "Body")
  view.configureContent(title: "Title", body: "Body", iconImage: Icon.success.image)
  view.configureContent(title: "Title", body: "Body", iconText: "🤔")
  view.configureContent(
    title: "Title", body: "Body", iconImage: nil, iconText: nil, buttonImage: nil, buttonTitle: "OK",
    buttonTapHandler: { button in button.isHidden = true })
  view.configureIcon(withSize: CGSize(width: 30, height: 30))
  view.configureIcon(withSize: CGSize(width: 30, height: 30), contentMode: .scaleAspectFit)
  view.configureIcon(withSize: CGSize(width: 30, height: 30), contentMode: nil)

  view.titleLabel?.text = "Title"
  view.bodyLabel?.isHidden = true
  view.iconImageView?.image = nil
  view.iconLabel?.text = nil
  view.button?.isHidden = true
  view.titleLabel = UILabel()
  view.bodyLabel = UILabel()
  view.iconImageView = UIImageView()
  view.iconLabel = UILabel()
  view.button = UIButton()
  view.buttonTapHandler = { button in button.isEnabled = false }
  view.defaultHaptic = .success
  let haptic: SwiftMessages.Haptic? = view.defaultHaptic
  _ = haptic
  view.id = "custom-id"
  let id: String = view.id
  _ = id
  view.accessibilityPrefix = "warning"
  _ = view.accessibilityMessage
  _ = view.accessibilityElement
  _ = view.additionalAccessibilityElements
  _ = view.point(inside: .zero, with: nil)
  return view
}

/// Custom views still declare `var id: String` and adopt `Identifiable` (now
/// `Swift.Identifiable`).
final class UpstreamIdentifiableView: UIView, Identifiable {
  var id: String { "order-42" }
}

// MARK: - Theme.swift

func upstreamDescribe(_ theme: Theme) -> String {
  switch theme {
  case .info: return "info"
  case .success: return "success"
  case .warning: return "warning"
  case .error: return "error"
  }
}

/// `Icon` and `IconStyle` are used from non-isolated code (for example image caches).
func upstreamImage(_ icon: Icon) -> UIImage {
  switch icon {
  case .error, .warning, .success, .info: break
  case .errorLight, .warningLight, .successLight, .infoLight: break
  case .errorSubtle, .warningSubtle, .successSubtle, .infoSubtle: break
  }
  _ = Icon(rawValue: "errorIcon")
  _ = icon.rawValue
  return icon.image
}

func upstreamImage(_ style: IconStyle, theme: Theme) -> UIImage? {
  switch style {
  case .default, .light, .subtle: return style.image(theme: theme)
  case .none: return style.image(theme: theme)
  }
}
#endif
