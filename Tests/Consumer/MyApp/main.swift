import HeadlessRefresh
import HeadlessRefreshPaging
import HeadlessRefreshSimulation

// Runs each example a newcomer copies, with a real clock, and prints one line per example for
// scripts/check-consumer to compare. A broken example stops with a message and a non-zero exit.

func check(_ condition: Bool, _ message: String) {
    if !condition {
        print("FAILED:", message)
        exitWithFailure()
    }
}

func exitWithFailure() -> Never {
    fatalError("consumer check failed")
}

// The README's Quick start, woken by a timer on the real clock: pull, release, the load ends, and nothing else
// arrives but the timer.
let timer = WallClockTimer()
let host = FeedHost(wake: timer.wake)
var geometry = ScrollViewGeometry(
    contentSize: ScrollSize(width: 375, height: 2000),
    viewportSize: ScrollSize(width: 375, height: 812)
)
host.handle(.geometry(geometry), now: timer.now)
host.handle(.dragBegan, now: timer.now)
geometry.contentOffset.y = -90
host.handle(.geometry(geometry), now: timer.now)
host.handle(.dragEnded(velocity: .zero), now: timer.now)
check(host.loading == [.top] && host.extraInsets.top == 60, "the quick start did not start a refresh")
host.loading.remove(.top)
host.handle(.endRefreshing(.top, .success), now: timer.now)
try await timer.runUntilIdle()
check(host.controller.state(.top) == .idle, "the quick start's header did not come back to idle")
print("quick start: top \(host.controller.state(.top)!), extra inset \(host.extraInsets.top.description)")

// The core catalog's landing page.
let landing = coreLandingPage()
print("core landing page: top \(landing.state(.top)!), extra inset \(landing.extraInsets.top.description)")

// The paging catalog's landing page: the first page on appear, then the header back at rest on the timer alone.
let screen = FeedScreen(
    api: FeedAPI(),
    clock: { timer.now },
    wake: { deadline, fire in timer.wake(at: deadline) { _ in fire() } }
)
screen.appear()
while screen.store.status.isLoading { try await Task.sleep(for: .milliseconds(5)) }
try await timer.runUntilIdle()
let header = screen.session.state(.top)!
print("paging landing page: \(screen.store.items.count) posts, has more \(screen.store.hasMore), top \(header)")

// The simulation catalog's landing page (its asserts run: this is a debug build). Rendering the trace rounds,
// which is what failed to link without libm.
let simulation = simulationLandingPage()
print("simulation landing page: offset \(simulation.offset.description), svg \(simulation.svg.hasPrefix("<svg"))")
