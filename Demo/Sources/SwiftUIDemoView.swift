import SwiftMessages
import SwiftUI
import UIKit

/// Builds the SwiftUI demo screen (a placeholder before iOS 14, which the SwiftUI message API
/// needs).
enum SwiftUIDemo {
  static func makeViewController() -> UIViewController {
    guard #available(iOS 14.0, *) else {
      let controller = UIViewController()
      controller.view.backgroundColor = .systemBackground
      controller.title = "SwiftUI needs iOS 14"
      return controller
    }
    let controller = UIHostingController(rootView: SwiftUIDemoView())
    controller.title = "SwiftUI"
    return controller
  }
}

// MARK: - Messages as data (as in SwiftMessages' SwiftUIDemo)

/// A message that is pure data, `Identifiable` by its style and title: a new body keeps the
/// id, so it updates the message on screen in place.
@available(iOS 14.0, *)
struct DemoMessage: Identifiable {
  enum Style: String {
    case standard
    case card
    case tab
  }

  let title: String
  let body: String
  let style: Style

  var id: String { "\(style.rawValue): \(title)" }
}

@available(iOS 14.0, *)
extension DemoMessage: MessageViewConvertible {
  func asMessageView() -> SwiftUIDemoMessageView {
    SwiftUIDemoMessageView(message: self)
  }
}

// MARK: - Message views

/// A title and a body in the standard (full width, under the status bar), card or tab style.
@available(iOS 14.0, *)
struct SwiftUIDemoMessageView: View {
  let message: DemoMessage

  var body: some View {
    switch message.style {
    case .standard:
      content.background(Color.demoMessageBackground.edgesIgnoringSafeArea(.top))
    case .card:
      content.background(Color.demoMessageBackground).cornerRadius(15).padding(10)
    case .tab:
      content.background(
        BottomRoundedRectangle(radius: 15).fill(Color.demoMessageBackground).edgesIgnoringSafeArea(.top))
    }
  }

  private var content: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(message.title).font(.system(size: 20, weight: .bold))
      Text(message.body)
    }
    .multilineTextAlignment(.leading)
    .padding(30)
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// A card with a title, a body and a button built by the caller.
@available(iOS 14.0, *)
struct DemoMessageWithButtonView<Button: View>: View {
  let message: DemoMessage
  @ViewBuilder let button: () -> Button

  var body: some View {
    VStack(spacing: 8) {
      Text(message.title).font(.system(size: 20, weight: .bold))
      Text(message.body)
      button()
    }
    .multilineTextAlignment(.center)
    .padding(30)
    .frame(maxWidth: .infinity)
    .background(Color.demoMessageBackground)
    .cornerRadius(15)
    .padding(10)
  }
}

/// A banner that hides itself with the hide action of its own environment.
@available(iOS 14.0, *)
struct SelfHidingBanner: View {
  @Environment(\.swiftMessagesHide) private var hide

  var body: some View {
    HStack {
      Text("You are offline").font(.headline)
      Spacer()
      Button("Dismiss") { hide() }
    }
    .padding(20)
    .background(Color.orange.edgesIgnoringSafeArea(.bottom))
  }
}

/// A rectangle with rounded bottom corners (the tab style).
@available(iOS 14.0, *)
struct BottomRoundedRectangle: Shape {
  let radius: CGFloat

  func path(in rect: CGRect) -> Path {
    Path(
      UIBezierPath(
        roundedRect: rect, byRoundingCorners: [.bottomLeft, .bottomRight],
        cornerRadii: CGSize(width: radius, height: radius)
      ).cgPath)
  }
}

@available(iOS 14.0, *)
extension Color {
  static let demoMessageBackground = Color(UIColor.secondarySystemBackground)
}

// MARK: - The screen

/// Every SwiftUI entry point: `MessageViewConvertible` data, a view builder whose button uses
/// this view's hide action, a custom instance with its own config, the geometry proxy, an
/// initial value, `isPresented`, and a message that hides itself from its own environment.
@available(iOS 14.0, *)
struct SwiftUIDemoView: View {
  /// Hides the shared instance's current message (this view is not inside a message).
  @Environment(\.swiftMessagesHide) private var hide

