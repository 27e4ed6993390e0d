#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefresh
    import HeadlessRefreshAdapterCore
    import UIKit

    /// The scroll view's accessibility custom actions: the edges' accessible actions, kept after the app's own.
    extension ScrollViewRefreshAdapter {
        /// A VoiceOver, Switch Control or Full Keyboard Access action that performs `entry` as a pull would.
        func customAction(for entry: AccessibleRefreshActions.Entry) -> UIAccessibilityCustomAction {
            UIAccessibilityCustomAction(name: entry.name) { [weak self] _ in
                guard let self else { return false }
                // The list may have changed while the user chose: the controller ignores an action no longer offered.
                let offered = accessibleActions[entry.edge]?.action == entry.action
                send(.performAccessibleAction(entry.edge))
                return offered
            }
        }

        /// Puts `actions` on the scroll view in place of the adapter's previous ones, after the app's own.
        func replaceCustomActions(with actions: [UIAccessibilityCustomAction]) {
            guard let scrollView else { return }
            scrollView.accessibilityCustomActions = AccessibleRefreshActions.customActions(
                scrollView.accessibilityCustomActions,
                replacing: customActions,
                with: actions
            )
            customActions = actions
        }
    }
#endif
