import Foundation

/// What a skeleton may change on one host view, as read from the view now.
package struct SkeletonViewFacts: Sendable {
  /// The layer's opacity (`view.layer.opacity`).
  package internal(set) var opacity: Double
  /// `view.isHidden`.
  package internal(set) var isHidden: Bool
  /// `view.isUserInteractionEnabled`.
  package internal(set) var isUserInteractionEnabled: Bool
  /// `view.accessibilityElementsHidden`.
  package internal(set) var accessibilityElementsHidden: Bool

  /// Creates facts; the defaults are a fresh view's: opaque, shown, interactive, accessible.
  package init(
    opacity: Double = 1, isHidden: Bool = false, isUserInteractionEnabled: Bool = true,
    accessibilityElementsHidden: Bool = false
  ) {
    self.opacity = opacity
    self.isHidden = isHidden
    self.isUserInteractionEnabled = isUserInteractionEnabled
    self.accessibilityElementsHidden = accessibilityElementsHidden
  }
}

/// A view skeletons cover: the ledger reads its values and sets its changes.
package protocol SkeletonCoverable: AnyObject {
  /// What a skeleton may change on the view, as it is now.
  var skeletonViewFacts: SkeletonViewFacts { get }
  /// Sets `changes` (never empty) on the view.
  func applySkeletonChanges(_ changes: SkeletonViewChanges)
}

/// What one skeleton wants of one view.
package struct SkeletonCoverRequest: Sendable {
  /// Hide the content of a leaf: opacity 0 (``SkeletonCoverLedger/touchableHiddenOpacity`` for
  /// a leaf that keeps taking touches) and no VoiceOver elements (the overlay's "Loading"
  /// element stands for it).
  var hidesContent: Bool
  /// Hide the view (`isHiddenWhenSkeletonIsActive`).
  var hidesView: Bool
  /// Stop touches (`isUserInteractionDisabledWhenSkeletonIsActive` on a leaf).
  var disablesInteraction: Bool

  /// Creates a request; nothing is asked by default.
  init(hidesContent: Bool = false, hidesView: Bool = false, disablesInteraction: Bool = false) {
    self.hidesContent = hidesContent
    self.hidesView = hidesView
    self.disablesInteraction = disablesInteraction
  }
}

/// The values to set on one view; `nil` leaves a property alone.
package struct SkeletonViewChanges: Sendable {
  /// The new layer opacity.
  package internal(set) var opacity: Double?
  /// When the content is hidden with a fade: the opacity to fade from over
  /// `fadeDuration` (the overlay fades in over the same time, so nothing blinks).
  package internal(set) var fadeFrom: Double?
  /// The fade's length in seconds; 0 when there is no fade.
  package internal(set) var fadeDuration: TimeInterval = 0
  /// Remove a content fade still running (the opacity is restored at once: a hide inside the
  /// show fade must not let the fade-out run on and the content blink back after it).
  package internal(set) var cancelsFade = false
  /// The new `isHidden`.
  package internal(set) var isHidden: Bool?
  /// The new `isUserInteractionEnabled`.
  package internal(set) var isUserInteractionEnabled: Bool?
  /// The new `accessibilityElementsHidden`.
  package internal(set) var accessibilityElementsHidden: Bool?

  /// Whether nothing is to be set.
  var isEmpty: Bool {
    opacity == nil && isHidden == nil && isUserInteractionEnabled == nil && accessibilityElementsHidden == nil
      && !cancelsFade
  }
}

