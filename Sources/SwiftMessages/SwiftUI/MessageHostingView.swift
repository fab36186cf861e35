#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// A message view that hosts SwiftUI content, for `SwiftMessages.show(view:)` or the
/// `swiftMessage` modifiers (which create it for you).
///
/// ```swift
/// let view = MessageHostingView(id: "saved", content: SavedToast())
/// SwiftMessages.show(view: view)
/// ```
///
/// Compared with SwiftMessages 10's:
/// - **Margins.** It is ``MarginAdjustable`` with a 5 pt bounce offset: the slide's spring
///   never shows a gap, and the bounce never clips the content (#538), which SwiftUI lays out
///   inside the safe area the message overlaps plus the bounce.
/// - **Touches.** Only the content takes touches (``BackgroundViewable``: the pan gesture that
///   swipes the message away attaches to the hosted view, and everything outside the content
///   passes through), measured by SwiftUI rather than guessed from private layers. Content
///   that reaches the safe area also takes the touches on the inset beyond it (a banner's
///   status-bar strip).
/// - **Geometry.** The ``MessageGeometryProxy`` follows the container's size, safe area and
///   keyboard (see `MessageGeometry`).
/// - **Size.** Content that grows or shrinks (an update in place) resizes the message, on
///   iOS 14 and 15 too.
/// - **Containment.** The hosting controller is created once and becomes a child of the view
///   controller the message is shown in before the message enters it, so it gets appearance
///   calls and trait changes (see `HostContainment`: never a navigation, tab bar, split or
///   page controller).
/// - **VoiceOver.** It is an ``AccessibleMessage``: the content's texts are announced, and
///   the text measured once the message has shown sets its reading time
///   (`Config.readingTime`, and the time VoiceOver adds).
/// - **Hiding.** `@Environment(\.swiftMessagesHide)` inside the content hides this message.
@available(iOS 14.0, *)
public class MessageHostingView<Content>: UIView, Identifiable where Content: View {
  // MARK: - API

  /// The message's id (duplicates, `hide(id:)`, lookups).
  public let id: String

  /// Hosts `content` under `id`.
  public convenience init(id: String, content: Content) {
    self.init(id: id, makeContent: { _ in content })
  }

  /// Hosts the view `content` builds for `message` and the container's geometry; the id is
  /// the message's (`Swift.Identifiable`; a `String` id is used as is).
  public convenience init<Message>(
    message: Message, @ViewBuilder content: @escaping (Message, MessageGeometryProxy) -> Content
  ) where Message: Identifiable {
    self.init(id: MessageIdentity.string(from: message.id), makeContent: { content(message, $0) })
  }

  /// Hosts `message.asMessageView()` under the message's id.
  public convenience init<Message>(message: Message)
  where Message: MessageViewConvertible, Message.Content == Content {
    self.init(id: MessageIdentity.string(from: message.id), content: message.asMessageView())
  }

  // MARK: - MarginAdjustable

  /// Margins added to the safe area the content is laid out in. Zero by default.
  public var layoutMarginAdditions: UIEdgeInsets = .zero
  /// Whether additions and safe area combine with `max` (`true`) or `+`. `true` by default.
  public var collapseLayoutMarginAdditions = true
  /// Whether the safe area counts in the margins. `true` by default. SwiftUI content always
  /// keeps at least UIKit's safe area; let backgrounds extend with `ignoresSafeArea`.
  public var respectSafeArea = true
  /// How far the view extends past the edge it slides from, so the spring never shows a gap;
  /// the content is inset by it. 5 by default (`MarginAdjustment/defaultBounceOffset`).
  public var bounceAnimationOffset: CGFloat = MarginAdjustment.defaultBounceOffset

  // MARK: - State

  let link: MessageHostLink
  private var makeContent: (MessageGeometryProxy) -> Content
  /// The controller hosting the content, created once.
  let hostingController: UIHostingController<HostedMessageRoot<Content>>
  /// The container geometry the content was last built with; `nil` before it was built.
  private var builtGeometry: MessageGeometry?
  /// The parent the hosting controller was told it moved to (`didMove(toParent:)`).
  private weak var announcedParent: UIViewController?

