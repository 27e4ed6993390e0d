// Stand-ins for the scroll view API the "N new posts" example uses (its visible rows: UITableView+Rows.swift), for scripts/check-availability only.

@available(iOS 2, tvOS 9, visionOS 1, *)
extension UIScrollView {
    /// [setContentOffset(_:animated:)](https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:))
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}
