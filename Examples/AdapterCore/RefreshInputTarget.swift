import HeadlessRefresh
import HeadlessRefreshPaging

/// What an adapter sends its inputs to: a ``RefreshDriver`` (a bare controller) or a `RefreshPagingBinding` (a
/// controller bound to a `PagingStore`). Both own the controller, read the host's clock for each input, and hand
/// every action to the host's `perform` closure, queueing the inputs the host sends back from inside it.
@MainActor
public protocol RefreshInputTarget: AnyObject {
    /// The controller; read its snapshots to draw the indicators.
    var controller: RefreshController { get }
    /// Handles one input now.
    func send(_ input: RefreshInput)
}

extension RefreshPagingBinding: RefreshInputTarget {}
