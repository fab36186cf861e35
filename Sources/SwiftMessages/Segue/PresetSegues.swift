#if canImport(UIKit) && !os(watchOS)
import UIKit

// Segues with a preset layout, for Interface Builder's segue menu ("swift messages top card"…).
// Apps that declare classes with these names themselves (as SwiftMessages 10's demo did) keep
// using their own: a module's own types shadow imported ones.

/// A ``SwiftMessagesSegue`` with the `.topMessage` layout.
open class SwiftMessagesTopSegue: SwiftMessagesSegue {
  /// Creates the segue and applies `configure(layout: .topMessage)`.
  public override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .topMessage)
  }
}

/// A ``SwiftMessagesSegue`` with the `.topCard` layout.
open class SwiftMessagesTopCardSegue: SwiftMessagesSegue {
  /// Creates the segue and applies `configure(layout: .topCard)`.
  public override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .topCard)
  }
}

/// A ``SwiftMessagesSegue`` with the `.topTab` layout.
open class SwiftMessagesTopTabSegue: SwiftMessagesSegue {
  /// Creates the segue and applies `configure(layout: .topTab)`.
  public override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .topTab)
  }
}

/// A ``SwiftMessagesSegue`` with the `.bottomMessage` layout.
open class SwiftMessagesBottomSegue: SwiftMessagesSegue {
  /// Creates the segue and applies `configure(layout: .bottomMessage)`.
  public override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .bottomMessage)
  }
}

/// A ``SwiftMessagesSegue`` with the `.bottomCard` layout.
open class SwiftMessagesBottomCardSegue: SwiftMessagesSegue {
  /// Creates the segue and applies `configure(layout: .bottomCard)`.
  public override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .bottomCard)
  }
}

/// A ``SwiftMessagesSegue`` with the `.bottomTab` layout.
open class SwiftMessagesBottomTabSegue: SwiftMessagesSegue {
  /// Creates the segue and applies `configure(layout: .bottomTab)`.
  public override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .bottomTab)
  }
}

/// A ``SwiftMessagesSegue`` with the `.centered` layout.
open class SwiftMessagesCenteredSegue: SwiftMessagesSegue {
  /// Creates the segue and applies `configure(layout: .centered)`.
  public override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .centered)
  }
}
#endif