/// Every change skeletons made to host views, shared by all skeletons on screen, and how to put
/// each value back exactly: per view and property, the value found (saved) and the one set (applied).
/// Views and owners are held weakly; each change is set on its view as it is settled.
/// - The first skeleton asking for a property (nested roots, a cell's inside its table's, one
///   fading out under a new one) saves it; the last release restores it, in any order.
/// - A value the app set meanwhile wins: left as it is at release (an app's alpha animation is
///   not undone), or, while still requested, saved as the one to restore and overridden again.
/// - Content covered or given back with a fade fades over it (content and placeholders
///   cross-dissolve); given back without one, it shows at once, cancelling a running fade.
/// - A leaf that keeps taking touches is hidden at ``touchableHiddenOpacity``, not 0.
/// - A view that is gone is dropped, nothing restored (a new view at its address starts clean);
///   an owner freed without a release (a screen closed while its skeleton showed) is released
///   at the next update.
///
/// The tens of views and owners on screen are kept in arrays, searched linearly. A class, shared:
/// views are set after the ledger is settled and outside any access to it, so a view's setter may
/// re-enter it (read it, release another owner).
package final class SkeletonCoverLedger {
  /// One property's value as found (saved) and as set (applied); booleans are stored as 0 or 1.
  private struct Override {
    var saved: Double
    var applied: Double
  }

  /// What one owner asks of a view.
  private struct Request {
    weak var owner: AnyObject?
    var request: SkeletonCoverRequest
  }

  private struct Entry {
    weak var view: (any SkeletonCoverable)?
    var requests: [Request] = []
    var opacity: Override?
    var isHidden: Override?
    var interaction: Override?
    var accessibility: Override?

    var isUntouched: Bool { opacity == nil && isHidden == nil && interaction == nil && accessibility == nil }
  }

  private var entries: [Entry] = []

  /// The opacity of a hidden leaf that keeps taking touches (UIKit's hit-testing skips alpha below
  /// 0.01): 1/64, exact in a layer's `Float` so it reads back as applied, unseen under its placeholder.
  static var touchableHiddenOpacity: Double { 0.015625 }

  /// An empty ledger.
  package init() {}

  /// The views the ledger has changed and not yet restored.
  var overriddenViews: [any SkeletonCoverable] { entries.compactMap(\.view) }

  /// Whether `view`'s `isHidden` is currently set by a skeleton.
  package func hidesView(_ view: AnyObject) -> Bool {
    entries.contains { $0.view === view && $0.isHidden != nil }
  }

  /// Sets everything `owner` wants now (`requests` replace its previous ones, releasing views no
  /// longer listed), fading over `fade` seconds; each view changed is set once.
  package func update(
    owner: AnyObject, requests: [(view: any SkeletonCoverable, request: SkeletonCoverRequest)],
    fade: TimeInterval = 0
  ) {
    entries.removeAll { $0.view == nil }
    var touched: [any SkeletonCoverable] = []
    for index in entries.indices {
      guard let view = entries[index].view else { continue }
      let count = entries[index].requests.count
      entries[index].requests.removeAll { held in
        held.owner == nil || (held.owner === owner && !requests.contains { $0.view === view })
      }
      if entries[index].requests.count != count { touched.append(view) }
    }
    for (view, request) in requests {
      if !touched.contains(where: { $0 === view }) { touched.append(view) }
      let index = entries.firstIndex { $0.view === view } ?? entries.endIndex
      if index == entries.endIndex { entries.append(Entry(view: view)) }
      if let held = entries[index].requests.firstIndex(where: { $0.owner === owner }) {
        entries[index].requests[held].request = request
      } else {
        entries[index].requests.append(Request(owner: owner, request: request))
      }
    }
    let fadeDuration = fade.nonNegativeFinite
    for view in touched { settle(view, fade: fadeDuration) }
  }

  /// Releases everything `owner` asked for, restoring the values.
  package func release(owner: AnyObject) {
    update(owner: owner, requests: [])
  }

  private func settle(_ view: any SkeletonCoverable, fade: TimeInterval) {
    guard let index = entries.firstIndex(where: { $0.view === view }) else { return }
    let current = view.skeletonViewFacts
    var entry = entries[index]
    let wanted = entry.requests.reduce(into: SkeletonCoverRequest()) {
      $0.hidesContent = $0.hidesContent || $1.request.hidesContent
      $0.hidesView = $0.hidesView || $1.request.hidesView
      $0.disablesInteraction = $0.disablesInteraction || $1.request.disablesInteraction
    }
    var changes = SkeletonViewChanges()
    let covered = entry.opacity
    let hiddenOpacity = wanted.disablesInteraction ? 0 : Self.touchableHiddenOpacity
    changes.opacity = Self.settle(
      &entry.opacity, wanted: wanted.hidesContent, target: hiddenOpacity, current: current.opacity)
    switch (covered, entry.opacity) {
    case (nil, .some(let now)) where fade > 0 && current.opacity != now.applied:
      changes.fadeFrom = current.opacity
      changes.fadeDuration = fade
    case (.some(let was), nil) where fade > 0 && changes.opacity != nil:
      changes.fadeFrom = was.applied
      changes.fadeDuration = fade
    case (.some, nil):
      changes.cancelsFade = true
    default:
      break
    }
    changes.isHidden = Self.settle(
      &entry.isHidden, wanted: wanted.hidesView, target: true, current: current.isHidden)
    changes.isUserInteractionEnabled = Self.settle(
      &entry.interaction, wanted: wanted.disablesInteraction, target: false,
      current: current.isUserInteractionEnabled)
    changes.accessibilityElementsHidden = Self.settle(
      &entry.accessibility, wanted: wanted.hidesContent, target: true,
      current: current.accessibilityElementsHidden)
    if entry.isUntouched && entry.requests.isEmpty {
      entries.remove(at: index)
    } else {
      entries[index] = entry
    }
    if !changes.isEmpty { view.applySkeletonChanges(changes) }
  }

  /// One boolean property, settled as 0 or 1.
  private static func settle(_ override: inout Override?, wanted: Bool, target: Bool, current: Bool) -> Bool?
  {
    settle(&override, wanted: wanted, target: target ? 1 : 0, current: current ? 1 : 0).map { $0 != 0 }
  }

  /// One property: returns the value to set, or `nil` to leave it.
  private static func settle(_ override: inout Override?, wanted: Bool, target: Double, current: Double)
    -> Double?
  {
    switch (override, wanted) {
    case (nil, false):
      return nil
    case (nil, true):
      override = Override(saved: current, applied: target)
      return current == target ? nil : target
    case (let held?, true) where current == held.applied:
      guard held.applied != target else { return nil }
      override = Override(saved: held.saved, applied: target)  // another target (touches)
      return target
    case (_?, true):
      // The app changed it meanwhile: its value is the one to put back later.
      override = Override(saved: current, applied: target)
      return target
    case (let held?, false):
      override = nil
      // A value the app set meanwhile wins.
      return current == held.applied ? held.saved : nil
    }
  }
}
