extension DeviceMetrics {
  /// The short name the command line uses, e.g. `iphone-15` or `ipad-landscape`: the model
  /// in lower case with dashes, `-landscape` for landscape metrics.
  package var identifier: String {
    var base = name.lowercased()
    if let open = base.firstIndex(of: "(") { base = String(base[..<open]) }
    let words = base.split { !$0.isLetter && !$0.isNumber }
    var id = words.joined(separator: "-")
    if name.contains("SE") { id = "iphone-se" }
    if name.hasPrefix("iPad") { id = "ipad" }
    return orientation == .landscape ? id + "-landscape" : id
  }

  /// The catalog device with `identifier`, or `nil`.
  package static func named(_ identifier: String) -> DeviceMetrics? {
    catalog.first { $0.identifier == identifier.lowercased() }
  }
}

extension DeviceMetrics {
  /// The size classes of a full-screen app (Apple's HIG, "Layout: device size classes"): iPad
  /// regular × regular; iPhone compact × regular in portrait and compact × compact in landscape,
  /// except the widest iPhones (896 pt or more in landscape), which are regular width in landscape.
  package var sizeClasses: (horizontal: XibLayoutRequest.SizeClass, vertical: XibLayoutRequest.SizeClass) {
    if name.hasPrefix("iPad") { return (.regular, .regular) }
    switch orientation {
    case .portrait: return (.compact, .regular)
    case .landscape: return (width >= 896 ? .regular : .compact, .compact)
    }
  }
}
