import HeadlessRefresh
import HeadlessRefreshAdapterCore

/// A scroll view that behaves like UIKit where adapters trip: it adds its safe area to the content inset, reports
/// every change synchronously to its key-value observers, moves resting content into range when its inset shrinks,
/// does not bounce short content unless told to (`alwaysBounceVertical` is `false`), and tells a subview that relays
/// layout (the one-liner's anchor) about a new size and about entering or leaving a window.
@MainActor
final class FakeScrollView {
    let safeArea = ScrollInsets(top: 44, bottom: 34)
    var contentSize = ScrollSize(width: 390, height: 2000) {
        didSet { changed() }
    }
    /// A new size (a rotation) reaches no key-value observer, only layout: UIKit lays the subviews out again.
    var boundsSize = ScrollSize(width: 390, height: 844) {
        didSet { for relay in layoutRelays.values { relay() } }
    }
    var isTracking = false
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    /// Whether the view is in a window; a change reaches the layout relays' window hooks.
    var isInWindow = true {
        didSet { for relay in windowRelays.values { relay() } }
    }
    /// Key-value observations, pan gesture targets and layout relays, per owner, as UIKit keeps them.
    private(set) var observers: [ObjectIdentifier: () -> Void] = [:]
    private(set) var panTargets: Set<ObjectIdentifier> = []
    private(set) var layoutRelays: [ObjectIdentifier: () -> Void] = [:]
    private(set) var windowRelays: [ObjectIdentifier: () -> Void] = [:]

    var contentInset: ScrollInsets {
        didSet {
            changed()
            // UIKit pulls resting content back into range when the inset shrinks.
            let top = -(safeArea.top + contentInset.top)
            if !isTracking && contentOffset.y < top { contentOffset.y = top }
        }
    }

    var contentOffset: ScrollPoint {
        didSet { changed() }
    }

    init(contentInset: ScrollInsets) {
        self.contentInset = contentInset
        contentOffset = ScrollPoint(x: 0, y: -(safeArea.top + contentInset.top))
    }

    var adjustedContentInset: ScrollInsets {
        ScrollInsets(
            top: safeArea.top + contentInset.top,
            left: contentInset.left,
            bottom: safeArea.bottom + contentInset.bottom,
            right: contentInset.right
        )
    }

    var metrics: ScrollViewMetrics {
        ScrollViewMetrics(
            contentOffset: contentOffset,
            contentSize: contentSize,
            boundsSize: boundsSize,
            adjustedContentInset: adjustedContentInset
        )
    }

    /// Everything the view reports to, counted: what a detach must bring back to zero.
    var registrations: Int {
        observers.count + panTargets.count + layoutRelays.count + windowRelays.count
    }

    func observe(_ owner: AnyObject, _ handler: @escaping () -> Void) { observers[ObjectIdentifier(owner)] = handler }
    func addPanTarget(_ owner: AnyObject) { panTargets.insert(ObjectIdentifier(owner)) }
    func relayLayout(_ owner: AnyObject, size: @escaping () -> Void, window: @escaping () -> Void) {
        layoutRelays[ObjectIdentifier(owner)] = size
        windowRelays[ObjectIdentifier(owner)] = window
    }

    func removeAll(of owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        observers[id] = nil
        panTargets.remove(id)
        layoutRelays[id] = nil
        windowRelays[id] = nil
    }

    private func changed() {
        for observer in observers.values { observer() }
    }
}
