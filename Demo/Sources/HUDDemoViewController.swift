import SwiftMessages
import UIKit

/// Exercises the loading HUDs: the handle API (progress, title, success, failure, dismiss,
/// cancel, a reporter for background threads), `withHUD` around async work (value, thrown
/// error, cancellation, fast work that never shows), two HUDs back to back, an interactive
/// dim, a HUD inside this view controller, and a custom HUD view.
final class HUDDemoViewController: UITableViewController {
  private struct Row {
    let title: String
    let action: (HUDDemoViewController) -> Void
  }

  /// HUDs over this controller only, with a dim a tap dismisses. Its configuration holds
  /// this controller: released when the controller leaves the navigation stack.
  private var local: SwiftMessages?

  /// A HUD of the app's own design.
  private let custom: SwiftMessages = {
    let messages = SwiftMessages()
    messages.hudConfig.dimMode = .none
    messages.hudConfig.presentationStyle = .bottom
    messages.hudViewProvider = { PillHUDView() }
    return messages
  }()

  /// HUDs with slower timing: 0.5 s grace, 1 s minimum, 2 s hold.
  private let patient: SwiftMessages = {
    let messages = SwiftMessages()
    messages.hudTimingPolicy = HUDTimingPolicy(graceTime: 0.5, minimumDisplayTime: 1, outcomeHold: 2)
    return messages
  }()

  private var task: Task<Void, Never>?

  private lazy var rows: [Row] = [
    Row(title: "showHUD, then succeed after 2 s") { _ in
      let hud = SwiftMessages.showHUD("Saving…")
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { hud.succeed("Saved") }
    },
    Row(title: "Progress and title, then fail") { _ in
      let hud = SwiftMessages.showHUD("Uploading…")
      var step = 0
      Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
        step += 1
        hud.update(progress: Double(step) / 30)
        if step == 20 { hud.update(title: "Almost there…") }
        if step == 30 {
          timer.invalidate()
          hud.fail("Server busy")
        }
      }
    },
    Row(title: "Progress from a background thread, then dismiss") { _ in
      let hud = SwiftMessages.showHUD("Indexing…")
      let report = hud.progressReporter
      DispatchQueue.global().async {
        for step in 1...2_000 {
          report(Double(step) / 2_000)
          usleep(1_000)
        }
        DispatchQueue.main.async { hud.dismiss() }
      }
    },
    Row(title: "showHUD, cancel after 1 s (no morph)") { _ in
      let hud = SwiftMessages.showHUD("Connecting…")
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { hud.cancel() }
    },
    Row(title: "withHUD: upload with progress, success") { controller in
      controller.task = Task { @MainActor in
        let bytes = try? await SwiftMessages.withHUD("Uploading…", success: "Uploaded") { progress in
          try await DemoWork.upload(progress: progress)
        }
        controller.title = bytes.map { "Sent \($0) bytes" } ?? "Upload failed"
      }
    },
    Row(title: "withHUD: the error is shown, then rethrown") { controller in
      controller.task = Task { @MainActor in
        do {
          try await SwiftMessages.withHUD("Syncing…") { _ in try await DemoWork.failAfter(seconds: 1.5) }
        } catch {
          controller.title = "Caught: \(error.localizedDescription)"
        }
      }
    },
    Row(title: "withHUD: a failure title of your own") { controller in
      controller.task = Task { @MainActor in
        _ = try? await SwiftMessages.withHUD(
          "Signing in…", failure: { error in "Could not sign in: \(error.localizedDescription)" }
        ) { _ in try await DemoWork.failAfter(seconds: 1) }
      }
    },
    Row(title: "withHUD: cancel the task after 1 s") { controller in
      let task = Task { @MainActor in
        _ = try? await SwiftMessages.withHUD("Downloading…") { progress in
          try await DemoWork.upload(progress: progress)
        }
      }
      controller.task = task
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { task.cancel() }
    },
    Row(title: "withHUD: fast work (no HUD at all)") { controller in
      controller.task = Task { @MainActor in
        let value = try? await SwiftMessages.withHUD("Checking…") { _ in
          try await Task.sleep(nanoseconds: 50_000_000)
          return 7
        }
        controller.title = "Result \(value ?? 0), no HUD"
      }
    },
    Row(title: "Two HUDs back to back (one HUD, taken over)") { _ in
      let first = SwiftMessages.showHUD("Loading profile…")
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        let second = SwiftMessages.showHUD("Loading photos…")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { first.dismiss() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { second.succeed("Ready") }
      }
    },
    Row(title: "Own instance over this screen, tap outside dismisses") { controller in
      let messages = controller.local ?? SwiftMessages()
      messages.hudConfig.presentationContext = .viewController(controller)
      messages.hudConfig.dimMode = .gray(interactive: true)
      controller.local = messages
      let hud = messages.showHUD("Tap outside to stop")
      let timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in hud.succeed() }
      hud.onUserDismiss = {
        timer.invalidate()
        controller.title = "Stopped by the user"
      }
    },
    Row(title: "flashHUD(.success): an outcome on its own") { _ in
      SwiftMessages.flashHUD(.success, title: "Copied")
    },
    Row(title: "flashHUD with an SF Symbol (neutral outcome)") { _ in
      SwiftMessages.flashHUD(.symbol(systemName: "wifi.slash"), title: "Offline")
    },
    Row(title: "finish(.info): neither success nor failure") { _ in
      let hud = SwiftMessages.showHUD("Checking for updates…")
      DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { hud.finish(.info, title: "Already up to date") }
    },
    Row(title: "A banner is up, then a HUD: it shows at once (own lane)") { controller in
      let banner = MessageView.viewFromNib(layout: .cardView)
      banner.configureTheme(.success)
      banner.configureContent(title: "Saved", body: "The HUD does not wait for this banner.")
      SwiftMessages.show(view: banner)
      controller.task = Task { @MainActor in
        try? await Task.sleep(nanoseconds: 300_000_000)
        _ = try? await SwiftMessages.withHUD("Uploading…", success: "Uploaded") { progress in
          try await DemoWork.upload(progress: progress)
        }
      }
    },
    Row(title: "withHUD, tap outside cancels the work") { controller in
      let messages = controller.local ?? SwiftMessages()
      messages.hudConfig.dimMode = .gray(interactive: true)
      controller.local = messages
      controller.task = Task { @MainActor in
        do {
          _ = try await messages.withHUD("Tap outside to cancel") { progress in
            try await DemoWork.upload(progress: progress)
          }
          controller.title = "Uploaded"
        } catch {
          controller.title = error is CancellationError ? "Cancelled by the user" : "Failed"
        }
      }
    },
    Row(title: "showHUD, then hideHUD() (handle work only)") { _ in
      let hud = SwiftMessages.showHUD("Refreshing…")
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
        SwiftMessages.hideHUD()
        _ = hud  // kept until then: a released handle ends its work
      }
    },
    Row(title: "Follow a Progress object") { _ in
      let progress = Progress(totalUnitCount: 20)
      let hud = SwiftMessages.showHUD("Importing…")
      hud.follow(progress)
      DispatchQueue.global().async {
        for _ in 0..<20 {
          usleep(100_000)
          progress.completedUnitCount += 1
        }
        DispatchQueue.main.async { hud.succeed("Imported") }
      }
    },
    Row(title: "Slower HUD timing (hudTimingPolicy)") { controller in
      let hud = controller.patient.showHUD("Patient…")
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { hud.succeed("Done") }
    },
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Loading HUDs"
    menu.attach(to: tableView)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent { local = nil }
  }

  private lazy var menu = DemoMenu(
    rows: rows.map { row in DemoMenu.Row(title: row.title) { [unowned self] in row.action(self) } })
}

