// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwiftMessages",
  defaultLocalization: "en",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  products: [
    .library(name: "SwiftMessages", targets: ["SwiftMessages"]),
    .library(name: "SwiftMessages-Dynamic", type: .dynamic, targets: ["SwiftMessages"]),
    .library(name: "SwiftMessagesCore", targets: ["SwiftMessagesCore"]),
    .library(name: "SwiftMessagesTesting", targets: ["SwiftMessagesTesting"]),
    // For apps moving from SkeletonView that keep `import SkeletonView`: re-exports SwiftMessages.
    .library(name: "SkeletonView", targets: ["SkeletonView"]),
    .executable(name: "swiftmessages", targets: ["swiftmessages"]),
    .executable(name: "swiftmessages-bench", targets: ["swiftmessages-bench"]),
  ],
  targets: [
    // Foundation only: the queue engine, durations, timing policy. Builds and tests on Linux.
    .target(name: "SwiftMessagesCore"),
    // UIKit / SwiftUI layer. Swift 5 language mode on purpose (BRIEF §3): newer SDKs add
    // isolation annotations that would turn Swift 6 checks into errors for users.
    .target(
      name: "SwiftMessages",
      dependencies: ["SwiftMessagesCore"],
      path: ".",
      exclude: [
        "Sources/SwiftMessagesCore", "Sources/SwiftMessagesTesting", "Sources/SwiftMessagesPreview",
        "Sources/SkeletonView",
        "Sources/swiftmessages", "Sources/swiftmessages-bench", "Tests", "Demo", "LICENSE",
        "README.md", "CHANGELOG.md", "SwiftMessages.podspec", "Scripts",
        "Sources/SwiftMessages/SwiftMessages.docc",
      ],
      sources: ["Sources/SwiftMessages"],
      resources: [.process("Resources/Nibs"), .process("Resources/Localization")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(name: "SkeletonView", dependencies: ["SwiftMessages"]),
    .target(name: "SwiftMessagesTesting", dependencies: ["SwiftMessagesCore"]),
    .target(name: "SwiftMessagesPreview", dependencies: ["SwiftMessagesCore", "SwiftMessagesTesting"]),
    .executableTarget(name: "swiftmessages", dependencies: ["SwiftMessagesPreview"]),
    .executableTarget(
      name: "swiftmessages-bench", dependencies: ["SwiftMessagesCore", "SwiftMessagesPreview"]),
    .testTarget(
      name: "SwiftMessagesCoreTests", dependencies: ["SwiftMessagesCore", "SwiftMessagesTesting"]),
    .testTarget(name: "SwiftMessagesTests", dependencies: ["SwiftMessages"]),
    .testTarget(name: "SwiftMessagesTestingTests", dependencies: ["SwiftMessagesTesting"]),
    .testTarget(
      name: "SwiftMessagesPreviewTests", dependencies: ["SwiftMessagesPreview"],
      exclude: ["Golden"], resources: [.copy("Fixtures")]),
    .testTarget(name: "swiftmessagesTests", dependencies: ["swiftmessages"]),
  ],
  swiftLanguageModes: [.v6]
)
