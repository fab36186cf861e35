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
/// - **Containment.** As in SwiftMessages 10, the hosting controller is created once and is
///   never added as a child of an app's view controller (containers that lay out or count
///   their `children` see no extra child). Its view sits in the message, so traits (dark mode,
///   Dynamic Type) reach the content through the view hierarchy.
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
  /// Created once; its root is empty until the hosting view knows its container.
  let hostingController = UIHostingController(rootView: AnyView(EmptyView()))
  /// The container geometry the content was last built with; `nil` before it was built.
  private var builtGeometry: MessageGeometry?

  init(id: String, makeContent: @escaping (MessageGeometryProxy) -> Content) {
    self.id = id
    self.makeContent = makeContent
    link = MessageHostLink()
    super.init(frame: .zero)
    backgroundColor = .clear
    // SwiftMessages' animators own the margins; until one applies them there are none.
    layoutMargins = .zero
    insetsLayoutMarginsFromSafeArea = false
    preservesSuperviewLayoutMargins = false
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

  /// Not available: a `MessageHostingView` is created in code, around its SwiftUI content.
  /// Decoding one from a nib or storyboard gives `nil` instead of trapping.
  @available(*, unavailable)
  required init?(coder: NSCoder) {
    return nil
  }

  /// Rebuilds the content: a re-created modifier adopting the message, or (`contentChanged`) a
  /// bound value that kept its id, for which the queue restarts the auto-hide countdown.
  func updateContent(_ makeContent: @escaping (MessageGeometryProxy) -> Content, contentChanged: Bool) {
    self.makeContent = makeContent
    if let builtGeometry { render(builtGeometry) }
    guard contentChanged else { return }
    // Let SwiftUI apply the new root view before its texts are read.
    hostingController.view.layoutIfNeeded()
    link.contentChanged(text: accessibilityMessage)
  }

  // MARK: - Layout

  /// Stops following the geometry of the container the view leaves.
  public override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    (superview as? MaskingView)?.onContainerGeometryChange = nil
  }

  /// Follows the new container's geometry and builds the content for it.
  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard let container = superview else { return }
    (container as? MaskingView)?.onContainerGeometryChange = { [weak self] in self?.update() }
    update()
  }

  /// Rebuilds the content when the container's geometry changed and passes the margins
  /// SwiftMessages manages to the content as safe area.
  public override func layoutSubviews() {
    super.layoutSubviews()
    update()
  }

  /// Rebuilds the content for the new safe area and passes it on to the content.
  public override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    update()
  }

  /// Passes the margins an animator applied (safe area and bounce) to the content as safe
  /// area.
  public override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    update()
  }

  /// Gives the content the margins SwiftMessages manages (safe area and bounce) as safe area,
  /// and rebuilds it when the container's size, safe area or keyboard changed.
  private func update() {
    let extra = UIEdgeInsets(
      HostedMessageLayout.additionalSafeArea(
        margins: LayoutInsets(layoutMargins), safeArea: LayoutInsets(safeAreaInsets)))
    if hostingController.additionalSafeAreaInsets != extra {
      hostingController.additionalSafeAreaInsets = extra
      // Before iOS 16 (no `sizingOptions`) the hosted view would keep its old intrinsic size.
      hostingController.view.invalidateIntrinsicContentSize()
    }
    guard let container = superview else { return }
    let tracker = (container as? MaskingView)?.keyboardTrackingView
    let geometry = MessageGeometry(
      containerSize: container.bounds.size, safeArea: LayoutInsets(container.safeAreaInsets),
      keyboardTrackerHeight: tracker?.bounds.height,
      isKeyboardTrackerInContainer: tracker?.superview === container,
      isRightToLeft: container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    guard geometry != builtGeometry else { return }
    render(geometry)
  }

  private func render(_ geometry: MessageGeometry) {
    builtGeometry = geometry
    hostingController.rootView = AnyView(
      makeContent(MessageGeometryProxy(geometry)).modifier(HostedMessageChrome(link: link)))
    // Before iOS 16 (no `sizingOptions`) the hosted view would keep its old intrinsic size.
    hostingController.view.invalidateIntrinsicContentSize()
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
    guard let hit = super.hitTest(point, with: event) else { return nil }
    let hosted: UIView = hostingController.view
    let takesTouch = HostedMessageLayout.takesTouch(
      at: convert(point, to: hosted), hitsHostingViewItself: hit === self, bounds: hosted.bounds,
      safeArea: LayoutInsets(hosted.safeAreaInsets), contentSize: link.contentSize)
    return takesTouch ? hit : nil
  }
}

@available(iOS 14.0, *)
extension MessageHostingView: MarginAdjustable, BackgroundViewable {
  /// The hosting controller's view: the pan gesture attaches to it, and it only receives
  /// touches on the content.
  public var backgroundView: UIView! { hostingController.view }
}

