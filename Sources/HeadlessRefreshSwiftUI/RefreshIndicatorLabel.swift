#if canImport(SwiftUI)
    import HeadlessRefreshAdapterCore
    import SwiftUI

    /// The default indicator: a spinner while loading, the pull's progress while pulling, and the title, with
    /// "Last updated …" under a header's title (unless the model's `lastUpdatedKey` is `nil`). Your own indicator is any
    /// view built from a `RefreshIndicator`: pass it to `pullToRefresh(…, indicator:)`.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public struct RefreshIndicatorLabel: View {
        /// What to show.
        public var indicator: RefreshIndicator

        /// Creates a label for `indicator`.
        public init(indicator: RefreshIndicator) {
            self.indicator = indicator
        }

        /// The spinner or the progress, then the title and the last update.
        public var body: some View {
            HStack(spacing: 8) {
                if indicator.showsSpinner {
                    ProgressView()
                } else if let progress = indicator.progress {
                    ProgressView(value: progress)
                        .frame(width: 48)
                }
                VStack(spacing: 2) {
                    Text(indicator.title)
                        .font(.footnote)
                    if let lastUpdated = indicator.lastUpdated {
                        Text(lastUpdated)
                            .font(.caption2)
                    }
                }
                .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity)
            .opacity(indicator.isVisible ? 1 : 0)
        }
    }
#endif
