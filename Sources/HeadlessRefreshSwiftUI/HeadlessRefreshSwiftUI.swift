#if canImport(SwiftUI)
    // `import HeadlessRefreshSwiftUI` is all an app writes: the core's configurations and results, and the adapter
    // core's indicator types, are part of this module's API.
    @_exported import HeadlessRefresh
    @_exported import HeadlessRefreshAdapterCore
#endif
