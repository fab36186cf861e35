import Foundation

/// Where the nibs SwiftMessages ships (`Resources/Nibs`) are, for the gallery.
package enum BundledNibs {
  /// The layouts the gallery draws, in `MessageView.Layout` order, with the nib's file name.
  package static let layouts = ["MessageView", "CardView", "TabView", "StatusLine", "CenteredView"]

  /// The package these sources were built from (the folder holding `Package.swift`, found from
  /// this file's path at build time), or `nil` when it is no longer there.
  package static var packageRoot: URL? {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Message
      .deletingLastPathComponent()  // SwiftMessagesPreview
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // package root
    let manifest = root.appendingPathComponent("Package.swift").path
    return FileManager.default.fileExists(atPath: manifest) ? root : nil
  }

  /// The folder: `Resources/Nibs` of the package these sources were built from (found from
  /// this file's path at build time, so `swift run` works from any directory), else
  /// `Resources/Nibs` under the current directory. `nil` when neither exists.
  package static func folder(currentDirectory: String = FileManager.default.currentDirectoryPath) -> URL? {
    let local = URL(fileURLWithPath: currentDirectory).appendingPathComponent("Resources/Nibs")
    let source = packageRoot?.appendingPathComponent("Resources/Nibs")
    for candidate in [source, local].compactMap({ $0 }) {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return candidate
      }
    }
    return nil
  }
}
