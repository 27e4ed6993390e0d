import CGtk
import HeadlessRefresh

/// The window and its widgets, and everything the host asks of GTK.
///
///     window
///     └ stage (GtkOverlay)
///       ├ backdrop                    what a pull uncovers
///       ├ scroller (GtkScrolledWindow, moved down or up as a whole by a pull past an end)
///       │ └ viewport └ box: top spacer (the header's extra inset) · posts (GtkListBox) · footer's row
///       ├ header                      title, "Last updated", progress; drawn in the gap above the posts
///       └ footer                      title of the footer's row, drawn over it
@MainActor
final class FeedWidgets {
    unowned let host: FeedHost
    let window: Widget
    let stage: Widget
    private let backdrop: Widget
    let scroller: Widget
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private let list: Widget
    private let topSpacerWidget: Widget
    let footerRow: Widget
    private let header: Widget
    private let headerTitle: Widget
    private let headerDetail: Widget
    private let headerProgress: Widget
    private let headerSpinner: Widget
    private let footer: Widget
    private let footerTitle: Widget
    private let footerSpinner: Widget
    private var rows: [Widget] = []
    /// GTK's drag threshold: a touch that moves less does not scroll.
    let dragThreshold: Double

    var windowPointer: UnsafeMutablePointer<GtkWindow> { cast(window) }

    init(host: FeedHost, application: UnsafeMutablePointer<GtkApplication>) {
        self.host = host
        dragThreshold = Double(gtk_feed_drag_threshold())
        Self.loadStyle()
        window = gtk_application_window_new(application)!
        gtk_window_set_title(cast(window), "GTKFeed")
        gtk_window_set_default_size(cast(window), 360, 540)
        gtk_window_set_titlebar(cast(window), gtk_header_bar_new())

        stage = gtk_overlay_new()!
        backdrop = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(backdrop, "backdrop")
        gtk_widget_set_hexpand(backdrop, 1)
        gtk_widget_set_vexpand(backdrop, 1)
        gtk_overlay_set_child(opaque(stage), backdrop)

        scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(opaque(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_kinetic_scrolling(opaque(scroller), 1)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        topSpacerWidget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(opaque(list), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "feed")
        footerRow = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(content), topSpacerWidget)
        gtk_box_append(cast(content), list)
        gtk_box_append(cast(content), footerRow)
        gtk_scrolled_window_set_child(opaque(scroller), content)
        // The viewport must not scroll by itself to a row that takes the focus: only GTK's gestures and the library
        // move the list.
        gtk_viewport_set_scroll_to_focus(opaque(gtk_scrolled_window_get_child(opaque(scroller))), 0)
        adjustment = gtk_scrolled_window_get_vadjustment(opaque(scroller))
        gtk_overlay_add_overlay(opaque(stage), scroller)

        header = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_add_css_class(header, "indicator")
        headerSpinner = gtk_spinner_new()!
        headerTitle = gtk_label_new("")!
        gtk_widget_add_css_class(headerTitle, "indicator-title")
        headerDetail = gtk_label_new("")!
        gtk_widget_add_css_class(headerDetail, "indicator-detail")
        headerProgress = gtk_progress_bar_new()!
        gtk_widget_set_size_request(headerProgress, 120, -1)
        gtk_widget_set_halign(headerProgress, GTK_ALIGN_CENTER)
        let titleLine = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(titleLine, GTK_ALIGN_CENTER)
        gtk_box_append(cast(titleLine), headerSpinner)
        gtk_box_append(cast(titleLine), headerTitle)
        gtk_box_append(cast(header), titleLine)
        gtk_box_append(cast(header), headerDetail)
        gtk_box_append(cast(header), headerProgress)

        footer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(footer, "indicator")
        gtk_widget_set_halign(footer, GTK_ALIGN_CENTER)
        footerSpinner = gtk_spinner_new()!
        footerTitle = gtk_label_new("")!
        gtk_widget_add_css_class(footerTitle, "indicator-title")
        gtk_box_append(cast(footer), footerSpinner)
        gtk_box_append(cast(footer), footerTitle)
        for indicator in [header, footer] {
            // Drawn over the list, but touches go through to it: the footer's row below takes the taps.
            gtk_widget_set_can_target(indicator, 0)
            gtk_overlay_add_overlay(opaque(stage), indicator)
        }
        for child in [scroller, header, footer] { gtk_overlay_set_clip_overlay(opaque(stage), child, 1) }
        gtk_window_set_child(cast(window), stage)
        connectSignals()
    }

    // MARK: Geometry

    /// The adjustment's value: how far the posts (and the spacer above them) are scrolled.
    var value: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set { gtk_adjustment_set_value(adjustment, newValue) }
    }

