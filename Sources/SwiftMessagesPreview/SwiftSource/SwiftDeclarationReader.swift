import Foundation

/// Reads type declarations and their IB properties from one file's tokens in one pass, scopes on an
/// explicit stack so a property belongs to the type whose body directly holds it. A declaration
/// spans lines while only attributes and modifiers are read; both `#if` branches are read.
struct SwiftDeclarationReader {
  /// What a pair of braces holds.
  private enum Scope {
    /// The body of a recorded class (one with an inheritance clause), by qualified name.
    case classBody(String)
    /// The body of an extension of the named type.
    case extensionBody(String)
    /// The body of another type (struct, enum, protocol, actor, root class): it names nested
    /// types, its properties are not recorded.
    case otherType(String)
    /// A function, closure, accessor or local type: nothing inside is recorded.
    case code
  }

  /// The attributes and modifiers read since the declaration started.
  private struct Prefix {
    var attributes: Set<String> = []
    var objcName: String?
    var isEmpty = true
  }

  private let tokens: [SwiftToken]
  private let file: String
  private var index = 0
  private var scopes: [Scope] = []
  /// The scope the next `{` opens, set by a type declaration's header.
  private var pendingScope: Scope?
  private var prefix = Prefix()
  private var atDeclarationStart = true

  static func read(_ tokens: [SwiftToken], file: String, into declarations: inout KnownClasses) {
    var reader = SwiftDeclarationReader(tokens: tokens, file: file)
    reader.run(&declarations)
  }

  private init(tokens: [SwiftToken], file: String) {
    self.tokens = tokens
    self.file = file
  }

  private mutating func run(_ declarations: inout KnownClasses) {
    while index < tokens.count {
      let token = tokens[index]
      if token.startsLine && prefix.isEmpty { atDeclarationStart = true }
      switch token.kind {
      case .pound:
        readDirective(token)
      case .punctuation where token.text == "{":
        scopes.append(pendingScope ?? .code)
        endStatement()
      case .punctuation where token.text == "}":
        if !scopes.isEmpty { scopes.removeLast() }
        endStatement()
      case .punctuation where token.text == ";":
        endStatement()
      case .punctuation where token.text == "@":
        readAttribute()
      case .word where atDeclarationStart:
        readWord(token, &declarations)
      default:
        endDeclaration()
        index += 1
      }
    }
  }

  // MARK: - Declarations

  private mutating func readWord(_ token: SwiftToken, _ declarations: inout KnownClasses) {
    let next = self.token(at: index + 1)
    switch token.text {
    case "class" where next?.isName == true, "struct" where next?.isName == true,
      "enum" where next?.isName == true, "protocol" where next?.isName == true,
      "actor" where next?.isName == true:
      readTypeHeader(keyword: token.text, &declarations)
    case "extension" where next?.isIdentifier == true:
      readExtensionHeader()
    case "var" where prefix.attributes.contains("IBOutlet") || prefix.attributes.contains("IBInspectable"):
      readProperty(&declarations)
    case _ where Self.modifiers.contains(token.text):
      // A modifier, or `class` in `class func`/`class var`; `private(set)`, `unowned(safe)`.
      prefix.isEmpty = false
      index += 1
      skipArguments()
    default:
      endDeclaration()
      index += 1
    }
  }

