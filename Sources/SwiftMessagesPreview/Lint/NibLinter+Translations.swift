import Foundation

extension NibLinter {
  /// In a localized nib (``translations`` has tables), the tables that cannot be read.
  func unreadableTranslations() -> [Diagnostic] {
    guard let translations else { return [] }
    return translations.unreadable.sorted { $0.key < $1.key }.map { language, reason in
      Diagnostic(
        line: 1, rule: .untranslatedText,
        message: "\(language).lproj/\(translations.tableName) cannot be read (\(reason)); its "
          + "translations are not checked")
    }
  }

  /// In a localized nib, the label text or button title of `object` a language's table does
  /// not translate: it shows in the nib's own language there.
  func checkTranslations(_ object: XibObject) -> [Diagnostic] {
    guard let translations else { return [] }
    return Self.translatableTexts(of: object).compactMap { key, text, what in
      let missing = translations.keys.keys.sorted().filter { translations.keys[$0]?.contains(key) == false }
      guard !missing.isEmpty else { return nil }
      return Diagnostic(
        line: object.line, rule: .untranslatedText,
        message: "\(what) of \(object.displayName), \(Self.quoted(text)), has no translation in "
          + "\(missing.joined(separator: ", ")) (\(translations.tableName) lacks \"\(key)\"), so it "
          + "shows as written there; add the key to those tables or set the text in code")
    }
  }

  /// `text` quoted on one line (newlines written `\n`), cut after 40 characters.
  private static func quoted(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: "\\n")
    return "\"" + (line.count > 40 ? line.prefix(40) + "…" : line) + "\""
  }

  /// The texts of `object` Xcode puts in a nib's strings table, with their keys: a label's
  /// text (`<id>.text`) and a button's title (`<id>.normalTitle`, or
  /// `<id>.configuration.title`). Texts without a letter ("–", "0") need no translation.
  private static func translatableTexts(of object: XibObject) -> [(key: String, text: String, what: String)] {
    var texts: [(String, String, String)] = []
    if let text = object.label?.text, text.contains(where: \.isLetter) {
      texts.append(("\(object.id).text", text, "the text"))
    }
    if let title = object.button?.title, title.contains(where: \.isLetter) {
      let key = object.button?.configurationStyle == nil ? "normalTitle" : "configuration.title"
      texts.append(("\(object.id).\(key)", title, "the title"))
    }
    return texts
  }
}