@available(iOS 14.0, *)
extension MessageHostingView: AccessibleMessage {
  /// What VoiceOver announces: the labels of the content's accessibility elements that are
  /// not buttons, joined with commas (give the content an `accessibilityLabel` to choose the
  /// sentence). `nil` while the content exposes none (before it is built, which happens when
  /// the message enters its container).
  public var accessibilityMessage: String? {
    let elements = MessageText.elements(
      below: hostingController.view as NSObject, children: Self.accessibilityChildren(of:),
      element: { node in
        guard node.isAccessibilityElement else { return nil }
        return MessageText.Element(
          label: node.accessibilityLabel, isButton: node.accessibilityTraits.contains(.button))
      })
    return MessageText.announcement(elements: elements)
  }

  /// `nil`: the view stays a container, so VoiceOver reaches every element of the content.
  public var accessibilityElement: NSObject? { nil }

  /// `nil`: the content's elements are reached through the view.
  public var additionalAccessibilityElements: [NSObject]? { nil }

  /// A node's children as VoiceOver orders them: its accessibility elements, or its subviews.
  private static func accessibilityChildren(of container: NSObject) -> [NSObject] {
    if let listed = container.accessibilityElements { return listed.compactMap { $0 as? NSObject } }
    let count = container.accessibilityElementCount()
    if count > 0, count != NSNotFound {
      return (0..<count).compactMap { container.accessibilityElement(at: $0) as? NSObject }
    }
    return (container as? UIView)?.subviews ?? []
  }
}

@available(iOS 14.0, *)
extension MessageHostingView: MessageEventObserving {
  func observe(_ event: QueueEvent, from instance: SwiftMessages?) {
    link.record(event, from: instance)
    guard case .didShow(let token, _) = event, let instance else { return }
    // Queued before its content existed, the message had no text: the text it shows now sets
    // its reading time (the countdown starts now, so restarting it changes nothing else).
    let text = accessibilityMessage
    guard instance.engine.machine.request(for: token)?.text != text else { return }
    instance.engine.contentChanged(token, text: text)
  }
}

/// A size measurement for hit testing (by SwiftUI, not from private layers) and the hide action;
/// non-generic, so its view types are built once.
@available(iOS 14.0, *)
private struct HostedMessageChrome: ViewModifier {
  let link: MessageHostLink

  func body(content: Content) -> some View {
    content
      .background(
        GeometryReader { proxy in
          Color.clear.preference(key: HostedContentSizeKey.self, value: proxy.size)
        }
      )
      .onPreferenceChange(HostedContentSizeKey.self) { [weak link] size in
        MainThread.run { link?.contentSize = size }
      }
      .environment(\.swiftMessagesHide, SwiftMessagesHideAction(link: link))
  }
}

/// The size of a message's content as SwiftUI lays it out.
private struct HostedContentSizeKey: PreferenceKey {
  static let defaultValue: CGSize? = nil

  static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {
    value = nextValue() ?? value
  }
}

/// A message view that hears its own queue events, with the instance showing it.
@MainActor
protocol MessageEventObserving: AnyObject {
  /// Called for every event of the message this view is the payload of, after its
  /// `Config.eventListeners`. `instance` is `nil` once the instance is released.
  func observe(_ event: QueueEvent, from instance: SwiftMessages?)
}

/// What a hosted SwiftUI message knows of its presentation; the hide action holds it weakly.
@MainActor
final class MessageHostLink {
  /// The instance showing the message, from `willShow` on.
  weak var instance: SwiftMessages?
  /// The message's token in that instance, from `willShow` on.
  var token: MessageToken?
  /// The content's size as SwiftUI measured it; `nil` before the first measurement.
  var contentSize: CGSize?
  /// The number of the `swiftMessage` presentation the message belongs to; 0 when no modifier
  /// created it (a re-created modifier may adopt only a modifier's message, once its own is gone).
  var number = 0
  /// The modifier's coordinator the message belongs to; `nil` once that is gone. It hears the
  /// message's `willHide` and its terminal event (``QueueEvent/isTerminal``).
  weak var owner: MessageBindingCoordinator?

  nonisolated init() {}

  func record(_ event: QueueEvent, from instance: SwiftMessages?) {
    switch event {
    case .willShow(let token, _):
      self.instance = instance
      self.token = token
    case .didShow:
      break
    case .willHide:
      owner?.hiding(number)
    case .didHide(let ended, _, _), .dropped(let ended, _, _), .failed(let ended, _, _):
      if token == ended {
        self.instance = nil
        token = nil
      }
      owner?.ended(number)
    }
  }

  /// Tells the instance showing the message that its content changed (new text, countdown restarted).
  func contentChanged(text: String?) {
    guard let instance, let token else { return }
    instance.engine.contentChanged(token, text: text)
  }

  func hide(animated: Bool) {
    guard let instance, let token else { return }
    instance.engine.hide(token, reason: .programmatic, animated: animated)
  }
}
#endif
