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
/// - **Touches.** Only the content takes touches (``BackgroundViewable``: the swipe and tap
///   gestures attach to the hosted view, and everything outside the content passes through),
///   measured by SwiftUI rather than guessed from private layers. Content that reaches the
///   safe area also takes the touches on the inset beyond it (a banner's status-bar strip).
/// - **Geometry.** The ``MessageGeometryProxy`` follows the container's size and safe area.
/// - **Containment.** The hosting controller is created once and becomes a child of the view
///   controller the message is shown in (unless that is a navigation, tab bar, split or page
///   controller).
/// - **VoiceOver.** It is an ``AccessibleMessage``: the content's texts are announced.
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
  /// the content is inset by it. 5 by default.
  public var bounceAnimationOffset: CGFloat = 5

  // MARK: - State

  let link: MessageHostLink
  private var makeContent: (MessageGeometryProxy) -> Content
  private let hostingController: UIHostingController<HostedMessageRoot<Content>>
  /// The container geometry the content was last built with; `nil` before it was built.
  private var builtGeometry: MessageGeometry?

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

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("MessageHostingView is created in code")
  }

  /// Rebuilds the content with `makeContent` (a change of the bound value that kept its id).
  func updateContent(_ makeContent: @escaping (MessageGeometryProxy) -> Content) {
    self.makeContent = makeContent
    guard let builtGeometry else { return }
    render(builtGeometry)
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

  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    updateContainment()
    updateGeometry()
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    updateGeometry()
    updateContentSafeArea()
  }

  public override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateGeometry()
    updateContentSafeArea()
  }

  public override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    updateContentSafeArea()
  }

  /// Rebuilds the content when the container's size or safe area changed.
  private func updateGeometry() {
    guard let container = superview else { return }
    let geometry = MessageGeometry(
      containerSize: container.bounds.size, safeArea: LayoutInsets(container.safeAreaInsets),
      isRightToLeft: container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    guard geometry != builtGeometry else { return }
    render(geometry)
  }

  private func render(_ geometry: MessageGeometry) {
    builtGeometry = geometry
    hostingController.rootView = HostedMessageRoot(
      content: makeContent(MessageGeometryProxy(geometry)), link: link)
  }

  /// Gives the content the margins SwiftMessages manages (safe area and bounce) as safe area.
  private func updateContentSafeArea() {
    let extra = UIEdgeInsets(
      HostedMessageLayout.additionalSafeArea(
        margins: LayoutInsets(layoutMargins), safeArea: LayoutInsets(safeAreaInsets)))
    guard hostingController.additionalSafeAreaInsets != extra else { return }
    hostingController.additionalSafeAreaInsets = extra
  }

  // MARK: - Containment

  /// Makes the hosting controller a child of the view controller the message is shown in.
  private func updateContainment() {
    let nearest = superview.flatMap(Self.nearestViewController(from:))
    let parent = HostContainment.adoptsParent(nearest: nearest.map(Self.role(of:))) ? nearest : nil
    guard hostingController.parent !== parent else { return }
    if hostingController.parent != nil {
      hostingController.willMove(toParent: nil)
      hostingController.removeFromParent()
    }
    guard let parent else { return }
    parent.addChild(hostingController)
    hostingController.didMove(toParent: parent)
  }

  private static func nearestViewController(from view: UIView) -> UIViewController? {
    var responder: UIResponder? = view
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }

  private static func role(of controller: UIViewController) -> HostContainment.Role {
    switch controller {
    case is UINavigationController, is UITabBarController, is UISplitViewController,
      is UIPageViewController:
      return .container
    default:
      return .content
    }
  }

  // MARK: - Touches and VoiceOver

  /// Always `false`: the view is a container of the content's elements (making it an element
  /// would hide the content's buttons from VoiceOver).
  public override var isAccessibilityElement: Bool {
    get { false }
    set {}
  }

  /// Takes touches on the content only (see ``HostedMessageLayout``); the rest pass through.
  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hit = super.hitTest(point, with: event), hit !== self else { return nil }
    let hosted: UIView = hostingController.view
    let region = HostedMessageLayout.hitRegion(
      bounds: hosted.bounds, safeArea: LayoutInsets(hosted.safeAreaInsets), contentSize: link.contentSize)
    return region.contains(convert(point, to: hosted)) ? hit : nil
  }
}

// MARK: - Protocols

@available(iOS 14.0, *)
extension MessageHostingView: MarginAdjustable, BackgroundViewable {
  /// The hosting controller's view: the swipe and tap gestures attach to it, and it only
  /// receives touches on the content.
  public var backgroundView: UIView! { hostingController.view }
}

@available(iOS 14.0, *)
extension MessageHostingView: AccessibleMessage {
  /// What VoiceOver announces: the labels of the content's accessibility elements that are
  /// not buttons, joined with commas (give the content an `accessibilityLabel` to choose the
  /// sentence). `nil` while the content exposes none.
  public var accessibilityMessage: String? {
    var elements: [MessageText.Element] = []
    Self.collectElements(of: hostingController.view, depth: 0, into: &elements)
    return MessageText.announcement(elements: elements)
  }

  /// `nil`: the view stays a container, so VoiceOver reaches every element of the content.
  public var accessibilityElement: NSObject? { nil }

  /// `nil`: the content's elements are reached through the view.
  public var additionalAccessibilityElements: [NSObject]? { nil }

  /// Reads the elements VoiceOver sees below `container`, in order.
  private static func collectElements(
    of container: NSObject, depth: Int, into elements: inout [MessageText.Element]
  ) {
    guard depth < 8 else { return }
    for child in accessibilityChildren(of: container) {
      if child.isAccessibilityElement {
        elements.append(
          MessageText.Element(
            label: child.accessibilityLabel, isButton: child.accessibilityTraits.contains(.button)))
      } else {
        collectElements(of: child, depth: depth + 1, into: &elements)
      }
    }
  }

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
  }
}
#endif
