import Foundation
import Testing

@testable import SwiftMessagesCore

/// Randomized sequences of queue operations, checking the engine's invariants after every
/// step, one message at a time and with stacking (up to 2, 3 or 4 visible at once). Seeded and
/// reproducible: a failure names the seed of its sequence and its maximum; rerun just that
/// sequence with `QUEUE_PROPERTY_SEED=<seed> swift test --filter QueuePropertyTests`.
@Suite struct QueuePropertyTests {
  static let masterSeed: UInt64 = 0x5EED_CAFE_F00D

  /// 10 000 sequences one at a time (SwiftMessages' semantics), 4 000 for each stacked maximum.
  static func sequenceCount(maximumVisible: Int) -> Int { maximumVisible == 1 ? 10_000 : 4_000 }

  @Test(arguments: 1...4)
  func randomSequencesKeepEveryInvariant(maximumVisible: Int) {
    let seeds: [UInt64]
    let sequenceCount = Self.sequenceCount(maximumVisible: maximumVisible)
    if let text = ProcessInfo.processInfo.environment["QUEUE_PROPERTY_SEED"], let seed = UInt64(text) {
      seeds = [seed]
    } else {
      var master = SplitMix64(seed: Self.masterSeed &+ UInt64(maximumVisible - 1))
      seeds = (0..<sequenceCount).map { _ in master.next() }
    }
    var failures = 0
    var totalSteps = 0
    var shown = 0
    var mostVisible = 0
    for seed in seeds {
      var run = PropertyRun(seed: seed, maximumVisible: maximumVisible)
      if let failure = run.execute() {
        failures += 1
        Issue.record("QUEUE_PROPERTY_SEED=\(seed) maximumVisible=\(maximumVisible): \(failure)")
        if failures >= 5 { break }
      }
      totalSteps += run.steps
      shown += run.shownCount
      mostVisible = max(mostVisible, run.mostVisible)
    }
    #expect(failures == 0)
    // The generator must actually exercise the queue, not just drop everything.
    #expect(seeds.count == 1 || totalSteps > sequenceCount * 20)
    #expect(seeds.count == 1 || shown > sequenceCount)
    // And stacking must actually fill the deck.
    #expect(seeds.count == 1 || mostVisible >= maximumVisible)
  }
}

/// One random sequence: a machine, a simulated driver, and a ledger of events per token.
private struct PropertyRun {
  var rng: SplitMix64
  var machine: QueueStateMachine
  var now: TimeInterval = 0
  var steps = 0
  var shownCount = 0
  /// Timers the machine scheduled and has not cancelled; the driver may fire any of them.
  var timers: Set<QueueTimer> = []
  /// When each live timer falls due: a real timer never fires before its deadline.
  var deadlines: [QueueTimer: TimeInterval] = [:]
  /// Timers that were cancelled or fired, to replay as stale fires.
  var staleTimers: [QueueTimer] = []
  /// Messages the driver was asked to present and has not reported on, with whether it
  /// reported the start.
  var presenting: [MessageToken: Bool] = [:]
  /// Messages the driver was asked to dismiss.
  var dismissing: Set<MessageToken> = []
  /// Messages presented and not yet ended (no terminal event): what the driver shows.
  var onScreen: Set<MessageToken> = []
  /// Every message ever presented: none may be presented twice, except a message presented
  /// again when its host came back before it ever showed.
  var everPresented: Set<MessageToken> = []
  /// Orphans that came back after they were seen: they take their place back even above the
  /// maximum, so the place and exclusivity checks leave them out.
  var rejoined: Set<MessageToken> = []
  /// Messages whose auto-hide the driver paused (``QueueStateMachine/setAutoHidePaused``).
  var pausedByDriver: Set<MessageToken> = []
  /// The highest maximum the run has had, and the most messages visible at once.
  var highestMaximum: Int
  var mostVisible = 0
  var events: [MessageToken: [String]] = [:]
  var accepted: [MessageToken] = []
  var allTokens: [MessageToken] = []
  let ids = ["a", "b", "c", "d", "e"]

  init(seed: UInt64, maximumVisible: Int) {
    rng = SplitMix64(seed: seed)
    highestMaximum = maximumVisible
    let pause: TimeInterval = [0, 0.5, 1][Int(rng.next() % 3)]
    var capacity: QueueCapacity?
    switch rng.next() % 4 {
    case 0: capacity = QueueCapacity(limit: Int(rng.next() % 4), overflow: .dropNewest)
    case 1: capacity = QueueCapacity(limit: Int(rng.next() % 4), overflow: .dropLowestPriority)
    default: capacity = nil
    }
    machine = QueueStateMachine(
      pauseBetweenMessages: pause, capacity: capacity, maximumVisible: maximumVisible)
  }

