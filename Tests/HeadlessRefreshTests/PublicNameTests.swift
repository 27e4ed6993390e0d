import Foundation
import Testing

/// No public type of this package shares a name with a public type of SwiftUI, UIKit, AppKit, Foundation or the
/// standard library: a file that imports both must not need qualified names (`'RefreshAction' is ambiguous for
/// type lookup` was the bug). The frameworks' names are taken from Apple's documentation, plus every type the
/// adapters' stand-ins declare.
struct PublicNameTests {
    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// SwiftUI's scroll, refresh and geometry types and the views and values hosts use with them
    /// (https://developer.apple.com/documentation/swiftui).
    static let swiftUI: Set<String> = [
        "ScrollView", "ScrollViewReader", "ScrollViewProxy", "ScrollGeometry", "ScrollPosition", "ScrollPhase",
        "ScrollPhaseChangeContext", "ScrollTarget", "ScrollTargetBehavior", "ScrollTargetBehaviorContext",
        "ScrollTargetBehaviorProperties", "ScrollTargetBehaviorPropertiesContext", "PagingScrollTargetBehavior",
        "ViewAlignedScrollTargetBehavior", "ScrollBounceBehavior", "ScrollDismissesKeyboardMode",
        "ScrollIndicatorVisibility", "ScrollContentOffsetAdjustmentBehavior", "ScrollTransitionPhase",
        "ScrollTransitionConfiguration", "ScrollAnchorRole", "ScrollInputBehavior", "ScrollInputKind",
        "ScrollEdgeEffectStyle", "PinnedScrollableViews", "RefreshAction", "GeometryProxy", "GeometryReader",
        "CoordinateSpace", "NamedCoordinateSpace", "CoordinateSpaceProtocol", "Axis", "Edge", "EdgeInsets",
        "HorizontalEdge", "VerticalEdge", "Anchor", "UnitPoint", "Alignment", "HorizontalAlignment",
        "VerticalAlignment", "Spring", "Animation", "Transaction", "ProgressView", "Text", "Font", "Color", "State",
        "Binding", "Bindable", "Environment", "EnvironmentValues", "View", "ViewModifier", "ViewBuilder",
        "DynamicProperty", "ContentMarginPlacement", "SensoryFeedback", "AccessibilityActionKind",
        "AccessibilityTraits", "LayoutDirection", "Layout", "ForEach", "List", "LazyVStack", "LazyHStack",
    ]

    /// UIKit (https://developer.apple.com/documentation/uikit).
    static let uiKit: Set<String> = [
        "UIScrollView", "UIScrollViewDelegate", "UIRefreshControl", "UITableView", "UICollectionView",
        "UIEdgeInsets", "UIOffset", "UIGestureRecognizer", "UIPanGestureRecognizer", "UIView", "UIViewController",
        "UIAccessibility", "UIAccessibilityCustomAction", "UIImpactFeedbackGenerator",
        "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator", "UIActivityIndicatorView", "UILabel",
        "UIColor", "UIFont", "UIContentConfiguration", "UIListContentConfiguration", "UISemanticContentAttribute",
        "UIUserInterfaceLayoutDirection", "UITraitCollection", "CADisplayLink", "CGPoint", "CGSize", "CGRect",
        "CGFloat", "CFTimeInterval", "NSTextAlignment",
    ]

    /// AppKit (https://developer.apple.com/documentation/appkit).
    static let appKit: Set<String> = [
        "NSScrollView", "NSClipView", "NSView", "NSViewController", "NSEdgeInsets", "NSEvent", "NSProgressIndicator",
        "NSGestureRecognizer", "NSPanGestureRecognizer", "NSAccessibility", "NSAccessibilityCustomAction",
        "NSHapticFeedbackManager", "NSUserInterfaceLayoutDirection",
    ]

    /// Foundation and the standard library (https://developer.apple.com/documentation/foundation,
    /// https://developer.apple.com/documentation/swift).
    static let foundation: Set<String> = [
        "Date", "TimeInterval", "Timer", "RunLoop", "Locale", "Bundle", "NSObject", "Notification",
        "NotificationCenter", "URL", "Data", "Decimal", "Measurement", "Unit", "Progress", "Operation",
        "OperationQueue", "DateFormatter", "RelativeDateTimeFormatter", "NumberFormatter", "IndexPath", "IndexSet",
        "NSRange", "UUID", "JSONDecoder", "JSONEncoder", "Calendar", "TimeZone", "Selector", "NSKeyValueObservation",
        "AttributedString", "LocalizedStringResource", "Result", "Duration", "Clock", "ContinuousClock",
        "SuspendingClock", "Task", "AsyncStream", "Range", "Set", "Array", "Dictionary", "Error", "Never",
    ]

    /// The types the stand-ins of the Apple API declare (Tests/AppleStandIns).
    static func standInNames() throws -> Set<String> {
        try declaredTypes(under: root.appendingPathComponent("Tests/AppleStandIns"), publicOnly: false)
    }

    /// Every public top-level type declared under `Sources/`.
    static func ourNames() throws -> Set<String> {
        try declaredTypes(under: root.appendingPathComponent("Sources"), publicOnly: true)
    }

    static func declaredTypes(under folder: URL, publicOnly: Bool) throws -> Set<String> {
        let keywords = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // Top level only: a nested type is qualified by its parent and cannot collide.
                guard let first = line.first, first != " ", first != "/" else { continue }
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
                guard !publicOnly || words.contains("public") else { continue }
                for (index, word) in words.enumerated().dropLast() where keywords.contains(String(word)) {
                    names.insert(String(words[index + 1]))
                }
            }
        }
        return names
    }

    static func collisions(_ ours: Set<String>, _ theirs: Set<String>) -> [String] {
        ours.intersection(theirs).sorted()
    }

    @Test func noPublicTypeSharesANameWithTheFrameworks() throws {
        let ours = try Self.ourNames()
        let theirs = try Self.swiftUI.union(Self.uiKit).union(Self.appKit).union(Self.foundation)
            .union(Self.standInNames())
        #expect(Self.collisions(ours, theirs) == [])
    }

    @Test func theCheckSeesBothSides() throws {
        // The scanner finds our types and the stand-ins' own, so an empty intersection means something.
        let ours = try Self.ourNames()
        #expect(ours.isSuperset(of: ["RefreshController", "RefreshCommand", "ScrollViewGeometry", "PagingStore"]))
        #expect(ours.count > 50)
        #expect(try Self.standInNames().isSuperset(of: ["RefreshAction", "ScrollGeometry", "UIEdgeInsets"]))
        // The names this package used to have collide.
        #expect(
            Self.collisions(ours.union(["RefreshAction", "ScrollGeometry"]), Self.swiftUI) == [
                "RefreshAction", "ScrollGeometry",
            ])
    }
}
