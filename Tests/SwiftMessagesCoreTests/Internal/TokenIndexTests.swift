import Foundation
import Testing

@testable import SwiftMessagesCore

/// ``TokenIndex``: every live token finds its slot, removed ones are gone, through growth and
/// removals that shift probe runs.
@Suite struct TokenIndexTests {
  private struct Tokens: SlotTokens {
    var bySlot: [MessageToken] = []
    func token(at slot: Int) -> MessageToken { bySlot[slot] }
  }

  @Test func matchesADictionaryOnRandomInsertsAndRemovals() {
    var rng = SplitMix64(seed: 7)
    var index = TokenIndex()
    var tokens = Tokens()
    var reference: [MessageToken: Int] = [:]
    var nextToken: UInt64 = 1
    for step in 0..<20_000 {
      // Grow to a few thousand live tokens, then shrink, keeping some old ones alive throughout.
      let removing = reference.count > 0 && rng.next() % 100 < (step < 10_000 ? 35 : 65)
      if removing, let token = reference.keys.randomElement(using: &rng), let slot = reference[token] {
        index.remove(token, slot: slot, in: tokens)
        reference[token] = nil
      } else {
        let token = MessageToken(rawValue: nextToken)
        nextToken += 1
        let slot = tokens.bySlot.count
        tokens.bySlot.append(token)
        index.insert(token, slot: slot, in: tokens)
        reference[token] = slot
      }
      if step % 997 == 0 {
        for (token, slot) in reference {
          #expect(index.slot(of: token, in: tokens) == slot)
        }
      }
    }
    #expect(index.count == reference.count)
    for raw in 1..<nextToken {
      let token = MessageToken(rawValue: raw)
      #expect(index.slot(of: token, in: tokens) == reference[token])
    }
  }

  @Test func tokensThatShareTheirLow32BitsAreToldApart() {
    var index = TokenIndex()
    let low = MessageToken(rawValue: 5)
    let high = MessageToken(rawValue: 5 + (1 << 32))
    let tokens = Tokens(bySlot: [low, high])
    index.insert(low, slot: 0, in: tokens)
    index.insert(high, slot: 1, in: tokens)
    #expect(index.slot(of: low, in: tokens) == 0)
    #expect(index.slot(of: high, in: tokens) == 1)
    index.remove(low, slot: 0, in: tokens)
    #expect(index.slot(of: low, in: tokens) == nil)
    #expect(index.slot(of: high, in: tokens) == 1)
    #expect(index.slot(of: MessageToken(rawValue: 0), in: tokens) == nil)
  }
}