  /// A random visible message, if any.
  mutating func randomVisible() -> MessageToken? { machine.visibleTokens.randomElement(using: &rng) }

  mutating func random(_ upperBound: Int) -> Int { Int(rng.next() % UInt64(upperBound)) }

  mutating func randomDuration() -> MessageDuration {
    switch random(6) {
    case 0: return .automatic
    case 1: return .forever
    case 2: return .seconds(seconds: Double(random(4)) * 0.5)
    case 3: return .indefinite(delay: Double(random(3)) * 0.5, minimum: Double(random(3)))
    default: return .seconds(seconds: 1)
    }
  }

  mutating func execute() -> String? {
    let length = 20 + random(40)
    for _ in 0..<length {
      steps += 1
      now += Double(random(5)) * 0.25
      if let failure = step() { return "step \(steps): \(failure)" }
    }
    // Drain: finish every animation, fire every timer, hide what stays forever.
    for _ in 0..<10_000 {
      if machine.isIdle && presenting.isEmpty && dismissing.isEmpty && timers.isEmpty { break }
      now += 0.5
      if let failure = drainStep() { return "drain: \(failure)" }
    }
    guard machine.isIdle, timers.isEmpty else { return "queue did not drain (wedged)" }
    for token in allTokens {
      let names = events[token] ?? []
      let complete: [[String]] = [
        ["willShow", "didShow", "willHide", "didHide"], ["dropped"], ["failed"],
        ["willShow", "failed"], ["willShow", "willHide", "didHide"],
      ]
      guard complete.contains(names) else { return "\(token) ended with events \(names)" }
    }
    return nil
  }

  mutating func step() -> String? {
    let id = ids[random(ids.count)]
    switch random(19) {
    case 0, 1, 2, 3:
      let policies: [DuplicatePolicy] = [.drop, .drop, .allow, .replace]
      let request = MessageRequest(
        id: id, priority: random(4) - 1, duration: randomDuration(),
        duplicatePolicy: policies[random(4)], text: random(2) == 0 ? nil : "Saved \(id)",
        readingTime: random(5) == 0 ? .standard : nil, isExclusive: random(6) == 0)
      guard let result = try? machine.enqueue(request, at: now) else {
        return "valid request rejected"
      }
      allTokens.append(result.token)
      if result.isAccepted { accepted.append(result.token) }
      return apply(result.actions)
    case 4:
      return apply(machine.hide(animated: random(2) == 0, at: now))
    case 5:
      guard let token = allTokens.randomElement(using: &rng) else { return nil }
      let reason = DismissReason.allCases[random(DismissReason.allCases.count)]
      return apply(machine.hide(token, reason: reason, animated: random(3) != 0, at: now))
    case 6:
      return apply(random(2) == 0 ? machine.hide(id: id, at: now) : machine.hideCounted(id: id, at: now))
    case 7:
      return random(4) == 0 ? apply(machine.hideAll(at: now)) : nil
    case 8, 9:
      // A stale fire: a timer that was cancelled or already fired and is not live again
      // (timers are identified by value, so a live one cannot be told apart from it).
      if random(3) == 0, let stale = staleTimers.randomElement(using: &rng), !timers.contains(stale) {
        return apply(machine.timerFired(stale, at: now))
      }
      guard let timer = timers.randomElement(using: &rng) else { return nil }
      timers.remove(timer)
      staleTimers.append(timer)
      now = max(now, deadlines[timer] ?? now)
      return apply(machine.timerFired(timer, at: now))
    case 10, 11:
      return advancePresentation()
    case 12:
      guard let token = dismissing.randomElement(using: &rng) else { return nil }
      dismissing.remove(token)
      return apply(machine.dismissalFinished(token, at: now))
    case 13:
      guard let current = randomVisible() else { return nil }
      switch random(3) {
      case 0: return apply(machine.panBegan(current, at: now))
      case 1: return apply(machine.panEnded(current, at: now))
      default:
        // An update in place (a SwiftUI binding keeping its id), of any message.
        let token = random(2) == 0 ? current : allTokens.randomElement(using: &rng) ?? current
        return apply(machine.contentChanged(token, text: random(2) == 0 ? nil : "Updated \(id)", at: now))
      }
    case 14:
      guard let current = randomVisible(), random(3) == 0 else { return nil }
      if random(3) == 0 {
        if machine.visible.contains(where: { $0.token == current && $0.isOrphaned }),
          machine.entries[current].map({ $0.phase != .presenting || $0.started || $0.hide != nil })
            ?? true
        {
          rejoined.insert(current)
        }
        return apply(machine.handle(.hostReappeared(current)))
      }
      // A hide in progress finishes at once; anything else stays (orphaned) until it ends.
      dismissing.remove(current)
      return apply(machine.hostDisappeared(current, at: now))
    case 15, 16:
      // A deck pausing the cards behind its front, or all of them while expanded.
      guard let token = random(4) == 0 ? allTokens.randomElement(using: &rng) : randomVisible() else {
        return nil
      }
      let paused = random(2) == 0
      if paused && machine.visibleTokens.contains(token) {
        pausedByDriver.insert(token)
      } else if !paused {
        pausedByDriver.remove(token)
      }
      return apply(machine.setAutoHidePaused(paused, for: token, at: now))
    case 17:
      // The deck's maximum changes (stacked runs only: one at a time stays one at a time).
      guard highestMaximum > 1, random(4) == 0 else { return nil }
      let maximum = 1 + random(4)
      highestMaximum = max(highestMaximum, maximum)
      return apply(machine.setMaximumVisible(maximum))
    default:
      machine.isVoiceOverRunning.toggle()
      machine.setCount(random(4) - 1, for: id)
      return checkInvariants(presented: [])
    }
  }

