import CGtk

/// The window as a PNG, rendered by GTK itself.
extension FeedWidgets {
    /// Asks for a frame, and once it is painted, renders the window with GTK's own renderer and writes it to `path` as
    /// a PNG, whatever the backend (Broadway included); then calls `done` with whether it was written. The window's
    /// picture is only complete right after a paint: in the middle of an animation it has parts still to draw.
    func writeScreenshot(to path: String, done: @escaping @MainActor (Bool) -> Void) {
        guard let clock = gtk_widget_get_frame_clock(window) else { return done(false) }
        pendingShots.append((path, done))
        if afterPaint == 0 {
            afterPaint = gtk_feed_connect_plain(
                raw(clock), "after-paint",
                { clock, data in
                    MainActor.assumeIsolated {
                        let widgets = FeedHost.from(data).widgets!
                        g_signal_handler_disconnect(clock, widgets.afterPaint)
                        widgets.afterPaint = 0
                        let shots = widgets.pendingShots
                        widgets.pendingShots = []
                        for (path, done) in shots { done(widgets.renderWindow(to: path)) }
                    }
                }, host.unretained)
        }
        gtk_widget_queue_draw(window)
    }
    private func renderWindow(to path: String) -> Bool {
        guard let native = gtk_widget_get_native(window), let renderer = gtk_native_get_renderer(native) else {
            return false
        }
        let paintable = gtk_widget_paintable_new(window)
        defer { g_object_unref(paintable.map { UnsafeMutableRawPointer($0) }) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(
            paintable, snapshot, Double(gtk_widget_get_width(window)),
            Double(gtk_widget_get_height(window)))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return gdk_texture_save_to_png(texture, path) != 0
    }
}
