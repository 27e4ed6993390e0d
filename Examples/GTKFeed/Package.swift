// swift-tools-version: 6.0
import PackageDescription

// A feed in a GtkScrolledWindow driven by HeadlessRefresh's session, written against GTK 4 through a system-library
// target. A package of its own, so that the main package still builds with no system libraries; scripts/check-gtk
// installs GTK, builds this and runs it under Broadway with scripted touch gestures.
let package = Package(
    name: "GTKFeed",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "HeadlessRefresh", path: "../..")
    ],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .executableTarget(
            name: "gtk-feed",
            dependencies: [
                "CGtk",
                .product(name: "HeadlessRefresh", package: "HeadlessRefresh"),
                .product(name: "HeadlessRefreshPaging", package: "HeadlessRefresh"),
            ],
            path: "Sources/GTKFeed"
        ),
    ]
)
