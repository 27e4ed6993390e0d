// Stand-ins for saving a list as JSON (Examples/*Adapter/*Restoration*): `Data`, `JSONEncoder`, `JSONDecoder`, and
// the keyed `NSCoder` calls of UIKit's state restoration.

/// [Data](https://developer.apple.com/documentation/foundation/data)
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
public struct Data: Hashable, Sendable {
    /// [init()](https://developer.apple.com/documentation/foundation/data/init())
    public init() {}
}

/// [JSONEncoder](https://developer.apple.com/documentation/foundation/jsonencoder)
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
open class JSONEncoder {
    /// [init()](https://developer.apple.com/documentation/foundation/jsonencoder/init())
    public init() {}
    /// [encode(_:)](https://developer.apple.com/documentation/foundation/jsonencoder/encode(_:))
    open func encode<T: Encodable>(_ value: T) throws -> Data { Data() }
}

/// [JSONDecoder](https://developer.apple.com/documentation/foundation/jsondecoder)
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
open class JSONDecoder {
    /// [init()](https://developer.apple.com/documentation/foundation/jsondecoder/init())
    public init() {}
    /// [decode(_:from:)](https://developer.apple.com/documentation/foundation/jsondecoder/decode(_:from:))
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        throw StandInError()
    }
}

/// What a stand-in throws: nothing here runs.
struct StandInError: Error {}

@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
extension NSCoder {
    /// [encode(_:forKey:)](https://developer.apple.com/documentation/foundation/nscoder/encode(_:forkey:)-6yuwk), for
    /// an object such as `Data`.
    public func encode(_ object: Any?, forKey key: String) {}
    /// [decodeObject(forKey:)](https://developer.apple.com/documentation/foundation/nscoder/decodeobject(forkey:))
    public func decodeObject(forKey key: String) -> Any? { nil }
}
