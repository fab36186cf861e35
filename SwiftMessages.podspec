Pod::Spec.new do |s|
  s.name             = 'SwiftMessages'
  s.version          = '0.1.0'
  s.summary          = 'In-app messages, HUDs, skeleton placeholders and an arc activity indicator for iOS.'
  s.description      = <<-DESC
    A drop-in for SwiftMessages 10 and SkeletonView: a queue-based presenter for toasts, banners,
    cards, status lines, centred alerts and loading HUDs, with built-in skeleton placeholders and a
    keyframe arc activity indicator. Zero dependencies; the queue engine is a pure, tested state machine.
  DESC
  s.homepage         = 'https://github.com/swiftmessages/SwiftMessages'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.author           = { 'The SwiftMessages authors' => 'swiftmessages@users.noreply.github.com' }
  s.source           = { :git => 'https://github.com/swiftmessages/SwiftMessages.git', :tag => s.version.to_s }

  s.platform              = :ios, '13.0'
  s.ios.deployment_target = '13.0'
  # Swift 5 language mode, as Package.swift compiles the UIKit layer (newer SDKs add isolation
  # annotations that would break Swift 6 mode builds). CocoaPods writes `swift_version` into the
  # pod target's SWIFT_VERSION build setting, which overrides any xcconfig value, so this is the
  # one place the mode is set. Needs a Swift 6 toolchain (Xcode 16 or later).
  s.swift_version         = '5.0'
  s.frameworks            = 'UIKit', 'QuartzCore'
  s.requires_arc          = true

  # The platform-neutral core and the UIKit/SwiftUI layer compile into one module here, with
  # the same resource bundle name as Swift Package Manager builds.
  s.default_subspec = 'App'
  # The core's decision types are `package` (visible to the package's own modules, not to apps);
  # in this one module they act as `internal`, but the compiler still needs a package name:
  # each subspec passes `-package-name`.

  # Apps: `pod 'SwiftMessages'` or `pod 'SwiftMessages/App'`.
  s.subspec 'App' do |app|
    app.source_files     = 'Sources/SwiftMessagesCore/**/*.swift', 'Sources/SwiftMessages/**/*.swift'
    app.resource_bundles = { 'SwiftMessages_SwiftMessages' => ['Resources/Nibs/*.xib', 'Resources/Localization/*.lproj'] }
    app.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name SwiftMessages' }
  end

  # App extensions: `pod 'SwiftMessages/AppExtension'`. SWIFTMESSAGES_APP_EXTENSIONS removes
  # every run-time lookup of UIApplication.shared; `.automatic` and `.window` contexts then fail
  # with `needsContextInAppExtension` (present with `.viewController(_:)` or `.view(_:)`).
  s.subspec 'AppExtension' do |ext|
    ext.source_files        = 'Sources/SwiftMessagesCore/**/*.swift', 'Sources/SwiftMessages/**/*.swift'
    ext.resource_bundles    = { 'SwiftMessages_SwiftMessages' => ['Resources/Nibs/*.xib', 'Resources/Localization/*.lproj'] }
    ext.pod_target_xcconfig = {
      'SWIFT_ACTIVE_COMPILATION_CONDITIONS' => '$(inherited) SWIFTMESSAGES_APP_EXTENSIONS',
      'GCC_PREPROCESSOR_DEFINITIONS'        => '$(inherited) SWIFTMESSAGES_APP_EXTENSIONS=1',
      'APPLICATION_EXTENSION_API_ONLY'      => 'YES',
      'OTHER_SWIFT_FLAGS'                   => '$(inherited) -package-name SwiftMessages',
    }
  end
end
