import Foundation
import SwiftMessagesCore

/// Loading-HUD driver cost: a HUD on screen receiving n progress reports (each a strictly
/// larger fraction, so every report reaches the screen), and n pieces of work started
/// together then ended in a scrambled order (the one HUD taken over and handed back).
struct HUDBenchmark {
  /// Timers that fire only when asked: the benchmark plays the clock.
  final class Clock: MessageScheduling {
    var now: TimeInterval = 0
    private var pending: [(TimeInterval, () -> Void)] = []

    func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> ScheduledTimer {
      pending.append((now + delay, work))
      return ScheduledTimer(cancel: {})
    }

    func advance(by seconds: TimeInterval) {
      now += seconds
      let due = pending.filter { $0.0 <= now }
      pending.removeAll { $0.0 <= now }
      for (_, work) in due { work() }
    }
  }

  /// Counts what reaches the screen.
  final class Screen: HUDScreen {
    private(set) var updates = 0
    let accessibility = (voiceOver: false, reduceMotion: false)
    func show(_ content: HUDContent) { updates += 1 }
    func display(_ content: HUDContent, motion: HUDMotion?) { updates += 1 }
    func hide() { updates += 1 }
    func announce(_ text: String) { updates += 1 }
  }

  static func progressReports(_ n: Int) -> Throughput {
    let clock = Clock()
    let driver = HUDDriver(scheduler: clock)
    let screen = Screen()
    driver.screen = screen
    let id = driver.begin(title: "Uploading…")
    clock.advance(by: 1)
    let elapsed = nanoseconds { for step in 1...n { driver.update(id, progress: Double(step) / Double(n)) } }
    return Throughput(n: n, operations: n, effects: screen.updates - 1, nanoseconds: elapsed)
  }

  static func concurrentWork(_ n: Int) -> Throughput {
    let clock = Clock()
    let driver = HUDDriver(scheduler: clock)
    let screen = Screen()
    driver.screen = screen
    var generator = LinearCongruential(seed: UInt64(n))
    let elapsed = nanoseconds {
      var ids = (0..<n).map { driver.begin(title: "Work \($0)") }
      clock.advance(by: 1)
      while !ids.isEmpty {
        let index = Int(generator.next() % UInt64(ids.count))
        ids.swapAt(index, ids.count - 1)
        driver.end(ids.removeLast(), .dismissed)
      }
    }
    return Throughput(n: n, operations: 2 * n, effects: screen.updates, nanoseconds: elapsed)
  }
}
