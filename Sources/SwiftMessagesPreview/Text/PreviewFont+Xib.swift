extension PreviewFont {
  /// The font a nib's `<fontDescription>` gives a label or button at `category`
  /// (``ContentSizeCategory/large`` by default).
  ///
  /// - `nil` (no font in the nib): ``labelDefault``, system 17 pt regular.
  /// - A text style (`style="UICTFontTextStyleHeadline"`): ``preferred(_:category:)``; an
  ///   unknown style name measures as ``TextStyle/body``.
  /// - `type="system"`: `pointSize`, with the `weight` attribute (regular when absent or unknown);
  ///   `type="boldSystem"`: bold; `type="italicSystem"`: regular italic.
  /// - A named font (`name="Avenir-Heavy"`): the same point size, the weight guessed from the
  ///   name (``Weight/init(fontName:)``), italic when the name says `Italic` or `Oblique`.
  ///
  /// A missing, non-finite or non-positive `pointSize` falls back to 17 pt
  /// (``defaultPointSize``).
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
      let lowered = name.lowercased()
      self.init(
        size: size, weight: Weight(fontName: name),
        isItalic: lowered.contains("italic") || lowered.contains("oblique"))
      return
    }
    switch description.type {
    case "boldSystem":
      self.init(size: size, weight: .bold)
    case "italicSystem":
      self.init(size: size, weight: .regular, isItalic: true)
    default:
      self.init(size: size, weight: description.weight.flatMap(Weight.init(rawValue:)) ?? .regular)
    }
  }
}

extension PreviewFont.Weight {
  /// The weight a font's PostScript name suggests, e.g. `Avenir-Heavy` → ``heavy``,
  /// `HelveticaNeue-Medium` → ``medium``, `Georgia-BoldItalic` → ``bold``.
  ///
  /// Words looked for (case-insensitive), in this order, the first match winning:
  /// `ultralight`/`extralight`/`hairline` → ``ultraLight``, `semibold`/`demibold`/`demi` →
  /// ``semibold``, `extrabold`/`ultrabold`/`heavy` → ``heavy``, `black` → ``black``, `bold` →
  /// ``bold``, `medium` → ``medium``, `thin` → ``thin``, `light` → ``light``. A name with none
  /// of them (`Avenir-Book`, `Georgia`) is ``regular``.
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
