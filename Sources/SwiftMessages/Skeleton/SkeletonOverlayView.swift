#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The skeleton of one root view: a view the library owns, laid over the root, drawing every
/// placeholder shape of the subtree in one shape layer with one animation.
///
/// It never swizzles and never changes what the views display: leaves are hidden through their
/// layer's opacity (restored exactly on hide, so text or images set meanwhile show up), views
/// marked `isHiddenWhenSkeletonIsActive` are hidden and un-hidden, and everything else is
/// covered. It takes no touches itself: leaves stop taking them when they ask for it
/// (`isUserInteractionDisabledWhenSkeletonIsActive`), other controls and inner scroll views
/// keep working. A show or hide on a view it reaches changes that subtree in this overlay
/// (``SkeletonMark``). It follows the views it covers by observing their layers' geometry, and
/// its own layout, window and trait changes.
@MainActor
final class SkeletonOverlayView: UIView {
  private(set) weak var root: UIView?
  private(set) var configuration: SkeletonConfiguration
  private var timingMachine: SkeletonTimingMachine
  private var timer: DispatchWorkItem?
  private var pendingReloadData = true
  private var hideTransition: SkeletonTransitionStyle = .default
  /// The tables and collection views whose cells carry this skeleton (the plan's cell hosts:
  /// the root or views it reaches), held weakly.
  private let cellHosts = NSHashTable<UIView>.weakObjects()
  /// The transition and reload of a `hideSkeleton()` that reveals a cell host under the root.
  private var revealTransition: SkeletonTransitionStyle = .none

  /// The views the last refresh reached, and those under the skeleton (not revealed).
  private var reachedViews: Set<ObjectIdentifier> = []
  private var activeViews: Set<ObjectIdentifier> = []
  /// Room given to empty text views, and the root label's text colour.
  private let textRoom = SkeletonTextRoom()
  private var observations: [NSKeyValueObservation] = []
  private var observedLayers: Set<ObjectIdentifier> = []
  /// A scroll-view root's content offset: the band is laid out again when it moves along the
  /// band's axis (the overlay scrolls with the content), without a refresh.
  private var offsetObservation: NSKeyValueObservation?
  /// Removed with the token: an overlay released with its root (a screen closed while loading)
  /// never runs `detach()`, and a bare token stayed registered forever, one per cell.
  private var activeObserver: SkeletonObserverToken?
  private static var lastLoadingAnnouncement: CFTimeInterval?
  private static var lastLoadedAnnouncement: CFTimeInterval?

  let renderer = SkeletonRenderer()
  private(set) var isShowingSkeleton = false
  /// Set while the hide transition runs: the content is already restored, so the overlay must
  /// not re-read (and re-hide) it, and a new show request gets a fresh overlay.
  private(set) var isFadingOut = false
  var isAnimationStopped = false

  /// Whether a show request may reuse this overlay: it is up (and not fading out) on its root,
  /// or still waiting for its grace time.
  var acceptsShowRequests: Bool {
    guard let root else { return false }
    if isShowingSkeleton { return !isFadingOut && superview === root }
    if case .pending = timingMachine.state { return true }
    return false
  }

