import Foundation
import SwiftMessagesPreview

/// The preview's nib layout and the whole demo gallery, timed.
enum GalleryBenchmark {
  /// Prints the full nib layout time per bundled nib (the engine's path: priority levels,
  /// label passes) and the whole gallery's generation time.
  static func printTable(repetitions: Int) {
    print("Preview: nib layout (XibLayoutEngine at 375 pt, fitting height) and the demo gallery")
    print("(best of \(repetitions) runs)")
    print("")
    print(column("nib", width: 18) + column("layout ms", width: 12))
    guard let folder = BundledNibs.folder() else {
      print("(Resources/Nibs not found)")
      return
    }
    for name in BundledNibs.layouts + ["HUDView"] {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".xib")),
        let document = try? XibDocument(data: data), let root = document.topLevelViews.first
      else { continue }
      let request = XibLayoutRequest(document: document, rootIndex: root.index, width: 375)
      let best = bestMilliseconds(repetitions) {
        _ = XibLayoutEngine.layout(request, measurer: TextMeasurer())
      }
      print(column(name + ".xib", width: 18) + format(best, 3, width: 12))
    }
    var drawings = 0
    let gallery = bestMilliseconds(repetitions) {
      let sections = GalleryWriter.sections(nibsFolder: folder).sections
      drawings = sections.reduce(0) { $0 + $1.figures.count }
    }
    print("")
    print(
      "whole gallery: \(drawings) drawings drawn and written to SVG strings in "
        + format(gallery, 1, width: 0) + " ms (goal: under 1,000 ms in release)")
  }

  static func bestMilliseconds(_ repetitions: Int, _ work: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repetitions) {
      let start = DispatchTime.now().uptimeNanoseconds
      work()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return best
  }
}
