// App code written against the CocoaPods build, where `import SwiftMessages` also makes UIKit
// visible (the pod's umbrella header imports it): a segue subclass that names UIKit types
// with no `import UIKit` of its own. `ios-check --app Demo` keeps it compiling.
#if canImport(UIKit)
import SwiftMessages

final class SingleImportSegue: SwiftMessagesSegue {
  override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    configure(layout: .centered)
    dimMode = .color(color: UIColor.black.withAlphaComponent(0.4), interactive: true)
    containerView.cornerRadius = 12
  }
}
#endif
