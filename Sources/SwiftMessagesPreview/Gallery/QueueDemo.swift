import Foundation
import SwiftMessagesCore
import SwiftMessagesTesting

/// A scripted message sequence (de-duplication, priorities, pauses, pan-to-pause, `.indefinite`,
/// failures) run through the real queue engine on a virtual clock; `swiftmessages demo` prints
/// ``run()``'s timeline.
package enum QueueDemo {
  /// One scripted user or app action.
  struct Step {
    let time: TimeInterval
    let note: String
    let action: (QueueSimulator) throws -> Void
  }

  /// What one run of the script produced: the steps as they ran, the queue's events, and the
  /// state left at the end.
  struct Run {
    /// The script's steps with their time, in the order they ran (a rejected step notes why).
    let script: [(time: TimeInterval, note: String)]
    /// Every queue event with its time.
    let entries: [EventRecorder.Entry]
    /// The timeline as `EventRecorder.timeline()` writes it.
    let timeline: String
    /// `count(id: "welcome")` after the run.
    let welcomeCount: Int
    /// Whether the queue is idle after the run.
    let isIdle: Bool
  }

  /// Runs the script through the real queue engine on a virtual clock.
  static func simulate() -> Run {
    let simulator = QueueSimulator()
    simulator.presentationOutcome = { $0.text == "Offline banner" ? .noContext : nil }
    var log: [(time: TimeInterval, note: String)] = []
    for step in script {
      _ = simulator.scheduler.schedule(after: step.time) {
        do {
          try step.action(simulator)
          log.append((step.time, step.note))
        } catch {
          log.append((step.time, "\(step.note) → rejected: \(error)"))
        }
      }
    }
    simulator.advance(by: 30)
    return Run(
      script: log, entries: simulator.recorder.entries, timeline: simulator.recorder.timeline(),
      welcomeCount: simulator.driver.count(id: "welcome"), isIdle: simulator.driver.machine.isIdle)
  }

  /// Runs the script and returns the report: the script, then the timeline of events.
  package static func run() -> String {
    let run = simulate()
    var report = "SwiftMessages queue demo: the real queue engine on a virtual clock\n"
    report += "(show animation 0.4 s, hide animation 0.2 s, pause between messages 0.5 s)\n\n"
    report += "Script\n"
    for (time, note) in run.script {
      report += String(format: "%8.3fs  ", time) + note + "\n"
    }
    report += "\nTimeline\n" + run.timeline
    report += "\nCounts after the run: welcome=\(run.welcomeCount)"
    report += ", idle=\(run.isIdle)\n"
    return report
  }

  static var script: [Step] {
    [
      Step(time: 0, note: "show welcome (.automatic, 2 s)") {
        try $0.show(MessageRequest(id: "welcome", text: "Welcome back!"))
      },
      Step(time: 0.1, note: "show welcome again: a duplicate, dropped but counted") {
        try $0.show(MessageRequest(id: "welcome", text: "Welcome back!"))
      },
      Step(time: 0.2, note: "show tip (reading time from its text)") {
        try $0.show(
          MessageRequest(
            id: "tip", text: "Swipe left on a conversation to archive it.", readingTime: .standard))
      },
      Step(time: 0.3, note: "show sync-error with priority 10 (jumps the queue)") {
        try $0.show(MessageRequest(id: "sync-error", priority: 10, duration: .seconds(seconds: 3)))
      },
      Step(time: 0.35, note: "show a message with a negative duration") {
        try $0.show(MessageRequest(id: "broken", duration: .seconds(seconds: -1)))
      },
      Step(time: 1.0, note: "user starts dragging welcome (auto-hide paused)") { sim in
        if let token = sim.driver.machine.current(id: "welcome") { sim.driver.panBegan(token) }
      },
      Step(time: 1.4, note: "drag ends, welcome snaps back (its full 2 s start again)") { sim in
        if let token = sim.driver.machine.current(id: "welcome") { sim.driver.panEnded(token) }
      },
      Step(time: 2.5, note: "hideCounted(welcome): count 2 → 1, stays up") {
        $0.driver.hideCounted(id: "welcome")
      },
      Step(time: 4.0, note: "show loading HUD (.indefinite delay 1 s, minimum 2 s, priority 5)") {
        try $0.show(
          MessageRequest(
            id: "loading", priority: 5, duration: .indefinite(delay: 1, minimum: 2), text: "Loading…"))
      },
      Step(time: 4.2, note: "show offline banner (no window to present in)") {
        try $0.show(MessageRequest(id: "offline", duration: .forever, text: "Offline banner"))
      },
      Step(time: 9.0, note: "work done: hide(id: loading), postponed until its 2 s minimum") {
        $0.driver.hide(id: "loading")
      },
      Step(time: 9.1, note: "hide() then show() of the same id at once: the new one shows") { sim in
        sim.driver.hide()
        try sim.show(MessageRequest(id: "loading", duration: .seconds(seconds: 1), text: "Done"))
      },
    ]
  }
}
