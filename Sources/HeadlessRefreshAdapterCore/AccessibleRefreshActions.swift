import HeadlessRefresh

/// The accessible actions a controller offers now, one per edge that offers one, each named in the text's language:
/// what a UIKit adapter puts in `accessibilityCustomActions` and a SwiftUI adapter in `accessibilityActions`.
///
/// The list follows the edges' states (``RefreshController``'s `accessibleAction(_:)`): "Refresh" at rest, nothing
/// while a load runs or another edge's load blocks the edge, "Retry" after a failed load-more, nothing at the end of
/// data. Its order is stable — top, bottom, then the horizontal edges in reading order — so a user finds an action
/// where it was. ``update(from:text:)`` says whether the list changed, so an adapter rebuilds its actions only then
/// and can call it after every input:
///
/// ```swift
/// var actions = AccessibleRefreshActions()
/// session.send(input)
/// if actions.update(from: session.controller, text: text) {
///     scrollView.accessibilityCustomActions = actions.map { entry in
///         UIAccessibilityCustomAction(name: entry.name) { _ in
///             session.performAccessibleAction(entry.edge)
///             return true
///         }
///     }
/// }
/// ```
public struct AccessibleRefreshActions: Sendable, Hashable, RandomAccessCollection {
    /// One action a user may perform now, at an edge, with its localized name.
    public struct Entry: Sendable, Hashable, Identifiable {
        /// The edge that performs it: send `.performAccessibleAction(edge)`.
        public let edge: RefreshEdge
        /// What it does.
        public let action: AccessibleRefreshAction
        /// Its name in the text's language ("Refresh", "Load more", "Retry"), overrides included.
        public let name: String

        /// Creates an entry.
        public init(edge: RefreshEdge, action: AccessibleRefreshAction, name: String) {
            self.edge = edge
            self.action = action
            self.name = name
        }

        /// The edge: an edge offers at most one action at a time.
        public var id: RefreshEdge { edge }
    }

    /// The actions offered as of the last update, in edge order.
    public private(set) var entries: [Entry] = []
    /// Whether the horizontal edges are listed right first (a right-to-left layout, where the right edge leads).
    package var rightToLeft: Bool
    /// The text the names were made with; a new one renames them.
    private var text: RefreshText?

    /// Creates an empty list: the first update fills it.
    package init(rightToLeft: Bool = false) {
        self.rightToLeft = rightToLeft
    }

    /// The order of the list: top, bottom, then the leading and the trailing side.
    package var edgeOrder: [RefreshEdge] {
        (0..<4).map(edge(at:))
    }

    /// The edge at `slot` of ``edgeOrder``, without building the array: the update runs after every input.
    private func edge(at slot: Int) -> RefreshEdge {
        switch slot {
        case 0: .top
        case 1: .bottom
        case 2: .horizontal(.leading, rightToLeft: rightToLeft)
        default: .horizontal(.trailing, rightToLeft: rightToLeft)
        }
    }

    /// Reads the actions `controller` offers now, named with `text`, and returns whether the list changed.
    ///
    /// When neither the actions nor the text changed it compares four edges and builds nothing, so call it after
    /// every input.
    ///
    /// - Parameters:
    ///   - controller: the controller, after the input (read it from the session or binding).
    ///   - text: the words, in the app's language.
    @discardableResult
    package mutating func update(from controller: RefreshController, text: RefreshText) -> Bool {
        if text == self.text && offersTheSameActions(as: controller) { return false }
        self.text = text
        var updated: [Entry] = []
        for slot in 0..<4 {
            let edge = self.edge(at: slot)
            guard let action = controller.accessibleAction(edge) else { continue }
            updated.append(Entry(edge: edge, action: action, name: text.actionName(action)))
        }
        guard updated != entries else { return false }
        entries = updated
        return true
    }

    /// Whether `controller` offers exactly the listed actions, in the listed order.
    private func offersTheSameActions(as controller: RefreshController) -> Bool {
        var index = entries.startIndex
        for slot in 0..<4 {
            let edge = self.edge(at: slot)
            guard let action = controller.accessibleAction(edge) else { continue }
            guard index < entries.endIndex, entries[index].edge == edge, entries[index].action == action else {
                return false
            }
            index += 1
        }
        return index == entries.endIndex
    }

    /// The custom actions to set on a view whose actions are `current`: the app's own ones (those of `current` the
    /// adapter did not make, `previous` being the ones it made last), then the adapter's `new` ones; `nil` for none.
    ///
    /// An app may set its own actions on the same view (UIKit's `accessibilityCustomActions`); they are compared by
    /// identity, so an app action with the same name as the library's stays.
    package static func customActions<Action: AnyObject>(
        _ current: [Action]?,
        replacing previous: [Action],
        with new: [Action]
    ) -> [Action]? {
        let apps = (current ?? []).filter { action in !previous.contains { $0 === action } }
        let all = apps + new
        return all.isEmpty ? nil : all
    }

    /// The action offered at `edge`, or `nil`.
    public subscript(edge: RefreshEdge) -> Entry? {
        entries.first { $0.edge == edge }
    }

    // MARK: RandomAccessCollection

    /// The position of the first entry.
    public var startIndex: Int { entries.startIndex }
    /// The position after the last entry.
    public var endIndex: Int { entries.endIndex }
    /// The entry at `position`.
    public subscript(position: Int) -> Entry { entries[position] }
}