  /// Starts, finishes or fails a pending presentation.
  mutating func advancePresentation() -> String? {
    guard let (token, started) = presenting.randomElement(using: &rng) else { return nil }
    if !started && random(8) == 0 {
      presenting[token] = nil
      return apply(machine.presentationFailed(token, failure: .noContext, at: now))
    }
    if !started && random(2) == 0 {
      presenting[token] = true
      return apply(machine.presentationStarted(token))
    }
    presenting[token] = nil
    return apply(machine.presentationFinished(token, at: now))
  }

  mutating func drainStep() -> String? {
    if let token = presenting.keys.first {
      presenting[token] = nil
      return apply(machine.presentationFinished(token, at: now))
    }
    if let token = dismissing.first {
      dismissing.remove(token)
      return apply(machine.dismissalFinished(token, at: now))
    }
    if let timer = timers.sorted(by: { "\($0)" < "\($1)" }).first {
      timers.remove(timer)
      now = max(now, deadlines[timer] ?? now)
      return apply(machine.timerFired(timer, at: now))
    }
    return apply(machine.hideAll(at: now))
  }

  /// Applies actions to the simulated driver and ledger, then checks invariants.
  mutating func apply(_ actions: [QueueAction]) -> String? {
    var presented: [MessageToken] = []
    var lastWillHide: MessageToken?
    for action in actions {
      switch action {
      case .present(let token):
        // Presented again (its host came back before it ever showed) ahead of the queue.
        let isFirst = everPresented.insert(token).inserted
        guard isFirst || onScreen.contains(token) else { return "\(token) presented twice" }
        onScreen.insert(token)
        let holders = machine.visible.filter { $0.holdsPlace && !rejoined.contains($0.token) }
        guard holders.count <= machine.maximumVisible else {
          return "present \(token) makes \(holders.count) visible, maximum \(machine.maximumVisible)"
        }
        mostVisible = max(mostVisible, onScreen.count)
        // An exclusive message is never visible with another (a deck's centre message).
        if holders.count > 1, let alone = holders.first(where: { $0.request.isExclusive }) {
          return "present \(token) makes exclusive \(alone.token) visible with \(holders.count - 1) others"
        }
        if isFirst { presented.append(token) }
        presenting[token] = false
      case .dismiss(let token, _):
        // A dismissal during the show interrupts it: the driver stops waiting for the show.
        presenting[token] = nil
        guard lastWillHide == token else { return "dismiss \(token) without willHide just before" }
        guard !dismissing.contains(token) else { return "second dismiss for \(token)" }
        dismissing.insert(token)
      case .schedule(let timer, let delay):
        guard delay.isFinite, delay >= 0 else { return "timer \(timer) scheduled after \(delay)" }
        guard !timers.contains(timer) else { return "timer \(timer) scheduled twice" }
        timers.insert(timer)
        deadlines[timer] = now + delay
      case .cancel(let timer):
        guard timers.remove(timer) != nil else { return "cancelled unknown timer \(timer)" }
        staleTimers.append(timer)
      case .emit(let event):
        let token = event.token
        var names = events[token] ?? []
        if let last = names.last, ["didHide", "dropped", "failed"].contains(last) {
          return "\(event) after terminal \(last)"
        }
        names.append(event.name)
        events[token] = names
        let valid = ["willShow", "didShow", "willHide", "didHide"]
        let orderOK =
          names == Array(valid.prefix(names.count)) || names == ["dropped"] || names == ["failed"]
          || names == ["willShow", "failed"]
          // Hidden during its show animation: the hide starts at once, with no didShow.
          || names == ["willShow", "willHide"] || names == ["willShow", "willHide", "didHide"]
        guard orderOK else { return "\(token) events out of order: \(names)" }
        if event.name != "dropped" && !everPresented.contains(token) {
          return "\(event) for a message never presented"
        }
        if event.name == "willHide" { lastWillHide = token }
        if event.name == "failed" || event.name == "dropped" { presenting[token] = nil }
        if event.name == "didShow" { shownCount += 1 }
        if event.isTerminal {
          onScreen.remove(token)
          pausedByDriver.remove(token)
        }
      }
    }
    return checkInvariants(presented: presented)
  }

