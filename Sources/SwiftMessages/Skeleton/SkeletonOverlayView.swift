#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The skeleton of one root view: a library-owned view over it drawing every placeholder in one
/// shape layer with one animation (pulse, shimmer band, still gradient, the app's animation, or a
/// slow fade under Reduce Motion, per the core's ``SkeletonRenderPlan``). It never swizzles or
/// changes content (leaves are hidden by layer opacity, restored exactly), takes no touches itself,
/// and follows its views through their layers' geometry and its own layout, window and trait
/// changes.
@MainActor
final class SkeletonOverlayView: UIView {
  private(set) weak var root: UIView?
  private(set) var configuration: SkeletonConfiguration
  /// The core's timing, fades, notifications and announcements of this skeleton.
  private let driver: SkeletonDriver
  private var pendingReloadData = true
  /// The tables and collection views whose cells carry this skeleton (the plan's cell hosts:
  /// the root or views it reaches), held weakly.
  private let cellHosts = NSHashTable<UIView>.weakObjects()
  /// The transition of a `hideSkeleton()` that reveals a cell host under the root (for every
  /// refresh it causes, nested ones included).
  private var revealTransition: SkeletonTransitionStyle = .none

  /// The views the last refresh reached, and those under the skeleton (not revealed).
  private var reachedViews: [ObjectIdentifier] = []
  private var activeViews: [ObjectIdentifier] = []
  /// Room given to empty text views, and the root label's text colour.
  private let textRoom = SkeletonTextRoom()
  /// The layers observed, and every observation: their geometry (the core says what of it
  /// matters: ``SkeletonObservation``) and a scroll-view root's content offset.
  private var observedLayers: [ObjectIdentifier] = []
  private var observations: [NSKeyValueObservation] = []
  /// The throttle of every skeleton's announcements (one "Loading" for a screen of them).
  static let announcements = SkeletonAnnouncementLog()
  /// The clock of every skeleton (and of delayed shows).
  static let scheduler = MainQueueScheduler()

  var isAnimationStopped = false

  /// Everything drawn, in the overlay's coordinates.
  private let shapesLayer = CALayer()
  /// The shapes in the highlight colour, under the base (shows through the band).
  private let highlightLayer = CAShapeLayer()
  /// The shapes in the base colour.
  private let baseLayer = CAShapeLayer()
  /// The moving alpha mask of the shimmer (on ``baseLayer``).
  private let shimmerMask = CAGradientLayer()
  /// A full-size gradient for custom gradient animations, clipped to the shapes.
  private let customGradient = CAGradientLayer()
  private let customGradientMask = CAShapeLayer()
  private static let animationKey = "skeletonAnimation"
  /// What the running animation was built for (the core decides when a render restarts it);
  /// `nil` when none runs.
  private var running: SkeletonRenderPlan?

  /// Whether the skeleton is up (`false` from the hide on, during its fade-out).
  var isShowingSkeleton: Bool { driver.isActive }

  /// Whether a show request may reuse this overlay: it is up, or still waiting for its grace
  /// time.
  var acceptsShowRequests: Bool { driver.acceptsShowRequests }

  init(root: UIView, configuration: SkeletonConfiguration) {
    self.root = root
    self.configuration = configuration
    driver = SkeletonDriver(
      isCell: root is SkeletonPlaceholderCell,
      timing: configuration.timing, transition: configuration.transition, scheduler: Self.scheduler,
      announcements: Self.announcements)
    super.init(frame: Self.coverage(of: root))
    backgroundColor = .clear
    isAccessibilityElement = true
    accessibilityLabel = SwiftMessagesString.loading.localized
    accessibilityTraits = [.updatesFrequently]
    // Touches go to the views underneath (a Retry button, an inner scroll view).
    isUserInteractionEnabled = false
    // No implicit animations: one dictionary for every layer.
    let actions: [String: CAAction] = [
      "position": NSNull(), "bounds": NSNull(), "path": NSNull(), "fillColor": NSNull(),
    ]
    for layer in [shapesLayer, highlightLayer, baseLayer, shimmerMask, customGradient, customGradientMask] {
      layer.actions = actions
    }
    shapesLayer.addSublayer(highlightLayer)
    shapesLayer.addSublayer(baseLayer)
    shapesLayer.addSublayer(customGradient)
    customGradient.mask = customGradientMask
    customGradient.isHidden = true
    highlightLayer.isHidden = true
    layer.addSublayer(shapesLayer)
    driver.windowChanged(isInWindow: root.window != nil)
    driver.host = self
  }

