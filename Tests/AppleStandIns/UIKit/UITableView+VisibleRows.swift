// Stand-ins for the table view API the "N new posts" example uses, for scripts/check-availability only.

@available(iOS 2, tvOS 9, visionOS 1, *)
extension UITableView {
    /// [indexPathsForVisibleRows](https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows)
    public var indexPathsForVisibleRows: [IndexPath]? { nil }
}

@available(iOS 2, tvOS 9, visionOS 1, *)
extension UIScrollView {
    /// [setContentOffset(_:animated:)](https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:))
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}
