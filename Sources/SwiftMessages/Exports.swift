// The UIKit/SwiftUI layer re-exports the platform-neutral core, so apps write only
// `import SwiftMessages`. Under CocoaPods both live in one module and need no import.
#if SWIFT_PACKAGE
@_exported import SwiftMessagesCore
#if canImport(UIKit) && !os(watchOS)
// A CocoaPods framework's umbrella header imports UIKit, so app code written with only
// `import SwiftMessages` (a segue subclass naming `UIViewController`, a `UIColor` dim) compiles
// there; a Swift Package Manager build of this module gives the same.
@_exported import UIKit
#endif
#endif
