// Source compatibility with SwiftMessages 10.0.2: every public declaration of upstream's
// `SwiftMessages/*.swift`, used the way app code uses it. Nothing here runs; `ios-check --app
// Demo` type-checks it in Swift 5 mode, as apps written for SwiftMessages 9/10 are compiled.
//
// Walked file by file (upstream file names in the MARK comments). Functions without an
// isolation annotation are non-isolated on purpose: upstream's views, protocols, `Icon` and
// `AnimationContext` carry no `@MainActor` of their own, so Swift 5 apps call them from
// non-isolated code.
//
// `SwiftMessagesSegue` is subclassed and performed the way upstream's demo and ViewControllers.md
// do. The SwiftUI message API (`MessageGeometryProxy`, `MessageHostingView`,
// `MessageViewConvertible`, `SwiftMessageModifier`, `SwiftMessagesHideAction`) is used the way
// upstream's SwiftUIDemo uses it, in view bodies; its messages are `Swift.Identifiable`.
//
// Left out on purpose:
// - `Identifiable.swift`: no protocol named `Identifiable` (SwiftMessages #524); a view that
//   declares `var id: String` conforms to `Swift.Identifiable` instead (see below).
// - Files with no public declaration: `CALayer+Extensions`, `Error` (internal upstream),
//   `HapticMessage` (internal upstream), `MaskingView`, `NSBundle+Extensions`,
//   `NSLayoutConstraint+Extensions`, `PassthroughView`, `PassthroughWindow`, `Presenter`,
//   `SwiftMessages.Config+Extensions`, `Task+Extensions`, `TopBottomPresentable`,
//   `UIViewController+Extensions`, `UIWindow+Extensions`.

#if canImport(UIKit)
import SwiftMessages
import SwiftUI
import UIKit

// MARK: - AccessibleMessage.swift

/// A non-isolated type adopting `AccessibleMessage`.
final class UpstreamAccessibleModel: AccessibleMessage {
  var accessibilityMessage: String? { "Title, Body" }
  var accessibilityElement: NSObject? { nil }
  var additionalAccessibilityElements: [NSObject]? { [] }
}

func upstreamReadAccessibleMessage(_ message: AccessibleMessage) -> String? {
  _ = message.accessibilityElement
  _ = message.additionalAccessibilityElements
  return message.accessibilityMessage
}

// MARK: - Animator.swift

/// A custom animator, as apps write for `.custom(animator:)`.
final class UpstreamFadeAnimator: NSObject, Animator {
  weak var delegate: AnimationDelegate?
  var showDuration: TimeInterval { 0.3 }
  var hideDuration: TimeInterval { 0.2 }

  func show(context: AnimationContext, completion: @escaping AnimationCompletion) {
    let view = context.messageView
    context.containerView.addSubview(view)
    view.frame = context.containerView.bounds
    view.alpha = 0
    if context.safeZoneConflicts.contains(.overStatusBar) || context.interactiveHide {
      view.layoutIfNeeded()
    }
    UIView.animate(withDuration: showDuration, animations: { view.alpha = 1 }, completion: completion)
  }

  func hide(context: AnimationContext, completion: @escaping AnimationCompletion) {
    UIView.animate(
      withDuration: hideDuration, animations: { context.messageView.alpha = 0 },
      completion: { completed in
        completion(completed)
        self.delegate?.hide(animator: self)
      })
  }
}

/// An app-side animation delegate.
final class UpstreamAnimationDelegate: AnimationDelegate {
  func hide(animator: Animator) {}
  func panStarted(animator: Animator) {}
  func panEnded(animator: Animator) {}
}

func upstreamSafeZoneConflicts() -> SafeZoneConflicts {
  var conflicts = SafeZoneConflicts(rawValue: 0)
  conflicts.insert(.statusBar)
  conflicts.formUnion([.sensorNotch, .homeIndicator])
  let overStatusBar: SafeZoneConflicts = .overStatusBar
  _ = conflicts.isDisjoint(with: overStatusBar)
  _ = conflicts.rawValue
  let completion: AnimationCompletion = { completed in _ = completed }
  completion(true)
  return conflicts
}