  /// `class Name<T>: Superclass<T>, Protocol where …` (or `struct`, `enum`, `protocol`,
  /// `actor`), with `index` on the keyword. Records a class with an inheritance clause and sets
  /// the scope its body opens.
  private mutating func readTypeHeader(keyword: String, _ declarations: inout KnownClasses) {
    let nameToken = tokens[index + 1]
    let isLocal = isInCode
    let name = enclosingName.map { "\($0).\(nameToken.text)" } ?? nameToken.text
    let objcName = prefix.objcName
    index += 2
    endDeclaration()
    if token(at: index)?.isPunctuation("<") == true { skipBracketed("<", ">") }
    var superclass: String?
    if keyword == "class", token(at: index)?.isPunctuation(":") == true {
      index += 1
      while token(at: index)?.isPunctuation("@") == true, token(at: index + 1)?.kind == .word {
        index += 2  // `@unchecked Sendable`, `@preconcurrency Delegate`
      }
      superclass = readTypePath()
    }
    if isLocal {
      pendingScope = .code
    } else if let superclass {
      let location = SwiftSourceLocation(file: file, line: nameToken.line, column: nameToken.column)
      declarations.addClass(name: name, superclass: superclass, location: location, objcName: objcName)
      pendingScope = .classBody(name)
    } else {
      if keyword == "protocol" { declarations.protocols.insert(name) }
      pendingScope = .otherType(name)
    }
  }

  /// `extension Type.Path<T>: Protocol where …`, with `index` on the keyword.
  private mutating func readExtensionHeader() {
    let isTopLevel = scopes.isEmpty
    index += 1
    endDeclaration()
    let extended = readTypePath()
    pendingScope = isTopLevel ? extended.map(Scope.extensionBody) ?? .code : .code
  }

  /// `var name: Type` after `@IBOutlet` or `@IBInspectable`, with `index` on `var`; several
  /// bindings (`var a: T, b: T`) are read while each has a type annotation.
  private mutating func readProperty(_ declarations: inout KnownClasses) {
    let isOutlet = prefix.attributes.contains("IBOutlet")
    let isInspectable = prefix.attributes.contains("IBInspectable")
    let scope = scopes.last
    index += 1
    endDeclaration()
    while let nameToken = token(at: index), nameToken.isIdentifier {
      index += 1
      var type: String?
      if token(at: index)?.isPunctuation(":") == true {
        index += 1
        type = readOutletType()
      }
      switch scope {
      case .classBody(let owner)?:
        if isOutlet {
          declarations.addOutlet(name: nameToken.text, type: type, to: owner)
        }
        if isInspectable { declarations.addInspectable(name: nameToken.text, to: owner) }
      case .extensionBody(let extended)? where isInspectable:
        declarations.addExtensionInspectable(name: nameToken.text, to: extended)
      default:
        break
      }
      let isNextBinding =
        token(at: index)?.isPunctuation(",") == true && token(at: index + 1)?.isName == true
        && token(at: index + 2)?.isPunctuation(":") == true
      guard isNextBinding else { return }
      index += 1
    }
  }

  /// An outlet's type after `:`: `UILabel!`, `UIKit.UILabel?`, `Optional<UILabel>`,
  /// `[UILabel]!` (a collection of `UILabel`), read up to its end. `nil` for what names no
  /// single class: `any P`, `A & B`, a dictionary, a function type.
  private mutating func readOutletType() -> String? {
    while token(at: index)?.isPunctuation("@") == true, token(at: index + 1)?.kind == .word {
      index += 2
      skipArguments()
    }
    let isCollection = token(at: index)?.isPunctuation("[") == true
    if isCollection { index += 1 }
    var optionals = 0
    while token(at: index)?.isWord("Optional") == true, token(at: index + 1)?.isPunctuation("<") == true {
      index += 2
      optionals += 1
    }
    guard token(at: index)?.isWord("any") != true, let name = readTypePath() else { return nil }
    for _ in 0..<optionals where token(at: index)?.isPunctuation(">") == true { index += 1 }
    if isCollection {
      guard token(at: index)?.isPunctuation("]") == true else { return nil }
      index += 1
    }
    while let suffix = token(at: index), suffix.isPunctuation("!") || suffix.isPunctuation("?") { index += 1 }
    if token(at: index)?.isPunctuation("&") == true { return nil }
    return name
  }

  // MARK: - Statements, attributes, directives

