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
        /// The same subview suspends the session while the scroll view is out of its window (the screen pushed away or
        /// in another tab: a touch in progress ends without refreshing, a refresh begun meanwhile shows on return) and
        /// sends the new geometry when the scroll view's size or safe area changes (a rotation), so the screen needs
        /// no `viewWillDisappear`, `viewDidAppear` or `viewDidLayoutSubviews` code. The adapter's clock is
        /// `CACurrentMediaTime()`.
        @discardableResult
        public func attachRefresh(
            header: EdgeConfiguration? = .header,
            footer: EdgeConfiguration? = .footer
        ) -> ScrollViewRefreshAdapter {
            detachRefresh()
            let adapter = ScrollViewRefreshAdapter(scrollView: self)
            adapter.drive(RefreshController(top: header, bottom: footer))
            addSubview(RefreshAdapterAnchor(adapter: adapter, size: bounds.size))
            return adapter
        }

        /// The adapter ``attachRefresh(header:footer:)`` attached, or `nil`.
        public var refreshAdapter: ScrollViewRefreshAdapter? {
            anchor?.adapter
        }

        /// Detaches the adapter ``attachRefresh(header:footer:)`` attached: its running handlers are cancelled, its
        /// indicators, observers and extra inset removed, and the app's own inset and bounce setting left as they are.
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

    /// A hidden, empty subview that keeps the one-line attach's adapter alive as long as the scroll view, and tells
    /// it what a subview hears: entering and leaving a window, and a new size or safe area.
    @MainActor
    final class RefreshAdapterAnchor: UIView {
        let adapter: ScrollViewRefreshAdapter

        /// An anchor as large as the scroll view, which grows and shrinks with it, so that a rotation lays it out.
        init(adapter: ScrollViewRefreshAdapter, size: CGSize) {
            self.adapter = adapter
            super.init(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
            isHidden = true
            isUserInteractionEnabled = false
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }

        required init?(coder: NSCoder) {
            return nil
        }

        /// The scroll view entered or left a window: the session resumes or is suspended.
        override func didMoveToWindow() {
            super.didMoveToWindow()
            adapter.driver.setOnScreen(window != nil)
        }

        /// The scroll view's size changed (the anchor resizes with it): the geometry and the indicators follow.
        override func layoutSubviews() {
            super.layoutSubviews()
            adapter.geometryMayHaveChanged()
        }

        /// The safe area changed (bars, a rotation): the geometry follows.
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            adapter.geometryMayHaveChanged()
        }
    }
#endif
