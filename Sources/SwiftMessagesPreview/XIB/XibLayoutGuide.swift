import Foundation

/// A layout guide a view exposes to constraints, e.g. `<viewLayoutGuide key="safeArea">`.
public struct XibLayoutGuide: Sendable, Equatable {
  /// The guide, e.g. `safeArea`, `contentLayoutGuide` or `frameLayoutGuide`.
  public var key: String
  /// The id constraints use to refer to the guide.
  public var id: String
  /// The line of the element.
  public var line: Int

  /// Whether this is the safe-area guide (present when the document sets `useSafeAreas`).
  public var isSafeArea: Bool { key == "safeArea" }
}
