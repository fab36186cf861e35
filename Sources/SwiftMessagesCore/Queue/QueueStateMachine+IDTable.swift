import Foundation

extension QueueStateMachine {
  /// What the machine keeps per message id, in 24 bytes.
  struct IDRecord: Sendable {
    /// The slot of the oldest live message with the id; -1 for none.
    fileprivate var firstSlot: Int32 = -1
    /// How many more live messages the id has (their slots are in ``IDTable``'s side table).
    fileprivate var extraCount: Int32 = 0
    /// The duplicate targets; -1 marks a free key.
    fileprivate var targets: Int32 = 0
    /// 32 bits of the id's hash (where the id sits in ``IDTable``); for a free key, the next
    /// free key (-1 for none).
    fileprivate var tag: UInt32 = 0
    private var storedCount = 0

    /// The slot of the oldest live message with the id, stored inline: with de-duplication
    /// on (the default) an id has at most one live message, so no array is allocated.
    var first: Int? { firstSlot < 0 ? nil : Int(firstSlot) }

    /// How many of the id's messages a new request would duplicate (delayed, queued,
    /// presenting without a pending hide, shown).
    var duplicateTargets: Int {
      get { Int(targets) }
      set { targets = Int32(newValue) }
    }

    /// The `hideCounted(id:)` count; `nil` when not counted. Never 0 or negative.
    var count: Int? {
      get { storedCount > 0 ? storedCount : nil }
      set { storedCount = max(0, newValue ?? 0) }
    }

    var isEmpty: Bool { firstSlot < 0 }

    /// A free key's record, followed by `nextFree` in the free list.
    fileprivate static func free(nextFree: Int32) -> IDRecord {
      var record = IDRecord()
      record.targets = -1
      record.tag = UInt32(bitPattern: nextFree)
      return record
    }
  }

  /// Message ids interned to small integer keys: the id is hashed once per request (with
  /// `String`'s own hash, so ids match exactly when they are `==`), and 32 bits of the hash
  /// are kept, so neither growing the table nor forgetting an id hashes again. Open
  /// addressing with linear probing, deletion by backward shift, at most three quarters full.
  /// Records are indexed by key; an id is forgotten when its last live message goes. The
  /// table keeps no copy of the ids: a key's id is read from one of its live messages (a key
  /// has one from just after ``insert(tag:at:)`` until it is forgotten).
  struct IDTable: Sendable {
    /// The records, indexed by key; free keys are chained through their records.
    var records = ChunkedArray<IDRecord>()
    /// The slots of the second and later live messages of ids that have several, oldest
    /// first (with de-duplication on, never used).
    private var extraSlots: [Int32: [Int32]] = [:]
    /// The first free key (-1 for none).
    private var firstFreeKey: Int32 = -1
    /// Keys by bucket; -1 marks an empty bucket.
    private var buckets = [Int32](repeating: -1, count: 16)
    /// `64 - log2(buckets.count)`: the hash keeps the top bits of the product.
    private var shift: UInt64 = 60
    private var count = 0

    private var mask: Int { buckets.count - 1 }

    @inline(__always)
    private func home(of tag: UInt32) -> Int {
      LinearProbing.home(of: tag, shift: shift)
    }

