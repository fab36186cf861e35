import Foundation

/// Giving back a value that a skeleton replaced with a placeholder (an empty button's title,
/// a message's VoiceOver prefix), without undoing a change the app made meanwhile.
package enum PlaceholderRestore {
  /// The value to set when the skeleton ends: `original` while the view still holds the
  /// `placeholder`, `nil` (leave it) once the app has set something else.
  package static func value<Value: Equatable>(original: Value, placeholder: Value, current: Value) -> Value? {
    current == placeholder ? original : nil
  }
}
