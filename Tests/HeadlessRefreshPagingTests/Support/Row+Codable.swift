/// Rows written as `{"id": 3, "batch": 1}`, for restorations saved through JSON.
extension Row: Codable {
    enum CodingKeys: String, CodingKey {
        case id, batch
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            batch: try container.decodeIfPresent(Int.self, forKey: .batch) ?? 0)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(batch, forKey: .batch)
    }
}