/// Reads an `AnimationContext` from non-isolated code.
func upstreamReadAnimationContext(_ context: AnimationContext) -> (UIView, UIView, SafeZoneConflicts, Bool) {
  (context.messageView, context.containerView, context.safeZoneConflicts, context.interactiveHide)
}

// MARK: - BackgroundViewable.swift

/// A non-isolated type adopting `BackgroundViewable`.
final class UpstreamBackgroundModel: BackgroundViewable {
  var backgroundView: UIView!
}

func upstreamReadBackground(_ viewable: BackgroundViewable) -> UIView? {
  viewable.backgroundView
}

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

// MARK: - MarginAdjustable.swift, MarginAdjustable+Extensions.swift

/// A non-isolated type adopting `MarginAdjustable`.
final class UpstreamMarginModel: MarginAdjustable {
  var layoutMarginAdditions: UIEdgeInsets { .zero }
  var collapseLayoutMarginAdditions = true
  var respectSafeArea = true
  var bounceAnimationOffset: CGFloat = 5
}

/// A custom view adopting `MarginAdjustable` and asking for the default adjustment.
final class UpstreamMarginView: UIView, MarginAdjustable {
  var layoutMarginAdditions: UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
  var collapseLayoutMarginAdditions = true
  var respectSafeArea = true
  var bounceAnimationOffset: CGFloat = 5
}

func upstreamUseMarginAdjustable(
  _ adjustable: inout MarginAdjustable, view: UpstreamMarginView, context: AnimationContext
)
  -> UIEdgeInsets
{
  adjustable.collapseLayoutMarginAdditions = false
  adjustable.respectSafeArea = false
  adjustable.bounceAnimationOffset = 0
  _ = adjustable.layoutMarginAdditions
  return view.defaultMarginAdjustment(context: context)
}

// MARK: - MessageGeometryProxy.swift

/// The proxy's members are plain stored properties, read and written without isolation.
func upstreamDescribe(_ geometry: MessageGeometryProxy) -> String {
  var copy = geometry
  copy.size = CGSize(width: geometry.size.width, height: geometry.size.height)
  copy.safeAreaInsets = EdgeInsets(
    top: geometry.safeAreaInsets.top, leading: geometry.safeAreaInsets.leading,
    bottom: geometry.safeAreaInsets.bottom, trailing: geometry.safeAreaInsets.trailing)
  return "\(copy.size) \(copy.safeAreaInsets.leading)"
}

// MARK: - MessageHostingView.swift

