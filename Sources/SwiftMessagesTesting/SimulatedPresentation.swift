import Foundation
import SwiftMessagesCore

/// A message presentation without UIKit, for ``QueueSimulator``: its animations take fixed
/// virtual times on a ``ManualScheduler``, its host can leave and re-enter a window, and it
/// records what was installed so tests can prove nothing is left behind.
public final class SimulatedPresentation: MessagePresentation {
  /// The message's text (or id when it has none).
  public let text: String
  /// How long the show animation takes, in seconds.
  public let showDuration: TimeInterval
  /// How long the hide animation takes, in seconds.
  public let hideDuration: TimeInterval
  /// Decides at install time why installing fails; `nil` (the default, or a `nil` result)
  /// when it succeeds.
  public var installOutcome: ((SimulatedPresentation) -> PresentationFailure?)?
  /// Whether animations report their completion. `true` by default; `false` simulates an
  /// animator that never calls back (or an app suspended mid-animation).
  public var completesAnimations = true
  /// Whether the host is in a window. `true` by default; set it through
  /// ``setHostInWindow(_:)`` once installed, so the driver hears of the change.
  public private(set) var isHostInWindow: Bool
  /// Set by the driver.
  public var onHostWindowChange: ((Bool) -> Void)?
  /// Whether the message is installed now.
  public private(set) var isInstalled = false
  /// How many times it was installed.
  public private(set) var installCount = 0
  /// How many times it was uninstalled.
  public private(set) var uninstallCount = 0
  /// How many times ``didAppear()`` was called (VoiceOver announcements on iOS).
  public private(set) var appearCount = 0
  /// Every step the driver asked for, in order, with its virtual time: `install`,
  /// `animateIn`, `animateOut` (or `removeAtOnce`), `didAppear`, `uninstall` (for example `0.40 didAppear`).
  public private(set) var steps: [String] = []

  private let scheduler: ManualScheduler

  /// Creates a presentation.
  ///
  /// - Parameters:
  ///   - text: the message's text.
  ///   - scheduler: the virtual clock its animations run on.
  ///   - showDuration: seconds; `SlideMotion`'s 0.4 s by default.
  ///   - hideDuration: seconds; `SlideMotion`'s 0.2 s by default.
  ///   - hostInWindow: whether its host is in a window at install. `true` by default.
  package init(
    text: String, scheduler: ManualScheduler, showDuration: TimeInterval = SlideMotion().showDuration,
    hideDuration: TimeInterval = SlideMotion().hideDuration, hostInWindow: Bool = true
  ) {
    self.text = text
    self.scheduler = scheduler
    self.showDuration = showDuration
    self.hideDuration = hideDuration
    self.isHostInWindow = hostInWindow
  }

  /// Moves the host into (`true`) or out of (`false`) a window and tells the driver.
  public func setHostInWindow(_ inWindow: Bool) {
    guard inWindow != isHostInWindow else { return }
    isHostInWindow = inWindow
    onHostWindowChange?(inWindow)
  }

  /// Installs, or fails as ``installOutcome`` decides.
  public func install() -> PresentationFailure? {
    installCount += 1
    isInstalled = true
    record("install")
    return installOutcome?(self)
  }

  /// Completes after ``showDuration`` of virtual time.
  public func animateIn(completion: @escaping () -> Void) {
    record("animateIn")
    guard completesAnimations else { return }
    _ = scheduler.schedule(after: showDuration, completion)
  }

  /// Completes after ``hideDuration`` of virtual time, or at once when not `animated`.
  public func animateOut(animated: Bool, completion: @escaping () -> Void) {
    record(animated ? "animateOut" : "removeAtOnce")
    guard animated else { return completion() }
    guard completesAnimations else { return }
    _ = scheduler.schedule(after: hideDuration, completion)
  }

  /// Counts the appearance.
  public func didAppear() {
    appearCount += 1
    record("didAppear")
  }

  /// Removes the message.
  public func uninstall() {
    uninstallCount += 1
    isInstalled = false
    record("uninstall")
  }

  private func record(_ step: String) {
    steps.append(String(format: "%.2f ", scheduler.now) + step)
  }
}
