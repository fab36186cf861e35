/// The views a message nib's outlets point at, by object id: what `MessageView`'s
/// `configureTheme` and `configureContent` fill.
package struct MessageOutlets: Equatable, Sendable {
  /// The position of the message view (the nib's first top-level view) in
  /// ``XibDocument/allObjects``.
  package var rootIndex: Int
  /// `titleLabel`'s id, if wired.
  package var titleLabel: String?
  /// `bodyLabel`'s id, if wired.
  package var bodyLabel: String?
  /// `iconImageView`'s id, if wired.
  package var iconImageView: String?
  /// `iconLabel`'s id, if wired.
  package var iconLabel: String?
  /// `button`'s id, if wired.
  package var button: String?
  /// `backgroundView`'s id, if wired; the message view itself takes the theme's background
  /// otherwise (as `configureTheme` does).
  package var backgroundView: String?
  /// `activityIndicatorView`'s id, if wired (a `HUDView`'s indicator square).
  package var activityIndicatorView: String?

  /// The outlets of the first top-level view (what `viewFromNib` returns), or `nil` without one;
  /// File's Owner outlets are ignored since SwiftMessages loads nibs without an owner.
  package init?(document: XibDocument) {
    guard let root = document.topLevelViews.first else { return nil }
    rootIndex = root.index
    // The first connection of a property wins.
    func outlet(_ property: String) -> String? {
      root.connections.first { $0.kind == .outlet && $0.property == property }?.destination
    }
    titleLabel = outlet("titleLabel")
    bodyLabel = outlet("bodyLabel")
    iconImageView = outlet("iconImageView")
    iconLabel = outlet("iconLabel")
    button = outlet("button")
    backgroundView = outlet("backgroundView")
    activityIndicatorView = outlet("activityIndicatorView")
  }
}
