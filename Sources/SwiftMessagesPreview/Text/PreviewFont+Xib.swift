extension PreviewFont {
  /// The font a nib's `<fontDescription>` gives at `category`: `nil` is system 17 regular, an
  /// unknown text style measures as body, a named font's weight is guessed from its name; a missing
  /// or invalid `pointSize` is 17 pt.
  package init(_ description: XibFontDescription?, category: ContentSizeCategory = .large) {
    guard let description else {
      self = .labelDefault
      return
    }
    if let style = description.style {
      self = .preferred(TextStyle(rawValue: style) ?? .body, category: category)
      return
    }
    let size = description.pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? Self.defaultPointSize
    if let name = description.name {
      self.init(size: size, weight: Weight(fontName: name))
      return
    }
    switch description.type {
    case "boldSystem":
      self.init(size: size, weight: .bold)
    case "italicSystem":  // measured like the upright face
      self.init(size: size, weight: .regular)
    default:
      self.init(size: size, weight: description.weight.flatMap(Weight.init(rawValue:)) ?? .regular)
    }
  }
}

extension PreviewFont.Weight {
  /// The weight a PostScript name suggests, first match winning in this order:
  /// ultralight/extralight/hairline, semibold/demibold/demi, extrabold/ultrabold/heavy, black,
  /// bold, medium, thin, light; else regular.
  package init(fontName: String) {
    let name = fontName.lowercased()
    let rules: [(words: [String], weight: Self)] = [
      (["ultralight", "extralight", "hairline"], .ultraLight),
      (["semibold", "demibold", "demi"], .semibold),
      (["extrabold", "ultrabold", "heavy"], .heavy),
      (["black"], .black),
      (["bold"], .bold),
      (["medium"], .medium),
      (["thin"], .thin),
      (["light"], .light),
    ]
    self = rules.first { rule in rule.words.contains { name.contains($0) } }?.weight ?? .regular
  }
}