  /// Purely data-driven messages.
  @State var message: DemoMessage?
  /// A message built with a view builder.
  @State var messageWithButton: DemoMessage?
  /// Shown by a custom instance at the bottom.
  @State private var bottomMessage: DemoMessage?
  /// Built with the container's geometry.
  @State private var geometryMessage: DemoMessage?
  /// Non-nil from the start: shown as soon as the screen appears.
  @State private var welcome: DemoMessage? = DemoMessage(
    title: "Welcome", body: "This binding was not nil when the screen appeared.", style: .card)
  @State private var showsOffline = false
  /// Drives the SwiftUI HUD modifier.
  @State private var isLoading = false
  @State private var loadingProgress: Double?
  /// What the HUD modifier morphs into when the loading ends.
  @State private var loadingOutcome: HUDOutcome?
  /// How many times the card's text was changed in place.
  @State private var updates = 0
  /// The instance of the bottom messages: one for the screen's lifetime (a `@State` initial
  /// value would build a new instance each time SwiftUI re-creates this view's value).
  private static let bottomMessages = SwiftMessages()
  private var bottomMessages: SwiftMessages { Self.bottomMessages }

  private var bottomConfig: SwiftMessages.Config {
    var config = SwiftMessages.Config()
    config.presentationStyle = .bottom
    config.duration = .seconds(seconds: 4)
    return config
  }

  private var offlineConfig: SwiftMessages.Config {
    var config = bottomConfig
    config.duration = .forever
    return config
  }

  private let longBody = "This is a sample SwiftUI message! This content should be long enough to wrap."

  var body: some View {
    List {
      Section(header: Text("MessageViewConvertible")) {
        Button("Show standard message") {
          message = DemoMessage(title: "Demo", body: longBody, style: .standard)
        }
        Button("Show card message") { message = DemoMessage(title: "Demo", body: longBody, style: .card) }
        Button("Show tab message") { message = DemoMessage(title: "Demo", body: longBody, style: .tab) }
        Button("Change the card's text (same id: updates in place)") {
          updates += 1
          message = DemoMessage(
            title: "Demo", body: "Updated \(updates) time(s); 2 s more each time.", style: .card)
        }
        Button("Hide it (binding to nil)") { message = nil }
      }
      Section(header: Text("View builders")) {
        Button("Show message with button") {
          messageWithButton = DemoMessage(
            title: "With a button", body: "This message view has a button and was built with a view builder.",
            style: .card)
        }
        Button("Bottom message, custom instance and config") {
          bottomMessage = DemoMessage(title: "Bottom", body: "Shown by its own SwiftMessages.", style: .card)
        }
        Button("Message sized from the geometry proxy") {
          geometryMessage = DemoMessage(title: "Geometry", body: "At most 500 pt wide.", style: .card)
        }
        Button("Offline banner (isPresented)") { showsOffline = true }
        Button("SwiftUI content, no binding (queued, same id dropped)") {
          SwiftMessages.show(id: "demo.saved") {
            Text("Saved").padding().background(Capsule().fill(Color(.secondarySystemBackground)))
          }
        }
        Button("Hide the current message") { hide() }
      }
      Section(header: Text("Loading")) {
        HStack {
          ArcActivityIndicator(size: .medium)
          Text("ArcActivityIndicator")
        }
        Button("HUD modifier: 3 s with progress") {
          guard !isLoading else { return }
          isLoading = true
          loadingProgress = nil
          loadingOutcome = nil
          for step in 1...31 {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 * Double(step)) {
              // Step 31 ends the work with a success: the modifier morphs into the check.
              guard step > 30 else {
                loadingProgress = Double(step) / 30
                return
              }
              loadingOutcome = .success
              isLoading = false
            }
          }
        }
        Button("withHUD from a task") {
          Task { @MainActor in
            _ = try? await SwiftMessages.withHUD("Refreshing…", success: "Up to date") { progress in
              try await DemoWork.upload(progress: progress)
            }
          }
        }
      }
    }
    .swiftMessagesHUD(
      isPresented: isLoading, title: loadingOutcome == nil ? "Loading…" : "Loaded", progress: loadingProgress,
      outcome: loadingOutcome
    )
    .swiftMessage(message: $message)
    .swiftMessage(message: $welcome)
    .swiftMessage(message: $messageWithButton) { message in
      DemoMessageWithButtonView(message: message) {
        Button("Hide") { hide(animated: true) }
      }
    }
    .swiftMessage(message: $bottomMessage, config: bottomConfig, swiftMessages: bottomMessages)
    .swiftMessage(message: $geometryMessage) { message, geometry in
      VStack(spacing: 0) {
        SwiftUIDemoMessageView(message: message)
        Text("Container \(Int(geometry.size.width)) × \(Int(geometry.size.height)) pt")
          .font(.caption)
      }
      .frame(maxWidth: min(geometry.size.width, 500))
    }
    .swiftMessage(isPresented: $showsOffline, config: offlineConfig, swiftMessages: bottomMessages) {
      SelfHidingBanner()
    }
  }
}
