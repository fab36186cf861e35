#if canImport(UIKit) && !os(watchOS)
import QuartzCore
import UIKit

/// The presenter's time source: `CACurrentMediaTime()` and main-queue timers. Used only
/// from the main actor (timers run on the main queue).
final class MainQueueScheduler: MessageScheduling {
  init() {}

  var now: TimeInterval { CACurrentMediaTime() }

  func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> ScheduledTimer {
    let item = DispatchWorkItem(block: work)
    DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay), execute: item)
    return ScheduledTimer { item.cancel() }
  }
}
#endif
