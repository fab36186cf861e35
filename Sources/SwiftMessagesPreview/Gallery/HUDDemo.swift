import Foundation
import SwiftMessagesCore
import SwiftMessagesTesting

/// A scripted run of loading HUDs through the real ``HUDDriver`` on a virtual clock;
/// `swiftmessages demo` prints ``run()``'s timeline after the queue demo.
package enum HUDDemo {
  /// The HUD's show and hide animations in the demo, in seconds.
  static let animation: TimeInterval = 0.25

  /// Runs the script and returns the report.
  package static func run() -> String {
    let scheduler = ManualScheduler()
    let driver = HUDDriver(scheduler: scheduler)
    let screen = Screen(scheduler: scheduler, driver: driver)
    driver.screen = screen
    func stamp(_ text: String) { screen.stamp(text) }
    var ids: [String: HUDRequestID] = [:]
    func at(_ time: TimeInterval, _ note: String, _ action: @escaping () -> Void) {
      _ = scheduler.schedule(after: time) {
        stamp("· " + note)
        action()
      }
    }
    at(0, "\"Saving…\" starts") { ids["save"] = driver.begin(title: "Saving…") }
    at(0.1, "\"Saving…\" succeeds, faster than the grace time") {
      ids["save"].map { _ = driver.end($0, .success(title: "Saved")) }
    }
    at(1, "\"Uploading…\" starts") { ids["upload"] = driver.begin(title: "Uploading…") }
    for (offset, fraction) in [(0.5, 0.25), (1.0, 0.5), (1.5, 0.75)] {
      at(1 + offset, "upload reports \(Int(fraction * 100)) %") {
        ids["upload"].map { driver.update($0, progress: fraction) }
      }
    }
    at(3, "upload succeeds") { ids["upload"].map { _ = driver.end($0, .success(title: "Uploaded")) } }
    at(5, "\"Syncing…\" starts") { ids["sync"] = driver.begin(title: "Syncing…") }
    at(6, "sync fails") { ids["sync"].map { _ = driver.end($0, .failure(title: "Offline")) } }
    at(8, "\"Loading profile…\" starts") { ids["profile"] = driver.begin(title: "Loading profile…") }
    at(8.5, "\"Loading photos…\" starts while the HUD is up") {
      ids["photos"] = driver.begin(title: "Loading photos…")
    }
    at(9, "the profile ends (the photos still load)") {
      ids["profile"].map { _ = driver.end($0, .dismissed) }
    }
    at(10, "the photos end") { ids["photos"].map { _ = driver.end($0, .success(title: "Ready")) } }
    at(12, "\"Downloading…\" starts") { ids["download"] = driver.begin(title: "Downloading…") }
    at(13, "the download's task is cancelled") { ids["download"].map { _ = driver.end($0, .cancelled) } }
    scheduler.advance(by: 20)

    var report = "Loading HUD demo: the real HUD driver on a virtual clock\n"
    report += "(grace \(driver.policy.graceTime) s, minimum \(driver.policy.minimumDisplayTime) s, "
    report += "outcome hold \(driver.policy.outcomeHold) s, animations \(animation) s)\n\n"
    report += screen.log.joined(separator: "\n") + "\n"
    return report
  }

  /// Logs what the driver asks, stamped, and plays the HUD's show and hide animations.
  private final class Screen: HUDScreen {
    let scheduler: ManualScheduler
    unowned let driver: HUDDriver
    private(set) var log: [String] = []
    let accessibility = (voiceOver: false, reduceMotion: false)

    init(scheduler: ManualScheduler, driver: HUDDriver) {
      self.scheduler = scheduler
      self.driver = driver
    }

    func stamp(_ text: String) { log.append(String(format: "%8.3fs  ", scheduler.now) + text) }

    func show(_ content: HUDContent) {
      stamp("show     " + describe(content))
      // The minimum display time counts from the start of the show animation.
      driver.appeared()
    }

    func display(_ content: HUDContent, motion: HUDMotion?) {
      let kind = content.outcome != nil ? "morph    " : motion == nil ? "takeOver " : "change   "
      stamp(kind + describe(content))
    }

    func hide() {
      stamp("hide")
      _ = scheduler.schedule(after: animation) { [self] in
        stamp("gone")
        driver.disappeared()
      }
    }

    func announce(_ text: String) {}
  }

  private static let marks: [HUDOutcome: String] = [.success: " ✓", .failure: " ✗", .info: " ℹ"]

  private static func describe(_ content: HUDContent) -> String {
    var text = "\"\(content.accessibilityLabel)\""
    if let progress = content.progress, let value = content.accessibilityValue {
      text += " ring \(Int((progress * 100).rounded())) % (VoiceOver: \(value))"
    }
    if let outcome = content.outcome { text += marks[outcome] ?? " (\(outcome))" }
    return text
  }
}
