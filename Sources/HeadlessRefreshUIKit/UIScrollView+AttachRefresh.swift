#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefresh
    import HeadlessRefreshAdapterCore
    import UIKit

    extension UIScrollView {
        /// Attaches pull to refresh and load more in one line, with the default indicators, MJRefresh style, and
        /// returns the adapter to give it async handlers.
        ///
        /// ```swift
        /// tableView.attachRefresh(header: .header, footer: .footer)
        ///     .onRefresh { [weak self] in try await self?.reload() }
        ///     .onLoadMore { [weak self] in try await self?.loadMore() ?? .noMoreData }
        /// ```
        ///
        /// The scroll view keeps the adapter alive (through a hidden subview, as MJRefresh's header is a subview);
        /// attaching again replaces it, ``detachRefresh()`` takes it off. Pass `nil` to leave an edge out.
        /// The adapter's clock is `CACurrentMediaTime()`; call its `geometryMayHaveChanged()` from
        /// `viewDidLayoutSubviews` when the safe area or the size can change without a scroll.
        @discardableResult
        public func attachRefresh(
            header: EdgeConfiguration? = .header,
            footer: EdgeConfiguration? = .footer
        ) -> ScrollViewRefreshAdapter {
            detachRefresh()
            let adapter = ScrollViewRefreshAdapter(scrollView: self)
            adapter.drive(RefreshController(top: header, bottom: footer))
            let anchor = RefreshAdapterAnchor(adapter: adapter)
            addSubview(anchor)
            return adapter
        }

        /// The adapter ``attachRefresh(header:footer:)`` attached, or `nil`.
        public var refreshAdapter: ScrollViewRefreshAdapter? {
            anchor?.adapter
        }

        /// Detaches the adapter ``attachRefresh(header:footer:)`` attached: its running handlers are cancelled and
        /// its indicators removed.
        public func detachRefresh() {
            guard let anchor else { return }
            anchor.adapter.detach()
            anchor.removeFromSuperview()
        }

        private var anchor: RefreshAdapterAnchor? {
            for view in subviews {
                if let anchor = view as? RefreshAdapterAnchor { return anchor }
            }
            return nil
        }
    }

    extension ScrollViewRefreshAdapter {
        /// Runs `refresh` when the header (or the left edge) triggers: returning ends it with success, throwing with
        /// failure. It runs as a task on the main actor, cancelled on detach.
        @discardableResult
        public func onRefresh(_ refresh: @escaping AsyncRefreshHandlers.Refresh) -> Self {
            handlers.onRefresh = refresh
            return self
        }

        /// Runs `loadMore` when the footer (or the right edge) triggers: return `.success`, or `.noMoreData` at the
        /// end; throwing ends it with failure ("Tap to retry").
        @discardableResult
        public func onLoadMore(_ loadMore: @escaping AsyncRefreshHandlers.LoadMore) -> Self {
            handlers.onLoadMore = loadMore
            return self
        }
    }

    /// A hidden, empty subview that keeps the one-line attach's adapter alive as long as the scroll view.
    @MainActor
    final class RefreshAdapterAnchor: UIView {
        let adapter: ScrollViewRefreshAdapter

        init(adapter: ScrollViewRefreshAdapter) {
            self.adapter = adapter
            super.init(frame: .zero)
            isHidden = true
            isUserInteractionEnabled = false
        }

        required init?(coder: NSCoder) {
            return nil
        }
    }
#endif
