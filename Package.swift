// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HeadlessRefresh",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "HeadlessRefresh", targets: ["HeadlessRefresh"]),
        .library(name: "HeadlessRefreshPaging", targets: ["HeadlessRefreshPaging"]),
    ],
    targets: [
        // The core imports nothing, not even Foundation, and also builds in Embedded Swift mode.
        .target(name: "HeadlessRefresh"),
        .target(name: "HeadlessRefreshPaging", dependencies: ["HeadlessRefresh"]),
        .testTarget(name: "HeadlessRefreshTests", dependencies: ["HeadlessRefresh"]),
        .testTarget(name: "HeadlessRefreshPagingTests", dependencies: ["HeadlessRefreshPaging"]),
    ],
    swiftLanguageModes: [.v6]
)
