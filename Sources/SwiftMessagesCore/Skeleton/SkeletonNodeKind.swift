/// What a view in a skeleton tree is: only `.text` changes the geometry (one shape per line); the
/// other kinds name the source view and let the UIKit layer decide how to hide its content.
package enum SkeletonNodeKind: Equatable, Sendable {
  /// A plain view or container (`UIView`, `UIStackView`, a cell, a table).
  case container
  /// A multi-line text view: `UILabel` or `UITextView`. A text leaf gets one shape per line.
  case text
  /// An image view (`UIImageView`): one block.
  case image
  /// A button (`UIButton`): one block.
  case button
  /// Anything else (`UITextField`, `UISwitch`, custom views): one block.
  case other

  /// The UIKit class name a node of this kind usually stands for (the default `SkeletonNode.typeName`).
  package var defaultTypeName: String {
    switch self {
    case .container, .other: "UIView"
    case .text: "UILabel"
    case .image: "UIImageView"
    case .button: "UIButton"
    }
  }
}
