import Foundation

/// Where the nibs SwiftMessages ships (`Resources/Nibs`) are, for the gallery.
public enum BundledNibs {
  /// The layouts the gallery draws, in `MessageView.Layout` order, with the nib's file name.
  public static let layouts = ["MessageView", "CardView", "TabView", "StatusLine", "CenteredView"]

  /// The folder: `Resources/Nibs` of the package these sources were built from (found from
  /// this file's path at build time, so `swift run` works from any directory), else
  /// `Resources/Nibs` under the current directory. `nil` when neither exists.
  public static func folder(currentDirectory: String = FileManager.default.currentDirectoryPath) -> URL? {
    let source = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Message
      .deletingLastPathComponent()  // SwiftMessagesPreview
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // package root
      .appendingPathComponent("Resources/Nibs")
    let local = URL(fileURLWithPath: currentDirectory).appendingPathComponent("Resources/Nibs")
    for candidate in [source, local] {
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
