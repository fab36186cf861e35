// Source compatibility with SwiftMessages 10.0.2: every public declaration of upstream's
// `SwiftMessages/*.swift`, used the way app code uses it. Nothing here runs; `ios-check --app
// Demo` type-checks it in Swift 5 mode, as apps written for SwiftMessages 9/10 are compiled.
//
// Walked file by file (upstream file names in the MARK comments). Functions without an
// isolation annotation are non-isolated on purpose: upstream's views, protocols, `Icon` and
// `AnimationContext` carry no `@MainActor` of their own, so Swift 5 apps call them from
// non-isolated code.
//
// `SwiftMessagesSegue` is subclassed and performed the way upstream's demo and ViewControllers.md
// do. The SwiftUI message API (`MessageGeometryProxy`, `MessageHostingView`,
// `MessageViewConvertible`, `SwiftMessageModifier`, `SwiftMessagesHideAction`) is used the way
// upstream's SwiftUIDemo uses it, in view bodies; its messages are `Swift.Identifiable`.
//
// Left out on purpose:
// - Files with no public declaration: `CALayer+Extensions`, `Error` (internal upstream),
//   `HapticMessage` (internal upstream), `MaskingView`, `NSBundle+Extensions`,
//   `NSLayoutConstraint+Extensions`, `PassthroughView`, `PassthroughWindow`, `Presenter`,
//   `SwiftMessages.Config+Extensions`, `Task+Extensions`, `TopBottomPresentable`,
//   `UIViewController+Extensions`, `UIWindow+Extensions`.
//
// The walk is split by area: UpstreamAPI+Protocols, +Animation, +Views, +SwiftUI, +Presenter
// and +Segue.swift, each section named after the upstream file it covers.
