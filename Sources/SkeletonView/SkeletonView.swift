// The `SkeletonView` product: apps that keep `import SkeletonView` after moving to this package
// get the skeleton API (and the rest of SwiftMessages) under that name. CocoaPods builds one
// module, `SwiftMessages`: there, write `import SwiftMessages` instead. Names qualified with
// the module (`SkeletonView.ReusableCellIdentifier`) compile with either import.
@_exported import SwiftMessages
