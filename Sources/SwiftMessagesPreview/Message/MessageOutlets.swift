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

  /// The outlets of the first top-level view (what `viewFromNib` returns), or `nil` without one;
  /// File's Owner outlets are ignored since SwiftMessages loads nibs without an owner.
  package init?(document: XibDocument) {
    guard let root = document.topLevelViews.first else { return nil }
    rootIndex = root.index
    var byProperty: [String: String] = [:]
    for connection in root.connections where connection.kind == .outlet {
      if let property = connection.property, byProperty[property] == nil {
        byProperty[property] = connection.destination
      }
    }
    titleLabel = byProperty["titleLabel"]
    bodyLabel = byProperty["bodyLabel"]
    iconImageView = byProperty["iconImageView"]
    iconLabel = byProperty["iconLabel"]
    button = byProperty["button"]
    backgroundView = byProperty["backgroundView"]
  }
}