    /// The viewport's height.
    var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }

    /// The list's width.
    var pageWidth: Double { Double(gtk_widget_get_width(stage)) }

    /// The largest value: `upper - page_size`.
    var maximumValue: Double { max(0, gtk_adjustment_get_upper(adjustment) - pageSize) }

    /// The extra inset shown above the rows: the spacer's height.
    var topSpacer = 0.0 {
        didSet {
            guard topSpacer != oldValue else { return }
            gtk_widget_set_size_request(topSpacerWidget, -1, Int32(topSpacer.rounded()))
        }
    }

    /// The extra inset shown under the rows: the footer's row.
    var bottomSpacer = 0.0 {
        didSet {
            guard bottomSpacer != oldValue else { return }
            gtk_widget_set_size_request(footerRow, -1, Int32(bottomSpacer.rounded()))
            gtk_widget_set_opacity(footer, bottomSpacer >= 1 ? 1 : 0)
        }
    }

    /// Places the list, the header and the footer again: a pull, an inset or a scroll moved them.
    func place() {
        gtk_widget_queue_allocate(stage)
    }

    /// Where GtkOverlay puts each child: the list moved by the pull, the header at the bottom of the gap above the
    /// posts, the footer over its row.
    func position(of child: Widget, in allocation: UnsafeMutablePointer<GdkRectangle>) -> Bool {
        let width = gtk_widget_get_width(backdrop)
        let height = gtk_widget_get_height(backdrop)
        let shift = host.topPull.pull - host.bottomPull.pull
        var natural: Int32 = 0
        if child == scroller {
            allocation.pointee = GdkRectangle(x: 0, y: Int32(shift.rounded()), width: width, height: height)
        } else if child == header {
            gtk_widget_measure(header, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
            let gap = max(0, topSpacer - value) + host.topPull.pull
            allocation.pointee = GdkRectangle(
                x: 0, y: Int32((gap - Double(natural)).rounded()), width: width, height: natural)
        } else if child == footer {
            gtk_widget_measure(footer, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
            let top = shift + topSpacer + Double(gtk_widget_get_height(list)) - value
            let middle = top + max(bottomSpacer, Double(natural)) / 2
            allocation.pointee = GdkRectangle(
                x: 0, y: Int32((middle - Double(natural) / 2).rounded()), width: width, height: natural)
        } else {
            return false
        }
        return true
    }

    /// The middle of the footer's row in the stage's coordinates, when it is on screen: where a tap lands.
    var footerRowMiddle: Double? {
        let top = host.topPull.pull - host.bottomPull.pull + topSpacer + Double(gtk_widget_get_height(list)) - value
        let middle = top + bottomSpacer / 2
        return bottomSpacer >= 1 && middle > 0 && middle < Double(gtk_widget_get_height(stage)) ? middle : nil
    }

    /// Whether the list's rows have the height the host counts with; logs it once when they do not.
    func checkRows(expected length: Double) {
        let laidOut = Double(gtk_widget_get_height(list))
        guard !rows.isEmpty, abs(laidOut - length) > 0.5, laidOut != lastMismatch else { return }
        lastMismatch = laidOut
        HostLog.line(
            "layout", at: host.now,
            ["problem": .string("rows are \(laidOut) pixels tall in all, the host counts \(length)")])
    }
    private var lastMismatch = 0.0

    // MARK: Events

    /// An event's position in the stage's coordinates.
    func stagePoint(of event: OpaquePointer) -> (x: Double, y: Double)? {
        var x = 0.0
        var y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, x.isFinite, y.isFinite,
            let native = gtk_widget_get_native(window)
        else { return nil }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var point = graphene_point_t(x: Float(x - surfaceX), y: Float(y - surfaceY))
        var result = graphene_point_t()
        guard gtk_widget_compute_point(window, stage, &point, &result) != 0 else { return nil }
        return (Double(result.x), Double(result.y))
    }

    /// Whether a point in the stage's coordinates lies on it.
    func stageContains(_ point: (x: Double, y: Double)) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < Double(gtk_widget_get_width(stage))
            && point.y < Double(gtk_widget_get_height(stage))
    }

    /// The stage's bounds in the window surface's coordinates, where Broadway's touches land.
    func stageBoundsInSurface() -> (x: Int, y: Int, width: Int, height: Int) {
        var bounds = graphene_rect_t()
        var surfaceX = 0.0
        var surfaceY = 0.0
        if let native = gtk_widget_get_native(window) {
            gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        }
        _ = gtk_widget_compute_bounds(stage, window, &bounds)
        return (
            Int((Double(bounds.origin.x) + surfaceX).rounded()), Int((Double(bounds.origin.y) + surfaceY).rounded()),
            Int(bounds.size.width.rounded()), Int(bounds.size.height.rounded())
        )
    }

    // MARK: Drawing

    /// Shows `posts` as the list's rows, reusing the rows there are.
    func showRows(_ posts: [Post]) {
        for (index, post) in posts.enumerated() {
            let line = "#\(post.number)  @\(post.author)  \(post.text)"
            if index < rows.count {
                gtk_label_set_text(opaque(rows[index]), line)
            } else {
                let label = gtk_label_new(line)!
                gtk_label_set_xalign(opaque(label), 0)
                gtk_label_set_ellipsize(opaque(label), PANGO_ELLIPSIZE_END)
                gtk_widget_add_css_class(label, "post")
                gtk_list_box_append(opaque(list), label)
                rows.append(label)
            }
        }
        while rows.count > posts.count {
            let label = rows.removeLast()
            gtk_list_box_remove(opaque(list), gtk_widget_get_parent(label))
        }
    }

    func drawHeader(title: String, detail: String, progress: Double?, busy: Bool) {
        setText(headerTitle, title)
        setText(headerDetail, detail)
        gtk_widget_set_visible(headerProgress, progress == nil ? 0 : 1)
        if let progress { gtk_progress_bar_set_fraction(opaque(headerProgress), progress) }
        setSpinning(headerSpinner, busy)
    }

    func drawFooter(title: String, busy: Bool) {
        setText(footerTitle, title)
        setSpinning(footerSpinner, busy)
    }

    private func setText(_ label: Widget, _ text: String) {
        if String(cString: gtk_label_get_text(opaque(label))) != text { gtk_label_set_text(opaque(label), text) }
    }

    private func setSpinning(_ spinner: Widget, _ spinning: Bool) {
        gtk_widget_set_visible(spinner, spinning ? 1 : 0)
        gtk_spinner_set_spinning(opaque(spinner), spinning ? 1 : 0)
    }

    /// Screenshots waiting for the next paint, and the handler that takes them.
    var pendingShots: [(String, @MainActor (Bool) -> Void)] = []
    var afterPaint: gulong = 0
}
