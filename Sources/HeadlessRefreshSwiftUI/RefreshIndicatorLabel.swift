#if canImport(SwiftUI)
    import HeadlessRefreshAdapterCore
    import SwiftUI

    /// The default indicator: a spinner while loading, the pull's progress while pulling, and the title. Your own
    /// indicator is any view built from a `RefreshIndicator`: pass it to `pullToRefresh(…, indicator:)`.
    public struct RefreshIndicatorLabel: View {
        /// What to show.
        public var indicator: RefreshIndicator

        /// Creates a label for `indicator`.
        public init(indicator: RefreshIndicator) {
            self.indicator = indicator
        }

        /// The spinner or the progress, then the title.
        public var body: some View {
            HStack(spacing: 8) {
                if indicator.showsSpinner {
                    ProgressView()
                } else if let progress = indicator.progress {
                    ProgressView(value: progress)
                        .frame(width: 48)
                }
                Text(indicator.title)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity)
            .opacity(indicator.isVisible ? 1 : 0)
        }
    }
#endif
