import Foundation
import SwiftMessages
import SwiftUI
import UIKit

// The README's code samples, type-checked for iOS with the demo (`.ci/samples-check` finds
// each one here, line for line). Edit both together.

/// A stand-in for an app's upload service, for the loading HUD sample.
struct SampleUploader {
  struct Receipt {}
  func upload(_ file: URL, progress: (Int, Int) -> Void) async throws -> Receipt {
    progress(1, 1)
    return Receipt()
  }
}

@MainActor
enum ReadmeSamples {
  /// "Quick start".
  static func quickStart() {
    let view = MessageView.viewFromNib(layout: .cardView)
    view.configureTheme(.success)
    view.configureContent(title: "Saved", body: "Your changes are safe.")
    var config = SwiftMessages.defaultConfig
    config.duration = .seconds(seconds: 3)
    SwiftMessages.show(config: config, view: view)
  }

  /// "Quick start": awaiting the dismissal.
  static func awaitDismissal(view: MessageView) async throws -> DismissReason {
    let reason = try await SwiftMessages.sharedInstance.showAndWait(view: view)  // .timeout, .tap, .swipe…
    return reason
  }

  /// "Several messages at once: a stacked deck".
  static func deck(uploadToast: UIView, errorBanner: UIView) {
    let messages = SwiftMessages()
    messages.stacking = .deck(maximumVisible: 3)  // .off by default
    messages.show(view: uploadToast)
    messages.show(view: errorBanner)  // shows at once, in front; the toast peeks behind
  }

  /// "Loading HUDs": around an async task.
  static func hudAroundATask(uploader: SampleUploader, file: URL) async throws -> SampleUploader.Receipt {
    let receipt = try await SwiftMessages.withHUD("Uploading…", success: "Uploaded") { progress in
      try await uploader.upload(file) { sent, total in progress(Double(sent) / Double(total)) }
    }
    return receipt
  }

  /// "Loading HUDs": driven by hand.
  static func hudByHand() {
    let hud = SwiftMessages.showHUD("Uploading…")
    hud.update(progress: 0.4)  // the arc indicator turns into a progress ring
    hud.update(title: "Almost there…")
    hud.succeed("Done")  // or hud.fail("Offline"), hud.dismiss(), hud.cancel()

    SwiftMessages.flashHUD(.success, title: "Copied")  // an outcome on its own, at once
    SwiftMessages.hideHUD()  // ends the showHUD work (not withHUD's)
  }

  /// "Skeleton placeholders".
  static func skeleton(view: UIView, avatar: UIImageView, titleLabel: UILabel) {
    view.isSkeletonable = true  // the root, containers and the views to cover
    avatar.isSkeletonable = true
    titleLabel.isSkeletonable = true
    view.showAnimatedGradientSkeleton()  // or showSkeleton(), showGradientSkeleton(), showAnimatedSkeleton()
    // … content arrives …
    view.hideSkeleton()
  }
}

@available(iOS 14.0, *)
extension ReadmeSamples {
  /// "SwiftUI messages": SwiftUI content with no wrapper type.
  static func swiftUIContent() {
    var config = SwiftMessages.defaultConfig
    config.presentationStyle = .bottom
    SwiftMessages.show(id: "saved", config: config) { Text("Saved").padding() }
    SwiftMessages.show(id: "saved", config: config) { Text("Saved").padding() }  // dropped: same id
  }

  /// The same from code with no isolation, as a Swift 5 network callback off the main thread
  /// calls it, and on an instance.
  nonisolated static func swiftUIContentFromAnyThread(on messages: SwiftMessages) {
    SwiftMessages.show(id: "offline") { Text("You are offline").padding() }
    messages.show(id: "offline") { Text("You are offline").padding() }
  }
}

extension UIViewController {
  /// "Presenting view controllers (SwiftMessagesSegue)".
  @MainActor func readmeSegueSample(controller: UIViewController) {
    let segue = SwiftMessagesSegue(identifier: nil, source: self, destination: controller)
    segue.configure(layout: .bottomCard)
    segue.perform()
  }

  /// "App extensions".
  @MainActor func readmeAppExtensionSample(view: UIView) {
    var config = SwiftMessages.defaultConfig
    config.presentationContext = .viewController(self)
    SwiftMessages.show(config: config, view: view)
  }
}
