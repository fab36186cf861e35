extension DeviceMetrics {
  /// The short name the command line uses, e.g. `iphone-15` or `ipad-landscape`: the model
  /// in lower case with dashes, `-landscape` for landscape metrics.
  public var identifier: String {
    var base = name.lowercased()
    if let open = base.firstIndex(of: "(") { base = String(base[..<open]) }
    let words = base.split { !$0.isLetter && !$0.isNumber }
    var id = words.joined(separator: "-")
    if name.contains("SE") { id = "iphone-se" }
    if name.hasPrefix("iPad") { id = "ipad" }
    return orientation == .landscape ? id + "-landscape" : id
  }

  /// The catalog device with `identifier`, or `nil`.
  public static func named(_ identifier: String) -> DeviceMetrics? {
    catalog.first { $0.identifier == identifier.lowercased() }
  }
}