  init(root: UIView, configuration: SkeletonConfiguration) {
    self.root = root
    self.configuration = configuration
    timingMachine = SkeletonTimingMachine(timing: configuration.timing ?? .immediate)
    super.init(frame: root.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backgroundColor = .clear
    isAccessibilityElement = true
    accessibilityLabel = SwiftMessagesString.loading.localized
    accessibilityTraits = [.updatesFrequently]
    // Touches go to the views underneath (a Retry button, an inner scroll view).
    isUserInteractionEnabled = false
    layer.addSublayer(renderer.container)
  }

  required init?(coder: NSCoder) {
    // Overlays are only made in code by the skeleton API.
    configuration = .solid(.skeletonDefault, animated: false, transition: .none)
    timingMachine = SkeletonTimingMachine(timing: .immediate)
    super.init(coder: coder)
  }

  // MARK: - Show and hide (through the timing policy)

  func requestShow() {
    perform(timingMachine.handle(.showRequested(at: CACurrentMediaTime())))
  }

  func requestHide(transition: SkeletonTransitionStyle, reloadDataAfter: Bool) {
    hideTransition = transition
    pendingReloadData = reloadDataAfter
    // Tables and collections get their data source back now, even while a minimum runs; one
    // prepared for a show that never appeared (grace time) as well.
    if isShowingSkeleton {
      eachCellHost { $0.cellSkeletonHideRequested() }
    } else if let root {
      let snapshot = SkeletonSnapshot(root: root)
      for id in Skeletonizer.plan(for: snapshot.node).cellHostIDs {
        (snapshot.views[id] as? SkeletonCellHost)?.cellSkeletonHideRequested()
      }
    }
    perform(timingMachine.handle(.hideRequested(at: CACurrentMediaTime())))
    if !timingMachine.isVisible, !isShowingSkeleton { detach() }
  }

  /// A show while a timed hide is pending keeps the skeleton up.
  func cancelHide() {
    perform(timingMachine.handle(.showRequested(at: CACurrentMediaTime())))
    // Tables and collections that gave their data back on the hide request take the
    // placeholders again.
    if isShowingSkeleton { eachCellHost { $0.beginCellSkeletons(configuration) } }
  }

  private func perform(_ actions: [SkeletonTimingMachine.Action]) {
    for action in actions {
      switch action {
      case .show: appear()
      case .hide: disappear()
      case .schedule(let delay):
        timer?.cancel()
        // Captured strongly on purpose: during the grace time the overlay is in no view yet and
        // its root holds it only weakly (`WeakOverlay`), so a weak capture let it be deallocated
        // at once and the skeleton never showed. The cycle ends when the timer fires (below) or
        // `detach()` cancels it.
        let work = DispatchWorkItem {
          MainThread.run {
            self.timer = nil
            self.perform(self.timingMachine.handle(.timerFired(at: CACurrentMediaTime())))
          }
        }
        timer = work
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay), execute: work)
      }
    }
  }

  private func appear() {
    guard let root, !isShowingSkeleton else { return }
    NotificationCenter.default.post(name: .skeletonWillAppearNotification, object: root)
    isShowingSkeleton = true
    frame = Self.coverage(of: root)
    autoresizingMask = root is UIScrollView ? [] : [.flexibleWidth, .flexibleHeight]
    root.addSubview(self)
    if let scroll = root as? UIScrollView {
      offsetObservation = scroll.observe(\.contentOffset) { [weak self] _, _ in
        MainThread.run {
          guard let self, self.isShowingSkeleton, !self.isFadingOut else { return }
          self.renderer.followScroll(in: self)
        }
      }
    }
    let fade = window == nil ? 0 : configuration.transition.duration
    // Content and placeholders cross-dissolve in the same transaction: the content fades out
    // while the overlay fades in.
    alpha = fade > 0 ? 0 : 1
    refresh(fade: fade)
    activeObserver = SkeletonObserverToken(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in MainThread.run { self?.renderer.restartAnimation(in: self) } })
    let finish = {
      NotificationCenter.default.post(name: .skeletonDidAppearNotification, object: root)
      SkeletonLog.didAppear(root)
    }
    if fade > 0 {
      UIView.animate(withDuration: fade, animations: { self.alpha = 1 }, completion: { _ in finish() })
    } else {
      finish()
    }
    announce()
  }

  private func disappear() {
    guard let root, isShowingSkeleton else {
      detach()
      return
    }
    NotificationCenter.default.post(name: .skeletonWillDisappearNotification, object: root)
    // From here on a relayout (for example the new text's size, reported through KVO) must not
    // re-hide the restored content while the overlay fades out.
    isFadingOut = true
    let complete = { [weak self] in
      guard let self else { return }
      self.detach()
      NotificationCenter.default.post(name: .skeletonDidDisappearNotification, object: root)
      UIAccessibility.post(notification: .layoutChanged, argument: root)
    }
    // Content comes back at once underneath while the overlay fades out. "Loaded" now, so an
    // announcement of the content itself made right after hiding (MessageView.revealContent)
    // follows it instead of being cut off by it.
    restoreContent()
    Self.announce(SwiftMessagesString.loaded.localized, last: &Self.lastLoadedAnnouncement)
    endCellSkeletons(transition: hideTransition)
    if hideTransition.isAnimated, window != nil {
      UIView.animate(
        withDuration: hideTransition.duration, animations: { self.alpha = 0 }, completion: { _ in complete() }
      )
    } else {
      complete()
    }
  }

  /// Removes the overlay and restores everything it changed.
  private func detach() {
    timer?.cancel()
    timer = nil
    isShowingSkeleton = false
    isFadingOut = false
    restoreContent()
    observations.removeAll()
    observedLayers.removeAll()
    offsetObservation = nil
    reachedViews.removeAll()
    activeViews.removeAll()
    activeObserver = nil  // removes the observer
    renderer.stop()
    removeFromSuperview()
    // Only the root's current overlay manages its cells: a show during this overlay's fade-out
    // made a newer overlay, whose cell skeletons must not be ended here.
    let isCurrent = root?.skeletonOverlay === self
    if let root, isCurrent { root.skeletonOverlay = nil }
    if isCurrent { endCellSkeletons(transition: .none) }
    // A root table or collection whose data source is not a skeleton one.
    if pendingReloadData { (root as? SkeletonReloadable)?.reloadAfterSkeleton() }
  }

  /// Hands this overlay's region to an ancestor's skeleton that took it over
  /// (``Skeletonizer/Plan/adoptedSkeletonIDs``): removed without notifications, reload or
  /// ending cell skeletons (the ancestor's plan lists the same cell hosts and keeps them), and
  /// releasing only the cover the ancestor does not hold.
  func retire() {
    cellHosts.removeAllObjects()
    pendingReloadData = false
    if let root, root.skeletonOverlay === self { root.skeletonOverlay = nil }
    detach()
  }

  /// Tables and collections: restores the app's data source and reloads in one step (so no
  /// stale placeholder counts meet the app's data), once per hide.
  private func endCellSkeletons(transition: SkeletonTransitionStyle) {
    let hosts = cellHosts.allObjects
    cellHosts.removeAllObjects()
    for view in hosts {
      (view as? SkeletonCellHost)?.endCellSkeletons(transition: transition, reloadData: pendingReloadData)
    }
    if let root, hosts.contains(where: { $0 === root }) { pendingReloadData = false }
  }

  /// Starts the cell skeletons of the plan's new cell hosts and ends those of the hosts it no
  /// longer lists (revealed by a `hideSkeleton()`, or gone from the tree).
  private func updateCellHosts(_ hosts: [UIView]) {
    let listed = Set(hosts.map(ObjectIdentifier.init))
    for view in cellHosts.allObjects where !listed.contains(ObjectIdentifier(view)) {
      cellHosts.remove(view)
      guard let host = view as? SkeletonCellHost else { continue }
      host.cellSkeletonHideRequested()
      host.endCellSkeletons(transition: revealTransition, reloadData: true)
    }
    for view in hosts where !cellHosts.contains(view) {
      // Listed first: the reload below lays out this overlay again.
      cellHosts.add(view)
      (view as? SkeletonCellHost)?.beginCellSkeletons(configuration)
    }
  }

  private func eachCellHost(_ body: (SkeletonCellHost) -> Void) {
    for view in cellHosts.allObjects { (view as? SkeletonCellHost).map(body) }
  }

  // MARK: - Update

  func update(_ configuration: SkeletonConfiguration, notify: Bool) {
    guard let root else { return }
    if notify { NotificationCenter.default.post(name: .skeletonWillUpdateNotification, object: root) }
    var next = configuration
    next.timing = self.configuration.timing
    next.transition = self.configuration.transition
    self.configuration = next
    isAnimationStopped = false
    eachCellHost { $0.updateCellSkeletons(next) }
    renderer.invalidate()
    if isShowingSkeleton { renderer.render(in: self, configuration: next) }
    if notify { NotificationCenter.default.post(name: .skeletonDidUpdateNotification, object: root) }
  }

  func startAnimation(_ animation: SkeletonLayerAnimation?) {
    configuration.animated = true
    if let animation { configuration.animation = animation }
    isAnimationStopped = false
    renderer.restartAnimation(in: self)
    eachCellHost { $0.updateCellSkeletons(configuration) }
  }

  func stopAnimation() {
    isAnimationStopped = true
    renderer.stopAnimation()
    var still = configuration
    still.animated = false
    eachCellHost { $0.updateCellSkeletons(still) }
  }

  // MARK: - Following the views

  /// Whether a show or hide called on `view` belongs to this overlay: it is up and its last
  /// refresh reached the view (never the cells of a cell host: they carry their own skeletons).
  func handlesSubtreeCalls(on view: UIView) -> Bool {
    isShowingSkeleton && !isFadingOut && reachedViews.contains(ObjectIdentifier(view))
  }

  /// Reveals the subtree of `view` (a `hideSkeleton()` called on it): a cell host in it gets its
  /// data back with `transition`.
  func reveal(transition: SkeletonTransitionStyle) {
    revealTransition = transition
    refresh()
    revealTransition = .none
  }

  /// Whether `view` is under this overlay's skeleton (reached and not revealed).
  func covers(_ view: UIView) -> Bool {
    isShowingSkeleton && !isFadingOut && activeViews.contains(ObjectIdentifier(view))
  }

  /// Re-reads the subtree and redraws the placeholders; content newly covered fades out over
  /// `fade` seconds (the overlay's own show fade).
  func refresh(fade: TimeInterval = 0) {
    guard let root, isShowingSkeleton, !isFadingOut else { return }
    if superview !== root { root.addSubview(self) }
    root.bringSubviewToFront(self)
    frame = Self.coverage(of: root)
    var snapshot = SkeletonSnapshot(root: root)
    var plan = Skeletonizer.plan(for: snapshot.node)
    // Hide the views that ask for it first: their stack views lay out without them.
    let hidesMore = plan.hiddenIDs.contains {
      snapshot.views[$0].map { !$0.isHidden && $0 !== root } ?? false
    }
    var changedLayout = hidesMore
    if hidesMore { cover(snapshot, plan, fade: fade) }
    // Empty labels and text views get room for their lines (they may have collapsed to 0 pt).
    if textRoom.reserveHeights(in: snapshot) { changedLayout = true }
    if changedLayout {
      root.layoutIfNeeded()
      snapshot = SkeletonSnapshot(root: root)
      plan = Skeletonizer.plan(for: snapshot.node)
    }
    cover(snapshot, plan, fade: fade)
    // Descendants showing their own skeleton are taken over (one overlay per region): retired
    // after this overlay's cover, so the shared ledger keeps their content hidden.
    for id in plan.adoptedSkeletonIDs {
      guard let overlay = snapshot.views[id]?.skeletonOverlay, overlay !== self else { continue }
      overlay.retire()
    }
    // A root that is itself a leaf (a label) cannot be made transparent under its own lines.
    if plan.leafIDs.contains(where: { snapshot.views[$0] === root }) {
      textRoom.conceal(root: root, node: snapshot.node)
    }
    let reached = plan.reachedIDs.compactMap { snapshot.views[$0] }
    reachedViews = Set(reached.map(ObjectIdentifier.init))
    activeViews = Set(plan.activeIDs.compactMap { snapshot.views[$0].map(ObjectIdentifier.init) })
    // Only what the plan reached: the cells of a cell host move on every reuse.
    observe(reached)
    updateCellHosts(plan.cellHostIDs.compactMap { snapshot.views[$0] })
    renderer.shapes = plan.shapes
    renderer.render(in: self, configuration: configuration)
    isAccessibilityElement = SkeletonAccessibility.exposesLoadingElement(
      parentIsUnderSkeleton: root.superview.map(Self.isUnderSkeleton) ?? false)
  }

  /// Whether a skeleton is up over `view`: its own, or an enclosing one that reached it and did
  /// not reveal it.
  private static func isUnderSkeleton(_ view: UIView) -> Bool {
    if let own = view.skeletonOverlay, own.isShowingSkeleton, !own.isFadingOut { return true }
    return view.enclosingSkeletonOverlay(where: { $0.covers(view) }) != nil
  }

  /// Hands the plan's changes to the shared cover. The root is never made transparent or
  /// hidden (this overlay is its subview).
  private func cover(_ snapshot: SkeletonSnapshot, _ plan: Skeletonizer.Plan, fade: TimeInterval) {
    var requests: [Int: SkeletonCoverRequest] = [:]
    for id in plan.leafIDs { requests[id, default: .init()].hidesContent = true }
    for id in plan.hiddenIDs { requests[id, default: .init()].hidesView = true }
    for id in plan.interactionDisabledIDs { requests[id, default: .init()].disablesInteraction = true }
    var pairs: [(UIView, SkeletonCoverRequest)] = []
    pairs.reserveCapacity(requests.count)
    for (id, var request) in requests {
      guard let view = snapshot.views[id] else { continue }
      if view === root {
        request.hidesContent = false
        request.hidesView = false
      }
      pairs.append((view, request))
    }
    SkeletonContentCover.update(owner: self, requests: pairs, fade: fade)
  }

  /// The area the overlay covers, in the root's bounds coordinates: the root's bounds, or the
  /// whole content of a scroll view (whose subviews' frames are in content coordinates).
  static func coverage(of root: UIView) -> CGRect {
    guard let scroll = root as? UIScrollView else { return root.bounds }
    return CGRect(
      x: 0, y: 0, width: max(scroll.contentSize.width, scroll.bounds.width),
      height: max(scroll.contentSize.height, scroll.bounds.height))
  }

  private func restoreContent() {
    SkeletonContentCover.release(owner: self)
    textRoom.restore()
  }

  private func observe(_ views: [UIView]) {
    // A scroll-view root's bounds change on every scroll frame: its own layout and its
    // subviews' geometry are followed instead.
    for view in views where view !== self && !(view === root && view is UIScrollView) {
      let id = ObjectIdentifier(view.layer)
      guard !observedLayers.contains(id) else { continue }
      observedLayers.insert(id)
      let changed: (CALayer, NSKeyValueObservedChange<CGRect>) -> Void = { [weak self] _, _ in
        DispatchQueue.main.async { MainThread.run { self?.setNeedsLayout() } }
      }
      observations.append(view.layer.observe(\.bounds, changeHandler: changed))
      observations.append(
        view.layer.observe(\.position) { [weak self] _, _ in
          DispatchQueue.main.async { MainThread.run { self?.setNeedsLayout() } }
        })
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    refresh()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // Resolved with the overlay's own traits: `overrideUserInterfaceStyle` is respected, and
    // cells that were off screen recolour when they come back.
    if isShowingSkeleton { renderer.render(in: self, configuration: configuration) }
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil {
      renderer.stopAnimation()
    } else if isShowingSkeleton {
      renderer.restartAnimation(in: self)
    }
  }

  // MARK: - Accessibility

  private func announce() {
    Self.announce(SwiftMessagesString.loading.localized, last: &Self.lastLoadingAnnouncement)
  }

  /// Posts `message` unless the core's throttle says one was just posted (a screen full of
  /// skeletons announces once, not once per cell).
  private static func announce(_ message: String, last: inout CFTimeInterval?) {
    let now = CACurrentMediaTime()
    guard SkeletonAccessibility.shouldAnnounce(message, lastAnnouncedAt: last, now: now) else { return }
    last = now
    UIAccessibility.post(notification: .announcement, argument: message)
  }
}

/// A block-based notification observer, removed when the token is released.
final class SkeletonObserverToken {
  private let token: NSObjectProtocol
  init(_ token: NSObjectProtocol) { self.token = token }
  deinit { NotificationCenter.default.removeObserver(token) }
}

/// A root that reloads its data when its skeleton goes (tables and collections).
@MainActor
protocol SkeletonReloadable {
  func reloadAfterSkeleton()
}
#endif
