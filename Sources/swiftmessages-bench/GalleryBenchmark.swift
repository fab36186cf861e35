import Foundation
import SwiftMessagesPreview

/// The preview's nib layout and the whole demo gallery, timed.
enum GalleryBenchmark {
  /// Prints the full nib layout time per bundled nib (the engine's path: priority levels,
  /// label passes) and the whole gallery's generation time.
  static func printTable() {
    print("Preview: nib layout (XibLayoutEngine at 375 pt, fitting height) and the demo gallery")
    print("(best of \(repetitions) runs)")
    print("")
    let table = Table(["nib": 18, "layout ms": 12])
    guard let folder = BundledNibs.folder() else {
      print("(Resources/Nibs not found)")
      return
    }
    for name in BundledNibs.layouts + ["HUDView"] {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".xib")),
        let document = try? XibDocument(data: data), let root = document.topLevelViews.first
      else { continue }
      let request = XibLayoutRequest(document: document, rootIndex: root.index, width: 375)
      let best = bestMilliseconds { _ = XibLayoutEngine.layout(request, measurer: TextMeasurer()) }
      table.row(name + ".xib", fixed(best, 3))
    }
    var drawings = 0
    let gallery = bestMilliseconds {
      let sections = GalleryWriter.sections(nibsFolder: folder).sections
      drawings = sections.reduce(0) { $0 + $1.figures.count }
    }
    print("")
    print(
      "whole gallery: \(drawings) drawings drawn and written to SVG strings in "
        + fixed(gallery, 1) + " ms (goal: under 1,000 ms in release)")
  }

  static func bestMilliseconds(_ work: () -> Void) -> Double {
    bestRun({ $0 }) { Double(nanoseconds(work)) / 1e6 }
  }
}
