/// One grapheme cluster (a `Character`) with what line breaking needs: its advance in font units
/// and where a line may break around it.
struct TextCluster: Sendable {
  /// The character.
  var character: Character
  /// The advance in font units, kerning excluded.
  var advance: Double
  /// The scalar value when the cluster is a single Basic Latin scalar (the only pairs kerned).
  var kerningCode: UInt32?
  /// A breaking space (not U+00A0, U+2007, U+202F): a line may break after it, and it hangs past
  /// the end of a line that wraps there.
  var isSpace: Bool
  /// Whether a line may break after the cluster: spaces, hyphens, full-width characters, emoji.
  var breaksAfter: Bool
  /// Whether a line may break before the cluster: full-width characters and emoji.
  var breaksBefore: Bool
}