    /// The 32 bits of `id`'s hash the table keeps: one hash of the id.
    @inline(__always)
    static func tag(of id: String) -> UInt32 {
      UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: id.hashValue)) >> 32)
    }

    /// Where `id` (whose tag is `tag`) is: its key, or the empty bucket where it would go.
    /// `idOfSlot` reads the id of a live message.
    @inline(__always)
    func find(_ id: String, tag: UInt32, idOfSlot: (Int) -> String) -> (key: Int?, bucket: Int) {
      var bucket = home(of: tag)
      while true {
        let key = Int(buckets[bucket])
        if key < 0 { return (nil, bucket) }
        if records[key].tag == tag, let slot = records[key].first, idOfSlot(slot) == id {
          return (key, bucket)
        }
        bucket = (bucket + 1) & mask
      }
    }

    /// Whether `key` still belongs to an interned id.
    func isInterned(_ key: Int) -> Bool { records[key].targets >= 0 }

    /// Interns an id that ``find(_:tag:idOfSlot:)`` did not find, in the bucket it returned,
    /// with an empty record. The new key must get a live message
    /// (``append(_:to:isDuplicateTarget:)``) or be released (``releaseIfEmpty(_:)``) before
    /// the next look-up.
    mutating func insert(tag: UInt32, at bucket: Int) -> Int {
      var record = IDRecord()
      record.tag = tag
      let key: Int
      if firstFreeKey >= 0 {
        key = Int(firstFreeKey)
        firstFreeKey = Int32(bitPattern: records[key].tag)
        records[key] = record
      } else {
        key = records.count
        records.append(record)
      }
      buckets[bucket] = Int32(key)
      count += 1
      if count * 4 > buckets.count * 3 { grow() }
      return key
    }

    /// The slots of every live message of `key`, oldest first.
    func slots(of key: Int) -> [Int] {
      guard let first = records[key].first else { return [] }
      guard records[key].extraCount > 0 else { return [first] }
      return [first] + (extraSlots[Int32(key)] ?? []).map { Int($0) }
    }

    /// Adds a live message to the record of `key`.
    mutating func append(_ slot: Int, to key: Int, isDuplicateTarget: Bool) {
      if records[key].firstSlot < 0 {
        records[key].firstSlot = Int32(slot)
      } else {
        extraSlots[Int32(key), default: []].append(Int32(slot))
        records[key].extraCount += 1
      }
      if isDuplicateTarget { records[key].duplicateTargets += 1 }
    }

    /// Removes a live message from the record of `key`; the count goes with the last
    /// duplicate target, and the id with its last message.
    mutating func remove(_ slot: Int, from key: Int, wasDuplicateTarget: Bool) {
      let slot = Int32(slot)
      if records[key].extraCount == 0 {
        if records[key].firstSlot == slot { records[key].firstSlot = -1 }
      } else if var extra = extraSlots.removeValue(forKey: Int32(key)) {
        if records[key].firstSlot == slot {
          records[key].firstSlot = extra.removeFirst()
        } else if let index = extra.firstIndex(of: slot) {
          extra.remove(at: index)
        }
        records[key].extraCount = Int32(extra.count)
        if !extra.isEmpty { extraSlots[Int32(key)] = extra }
      }
      if wasDuplicateTarget { adjustDuplicateTargets(of: key, by: -1) }
      if records[key].isEmpty { release(key) }
    }

    /// Changes how many duplicate targets `key` has; a count cannot outlive them.
    mutating func adjustDuplicateTargets(of key: Int, by delta: Int) {
      records[key].duplicateTargets += delta
      if records[key].duplicateTargets == 0 { records[key].count = nil }
    }

    /// Forgets the id of `key` if no live message uses it (an id interned for a request that
    /// was then dropped).
    mutating func releaseIfEmpty(_ key: Int) {
      if isInterned(key) && records[key].isEmpty { release(key) }
    }

    /// Clears every count.
    mutating func clearCounts() {
      for key in records.indices { records[key].count = nil }
    }

    /// The count of every counted id.
    func counts(idOfSlot: (Int) -> String) -> [String: Int] {
      var counts: [String: Int] = [:]
      for key in records.indices where isInterned(key) {
        if let count = records[key].count, let slot = records[key].first {
          counts[idOfSlot(slot)] = count
        }
      }
      return counts
    }

    private mutating func release(_ key: Int) {
      var hole = home(of: records[key].tag)
      while buckets[hole] != Int32(key) { hole = (hole + 1) & mask }
      do {
        // A copy of the records for the look-up, released before they are written below (a
        // live copy would make that write copy every chunk).
        let table = records
        let shift = self.shift
        LinearProbing.remove(at: hole, in: &buckets, mask: mask) {
          LinearProbing.home(of: table[Int($0)].tag, shift: shift)
        }
      }
      count -= 1
      records[key] = .free(nextFree: firstFreeKey)
      firstFreeKey = Int32(key)
    }

    private mutating func grow() {
      buckets = [Int32](repeating: -1, count: buckets.count * 2)
      shift -= 1
      for key in records.indices where isInterned(key) {
        var bucket = home(of: records[key].tag)
        while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(key)
      }
    }
  }
}