  /// `@Name` and its arguments: `@IBOutlet`, `@objc(Name)`, `@available(iOS 13, *)`. Only a
  /// declaration's attributes are kept; `@escaping` in a type is stepped over.
  private mutating func readAttribute() {
    guard let name = token(at: index + 1), name.kind == .word, !name.followsSpace else {
      endDeclaration()
      index += 1
      return
    }
    index += 2
    if name.text == "objc", token(at: index)?.isPunctuation("(") == true, !tokens[index].followsSpace,
      let objcName = token(at: index + 1), objcName.isName, token(at: index + 2)?.isPunctuation(")") == true,
      atDeclarationStart
    {
      prefix.objcName = objcName.text
    }
    skipArguments()
    guard atDeclarationStart else { return }
    prefix.attributes.insert(name.text)
    prefix.isEmpty = false
  }

  /// `#if`/`#elseif` and their condition, `#else` and `#endif`: skipped, keeping the
  /// declaration that may go on past them. Other `#…` (`#selector`, macros) are expressions.
  private mutating func readDirective(_ token: SwiftToken) {
    index += 1
    switch token.text {
    case "if", "elseif":
      while index < tokens.count, !tokens[index].startsLine { index += 1 }
    case "else", "endif":
      break
    default:
      endDeclaration()
    }
  }

  /// `{`, `}` or `;` at `index`: the next token may start a declaration.
  private mutating func endStatement() {
    pendingScope = nil
    prefix = Prefix()
    atDeclarationStart = true
    index += 1
  }

  /// The declaration (or expression) goes on with something other than attributes and
  /// modifiers: the next declaration starts on a later line.
  private mutating func endDeclaration() {
    prefix = Prefix()
    atDeclarationStart = false
  }

  // MARK: - Token helpers

  /// The qualified name of the type whose body `index` is in, if that scope names types.
  private var enclosingName: String? {
    switch scopes.last {
    case .classBody(let name)?, .extensionBody(let name)?, .otherType(let name)?: return name
    case .code?, nil: return nil
    }
  }

  /// Whether `index` is in a function, closure, accessor or local type.
  private var isInCode: Bool {
    guard case .code? = scopes.last else { return false }
    return true
  }

  private func token(at position: Int) -> SwiftToken? {
    position < tokens.count ? tokens[position] : nil
  }

  /// `A.B<C>.D` at `index`, without generic arguments: `A.B.D`. `nil` when no name is there.
  private mutating func readTypePath() -> String? {
    guard let first = token(at: index), first.isIdentifier else { return nil }
    var path = first.text
    index += 1
    while let next = token(at: index) {
      if next.isPunctuation("<") {
        skipBracketed("<", ">")
      } else if next.isPunctuation("."), let part = token(at: index + 1), part.isIdentifier {
        path += ".\(part.text)"
        index += 2
      } else {
        break
      }
    }
    return path
  }

  /// `open … close` at `index`, nested pairs included: generic arguments `<…>` (where `->` is an
  /// arrow, not a bracket), or an attribute's or modifier's arguments `( … )`. Stops before `{`,
  /// `}` or `;` in malformed input.
  private mutating func skipBracketed(_ open: String, _ close: String) {
    var depth = 0
    while let token = token(at: index) {
      if token.isPunctuation(open) {
        depth += 1
      } else if token.isPunctuation(close),
        close != ">" || !(tokens[index - 1].isPunctuation("-") && !token.followsSpace)
      {
        depth -= 1
      } else if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") {
        return
      }
      index += 1
      if depth == 0 { return }
    }
  }

  /// `( … )` right after the previous token: an attribute's or a modifier's arguments.
  private mutating func skipArguments() {
    guard let open = token(at: index), open.isPunctuation("("), !open.followsSpace else { return }
    skipBracketed("(", ")")
  }

  /// Words that may precede a declaration's keyword; `class` only gets here when no name
  /// follows it (`class func`, `class var`).
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class",
    "override", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "optional",
    "nonisolated", "mutating", "nonmutating", "indirect", "prefix", "postfix", "infix", "distributed",
  ]
}
