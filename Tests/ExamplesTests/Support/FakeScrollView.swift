import HeadlessRefresh
import RefreshAdapterCore

/// A scroll view that behaves like UIKit where adapters trip: it adds its safe area to the content inset, reports
/// every change synchronously (KVO), and moves resting content into range when its inset shrinks.
@MainActor
final class FakeScrollView {
    let safeArea = ScrollInsets(top: 44, bottom: 34)
    var contentSize = ScrollSize(width: 390, height: 2000)
    let boundsSize = ScrollSize(width: 390, height: 844)
    var isTracking = false
    /// Called after every change, like a KVO observation.
    var didChange: (() -> Void)?

    var contentInset: ScrollInsets {
        didSet {
            didChange?()
            // UIKit pulls resting content back into range when the inset shrinks.
            let top = -(safeArea.top + contentInset.top)
            if !isTracking && contentOffset.y < top { contentOffset.y = top }
        }
    }

    var contentOffset: ScrollPoint {
        didSet { didChange?() }
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
}

/// What the UIKit adapter does, against the fake view: forward changes, apply commands. Animations are instant.
@MainActor
final class FakeAdapter {
    let view: FakeScrollView
    var host: ScrollViewHost
    var session: (any RefreshInputTarget)?
    var time = 0.0
    private(set) var commands: [ScrollViewCommand] = []

    init(view: FakeScrollView) {
        self.view = view
        host = ScrollViewHost(ownInset: view.contentInset)
        view.didChange = { [unowned self] in viewChanged() }
    }

    func viewChanged() {
        if let fix = host.contentInsetChanged(to: view.contentInset) { apply(fix) }
        if let input = host.scrolled(view.metrics, now: time) { session?.send(input) }
    }

    func perform(_ action: RefreshCommand) {
        guard let command = host.command(for: action, now: time) else { return }
        commands.append(command)
        apply(command)
    }

    func apply(_ command: ScrollViewCommand) {
        switch command {
        case .setContentInset(let inset, _): view.contentInset = inset
        case .scroll(let offset, _, _): view.contentOffset = offset
        case .startLoad, .redraw, .feedback, .scheduleTick, .report: break
        }
    }

    /// The finger pulls the content down by `distance` points and lifts.
    func pull(by distance: Double) {
        view.isTracking = true
        if let input = host.pan(.began, velocity: .zero) { session?.send(input) }
        view.contentOffset.y -= distance
        if let input = host.pan(.changed, velocity: .zero) { session?.send(input) }
        view.isTracking = false
        if let input = host.pan(.ended, velocity: .zero) { session?.send(input) }
    }

    /// Time passes; a tick is sent at its end, and resting content settles at the top like a bounce.
    func wait(_ seconds: Double) {
        time += seconds
        session?.send(.tick)
    }

    /// The content bounces back to rest under the whole inset, as UIKit does after a release.
    func bounceToTop() {
        view.contentOffset.y = -view.adjustedContentInset.top
    }
}