/// Hosting views are `UIView`s: built and shown from main-actor code, with each initializer.
@available(iOS 14.0, *)
@MainActor
func upstreamShowHostingViews(message: UpstreamConvertibleMessage, instance: SwiftMessages) {
  let plain = MessageHostingView(id: "plain", content: Text("Plain"))
  let built = MessageHostingView(message: message) { message, geometry in
    Text(message.text).frame(width: geometry.size.width)
  }
  let converted = MessageHostingView(message: message)
  let ids: [String] = [plain.id, built.id, converted.id]
  _ = ids
  SwiftMessages.show(view: plain)
  instance.show(config: SwiftMessages.Config(), view: built)
  let view: UIView = converted
  SwiftMessages.show(view: view)
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

// MARK: - MessageViewConvertible.swift

/// Data that knows its SwiftUI view, declared the way upstream's demo declares `DemoMessage`
/// (`Identifiable` with a `String` id; `Equatable` comes with `MessageViewConvertible`).
@available(iOS 14.0, *)
struct UpstreamConvertibleMessage: Identifiable {
  let text: String
  var id: String { text }
}

@available(iOS 14.0, *)
extension UpstreamConvertibleMessage: MessageViewConvertible {
  func asMessageView() -> some View {
    Text(text).padding()
  }
}

/// `asMessageView()` is not isolated: generic code calls it from anywhere.
@available(iOS 14.0, *)
func upstreamMessageView<Message: MessageViewConvertible>(_ message: Message) -> Message.Content {
  message.asMessageView()
}

// MARK: - PhysicsAnimation.swift

func upstreamDescribe(_ placement: PhysicsAnimation.Placement) -> String {
  switch placement {
  case .top: return "top"
  case .center: return "center"
  case .bottom: return "bottom"
  }
}

@MainActor
func upstreamUsePhysicsAnimation(context: AnimationContext, delegate: UpstreamAnimationDelegate) {
  let animation = PhysicsAnimation()
  animation.placement = .top
  animation.showDuration = 0.6
  animation.hideDuration = 0.2
  animation.panHandler = PhysicsPanHandler()
  animation.panHandler.hideDelay = 0.3
  animation.delegate = delegate
  let current: AnimationDelegate? = animation.delegate
  _ = current
  animation.show(context: context) { completed in _ = completed }
  animation.hide(context: context) { _ in }
  animation.adjustMargins()
  let animator: Animator = animation
  _ = (animator.showDuration, animator.hideDuration)
}

// MARK: - PhysicsPanHandler.swift

/// `PhysicsPanHandler` is `open`.
final class UpstreamPanHandler: PhysicsPanHandler {}

@MainActor
func upstreamUsePhysicsPanHandler(context: AnimationContext, animator: Animator) {
  let handler = UpstreamPanHandler()
  handler.hideDelay = 0.1
  handler.configure(context: context, animator: animator)
  let state: PhysicsPanHandler.State? = handler.state
  _ = (state, handler.isOffScreen)
  let pan: UIPanGestureRecognizer = handler.pan
  _ = pan
  let newState = PhysicsPanHandler.State(
    messageView: context.messageView, containerView: context.containerView)
  let angularVelocity: CGFloat = newState.angularVelocity
  _ = angularVelocity
  newState.stop()
  let snapshot: PhysicsPanHandler.MotionSnapshot? = nil
  _ = snapshot
}

// MARK: - SwiftMessageModifier.swift

/// A message for the view-builder variants: `Equatable & Identifiable`, nothing more.
struct UpstreamPlainMessage: Equatable, Identifiable {
  let id: String
}

/// Every `swiftMessage` variant, with and without a config and an instance.
@available(iOS 14.0, *)
struct UpstreamModifierView: View {
  @State var message: UpstreamConvertibleMessage?
  @State var built: UpstreamPlainMessage?
  @State var measured: UpstreamPlainMessage?
  let swiftMessages: SwiftMessages
  let config: SwiftMessages.Config

  var body: some View {
    Text("Host")
      .swiftMessage(message: $message)
      .swiftMessage(message: $message, config: config, swiftMessages: swiftMessages)
      .swiftMessage(message: $built) { message in
        Text(message.id)
      }
      .swiftMessage(message: $built, config: config, swiftMessages: swiftMessages) { message in
        Text(message.id)
      }
      .swiftMessage(message: $measured) { message, geometry in
        Text(message.id).frame(width: geometry.size.width).padding(.top, geometry.safeAreaInsets.top)
      }
      .swiftMessage(message: $measured, config: config, swiftMessages: swiftMessages) { message, _ in
        Text(message.id)
      }
  }
}

// MARK: - SwiftMessages.swift

func upstreamDescribe(_ style: SwiftMessages.PresentationStyle) -> String {
  switch style {
  case .top: return "top"
  case .bottom: return "bottom"
  case .center: return "center"
  case .custom(let animator): return "custom \(animator)"
  }
}

func upstreamDescribe(_ context: SwiftMessages.PresentationContext) -> String {
  switch context {
  case .automatic: return "automatic"
  case .window(let windowLevel): return "window \(windowLevel.rawValue)"
  case .windowScene(let scene, let windowLevel): return "scene \(scene) \(windowLevel.rawValue)"
  case .viewController(let viewController): return "\(viewController)"
  case .view(let view): return "\(view)"
  }
}

/// Apps switch exhaustively over `Duration`: exactly upstream's four cases.
func upstreamSeconds(_ duration: SwiftMessages.Duration) -> TimeInterval? {
  switch duration {
  case .automatic: return 2
  case .forever: return nil
  case .seconds(let seconds): return seconds
  case .indefinite(let delay, let minimum): return delay + minimum
  }
}

func upstreamDescribe(_ haptic: SwiftMessages.Haptic) -> String {
  switch haptic {
  case .success: return "success"
  case .warning: return "warning"
  case .error: return "error"
  }
}

func upstreamDescribe(_ dimMode: SwiftMessages.DimMode) -> String {
  let flags = "\(dimMode.interactive) \(dimMode.modal)"
  switch dimMode {
  case .none: return "none " + flags
  case .gray(let interactive): return "gray \(interactive)"
  case .color(let color, let interactive): return "color \(color) \(interactive)"
  case .blur(let style, let alpha, let interactive): return "blur \(style.rawValue) \(alpha) \(interactive)"
  }
}

/// Event listeners are plain closures: they read `view` and `id` without isolation.
func upstreamDescribe(_ event: SwiftMessages.Event) -> String {
  let id: String? = event.id
  let view: UIView = event.view
  switch event {
  case .willShow(let shown): return "willShow \(shown) \(String(describing: id)) \(view)"
  case .didShow: return "didShow"
  case .willHide: return "willHide"
  case .didHide: return "didHide"
  }
}

/// Builds a configuration with every upstream field, from non-isolated code.
func upstreamConfig(windowScene: UIWindowScene, viewController: UIViewController, animator: Animator)
  -> SwiftMessages.Config
{
  var config = SwiftMessages.Config()
  config.presentationStyle = .bottom
  config.presentationStyle = .custom(animator: animator)
  config.presentationContext = .window(windowLevel: .statusBar)
  config.presentationContext = .windowScene(windowScene, windowLevel: .normal)
  config.presentationContext = .viewController(viewController)
  config.presentationContext = .view(viewController.view)
  config.duration = .seconds(seconds: 3)
  config.duration = .indefinite(delay: 1, minimum: 1)
  config.duration = .forever
  config.dimMode = .gray(interactive: true)
  config.dimMode = .color(color: .black, interactive: false)
  config.dimMode = .blur(style: .dark, alpha: 0.8, interactive: true)
  config.haptic = .error
  config.interactiveHide = false
  config.preferredStatusBarStyle = .lightContent
  config.prefersStatusBarHidden = true
  config.shouldAutorotate = false
  config.ignoreDuplicates = false
  config.eventListeners.append { event in _ = upstreamDescribe(event) }
  let listener: SwiftMessages.EventListener = { event in
    if case .didHide = event { print("hidden") }
  }
  config.eventListeners = [listener]
  config.becomeKeyWindow = true
  config.dimModeAccessibilityLabel = "Close"
  config.overrideUserInterfaceStyle = .dark
  config.windowViewController = { config in UpstreamWindowViewController(config: config) }
  config.keyboardTrackingView = KeyboardTrackingView()
  config.priority = 10
  _ = (
    config.presentationStyle, config.presentationContext, config.duration, config.dimMode, config.haptic,
    config.interactiveHide, config.preferredStatusBarStyle, config.prefersStatusBarHidden,
    config.shouldAutorotate, config.ignoreDuplicates, config.eventListeners, config.becomeKeyWindow,
    config.dimModeAccessibilityLabel, config.overrideUserInterfaceStyle, config.windowViewController,
    config.keyboardTrackingView, config.priority
  )
  return config
}

/// Subclasses `SwiftMessages` and overrides its `open` members.
final class UpstreamMessenger: SwiftMessages {
  override var pauseBetweenMessages: TimeInterval {
    didSet {}
  }

  override func show(config: SwiftMessages.Config, view: UIView) {
    super.show(config: config, view: view)
  }

  nonisolated override func show(
    config: SwiftMessages.Config, viewProvider: @escaping SwiftMessages.ViewProvider
  ) {
    super.show(config: config, viewProvider: viewProvider)
  }

  override func hide(animated: Bool = true) {
    super.hide(animated: animated)
  }

  override func hideAll() {
    super.hideAll()
  }

  override func hide(id: String) {
    super.hide(id: id)
  }

  override func hideCounted(id: String) {
    super.hideCounted(id: id)
  }
}

/// The members that upstream leaves non-isolated: the initializer (for dependency injection
/// containers), `sharedInstance` and `show(config:viewProvider:)`.
func upstreamUseSwiftMessagesOffMain(config: SwiftMessages.Config) -> SwiftMessages {
  let messages = SwiftMessages()
  let provider: SwiftMessages.ViewProvider = { MessageView.viewFromNib(layout: .statusLine) }
  messages.show(config: config, viewProvider: provider)
  SwiftMessages.sharedInstance.show(config: config, viewProvider: provider)
  _ = UpstreamMessenger()
  return messages
}

/// The main-actor instance API.
@MainActor
func upstreamUseSwiftMessages(view: UIView, config: SwiftMessages.Config) throws {
  let messages = SwiftMessages()
  messages.defaultConfig = config
  messages.defaultConfig.duration = .automatic
  messages.pauseBetweenMessages = 0.2
  messages.show(config: config, view: view)
  messages.show(view: view)
  messages.show(viewProvider: { view })
  messages.show(config: config, viewProvider: { view })
  messages.hide()
  messages.hide(animated: false)
  messages.hideAll()
  messages.hide(id: "id")
  messages.hideCounted(id: "id")
  let count: Int = messages.count(id: "id")
  messages.set(count: count + 1, for: "id")
  let current: MessageView? = messages.current()
  let currentWithID: MessageView? = messages.current(id: "id")
  let queued: UIView? = messages.queued(id: "id")
  let currentOrQueued: BaseView? = messages.currentOrQueued(id: "id")
  _ = (current, currentWithID, queued, currentOrQueued)
  let animator = UpstreamFadeAnimator()
  messages.hide(animator: animator)
  messages.panStarted(animator: animator)
  messages.panEnded(animator: animator)
  let delegate: AnimationDelegate = messages
  _ = delegate

  let byType: UpstreamMessageView = try SwiftMessages.viewFromNib()
  let byTypeOwned: UpstreamMessageView = try SwiftMessages.viewFromNib(NSNull())
  let named: MessageView = try SwiftMessages.viewFromNib(named: "CardView")
  let namedOwned: MessageView = try SwiftMessages.viewFromNib(named: "CardView", filesOwner: NSNull())
  let inBundle: MessageView = try SwiftMessages.viewFromNib(named: "CardView", bundle: Bundle.main)
  let inBundleOwned: MessageView = try SwiftMessages.viewFromNib(
    named: "CardView", bundle: Bundle.main, filesOwner: NSNull())
  _ = (byType, byTypeOwned, named, namedOwned, inBundle, inBundleOwned)
}

/// The static façade over the shared instance.
@MainActor
func upstreamUseStaticAPI(view: UIView, config: SwiftMessages.Config) {
  SwiftMessages.show(viewProvider: { view })
  SwiftMessages.show(config: config, viewProvider: { view })
  SwiftMessages.show(view: view)
  SwiftMessages.show(config: config, view: view)
  SwiftMessages.hide()
  SwiftMessages.hide(animated: true)
  SwiftMessages.hideAll()
  SwiftMessages.hide(id: "id")
  SwiftMessages.hideCounted(id: "id")
  SwiftMessages.defaultConfig = config
  SwiftMessages.defaultConfig.presentationStyle = .center
  let defaultConfig: SwiftMessages.Config = SwiftMessages.defaultConfig
  _ = defaultConfig
  SwiftMessages.pauseBetweenMessages = 0
  let pause: TimeInterval = SwiftMessages.pauseBetweenMessages
  _ = pause
  let current: MessageView? = SwiftMessages.current(id: "id")
  let queued: MessageView? = SwiftMessages.queued(id: "id")
  let currentOrQueued: MessageView? = SwiftMessages.currentOrQueued(id: "id")
  _ = (current, queued, currentOrQueued)
  let count: Int = SwiftMessages.count(id: "id")
  SwiftMessages.set(count: count, for: "id")
}

// MARK: - SwiftMessagesHideAction.swift

/// The environment's hide action, called with `animated:` from a button, as in upstream's demo.
struct UpstreamHidingView: View {
  @Environment(\.swiftMessagesHide) private var hide

  var body: some View {
    Button("Hide") { hide(animated: true) }
  }
}

/// The action is a plain value: made, stored in the environment and called on the main actor.
@MainActor
func upstreamHideAction(environment: EnvironmentValues) -> EnvironmentValues {
  let action = SwiftMessagesHideAction()
  action(animated: false)
  action.callAsFunction(animated: true)
  var values = environment
  values.swiftMessagesHide = action
  values.swiftMessagesHide(animated: true)
  return values
}

// MARK: - SwiftMessagesSegue.swift

/// Subclassed as upstream's demo and ViewControllers.md do: the initializer and `perform()`
/// overridden, the options set in the initializer (`super.` included, SwiftMessages #298).
final class UpstreamSegue: SwiftMessagesSegue {
  override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .bottomCard)
    dimMode = .blur(style: .dark, alpha: 0.9, interactive: true)
    super.interactiveHide = false
    messageView.configureNoDropShadow()
    containerView.cornerRadius = 20
    keyboardTrackingView = KeyboardTrackingView()
  }

  override func perform() {
    super.perform()
  }
}