  /// Never archived. A convenience initializer, so failing creates none of the stored
  /// properties (the layers above) only to release them.
  required convenience init?(coder: NSCoder) { nil }

  // MARK: - Show and hide (through the core's driver)

  /// Shows the skeleton, or keeps it up when a timed hide is pending: tables and collections
  /// that gave their data back on the hide request take the placeholders again.
  func requestShow() {
    driver.show()
    for host in cellHostViews() { host.beginCellSkeletons(configuration) }
  }

  func requestHide(transition: SkeletonTransitionStyle, reloadDataAfter: Bool) {
    // A second hide during the fade-out (a success path and a `defer`) changes nothing: the
    // root's data is not reloaded twice.
    guard driver.acceptsShowRequests else { return }
    pendingReloadData = reloadDataAfter
    // Tables and collections get their data source back now, even while a minimum runs; one
    // prepared for a show that never appeared (grace time) as well.
    for host in cellHostViews(of: root.map(SkeletonSnapshot.init(root:))) { host.cellSkeletonHideRequested() }
    driver.hide(transition: transition)
  }

  // MARK: - What the driver asks (SkeletonDriverHost)

  func announce(_ announcement: SwiftMessagesString) {
    UIAccessibility.post(notification: .announcement, argument: announcement.localized)
  }

  func focusContent() {
    UIAccessibility.post(notification: .layoutChanged, argument: root)
  }

