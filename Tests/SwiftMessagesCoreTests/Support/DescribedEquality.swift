@testable import SwiftMessagesCore

// The library never compares these plans, decisions or actions (it switches over them); the tests
// do, field by field (``EqualByFields``).

extension ContextDecision: EqualByFields {}
extension SegueLifetime.Event: EqualByFields {}
extension InlineIndicatorSlot: EqualByFields {}
extension SeguePreset.Animation: EqualByFields {}
