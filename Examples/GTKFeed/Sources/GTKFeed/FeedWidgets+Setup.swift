import CGtk

/// The style sheet, and the signals and event controllers that reach the host.
extension FeedWidgets {
    private static let style = """
        .backdrop { background-color: #e8ecef; }
        list.feed { background-color: transparent; }
        list.feed > row { min-height: 48px; padding: 0 14px; margin: 0; border: none; background-color: #ffffff;
            box-shadow: inset 0 -1px #e3e7ea; }
        label.post { color: #263238; }
        .indicator { padding: 6px; }
        .indicator-title { font-weight: bold; color: #37474f; }
        .indicator-detail { font-size: smaller; color: #78909c; }
        """

    static func loadStyle() {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, style, -1)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    func connectSignals() {
        let data = host.unretained
        gtk_feed_connect_plain(
            raw(adjustment), "value-changed",
            { _, data in MainActor.assumeIsolated { FeedHost.from(data).valueChanged() } },
            data)
        gtk_feed_connect_plain(
            raw(adjustment), "changed", { _, data in MainActor.assumeIsolated { FeedHost.from(data).boundsChanged() } },
            data)
        gtk_feed_connect_child_position(
            raw(stage), "get-child-position",
            { _, child, allocation, data in
                MainActor.assumeIsolated {
                    guard let child, let allocation else { return notHandled }
                    let placed = FeedHost.from(data).widgets.position(
                        of: child.assumingMemoryBound(to: GtkWidget.self), in: allocation)
                    return placed ? handled : notHandled
                }
            }, data)
        // GTK's own edge signals, for the log: the list arrived at an end, or GTK's kinetic scrolling overshot it.
        gtk_feed_connect_position(
            raw(scroller), "edge-reached",
            { _, position, data in MainActor.assumeIsolated { FeedHost.from(data).gtkEdge("edge-reached", position) } },
            data)
        gtk_feed_connect_position(
            raw(scroller), "edge-overshot",
            { _, position, data in MainActor.assumeIsolated { FeedHost.from(data).gtkEdge("edge-overshot", position) }
            },
            data)
        // Every raw event, before any widget sees it: the touches the host measures the pull from.
        let legacy = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
        gtk_feed_connect_event(
            raw(legacy), "event",
            { _, event, data in
                MainActor.assumeIsolated {
                    if let event { FeedHost.from(data).event(event) }
                }
                return notHandled
            }, data)
        gtk_widget_add_controller(window, legacy)
        // The footer's row takes the taps: "Tap to retry", or a load when it waits.
        let click = gtk_gesture_click_new()!
        gtk_feed_connect_click(
            raw(click), "released",
            { _, _, _, _, data in MainActor.assumeIsolated { FeedHost.from(data).footerTapped() } }, data)
        gtk_widget_add_controller(footerRow, click)
        // Keys: F5 and r refresh, l loads more or retries, as the web page's keys do.
        let keys = gtk_event_controller_key_new()!
        gtk_feed_connect_key(
            raw(keys), "key-pressed",
            { _, key, _, _, data in
                MainActor.assumeIsolated { FeedHost.from(data).keyPressed(key) } ? handled : notHandled
            }, data)
        gtk_widget_add_controller(window, keys)
    }
}