  func attach(fade: TimeInterval) {
    guard let root else { return }
    frame = Self.coverage(of: root)
    // A scroll-view root's overlay spans its content (laid out by refreshes); any other
    // follows its root's size.
    autoresizingMask = root is UIScrollView ? [] : [.flexibleWidth, .flexibleHeight]
    root.addSubview(self)
    // The band is laid out again when the content scrolls along its axis (the overlay scrolls
    // with it), without a refresh.
    if let scroll = root as? UIScrollView {
      observations.append(
        scroll.observe(\.contentOffset) { [weak self] _, _ in
          MainThread.run { self?.followScroll() }
        })
    }
    // Content and placeholders cross-dissolve in the same transaction: the content fades out
    // while the overlay fades in (a duration of 0 sets the alpha at once).
    alpha = 0
    refresh(fade: fade)
    // Selector observers while attached: an overlay released with its root (a screen closed
    // while loading) never runs `detach()`, and the center drops them with it.
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: #selector(appBecameActive), name: UIApplication.didBecomeActiveNotification, object: nil
    )
    center.addObserver(
      self, selector: #selector(reduceMotionChanged),
      name: UIAccessibility.reduceMotionStatusDidChangeNotification,
      object: nil)
    UIView.animate(withDuration: fade, delay: 0, options: [.beginFromCurrentState]) { self.alpha = 1 }
    SkeletonLog.didAppear(root)
  }

  @objc private func appBecameActive() {
    driver.appBecameActive()
  }

  /// Reduce Motion switched while the skeleton shows takes effect at once.
  @objc private func reduceMotionChanged() {
    if isShowingSkeleton { restartAnimation() }
  }

  /// Content comes back at once underneath while the overlay fades out over `fade`.
  func restore(_ transition: SkeletonTransitionStyle, fade: TimeInterval) {
    restoreContent()
    endCellSkeletons(transition: transition)
    UIView.animate(withDuration: fade, delay: 0, options: [.beginFromCurrentState]) { self.alpha = 0 }
  }

  /// Removes the overlay and restores everything it changed.
  func detach() {
    restoreContent()
    observations.removeAll()
    observedLayers.removeAll()
    reachedViews.removeAll()
    activeViews.removeAll()
    NotificationCenter.default.removeObserver(
      self, name: UIApplication.didBecomeActiveNotification, object: nil)
    NotificationCenter.default.removeObserver(
      self, name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    removeAnimations()
    shapesLayer.removeFromSuperlayer()
    removeFromSuperview()
    // Only the root's current overlay is released: a show during this overlay's fade-out made
    // a newer overlay (the cell hosts were ended when the content came back).
    root?.releaseSkeletonOverlay(self)
    endCellSkeletons(transition: .none)
    // A root table or collection whose data source is not a skeleton one.
    if pendingReloadData { (root as? UIScrollView)?.reloadAfterSkeleton() }
  }

  /// Hands this region to an ancestor skeleton that adopted it
  /// (``Skeletonizer/Plan/adoptedSkeletonIDs``): removed without notifications, reload or ending
  /// cell skeletons, releasing only the cover the ancestor does not hold.
  func retire() {
    cellHosts.removeAllObjects()
    pendingReloadData = false
    driver.detach()
  }

  /// Tables and collections: restores the app's data source and reloads in one step (so no
  /// stale placeholder counts meet the app's data), once per hide.
  private func endCellSkeletons(transition: SkeletonTransitionStyle) {
    let hosts = cellHosts.allObjects
    cellHosts.removeAllObjects()
    for view in hosts {
      (view as? UIScrollView)?.endCellSkeletons(transition: transition, reloadData: pendingReloadData)
      // A root table or collection reloaded here is not reloaded again.
      pendingReloadData = pendingReloadData && view !== root
    }
  }

  /// Starts the cell skeletons of the plan's new cell hosts and ends those of the hosts it no
  /// longer lists (revealed by a `hideSkeleton()`, or gone from the tree).
  private func updateCellHosts(_ hosts: [UIView]) {
    let change = Skeletonizer.Plan.membership(current: cellHosts.allObjects, listed: hosts)
    for view in change.removed {
      cellHosts.remove(view)
      (view as? UIScrollView)?.cellSkeletonHideRequested()
      (view as? UIScrollView)?.endCellSkeletons(transition: revealTransition, reloadData: true)
    }
    for view in change.added {
      // Listed first: the reload below lays out this overlay again.
      cellHosts.add(view)
      (view as? UIScrollView)?.beginCellSkeletons(configuration)
    }
  }

  /// This overlay's cell hosts, and those of `snapshot`'s plan (a skeleton that is not up yet
  /// prepared them), each once. Not inlined: three callers share it.
  @inline(never)
  private func cellHostViews(of snapshot: SkeletonSnapshot? = nil) -> [UIScrollView] {
    let planned = snapshot.map { snapshot in
      Skeletonizer.plan(for: snapshot.node).cellHostIDs.compactMap { snapshot.view($0) }
    }
    var hosts: [UIScrollView] = []
    for case let view as UIScrollView in cellHosts.allObjects + (planned ?? []) where !hosts.contains(view) {
      hosts.append(view)
    }
    return hosts
  }

  /// Gives the cell hosts' skeletonised cells `configuration`.
  @inline(never)
  private func updateCellSkeletons(_ configuration: SkeletonConfiguration) {
    for host in cellHostViews() { host.updateCellSkeletons(configuration) }
  }

  // MARK: - Update

  func update(_ configuration: SkeletonConfiguration, notify: Bool) {
    let next = configuration.with(
      transition: self.configuration.transition, timing: self.configuration.timing)
    self.configuration = next
    isAnimationStopped = false
    if notify { post(.willUpdate) }
    updateCellSkeletons(next)
    running = nil  // a new configuration restarts the animation
    refresh()
    if notify { post(.didUpdate) }
  }

  /// A flow notification (the driver's, or one the app asked for by an update call).
  func post(_ event: SkeletonFlowEvent) {
    NotificationCenter.default.post(name: Notification.Name(event.rawValue), object: root)
  }

  func startAnimation(_ animation: SkeletonLayerAnimation?) {
    configuration = configuration.with(animated: true, animation: animation ?? configuration.animation)
    setAnimationStopped(false)
  }

  func stopAnimation() {
    setAnimationStopped(true)
  }

  /// Runs the animation the configuration and the plan ask for, or none (`stopped`: the
  /// placeholders stay, still); the cell hosts' cells follow.
  private func setAnimationStopped(_ stopped: Bool) {
    isAnimationStopped = stopped
    restartAnimation()
    updateCellSkeletons(configuration.with(animated: !stopped, animation: configuration.animation))
  }

  // MARK: - Following the views

  /// Whether a show or hide called on `view` belongs to this overlay: it is up and its last
  /// refresh reached the view (never the cells of a cell host: they carry their own skeletons).
  func handlesSubtreeCalls(on view: UIView) -> Bool {
    driver.isActive && reachedViews.contains(ObjectIdentifier(view))
  }

  /// Reveals the subtree of a view a hide was called on: as ``cover(transition:)``, and a cell
  /// host in it gets its data back with `transition`.
  func reveal(transition: SkeletonTransitionStyle) {
    revealTransition = transition
    cover(transition: transition)
    revealTransition = .none
  }

  /// Redraws after a show or hide called on a view this overlay reached: content newly covered
  /// fades out (content revealed fades in) while the placeholders cross-dissolve, with
  /// `transition`.
  func cover(transition: SkeletonTransitionStyle) {
    crossDissolvePlaceholders(over: driver.subtreeFade(transition))
    refresh(fade: driver.subtreeFade(transition))
  }

  /// Whether `view` is under this overlay's skeleton (reached and not revealed).
  func covers(_ view: UIView) -> Bool {
    driver.isActive && activeViews.contains(ObjectIdentifier(view))
  }

  /// Re-reads the subtree and redraws the placeholders; content newly covered fades out (and
  /// content given back fades in) over `fade` seconds, while the placeholders cross-dissolve.
  func refresh(fade: TimeInterval = 0) {
    guard let root, driver.isActive else { return }
    // Back on top (or back at all, if the app removed it).
    if superview !== root { root.addSubview(self) }
    root.bringSubviewToFront(self)
    frame = Self.coverage(of: root)
    var snapshot = SkeletonSnapshot(root: root)
    var plan = Skeletonizer.plan(for: snapshot.node)
    // Hide the views that ask for it first (their stack views lay out without them), and give
    // empty labels and text views room for their lines; then read the tree again.
    let hidesFirst = plan.hidesFirst { snapshot.view($0)?.isHidden == false }
    cover(snapshot, plan, fade)
    if textRoom.reserveHeights(plan.textHeights, in: snapshot) || hidesFirst {
      root.layoutIfNeeded()
      snapshot = SkeletonSnapshot(root: root)
      plan = Skeletonizer.plan(for: snapshot.node)
    }
    cover(snapshot, plan, fade)
    // Descendants showing their own skeleton are taken over (one overlay per region): retired
    // after this overlay's cover, so the shared ledger keeps their content hidden.
    for id in plan.adoptedSkeletonIDs { snapshot.view(id)?.skeletonOverlay?.retire() }
    textRoom.clearText(of: root, if: plan.clearsRootText)
    reachedViews = plan.reachedIDs.compactMap { snapshot.view($0).map(ObjectIdentifier.init) }
    activeViews = plan.activeIDs.compactMap { snapshot.view($0).map(ObjectIdentifier.init) }
    observe(
      plan.observations(scrollViewIDs: plan.reachedIDs.filter { snapshot.view($0) is UIScrollView }),
      in: snapshot)
    updateCellHosts(plan.cellHostIDs.compactMap { snapshot.view($0) })
    render(plan.shapes)
    isAccessibilityElement = SkeletonAccessibility.exposesLoadingElement(
      parentIsUnderSkeleton: root.superview.map(Self.isUnderSkeleton) ?? false)
  }

  /// Whether a skeleton is up over `view`: its own, or an enclosing one that reached it and did
  /// not reveal it.
  static func isUnderSkeleton(_ view: UIView) -> Bool {
    view.skeletonOverlay?.isShowingSkeleton == true
      || view.enclosingSkeletonOverlay(where: { $0.covers(view) }) != nil
  }

  /// Hands the refresh's cover to the shared ledger.
  private func cover(_ snapshot: SkeletonSnapshot, _ plan: Skeletonizer.Plan, _ fade: TimeInterval) {
    let pairs = plan.coverRequests.compactMap { id, request in
      snapshot.view(id).map { (view: $0 as any SkeletonCoverable, request: request) }
    }
    SkeletonContentCover.update(owner: self, requests: pairs, fade: fade)
  }

  /// The placeholders drawn next cross-dissolve from the current ones over `duration` seconds
  /// (a subtree covered or revealed with a transition; 0: none).
  private func crossDissolvePlaceholders(over duration: TimeInterval) {
    guard duration > 0 else { return }
    let transition = CATransition()
    transition.type = .fade
    transition.duration = duration
    shapesLayer.add(transition, forKey: "skeletonSubtreeFade")
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

  /// Observes the geometry of the views the core lists, each once.
  private func observe(
    _ observed: [(id: Int, observation: SkeletonObservation)], in snapshot: SkeletonSnapshot
  ) {
    for (id, observation) in observed {
      guard let view = snapshot.view(id), !observedLayers.contains(ObjectIdentifier(view.layer)) else {
        continue
      }
      let relayout: () -> Void = { [weak self] in
        DispatchQueue.main.async { MainThread.run { self?.setNeedsLayout() } }
      }
      observedLayers.append(ObjectIdentifier(view.layer))
      observations += [
        view.layer.observe(\.bounds, options: [.old, .new]) { _, change in
          let old = change.oldValue.map(SkeletonRect.init) ?? .zero
          let new = change.newValue.map(SkeletonRect.init) ?? .zero
          if observation.refreshes(from: old, to: new) { relayout() }
        },
        view.layer.observe(\.position) { _, _ in relayout() },
      ]
    }
  }

  // MARK: - Drawing

  /// Draws `shapes` (in overlay coordinates), colours them and (re)starts the animation the
  /// configuration asks for.
  private func render(_ shapes: [SkeletonShape]) {
    shapesLayer.frame = bounds
    // The core's outlines: each corner with its radius, rounded clips included; empty shapes
    // have none.
    let path = UIBezierPath(shapes.flatMap(\.outline))
    for layer in [highlightLayer, baseLayer, customGradientMask] {
      layer.frame = bounds
      layer.path = path.cgPath
    }
    customGradient.frame = bounds
    let traits = traitCollection
    baseLayer.fillColor = configuration.baseColor.resolvedColor(with: traits).cgColor
    highlightLayer.fillColor = configuration.highlightColor.resolvedColor(with: traits).cgColor
    customGradient.colors = configuration.colors.map { $0.resolvedColor(with: traits).cgColor }
    if renderPlan().restarts(running) { restartAnimation() }
  }

  /// Re-lays the band when the overlay moved along its axis in the window (a scrolled root): one
  /// new in-phase mask animation, nothing for a pulse or a cross-axis move
  /// (``SkeletonRenderPlan/followingScroll(windowOrigin:)``); cheap enough for every frame.
  private func followScroll() {
    guard let moved = running?.followingScroll(windowOrigin: windowOrigin) else { return }
    start(moved)
  }

  /// The core's plan for the overlay's facts: its configuration, size, base colour and window
  /// position.
  private func renderPlan() -> SkeletonRenderPlan {
    let windowSize = window?.bounds.size ?? .zero
    let origin = windowOrigin
    return SkeletonRenderPlan.make(
      type: configuration.type, animated: configuration.animated && !isAnimationStopped,
      custom: configuration.animation.map { customAnimation($0, type: configuration.type).kind },
      reduceMotion: UIAccessibility.isReduceMotionEnabled,
      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
      windowWidth: Double(windowSize.width), windowHeight: Double(windowSize.height),
      // A placeholder cell's overlay moves with its list without a layout pass.
      placeholderCell: (root as? SkeletonPlaceholderCell).map { _ in SkeletonRect(bounds) },
      inWindow: window != nil, overlayWidth: Double(bounds.width), overlayHeight: Double(bounds.height),
      baseColor: (configuration.baseColor.resolvedColor(with: traitCollection).cgColor.components ?? []).map(
        Double.init),
      windowX: origin.x,
      windowY: origin.y)
  }

  /// The layer the app's own animation runs on: the gradient of a gradient skeleton (as
  /// SkeletonView's gradient layer), the base shapes of a solid one.
  private func customAnimationLayer(for type: SkeletonType) -> CALayer {
    type == .gradient ? customGradient : baseLayer
  }

  /// The app's animation built for the layer it runs on, and what it is.
  private func customAnimation(_ make: SkeletonLayerAnimation, type: SkeletonType)
    -> (animation: CAAnimation, kind: SkeletonRenderPlan.CustomAnimation)
  {
    let animation = make(customAnimationLayer(for: type))
    let tag = animation.value(forKey: SkeletonAnimationBuilder.directionKey) as? Int
    return (
      animation,
      SkeletonRenderPlan.CustomAnimation(
        slidingTag: tag, duration: animation.duration, autoreverses: animation.autoreverses)
    )
  }

  /// Installs the animation the core's plan asks for, phase-locked to the shared clock.
  func restartAnimation() {
    start(renderPlan())
  }

  /// Applies `plan` to the layers and adds its animation.
  private func start(_ plan: SkeletonRenderPlan) {
    removeAnimations()
    running = plan
    customGradient.isHidden = !plan.showsGradient
    customGradient.startPoint = CGPoint(plan.gradientStart)
    customGradient.endPoint = CGPoint(plan.gradientEnd)
    baseLayer.isHidden = plan.showsGradient
    highlightLayer.isHidden = !plan.showsHighlight
    let now = CACurrentMediaTime()
    switch plan.animation {
    case .none:
      break
    case .fade(let motion):
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = SkeletonRenderPlan.reducedMotionOpacity
      fade.duration = motion.duration
      fade.autoreverses = motion.autoreverses
      fade.timingFunction = CAMediaTimingFunction(motion.curve)
      add(fade, to: shapesLayer, beginningAt: motion.alignedBeginTime(now: now))
    case .pulse(let motion):
      add(baseLayer.pulse, to: baseLayer, beginningAt: motion.alignedBeginTime(now: now))
    case .shimmer(let band):
      startShimmer(band, span: plan.span, origin: plan.bandOrigin ?? 0, now: now)
    case .custom:
      guard let make = configuration.animation else { return }
      customAnimationLayer(for: configuration.type).add(
        customAnimation(make, type: configuration.type).animation, forKey: Self.animationKey)
    }
  }

  /// Adds `animation` to `layer`, repeating forever from `beginTime` on the shared clock (every
  /// root in step) and holding its values outside its active time.
  private func add(_ animation: CAAnimation, to layer: CALayer, beginningAt beginTime: CFTimeInterval) {
    animation.repeatCount = .infinity
    animation.isRemovedOnCompletion = false
    animation.beginTime = layer.convertTime(beginTime, from: nil)
    animation.fillMode = .both
    layer.add(animation, forKey: Self.animationKey)
  }

  /// Runs the shared band over `span` window points, phase-locked.
  private func startShimmer(_ shimmer: SkeletonShimmer, span: Double, origin: Double, now: CFTimeInterval) {
    let (width, height) = (Double(bounds.width), Double(bounds.height))
    let layout = shimmer.maskLayout(
      containerOrigin: origin, containerWidth: width, containerHeight: height, span: span)
    shimmerMask.colors = shimmer.maskAlphas.map { UIColor(white: 1, alpha: CGFloat($0)).cgColor }
    shimmerMask.locations = layout.locations.map { NSNumber(value: $0) }
    let points = layout.points
    shimmerMask.startPoint = CGPoint(points.start)
    shimmerMask.endPoint = CGPoint(points.end)
    let start = layout.frame(atOrigin: layout.startOrigin, containerWidth: width, containerHeight: height)
      .cgRect
    let end = layout.frame(atOrigin: layout.endOrigin, containerWidth: width, containerHeight: height).cgRect
    shimmerMask.frame = start
    baseLayer.mask = shimmerMask
    let slide = CABasicAnimation(keyPath: "position")
    slide.fromValue = CGPoint(x: start.midX, y: start.midY)
    slide.toValue = CGPoint(x: end.midX, y: end.midY)
    slide.duration = layout.duration
    slide.autoreverses = layout.autoreverses
    add(slide, to: shimmerMask, beginningAt: shimmer.alignedBeginTime(now: now, span: span))
  }

  private func removeAnimations() {
    running = nil
    for layer in [shapesLayer, baseLayer, shimmerMask, customGradient] {
      layer.removeAnimation(forKey: Self.animationKey)
    }
    baseLayer.mask = nil
  }

  /// The overlay's top-left corner in its window's coordinates (in its topmost ancestor's
  /// outside a window).
  private var windowOrigin: (x: Double, y: Double) {
    let origin = convert(CGPoint.zero, to: nil)
    return (Double(origin.x), Double(origin.y))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    refresh()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // Resolved with the overlay's own traits: `overrideUserInterfaceStyle` is respected, and
    // cells that were off screen recolour when they come back.
    refresh()
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    driver.windowChanged(isInWindow: window != nil)
  }
}

/// The views a table or collection view's placeholder data source skeletonises (cells,
/// headers, footers): their skeletons are cells (``SkeletonDriver``'s `isCell`).
@MainActor
protocol SkeletonPlaceholderCell {}

extension SkeletonOverlayView: @preconcurrency SkeletonDriverHost {}

extension UITableViewCell: SkeletonPlaceholderCell {}
extension UITableViewHeaderFooterView: SkeletonPlaceholderCell {}
extension UICollectionReusableView: SkeletonPlaceholderCell {}
#endif
