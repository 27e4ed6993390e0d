// Stand-ins for the scroll target API the "N new posts" example uses, for scripts/check-availability only.

extension View {
    /// [scrollTargetLayout(isEnabled:)](https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:))
    /// (iOS 17).
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// [onScrollTargetVisibilityChange(idType:threshold:_:)](https://developer.apple.com/documentation/swiftui/view/onscrolltargetvisibilitychange(idtype:threshold:_:))
    /// (iOS 18).
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public nonisolated func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type,
        threshold: Double = 0.5,
        _ action: @escaping ([ID]) -> Void
    ) -> some View { self }
}
