/// Encoding with the standard library's `Codable` alone: the paging module stays Foundation-free, and the host picks
/// the format (`JSONEncoder`, `PropertyListEncoder`). Ends are written by name (`"lastPage"`); the fields a restored
/// store needs for a bounded window and removals are optional when decoding, so a list written by hand decodes too.
extension PagingRestoration: Codable where Item: Codable, Key: Codable {
    enum CodingKeys: String, CodingKey {
        case items, nextKey, end, previousKey, previousEnd, anchor, pages, pageSize, removedSinceKey
        case startsAtFirstItem, droppedDuplicates, uncountedDrops
    }

    /// Decodes a restoration; a missing page list makes the items one page.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            items: try container.decode([Item].self, forKey: .items),
            nextKey: try container.decodeIfPresent(Key.self, forKey: .nextKey),
            end: try Self.decodeEnd(container, .end),
            previousKey: try container.decodeIfPresent(Key.self, forKey: .previousKey),
            previousEnd: try Self.decodeEnd(container, .previousEnd),
            pageSize: try container.decodeIfPresent(Int.self, forKey: .pageSize) ?? 1,
            anchor: try container.decodeIfPresent(Anchor.self, forKey: .anchor)
        )
        if let pages = try container.decodeIfPresent([Span].self, forKey: .pages) { self.pages = pages }
        removedSinceKey = try container.decodeIfPresent(Int.self, forKey: .removedSinceKey) ?? 0
        startsAtFirstItem = try container.decodeIfPresent(Bool.self, forKey: .startsAtFirstItem) ?? startsAtFirstItem
        droppedDuplicates = try container.decodeIfPresent(Int.self, forKey: .droppedDuplicates) ?? 0
        uncountedDrops = try container.decodeIfPresent(Int.self, forKey: .uncountedDrops) ?? 0
    }

    /// Encodes the restoration.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encodeIfPresent(nextKey, forKey: .nextKey)
        try container.encodeIfPresent(end?.description, forKey: .end)
        try container.encodeIfPresent(previousKey, forKey: .previousKey)
        try container.encodeIfPresent(previousEnd?.description, forKey: .previousEnd)
        try container.encodeIfPresent(anchor, forKey: .anchor)
        try container.encode(pages, forKey: .pages)
        try container.encode(pageSize, forKey: .pageSize)
        try container.encode(removedSinceKey, forKey: .removedSinceKey)
        try container.encode(startsAtFirstItem, forKey: .startsAtFirstItem)
        try container.encode(droppedDuplicates, forKey: .droppedDuplicates)
        try container.encode(uncountedDrops, forKey: .uncountedDrops)
    }

    private static func decodeEnd(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws
        -> PagingEnd?
    {
        guard let name = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let end = PagingEnd.allCases.first(where: { $0.description == name }) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "unknown end \"\(name)\"")
        }
        return end
    }
}

extension PagingRestoration.Span: Codable where Key: Codable {
    enum CodingKeys: String, CodingKey {
        case count, previous, next, removedBeforeNext, gaveTail
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try container.decode(Int.self, forKey: .count)
        previous = try container.decodeIfPresent(Key.self, forKey: .previous)
        next = try container.decodeIfPresent(Key.self, forKey: .next)
        removedBeforeNext = try container.decodeIfPresent(Int.self, forKey: .removedBeforeNext) ?? 0
        gaveTail = try container.decodeIfPresent(Bool.self, forKey: .gaveTail) ?? false
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encodeIfPresent(previous, forKey: .previous)
        try container.encodeIfPresent(next, forKey: .next)
        try container.encode(removedBeforeNext, forKey: .removedBeforeNext)
        try container.encode(gaveTail, forKey: .gaveTail)
    }
}

extension PagingRestoration.Anchor {
    enum CodingKeys: String, CodingKey {
        case index, offset
    }

    /// Decodes an anchor: `{"index": 12, "offset": -18.5}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            index: try container.decode(Int.self, forKey: .index),
            offset: try container.decode(Double.self, forKey: .offset))
    }

    /// Encodes the anchor.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(offset, forKey: .offset)
    }
}
