import Foundation

extension QueueStateMachine {
  /// The live messages, stored in slots: arrays indexed by slot number whose free slots are
  /// reused. What every event reads and writes (token, phase, queue sequence, id key) is kept
  /// apart from the requests, in 24-byte plain values. The queue, the id records and the
  /// machine's visible messages refer to messages by slot, so the per-event path never
  /// hashes; other look-ups by token go through a ``TokenIndex``.
  struct EntryStore: Sendable {
    /// The per-event state of one slot. A slot without a message has token #0.
    struct Header: Sendable {
      var token: MessageToken
      /// When the message entered the queue; 0 until then.
      var sequence: UInt64
      /// The id's key; for a free slot, the next free slot (-1 for none); for a slot held
      /// back, ``heldBack``.
      var idKey: Int32
      var phase: Phase

      /// Marks a slot whose queued message was removed while the queue still names it.
      static let heldBack: Int32 = -2

      /// A free slot followed by `nextFree` in the free list.
      static func vacant(nextFree: Int32) -> Header {
        Header(token: MessageToken(rawValue: 0), sequence: 0, idKey: nextFree, phase: .delayed)
      }
    }

    private(set) var headers = ChunkedArray<Header>()
    /// The requests by slot; `nil` for a free slot.
    private(set) var requests = ChunkedArray<MessageRequest?>()
    /// The first free slot (-1 for none); free slots are chained through their headers.
    private var firstFreeSlot: Int32 = -1
    private var index = TokenIndex()

    /// The number of live messages.
    var count: Int { index.count }

    /// Every live message, in slot order.
    var values: [Entry] { headers.indices.compactMap { self[slot: $0] } }

    /// The slot of a live message: O(1).
    @inline(__always)
    func slot(of token: MessageToken) -> Int? {
      index.slot(of: token, in: headers)
    }

    /// The phase of the live message with `token`, if any.
    func phase(of token: MessageToken) -> Phase? {
      guard let slot = slot(of: token) else { return nil }
      return headers[slot].phase
    }

    /// The live message with `token`, if any.
    subscript(token: MessageToken) -> Entry? {
      guard let slot = slot(of: token) else { return nil }
      return self[slot: slot]
    }

    /// The message in `slot`, if the slot is live.
    subscript(slot slot: Int) -> Entry? {
      let header = headers[slot]
      guard header.token.rawValue != 0, let request = requests[slot] else { return nil }
      return Entry(
        token: header.token, request: request, idKey: Int(header.idKey), phase: header.phase,
        sequence: header.sequence)
    }

    /// The id of the live message in `slot`.
    @inline(__always)
    func id(in slot: Int) -> String { requests[slot]?.id ?? "" }

    /// Whether `slot` holds a queued message. A slot the queue names holds either the message
    /// it was queued for or nothing (see ``remove(slot:)``), so this tells a live queue
    /// element from a stale one.
    @inline(__always)
    func isQueued(slot: Int) -> Bool {
      guard headers[slot].token.rawValue != 0, case .queued = headers[slot].phase else {
        return false
      }
      return true
    }

    /// Stores a new message and returns its slot.
    mutating func insert(_ header: Header, request: MessageRequest) -> Int {
      let slot: Int
      if firstFreeSlot >= 0 {
        slot = Int(firstFreeSlot)
        firstFreeSlot = headers[slot].idKey
        headers[slot] = header
        requests[slot] = request
      } else {
        slot = headers.count
        headers.append(header)
        requests.append(request)
      }
      index.insert(header.token, slot: slot, in: headers)
      return slot
    }

    /// Forgets the message in `slot` and returns its header. The
    /// slot of a queued message is held back from reuse until the queue lets go of it
    /// (``releaseHeldBack(_:)``), so a stale queue element never names another message.
    mutating func remove(slot: Int) -> Header? {
      let header = headers[slot]
      guard header.token.rawValue != 0 else { return nil }
      index.remove(header.token, slot: slot, in: headers)
      requests[slot] = nil
      if case .queued = header.phase {
        headers[slot] = .vacant(nextFree: Header.heldBack)
      } else {
        headers[slot] = .vacant(nextFree: firstFreeSlot)
        firstFreeSlot = Int32(slot)
      }
      return header
    }

    /// Moves the message in `slot` to `phase` in place.
    @inline(__always)
    mutating func setPhase(slot: Int, to phase: Phase) {
      headers[slot].phase = phase
    }

    /// Frees a slot held back by ``remove(slot:)`` once the queue has dropped its element.
    mutating func releaseHeldBack(_ slot: Int) {
      guard headers[slot].token.rawValue == 0, headers[slot].idKey == Header.heldBack else { return }
      headers[slot] = .vacant(nextFree: firstFreeSlot)
      firstFreeSlot = Int32(slot)
    }

    /// Frees every slot held back (the queue was emptied).
    mutating func releaseAllHeldBack() {
      for slot in headers.indices { releaseHeldBack(slot) }
    }

    /// Replaces the readable text of the message in `slot`.
    mutating func setText(slot: Int, to text: String?) {
      requests[slot]?.text = text
    }

    /// Records when the message in `slot` entered the queue.
    mutating func setSequence(slot: Int, to sequence: UInt64) {
      headers[slot].sequence = sequence
    }
  }
}

extension ChunkedArray: SlotTokens where Element == QueueStateMachine.EntryStore.Header {
  func token(at slot: Int) -> MessageToken { self[slot].token }
}
