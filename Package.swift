// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HeadlessRefresh",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "HeadlessRefresh", targets: ["HeadlessRefresh"]),
        .library(name: "HeadlessRefreshPaging", targets: ["HeadlessRefreshPaging"]),
        .library(name: "HeadlessRefreshSimulation", targets: ["HeadlessRefreshSimulation"]),
        // For an app's own tests: its store and loader driven by simulated gestures, checked for P10.
        .library(name: "HeadlessRefreshTesting", targets: ["HeadlessRefreshTesting"]),
        // One-line attach for UIKit scroll views and SwiftUI scroll views; empty where the framework is missing.
        .library(name: "HeadlessRefreshUIKit", targets: ["HeadlessRefreshUIKit"]),
        .library(name: "HeadlessRefreshSwiftUI", targets: ["HeadlessRefreshSwiftUI"]),
        // The one tool a user runs from their own package: scenario files in, JSON lines out. The demo, the benchmarks,
        // the explorer and the fuzzers are executable targets only: SwiftPM builds and runs them in this package
        // (`swift run refresh-demo`, `swift build --product refresh-bench`), and a package that depends on this one
        // does not see them.
        .executable(name: "refresh-lab", targets: ["refresh-lab"]),
    ],
    targets: [
        // The core imports nothing, not even Foundation, and also builds in Embedded Swift mode.
        .target(name: "HeadlessRefresh"),
        .target(name: "HeadlessRefreshPaging", dependencies: ["HeadlessRefresh"]),
        .target(name: "HeadlessRefreshSimulation", dependencies: ["HeadlessRefresh"]),
        .target(
            name: "HeadlessRefreshTesting",
            dependencies: ["HeadlessRefresh", "HeadlessRefreshPaging", "HeadlessRefreshSimulation"]
        ),
        // Scenario files: a JSON reader that keeps member order and positions, the decoder, playing a scenario.
        .target(name: "RefreshLabScenario", dependencies: ["HeadlessRefreshSimulation"]),
        // The scenario CLI is the one place Foundation is allowed (JSON in and out).
        .executableTarget(name: "refresh-lab", dependencies: ["HeadlessRefreshSimulation", "RefreshLabScenario"]),
        // Benchmarks: `swift run -c release refresh-bench`. The C target counts heap allocations in-process.
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(
            name: "refresh-bench",
            dependencies: [
                "HeadlessRefresh", "HeadlessRefreshPaging", "HeadlessRefreshSimulation", "HeadlessRefreshAdapterCore",
                "AllocationCounter",
            ],
            path: "Benchmarks/RefreshBench"
        ),
        // Test support, kept under Tests/ as swift-collections keeps `_CollectionsTestSupport`, in a target no product
        // exports, so that Sources/ holds only what ships: the random generators, invariant checkers, shrinkers, the
        // bounded explorer and the fake servers that the test targets, the fuzzer and the explorer's CLI share.
        .target(
            name: "HeadlessRefreshTestSupport",
            dependencies: [
                "HeadlessRefresh", "HeadlessRefreshPaging", "HeadlessRefreshSimulation", "RefreshLabScenario",
            ],
            path: "Tests/HeadlessRefreshTestSupport"
        ),
        // The bounded explorer for CI: every short sequence of inputs from each setup, checked. It sits beside the
        // library it runs rather than in Sources/ because no user runs it: it is part of the test suite, run by
        // .ci/run in release because depth 8 is too slow for `swift test`'s debug build.
        .executableTarget(
            name: "refresh-explore",
            dependencies: ["HeadlessRefreshTestSupport", "RefreshLabScenario"],
            path: "Tests/refresh-explore"
        ),
        // The libFuzzer target (`Fuzz/run SECONDS`); built plainly, it replays the corpus given as arguments.
        .executableTarget(name: "refresh-fuzz", dependencies: ["HeadlessRefreshTestSupport"], path: "Fuzz/RefreshFuzz"),
        // The same for refresh-lab's scenario reader: the JSON parser, the decoder, and playing short scenarios.
        .executableTarget(name: "scenario-fuzz", dependencies: ["RefreshLabScenario"], path: "Fuzz/ScenarioFuzz"),
        .testTarget(name: "HeadlessRefreshTests", dependencies: ["HeadlessRefresh", "HeadlessRefreshTestSupport"]),
        .testTarget(
            name: "HeadlessRefreshPagingTests",
            dependencies: ["HeadlessRefreshPaging", "HeadlessRefreshTestSupport"]
        ),
        .testTarget(
            name: "HeadlessRefreshSimulationTests",
            dependencies: [
                "HeadlessRefreshSimulation", "refresh-lab", "RefreshLabScenario", "HeadlessRefreshTestSupport",
            ]
        ),
        // The test kit's tests: it passes a good screen and finds the bug of a broken loader and a broken screen.
        .testTarget(name: "HeadlessRefreshTestingTests", dependencies: ["HeadlessRefreshTesting"]),
        // The UIKit and SwiftUI products: what they share is the adapter core, platform-neutral and tested on Linux
        // (not a product: the two re-export what their users name). Both compile empty without their framework and
        // are type-checked for Apple targets against stand-ins of the Apple API by scripts/check-availability.
        .target(
            name: "HeadlessRefreshAdapterCore",
            dependencies: ["HeadlessRefresh", "HeadlessRefreshPaging"],
            exclude: ["README.md"],
            // The UIKit and SwiftUI products keep the header's "Last updated" time in UserDefaults, an API Apple
            // requires a reason for (MJRefresh #1608); scripts/check-privacy checks it is declared.
            resources: [.copy("PrivacyInfo.xcprivacy")]
        ),
        .target(
            name: "HeadlessRefreshUIKit",
            dependencies: ["HeadlessRefreshAdapterCore", "HeadlessRefresh", "HeadlessRefreshPaging"],
            exclude: ["README.md"]
        ),
        .target(
            name: "HeadlessRefreshSwiftUI",
            dependencies: ["HeadlessRefreshAdapterCore", "HeadlessRefresh", "HeadlessRefreshPaging"],
            exclude: ["README.md"]
        ),
        // The adapter core's tests: the driver, insets, drags, handlers, ticks, redraws, accessible actions, attach and
        // detach, against a fake scroll view; what the UIKit and SwiftUI products run, tested on Linux.
        .testTarget(
            name: "HeadlessRefreshAdapterCoreTests",
            dependencies: ["HeadlessRefreshAdapterCore", "HeadlessRefresh", "HeadlessRefreshPaging"]
        ),
        // Examples (Examples/*/README.md): small UIKit and SwiftUI screens on top of the products, and
        // `swift run refresh-demo`, the terminal feed.
        .target(
            name: "UIKitExamples",
            dependencies: ["HeadlessRefreshUIKit", "HeadlessRefreshPaging"],
            path: "Examples/UIKitAdapter",
            exclude: ["README.md"]
        ),
        .target(
            name: "SwiftUIExamples",
            dependencies: ["HeadlessRefreshSwiftUI", "HeadlessRefreshPaging"],
            path: "Examples/SwiftUIAdapter",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "refresh-demo",
            dependencies: ["HeadlessRefreshPaging", "HeadlessRefreshSimulation", "HeadlessRefreshAdapterCore"],
            path: "Examples/TerminalFeed",
            exclude: ["README.md"]
        ),
        // The terminal demo's tests: its options, keys, screen layout and scripted story.
        .testTarget(name: "ExamplesTests", dependencies: ["HeadlessRefreshAdapterCore", "refresh-demo"]),
    ],
    swiftLanguageModes: [.v6]
)