  /// Hosts the content `makeContent` builds from the container's geometry.
  init(id: String, makeContent: @escaping (MessageGeometryProxy) -> Content) {
    self.id = id
    self.makeContent = makeContent
    let link = MessageHostLink()
    self.link = link
    hostingController = UIHostingController(rootView: HostedMessageRoot(content: nil, link: link))
    super.init(frame: .zero)
    backgroundColor = .clear
    // SwiftMessages' animators own the margins; until one applies them there are none.
    layoutMargins = .zero
    insetsLayoutMarginsFromSafeArea = false
    preservesSuperviewLayoutMargins = false
    installHostedView()
  }

  /// Not available: a `MessageHostingView` is created in code, around its SwiftUI content.
  /// Decoding one from a nib or storyboard gives `nil` instead of trapping.
  @available(*, unavailable)
  required init?(coder: NSCoder) {
    return nil
  }

  /// Rebuilds the content with `makeContent`. `isNewContent` is `true` for a change of the
  /// bound value that kept its id: the queue then restarts the message's auto-hide countdown
  /// and takes its new text (``QueueStateMachine/Event/contentChanged(_:text:at:)``); `false`
  /// when a re-created modifier adopts the message (same content, its own closures).
  func updateContent(_ makeContent: @escaping (MessageGeometryProxy) -> Content, isNewContent: Bool) {
    self.makeContent = makeContent
    guard let builtGeometry else { return }
    render(builtGeometry)
    guard isNewContent, let instance = link.instance, let token = link.token else { return }
    // Let SwiftUI apply the new root view before its texts are read.
    hostingController.view.layoutIfNeeded()
    instance.engine.contentChanged(token, text: accessibilityMessage)
  }

  // MARK: - Layout

