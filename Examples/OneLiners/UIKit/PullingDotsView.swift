#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefreshUIKit
    import UIKit

    /// A custom header as an app writes one: it conforms to `RefreshIndicatorDisplay`, follows the pull while the
    /// finger drags and spins only while loading. Installed in one line:
    ///
    /// ```swift
    /// tableView.attachRefresh(header: .header, footer: nil)
    ///     .indicator(PullingDotsView(frame: .zero), for: .top)
    ///     .onRefresh { try await feed.reload() }
    /// ```
    final class PullingDotsView: UIView, RefreshIndicatorDisplay {
        private let dots = UILabel()
        private let spinner = UIActivityIndicatorView(style: .medium)

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(dots)
            addSubview(spinner)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        func update(_ indicator: RefreshIndicator, previous: RefreshIndicator?) {
            isHidden = !indicator.isVisible
            // One dot per fifth of the trigger distance, more while over-pulled: the progress is not clamped.
            let count = Int(min(indicator.snapshot.progress, 2) * 5)
            dots.text = indicator.showsSpinner ? nil : String(repeating: "•", count: count)
            if indicator.startsLoading(after: previous) { spinner.startAnimating() }
            if indicator.stopsLoading(after: previous) { spinner.stopAnimating() }
        }
    }

    /// The custom header installed with the one-liner.
    final class DotsFeedViewController: UITableViewController {
        let feed = Feed()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.attachRefresh(header: .header, footer: nil)
                .indicator(PullingDotsView(frame: .zero), for: .top)
                .onRefresh { [weak self] in try await self?.feed.reload() }
        }
    }
#endif
