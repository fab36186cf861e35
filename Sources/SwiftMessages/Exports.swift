// The UIKit/SwiftUI layer re-exports the platform-neutral core, so apps write only
// `import SwiftMessages`. Under CocoaPods both live in one module and need no import.
#if SWIFT_PACKAGE
@_exported import SwiftMessagesCore
#endif