  func checkInvariants(presented: [MessageToken]) -> String? {
    let current = machine.entries.values.filter { $0.phase != .delayed && $0.phase != .queued }
    // Orphans and messages waiting for a place take none; orphans that came back may exceed.
    let placed = machine.visible.filter { $0.holdsPlace && !rejoined.contains($0.token) }
    guard placed.count <= highestMaximum else {
      return "\(placed.count) visible messages take places, maximum \(highestMaximum)"
    }
    let visibleTokens = machine.visibleTokens
    guard Set(current.map(\.token)) == Set(visibleTokens), visibleTokens.count == current.count else {
      return "visible messages out of sync: phases \(current.map(\.token)) list \(visibleTokens)"
    }
    guard Set(visibleTokens) == onScreen else {
      return "visible \(visibleTokens) but the driver shows \(onScreen.sorted())"
    }
    guard visibleTokens.first == machine.currentToken else { return "currentToken is not the front" }
    guard machine.orphanCount == machine.visible.filter(\.isOrphaned).count,
      machine.awaitingPlaceCount == machine.visible.filter(\.awaitsPlace).count
    else {
      return "orphan or awaiting-place count out of sync"
    }
    guard machine.autoHides.count == machine.visible.count else {
      return "\(machine.autoHides.count) auto-hide states for \(machine.visible.count) visible messages"
    }
    for (message, autoHide) in zip(machine.visible, machine.autoHides) {
      if autoHide.isAutoHideHeld && autoHide.autoHideDeadline != nil {
        return "\(message.token) held but its auto-hide runs"
      }
      if !autoHide.isAutoHideHeld && autoHide.pausedRemaining != nil,
        machine.entries[message.token]?.phase == .shown
      {
        return "\(message.token) no longer held but its auto-hide stays frozen"
      }
      if pausedByDriver.contains(message.token) && timers.contains(.autoHide(message.token)) {
        return "\(message.token) paused by the driver but its auto-hide timer is live"
      }
    }
    let queued = machine.entries.values.filter { $0.phase == .queued }
    let delayed = machine.entries.values.filter { $0.phase == .delayed }
    guard queued.count == machine.queuedCount, delayed.count + queued.count == machine.waitingCount
    else {
      return "waiting counts out of sync"
    }
    if let both = queued.first(where: { onScreen.contains($0.token) }) {
      return "\(both.token) both queued and visible"
    }
    for (id, count) in machine.counts {
      guard count > 0 else { return "count of \(id) is \(count)" }
      guard machine.hasUnhiddenMessage(id) else { return "count of \(id) outlives its messages" }
    }
    if let capacity = machine.capacity, machine.waitingCount > capacity.limit {
      return "\(machine.waitingCount) waiting over capacity \(capacity.limit)"
    }
    guard machine.scheduledTimers == timers else {
      return "timer bookkeeping differs: machine \(machine.scheduledTimers) driver \(timers)"
    }
    // Dequeue order: each presented message precedes everything still queued, and those
    // presented in one step come in queue order.
    let presentedEntries = presented.compactMap { machine.entries[$0] }
    for (index, entry) in presentedEntries.enumerated() {
      let later = queued + presentedEntries.dropFirst(index + 1)
      let ahead = later.filter {
        $0.request.priority > entry.request.priority
          || ($0.request.priority == entry.request.priority && $0.sequence < entry.sequence)
      }
      if let first = ahead.first { return "presented \(entry.token) before \(first.token)" }
    }
    // Exclusivity holds places back: an exclusive message visible, or one next in line while
    // others are visible.
    let next = queued.min {
      $0.request.priority != $1.request.priority
        ? $0.request.priority > $1.request.priority : $0.sequence < $1.sequence
    }
    let holders = machine.visible.filter(\.holdsPlace)
    let heldBack =
      machine.maximumVisible > 1 && machine.placesTaken > 0
      && (next?.request.isExclusive == true
        || machine.visible.first(where: \.awaitsPlace)?.request.isExclusive == true
        || holders.contains { $0.request.isExclusive })
    if !machine.isPausing && (!queued.isEmpty || machine.awaitingPlaceCount > 0) && !heldBack {
      guard machine.placesTaken >= machine.maximumVisible else {
        return
          "\(machine.placesTaken) places taken of \(machine.maximumVisible) with \(queued.count) queued and \(machine.awaitingPlaceCount) returned (wedged)"
      }
    }
    return nil
  }
}
