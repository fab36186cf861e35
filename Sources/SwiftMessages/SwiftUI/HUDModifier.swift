#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

@available(iOS 14.0, *)
extension View {
  /// Shows the loading HUD while `isPresented` is `true`, with `title` and, once given,
  /// `progress` (0…1; the indicator turns into the progress ring, which never runs
  /// backwards). The HUD follows the instance's timing: nothing shows for loading shorter
  /// than the grace time (0.15 s), and once up it stays at least 0.5 s.
  ///
  /// ```swift
  /// List(items) { ItemRow(item: $0) }
  ///   .swiftMessagesHUD(isPresented: model.isLoading, title: "Loading…", progress: model.progress)
  /// ```
  ///
  /// Back to `false` ends the HUD's work: with `outcome` set by then, the HUD morphs into it
  /// (with `title`) and holds it; otherwise it hides. This view leaving the hierarchy ends it
  /// without an outcome. A HUD the user dismissed (an interactive dim) stays dismissed until
  /// `isPresented` turns `false` and `true` again. One HUD is shown per instance: a second
  /// presented HUD takes it over in place.
  ///
  /// ```swift
  /// .swiftMessagesHUD(isPresented: model.isSaving, title: model.hudTitle, outcome: model.saveOutcome)
  /// // model: saveOutcome = .success; hudTitle = "Saved"; isSaving = false
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: whether the work runs.
  ///   - title: `nil` (no text) by default.
  ///   - progress: `nil` (the indeterminate indicator) by default.
  ///   - outcome: what the HUD morphs into when `isPresented` turns `false`; `nil` (hide
  ///     without one) by default.
  ///   - swiftMessages: the instance that shows it; `nil` (``SwiftMessages/sharedInstance``)
  ///     by default. Its `hudConfig` applies.
  public func swiftMessagesHUD(
    isPresented: Bool, title: String? = nil, progress: Double? = nil, outcome: HUDOutcome? = nil,
    swiftMessages: SwiftMessages? = nil
  ) -> some View {
    modifier(
      HUDModifier(
        request: HUDModifierRequest(
          isPresented: isPresented, title: title, progress: progress, outcome: outcome,
          swiftMessages: swiftMessages)))
  }
}

/// Starts, updates and ends one HUD request as the view's values change.
@available(iOS 14.0, *)
struct HUDModifier: ViewModifier {
  let request: HUDModifierRequest
  @State private var link = HUDModifierLink()

  func body(content: Content) -> some View {
    content
      .onAppear { link.sync(request) }
      .onDisappear { link.end(.dismissed) }
      .onChange(of: request) { link.sync($0) }
  }
}

/// The HUD a view asks for, boxed so the modifier stays small; equal when whether it runs,
/// its title and its progress are (a new outcome alone changes nothing on screen).
final class HUDModifierRequest: Equatable {
  let isPresented: Bool
  let title: String?
  let progress: Double?
  let outcome: HUDOutcome?
  let swiftMessages: SwiftMessages?

  init(
    isPresented: Bool, title: String?, progress: Double?, outcome: HUDOutcome?, swiftMessages: SwiftMessages?
  ) {
    self.isPresented = isPresented
    self.title = title
    self.progress = progress
    self.outcome = outcome
    self.swiftMessages = swiftMessages
  }

  static func == (lhs: HUDModifierRequest, rhs: HUDModifierRequest) -> Bool {
    lhs.isPresented == rhs.isPresented && lhs.title == rhs.title && lhs.progress == rhs.progress
  }
}

/// Holds the modifier's running request across view updates.
@available(iOS 14.0, *)
@MainActor
final class HUDModifierLink {
  var handle: HUDHandle?

  /// Callable from the modifier's non-isolated property initializer (`@State`).
  nonisolated init() {}

  func sync(_ request: HUDModifierRequest) {
    guard request.isPresented else {
      end(HUDEnding(outcome: request.outcome, title: request.title))
      return
    }
    let handle =
      handle ?? (request.swiftMessages ?? .sharedInstance).beginHUD(request.title, origin: .modifier)
    self.handle = handle
    handle.update(title: request.title)
    if let progress = request.progress { handle.update(progress: progress) }
  }

  func end(_ ending: HUDEnding) {
    handle?.end(ending)
    handle = nil
  }

  deinit {
    // A modifier released without `onDisappear` (rare) still ends its work.
    let handle = handle
    MainThread.run { handle?.dismiss() }
  }
}
#endif
