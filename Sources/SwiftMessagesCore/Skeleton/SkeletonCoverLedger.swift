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
/// - The first skeleton asking for a property (nested roots, a cell's inside its table's, one
///   fading out under a new one) saves it; the last release restores it, in any order.
/// - A value the app set meanwhile wins: left as it is at release (an app's alpha animation is
///   not undone), or, while still requested, saved as the one to restore and overridden again.
/// - Content covered or given back with a fade fades over it (content and placeholders
///   cross-dissolve); given back without one, it shows at once, cancelling a running fade.
/// - A leaf that keeps taking touches is hidden at ``touchableHiddenOpacity``, not 0.
/// - Keys are reusable object addresses: ``forget(_:)`` drops a view that is gone, and
///   ``releaseOwners(where:facts:)`` releases owners that went without a release.
package struct SkeletonCoverLedger<Key: Hashable & Sendable, Owner: Hashable & Sendable>: Sendable {
  private struct Override<Value: Equatable & Sendable>: Sendable {
    var saved: Value
    var applied: Value
  }

  private struct Entry: Sendable {
    var requests: [Owner: SkeletonCoverRequest] = [:]
    var opacity: Override<Double>?
    var isHidden: Override<Bool>?
    var interaction: Override<Bool>?
    var accessibility: Override<Bool>?

    var isUntouched: Bool { opacity == nil && isHidden == nil && interaction == nil && accessibility == nil }
  }

  private var entries: [Key: Entry] = [:]

  /// The opacity of a hidden leaf that keeps taking touches (UIKit's hit-testing skips alpha below
  /// 0.01): 1/64, exact in a layer's `Float` so it reads back as applied, unseen under its placeholder.
  static var touchableHiddenOpacity: Double { 0.015625 }

  /// An empty ledger.
  package init() {}

  /// The views the ledger has changed and not yet restored.
  package var overriddenKeys: Set<Key> { Set(entries.keys) }

  /// Whether `key`'s `isHidden` is currently set by a skeleton.
  package func hidesView(_ key: Key) -> Bool { entries[key]?.isHidden != nil }

  /// Sets everything `owner` wants now (`requests` replace its previous ones, releasing views no
  /// longer listed), reading views with `facts` (one it cannot read is forgotten) and fading over
  /// `fade` seconds; returns the changes to apply, by view.
  package mutating func update(
    owner: Owner, requests: [Key: SkeletonCoverRequest], fade: TimeInterval = 0,
    facts: (Key) -> SkeletonViewFacts?
  ) -> [Key: SkeletonViewChanges] {
    var touched = Array(requests.keys)
    for (key, entry) in entries where entry.requests[owner] != nil && requests[key] == nil {
      entries[key]?.requests[owner] = nil
      touched.append(key)
    }
    for (key, request) in requests {
      entries[key, default: Entry()].requests[owner] = request
    }
    let fadeDuration = fade.nonNegativeFinite
    var changes: [Key: SkeletonViewChanges] = [:]
    for key in touched {
      if let change = settle(key, fade: fadeDuration, facts: facts), !change.isEmpty { changes[key] = change }
    }
    return changes
  }

  /// A new object now holds `key` when `replaced` (the one it stood for was freed):
  /// everything recorded for it is dropped, nothing is restored.
  package mutating func forget(_ key: Key, ifHeldBy replaced: Bool = true) {
    if replaced { entries[key] = nil }
  }

  /// Releases every owner `isGone` says was freed without releasing (a screen closed while its
  /// skeleton showed); returns the values to restore on the views still there.
  package mutating func releaseOwners(
    where isGone: (Owner) -> Bool, facts: (Key) -> SkeletonViewFacts?
  ) -> [Key: SkeletonViewChanges] {
    var gone: [Owner] = []
    for entry in entries.values {
      for owner in entry.requests.keys where !gone.contains(owner) && isGone(owner) { gone.append(owner) }
    }
    var changes: [Key: SkeletonViewChanges] = [:]
    for owner in gone {
      changes.merge(release(owner: owner, facts: facts)) { $1 }
    }
    return changes
  }

  /// Releases everything `owner` asked for; returns the values to restore.
  package mutating func release(owner: Owner, facts: (Key) -> SkeletonViewFacts?) -> [Key:
    SkeletonViewChanges]
  {
    update(owner: owner, requests: [:], facts: facts)
  }

  private mutating func settle(
    _ key: Key, fade: TimeInterval, facts: (Key) -> SkeletonViewFacts?
  ) -> SkeletonViewChanges? {
    guard var entry = entries[key] else { return nil }
    guard let current = facts(key) else {
      entries[key] = nil
      return nil
    }
    let wanted = entry.requests.values.reduce(into: SkeletonCoverRequest()) {
      $0.hidesContent = $0.hidesContent || $1.hidesContent
      $0.hidesView = $0.hidesView || $1.hidesView
      $0.disablesInteraction = $0.disablesInteraction || $1.disablesInteraction
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
    entries[key] = entry.isUntouched && entry.requests.isEmpty ? nil : entry
    return changes
  }

  /// One property: returns the value to set, or `nil` to leave it.
  private static func settle<Value: Equatable & Sendable>(
    _ override: inout Override<Value>?, wanted: Bool, target: Value, current: Value
  ) -> Value? {
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