/// Simulated work for the demo.
enum DemoWork {
  struct Offline: LocalizedError {
    var errorDescription: String? { "You are offline" }
  }

  /// Three seconds of "upload", reporting progress as it goes; cancelling the calling task
  /// stops it (the sleep throws `CancellationError`).
  static func upload(progress: HUDProgressReporter) async throws -> Int {
    for step in 1...30 {
      try await Task.sleep(nanoseconds: 100_000_000)
      progress(Double(step) / 30)
    }
    return 30 * 1024
  }

  /// Fails with ``Offline`` after `seconds`.
  static func failAfter(seconds: Double) async throws {
    try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    throw Offline()
  }
}

/// A HUD of the app's own design: a pill at the bottom with the progress ring and a
/// percentage, then ✓ or ✗. The clear container spans the width (the animator pins it); the
/// pill hugs its content above the home indicator, and touches pass through.
final class PillHUDView: UIView, HUDDisplaying {
  private let pill = UIView()
  private let ring = ProgressRingView()
  private let label = UILabel()

  init() {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    pill.backgroundColor = .secondarySystemBackground
    pill.layer.cornerRadius = 22
    pill.translatesAutoresizingMaskIntoConstraints = false
    label.font = .preferredFont(forTextStyle: .subheadline)
    label.adjustsFontForContentSizeCategory = true
    let stack = UIStackView(arrangedSubviews: [ring, label])
    stack.spacing = 8
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(pill)
    pill.addSubview(stack)
    NSLayoutConstraint.activate([
      ring.widthAnchor.constraint(equalToConstant: 24), ring.heightAnchor.constraint(equalToConstant: 24),
      pill.centerXAnchor.constraint(equalTo: centerXAnchor),
      pill.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      pill.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
      pill.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
      stack.topAnchor.constraint(equalTo: pill.topAnchor, constant: 10),
      stack.bottomAnchor.constraint(equalTo: pill.bottomAnchor, constant: -10),
      stack.leadingAnchor.constraint(equalTo: pill.leadingAnchor, constant: 14),
      stack.trailingAnchor.constraint(equalTo: pill.trailingAnchor, constant: -18),
    ])
    pill.isAccessibilityElement = true
  }

  required init?(coder: NSCoder) { nil }

  func display(_ content: HUDContent, motion: HUDMotion?) {
    let title = content.title ?? ""
    switch content.outcome {
    case .success?:
      ring.isHidden = true
      label.text = "✓ " + (title.isEmpty ? content.accessibilityLabel : title)
    case .failure?:
      ring.isHidden = true
      label.text = "✗ " + (title.isEmpty ? content.accessibilityLabel : title)
    case .info?, .symbol?:
      ring.isHidden = true
      label.text = "ℹ︎ " + (title.isEmpty ? content.accessibilityLabel : title)
    case nil:
      ring.isHidden = false
      let percent = content.progress.map { " \(Int($0 * 100))%" } ?? ""
      label.text = title + percent
      if let progress = content.progress { ring.setProgress(progress, animated: motion != nil) }
    }
    pill.accessibilityLabel = content.accessibilityLabel
    pill.accessibilityValue = content.accessibilityValue
  }
}
