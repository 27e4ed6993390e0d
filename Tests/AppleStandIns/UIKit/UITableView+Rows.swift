import Foundation

// Stand-ins for finding the row a table view shows and scrolling back to it (Examples/UIKitAdapter/*Restoration*).

@available(iOS 2, tvOS 9, visionOS 1, *)
extension UITableView {
    /// [backgroundView](https://developer.apple.com/documentation/uikit/uitableview/backgroundview) (iOS 3.2).
    public var backgroundView: UIView? {
        get { nil }
        set {}
    }
    /// [indexPathsForVisibleRows](https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows)
    public var indexPathsForVisibleRows: [IndexPath]? { nil }
    /// [rectForRow(at:)](https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:))
    public func rectForRow(at indexPath: IndexPath) -> CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }
}