/// Apps switch exhaustively over `Layout`: exactly upstream's seven cases.
func upstreamDescribe(_ layout: SwiftMessagesSegue.Layout) -> String {
  switch layout {
  case .topMessage: return "top message"
  case .bottomMessage: return "bottom message"
  case .topCard: return "top card"
  case .topTab: return "top tab"
  case .bottomCard: return "bottom card"
  case .bottomTab: return "bottom tab"
  case .centered: return "centered"
  }
}

/// …and over `Containment`: exactly upstream's three cases.
func upstreamDescribe(_ containment: SwiftMessagesSegue.Containment) -> String {
  switch containment {
  case .content: return "content"
  case .background: return "background"
  case .backgroundVertical: return "background vertical"
  }
}

/// Uses every public member of the segue, from non-isolated code as Swift 5 apps do.
func upstreamUseSegue(source: UIViewController, destination: UIViewController) {
  let segue = SwiftMessagesSegue(identifier: nil, source: source, destination: destination)
  segue.configure(layout: .topMessage)
  segue.presentationStyle = .bottom
  segue.presentationStyle = .center
  let style: SwiftMessages.PresentationStyle = segue.presentationStyle
  segue.dimMode = .gray(interactive: true)
  let dim: SwiftMessages.DimMode = segue.dimMode
  segue.duration = .seconds(seconds: 5)
  let duration: SwiftMessages.Duration = segue.duration
  segue.interactiveHide = false
  let interactive: Bool = segue.interactiveHide
  segue.eventListeners.append { event in
    if case .didHide = event { print("dismissed") }
  }
  let listeners: [SwiftMessages.EventListener] = segue.eventListeners
  segue.keyboardTrackingView = KeyboardTrackingView()
  let tracker: KeyboardTrackingView? = segue.keyboardTrackingView
  segue.overrideModalPresentationStyle = false
  let overrides: Bool = segue.overrideModalPresentationStyle
  segue.messageView = BaseView()
  segue.messageView.configureDropShadow()
  segue.messageView.layoutMarginAdditions = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
  segue.messageView.collapseLayoutMarginAdditions = true
  segue.containerView = CornerRoundingView()
  segue.containerView.cornerRadius = 20
  segue.containerView.roundsLeadingCorners = true
  segue.containment = .background
  let containment: SwiftMessagesSegue.Containment = segue.containment
  let layout: SwiftMessagesSegue.Layout = .centered
  segue.configure(layout: layout)
  let delegate: UIViewControllerTransitioningDelegate = segue
  _ = segue.animationController(forPresented: destination, presenting: source, source: source)
  _ = segue.animationController(forDismissed: destination)
  let storyboardSegue: UIStoryboardSegue = UpstreamSegue(
    identifier: "x", source: source, destination: destination)
  _ = (
    style, dim, duration, interactive, listeners, tracker, overrides, containment, delegate, storyboardSegue
  )
  segue.perform()
}

