#if canImport(SwiftUI)
    // `import HeadlessRefreshSwiftUI` is all an app writes. What it names is re-exported here on purpose, type by type: the
    // configurations, states, results, inputs and titles of the core, the paging store and what it loads, and the
    // indicator types. The expert path (the controller and the session, their commands and diagnostics,
    // `PagingStateMachine`, the geometry and the physics) stays behind `import HeadlessRefresh` and
    // `import HeadlessRefreshPaging`; the adapter core's plumbing is not public. `scripts/count-surface` counts it.
    @_exported import struct HeadlessRefresh.EdgeConfiguration
    @_exported import enum HeadlessRefresh.RefreshEdge
    @_exported import enum HeadlessRefresh.RefreshState
    @_exported import enum HeadlessRefresh.RefreshResult
    @_exported import enum HeadlessRefresh.RefreshInput
    @_exported import struct HeadlessRefresh.RefreshText
    @_exported import enum HeadlessRefresh.RefreshLanguage
    @_exported import enum HeadlessRefresh.RefreshRole
    @_exported import enum HeadlessRefresh.TriggerCause
    @_exported import enum HeadlessRefresh.FeedbackEvent
    @_exported import struct HeadlessRefresh.ResultHold
    @_exported import enum HeadlessRefresh.EdgeStyle
    @_exported import struct HeadlessRefresh.SecondLevel
    @_exported import enum HeadlessRefresh.RefreshTrigger
    @_exported import struct HeadlessRefresh.RefreshTriggers
    @_exported import struct HeadlessRefresh.VisibleItems
    @_exported import struct HeadlessRefresh.HidingConditions
    @_exported import enum HeadlessRefresh.HidingCondition
    @_exported import class HeadlessRefreshPaging.PagingStore
    @_exported import struct HeadlessRefreshPaging.Page
    @_exported import struct HeadlessRefreshPaging.PageRequest
    @_exported import enum HeadlessRefreshPaging.PageNumbering
    @_exported import struct HeadlessRefreshPaging.ItemIdentity
    @_exported import enum HeadlessRefreshPaging.PagingStatus
    @_exported import enum HeadlessRefreshPaging.PagingEnd
    @_exported import enum HeadlessRefreshPaging.PageLoadKind
    @_exported import struct HeadlessRefreshPaging.PagingSnapshot
    @_exported import struct HeadlessRefreshPaging.PageUpdate
    @_exported import enum HeadlessRefreshPaging.ItemChange
    @_exported import enum HeadlessRefreshPaging.PagingDiagnostic
    @_exported import struct HeadlessRefreshAdapterCore.RefreshIndicator
    @_exported import protocol HeadlessRefreshAdapterCore.RefreshIndicatorDisplay
    @_exported import enum HeadlessRefreshAdapterCore.LoadMoreResult
    @_exported import class HeadlessRefreshAdapterCore.RefreshLanguageSetting
    @_exported import class HeadlessRefreshAdapterCore.AsyncRefreshHandlers
    @_exported import struct HeadlessRefreshAdapterCore.AccessibleRefreshActions
    @_exported import struct HeadlessRefreshAdapterCore.IndicatorPlacement
    @_exported import struct HeadlessRefreshAdapterCore.ScrollViewMetrics
    @_exported import enum HeadlessRefreshAdapterCore.ScrollPhaseKind
#endif
