// The table view's way to make an index path (UIKit declares it on Foundation's type).

@available(iOS 2, tvOS 9, visionOS 1, *)
extension IndexPath {
    /// [init(row:section:)](https://developer.apple.com/documentation/foundation/indexpath/init(row:section:))
    public init(row: Int, section: Int) { self.init(row: row) }
}