  private func installHostedView() {
    if #available(iOS 16.0, *) {
      // Content that grows (an update in place) resizes the message.
      hostingController.sizingOptions = .intrinsicContentSize
    }
    let hosted: UIView = hostingController.view
    hosted.backgroundColor = .clear
    hosted.translatesAutoresizingMaskIntoConstraints = false
    addSubview(hosted)
    NSLayoutConstraint.activate([
      hosted.topAnchor.constraint(equalTo: topAnchor),
      hosted.bottomAnchor.constraint(equalTo: bottomAnchor),
      hosted.leftAnchor.constraint(equalTo: leftAnchor),
      hosted.rightAnchor.constraint(equalTo: rightAnchor),
    ])
  }

  /// Makes the hosting controller a child of the view controller above `newSuperview` before
  /// the view enters it, or starts removing it from its parent when the view leaves.
  public override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    (superview as? MaskingView)?.onContainerGeometryChange = nil
    guard let newSuperview else {
      if hostingController.parent != nil { hostingController.willMove(toParent: nil) }
      return
    }
    let parent = Self.adoptingParent(above: newSuperview)
    guard hostingController.parent !== parent else { return }
    detachFromParent()
    parent?.addChild(hostingController)
  }

  /// Completes the containment change of ``willMove(toSuperview:)``, follows the new
  /// container's geometry and builds the content for it.
  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard let container = superview else {
      if hostingController.parent != nil { hostingController.removeFromParent() }
      announcedParent = nil
      return
    }
    announceParent()
    (container as? MaskingView)?.onContainerGeometryChange = { [weak self] in self?.updateGeometry() }
    updateGeometry()
  }

  /// Moves the hosting controller to another parent when the view controller above the
  /// message changed while the message stayed in its container.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    guard let container = superview else { return }
    let parent = Self.adoptingParent(above: container)
    guard hostingController.parent !== parent else { return }
    detachFromParent()
    parent?.addChild(hostingController)
    announceParent()
  }

  /// Rebuilds the content when the container's geometry changed and passes the margins
  /// SwiftMessages manages to the content as safe area.
  public override func layoutSubviews() {
    super.layoutSubviews()
    updateGeometry()
    updateContentSafeArea()
  }

  /// Rebuilds the content for the new safe area and passes it on to the content.
  public override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateGeometry()
    updateContentSafeArea()
  }

  /// Passes the margins an animator applied (safe area and bounce) to the content as safe
  /// area.
  public override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    updateContentSafeArea()
  }

  /// Rebuilds the content when the container's size, safe area or keyboard changed.
  private func updateGeometry() {
    guard let container = superview else { return }
    let tracker = (container as? MaskingView)?.keyboardTrackingView
    let trackerHeight = tracker?.superview === container ? tracker?.bounds.height ?? 0 : 0
    let geometry = MessageGeometry(
      containerSize: container.bounds.size, safeArea: LayoutInsets(container.safeAreaInsets),
      keyboardOverlap: trackerHeight,
      isRightToLeft: container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    guard geometry != builtGeometry else { return }
    render(geometry)
  }

  private func render(_ geometry: MessageGeometry) {
    builtGeometry = geometry
    hostingController.rootView = HostedMessageRoot(
      content: makeContent(MessageGeometryProxy(geometry)), link: link)
    invalidateHostedSizeBeforeIOS16()
  }

  /// Gives the content the margins SwiftMessages manages (safe area and bounce) as safe area.
  private func updateContentSafeArea() {
    let extra = UIEdgeInsets(
      HostedMessageLayout.additionalSafeArea(
        margins: LayoutInsets(layoutMargins), safeArea: LayoutInsets(safeAreaInsets)))
    guard hostingController.additionalSafeAreaInsets != extra else { return }
    hostingController.additionalSafeAreaInsets = extra
    invalidateHostedSizeBeforeIOS16()
  }

  /// Before iOS 16 (no `sizingOptions`) the hosted view keeps its intrinsic size when its root
  /// view or safe area changes: ask it to measure again.
  private func invalidateHostedSizeBeforeIOS16() {
    if #available(iOS 16.0, *) { return }
    hostingController.view.invalidateIntrinsicContentSize()
  }

  // MARK: - Containment

  private func detachFromParent() {
    guard hostingController.parent != nil else { return }
    hostingController.willMove(toParent: nil)
    hostingController.removeFromParent()
    announcedParent = nil
  }

  private func announceParent() {
    guard let parent = hostingController.parent, announcedParent !== parent else { return }
    hostingController.didMove(toParent: parent)
    announcedParent = parent
  }

  /// The view controller that adopts the hosting controller in `container`, if any.
  private static func adoptingParent(above container: UIView) -> UIViewController? {
    var responder: UIResponder? = container
    while let current = responder, !(current is UIViewController) { responder = current.next }
    let nearest = responder as? UIViewController
    return HostContainment.adoptsParent(nearest: nearest.map(kind(of:))) ? nearest : nil
  }

  private static func kind(of controller: UIViewController) -> HostContainment.ControllerKind {
    switch controller {
    case is UINavigationController: return .navigation
    case is UITabBarController: return .tabBar
    case is UISplitViewController: return .split
    case is UIPageViewController: return .page
    case is SwiftUIHostingController: return .swiftUIHosting
    default: return .plain
    }
  }

  // MARK: - Touches and VoiceOver

  /// Always `false`: the view is a container of the content's elements (making it an element
  /// would hide the content's buttons from VoiceOver). Setting it has no effect, so the
  /// presenter's VoiceOver set-up, which makes an ``AccessibleMessage``'s element an element,
  /// leaves the content reachable.
  public override var isAccessibilityElement: Bool {
    get { false }
    set {}
  }

  /// Takes touches on the content only (see `HostedMessageLayout`); the rest pass through.
  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hit = super.hitTest(point, with: event), hit !== self else { return nil }
    let hosted: UIView = hostingController.view
    let region = HostedMessageLayout.hitRegion(
      bounds: hosted.bounds, safeArea: LayoutInsets(hosted.safeAreaInsets), contentSize: link.contentSize)
    return region.contains(convert(point, to: hosted)) ? hit : nil
  }
}

/// Any `UIHostingController`, whatever its root view: an app's SwiftUI screen.
private protocol SwiftUIHostingController {}

extension UIHostingController: SwiftUIHostingController {}
#endif
