import HeadlessRefresh
import HeadlessRefreshPaging

/// What an adapter sends its inputs to: the core's `RefreshSession` (a bare controller) or a
/// `RefreshPagingBinding` (a controller bound to a `PagingStore`). Both own the controller, read the host's clock
/// for each input, and hand every command to the host's `perform` closure after the controller is done with the
/// input, queueing the inputs the host sends back from inside it.
///
/// They differ in how the host learns its next deadline: a session calls its `wake` closure, a binding hands the
/// `scheduleTick` command to `perform`. An adapter schedules its tick from one of the two, never both.
@MainActor
public protocol RefreshInputTarget: AnyObject {
    /// The controller; read its snapshots to draw the indicators.
    var controller: RefreshController { get }
    /// Handles one input now.
    func send(_ input: RefreshInput)
}

extension RefreshSession: RefreshInputTarget {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension RefreshPagingBinding: RefreshInputTarget {}
