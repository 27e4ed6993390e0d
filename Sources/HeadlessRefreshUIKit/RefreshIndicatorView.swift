#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefreshAdapterCore
    import UIKit

    /// The default indicator: a title, "Last updated …" under a header's title, a spinner while loading and a
    /// progress bar while pulling. It only renders a `RefreshIndicator`; ``ScrollViewRefreshAdapter`` places it and updates it as a `RefreshIndicatorDisplay`.
    ///
    /// Any `UIView` that conforms to `RefreshIndicatorDisplay` can take its place: install it with the adapter's
    /// `indicator(_:for:)`.
    @MainActor
    public final class RefreshIndicatorView: UIView, RefreshIndicatorDisplay {
        private let titleLabel = UILabel()
        private let lastUpdatedLabel = UILabel()
        private let spinner = UIActivityIndicatorView(style: .medium)
        private let progressBar = UIProgressView(progressViewStyle: .default)

        /// Called on a tap while the indicator accepts one ("Tap to retry", "load more").
        public var onTap: (() -> Void)?

        /// Creates an empty indicator.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
            titleLabel.textColor = UIColor.secondaryLabel
            titleLabel.textAlignment = .center
            lastUpdatedLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
            lastUpdatedLabel.textColor = UIColor.secondaryLabel
            lastUpdatedLabel.textAlignment = .center
            spinner.hidesWhenStopped = true
            progressBar.isHidden = true
            addSubview(titleLabel)
            addSubview(lastUpdatedLabel)
            addSubview(spinner)
            addSubview(progressBar)
            isUserInteractionEnabled = false
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        }

        /// Not supported: the indicator is made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Shows `indicator`; see ``render(_:)``.
        public func update(_ indicator: RefreshIndicator, previous: RefreshIndicator?) {
            render(indicator)
        }

        /// Shows `indicator`: its title and "Last updated …" (a header's, unless the adapter's `lastUpdatedKey` is
        /// `nil`), a spinner while loading, the pull's progress while pulling; nothing while the edge is disabled or
        /// hidden by its configuration's `hiddenWhen`.
        public func render(_ indicator: RefreshIndicator) {
            isHidden = !indicator.isVisible
            titleLabel.text = indicator.title
            lastUpdatedLabel.text = indicator.lastUpdated
            lastUpdatedLabel.isHidden = indicator.lastUpdated == nil
            if indicator.showsSpinner {
                spinner.startAnimating()
            } else {
                spinner.stopAnimating()
            }
            progressBar.isHidden = indicator.progress == nil
            progressBar.setProgress(Float(indicator.progress ?? 0), animated: false)
            isUserInteractionEnabled = indicator.acceptsTap
            setNeedsLayout()
        }

        /// Centers the title (over "Last updated …" when it shows), puts the spinner before it and the progress bar
        /// under it.
        public override func layoutSubviews() {
            super.layoutSubviews()
            titleLabel.sizeToFit()
            lastUpdatedLabel.sizeToFit()
            let shift = lastUpdatedLabel.isHidden ? 0 : lastUpdatedLabel.bounds.height / 2
            titleLabel.center = CGPoint(x: bounds.midX, y: bounds.midY - shift)
            lastUpdatedLabel.center = CGPoint(x: bounds.midX, y: titleLabel.frame.maxY + shift)
            spinner.center = CGPoint(x: titleLabel.frame.minX - 18, y: bounds.midY)
            progressBar.frame = CGRect(
                x: bounds.width * 0.3,
                y: titleLabel.frame.maxY + 4,
                width: bounds.width * 0.4,
                height: 2
            )
        }

        @objc private func tapped() {
            onTap?()
        }
    }
#endif
