@testable import SwiftMessagesCore

// The library never compares these values (the preview hashes some for its render tree); the
// tests do, field by field (``EqualByFields``).

extension LayoutInsets: EqualByFields {}
extension MessageGeometry: EqualByFields {}
extension PathPoint: EqualByFields {}
extension PathCommand: EqualByFields {}
extension InlineIndicatorSlot: EqualByFields {}
extension IconSymbol: EqualByFields {}
extension SkeletonShape.Role: EqualByFields {}