/// Configures a storyboard segue in `prepare(for:sender:)`, as ViewControllers.md shows.
final class UpstreamSeguePresenter: UIViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if let segue = segue as? SwiftMessagesSegue {
      segue.configure(layout: .bottomCard)
      segue.dimMode = .blur(style: .dark, alpha: 0.9, interactive: true)
      segue.messageView.configureNoDropShadow()
    }
  }

  /// A presentation from a window of its own.
  func presentAboveEverything(_ destination: UIViewController) {
    var config = SwiftMessages.defaultConfig
    config.presentationContext = .window(windowLevel: .normal)
    let segue = SwiftMessagesSegue(
      identifier: nil, source: WindowViewController(config: config), destination: destination)
    segue.perform()
  }

  @objc @IBAction private func dismissPresented(segue: UIStoryboardSegue) {
    dismiss(animated: true, completion: nil)
  }
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

// MARK: - TopBottomAnimation.swift, TopBottomAnimationStyle.swift

func upstreamDescribe(_ style: TopBottomAnimationStyle) -> String {
  switch style {
  case .top: return "top"
  case .bottom: return "bottom"
  }
}

@MainActor
func upstreamUseTopBottomAnimation(context: AnimationContext, delegate: UpstreamAnimationDelegate) {
  let animation = TopBottomAnimation(style: .top)
  let style: TopBottomAnimationStyle = animation.style
  _ = style
  animation.delegate = delegate
  animation.showDuration = 0.5
  animation.hideDuration = 0.3
  animation.springDamping = 1
  animation.closeSpeedThreshold = 500
  animation.closePercentThreshold = 0.5
  animation.closeAbsoluteThreshold = 50
  let pan: UIPanGestureRecognizer = animation.panGestureRecognizer
  _ = pan
  animation.show(context: context) { _ in }
  animation.hide(context: context) { _ in }
  animation.adjustMargins()
  var config = SwiftMessages.Config()
  config.presentationStyle = .custom(animator: animation)
}

// MARK: - UIEdgeInsets+Extensions.swift

func upstreamInsetArithmetic() -> UIEdgeInsets {
  let a = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
  let b = UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1)
  return (a + b) - a
}

// MARK: - Weak.swift

func upstreamWeakBox(view: UIView) -> UIView? {
  let box = Weak<UIView>(value: view)
  box.value = nil
  let empty = Weak<UIView>(value: nil)
  return box.value ?? empty.value
}

// MARK: - WindowScene.swift

func upstreamScene(_ scene: UIWindowScene) -> WindowScene { scene }

/// `WindowScene` is a plain marker protocol: any type may adopt it.
struct UpstreamSceneMarker: WindowScene {}

// MARK: - WindowViewController.swift

/// Subclasses `WindowViewController` (via `Config.windowViewController`) and overrides its
/// `open` members.
final class UpstreamWindowViewController: WindowViewController {
  override var shouldAutorotate: Bool { false }
  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
  override var prefersStatusBarHidden: Bool { true }

  override init(config: SwiftMessages.Config) {
    super.init(config: config)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }
}

func upstreamMakeWindowViewController() -> [WindowViewController] {
  [WindowViewController(), WindowViewController(config: SwiftMessages.Config())]
}
#endif
