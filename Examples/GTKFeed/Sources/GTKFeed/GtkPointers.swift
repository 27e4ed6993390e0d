import CGtk

// GTK's pointers as Swift imports them: a class that can be subclassed (GtkWidget, GtkAdjustment) is a typed
// pointer, a final one (GtkScrolledWindow, GtkListBox, GtkEventController) an opaque pointer. These convert between
// them and the raw pointers the shim's `gtk_feed_connect_*` helpers take.

/// A GTK widget, as most constructors return it.
typealias Widget = UnsafeMutablePointer<GtkWidget>

/// Any GTK pointer as the `gpointer` the C API takes.
@inline(__always) func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(pointer)
}

/// Any final GTK type's pointer as the `gpointer` the C API takes.
@inline(__always) func raw(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(pointer)
}

/// A widget as one of its final subclasses (`GtkScrolledWindow *`, `GtkOverlay *`, …).
@inline(__always) func opaque(_ widget: Widget) -> OpaquePointer {
    OpaquePointer(widget)
}

/// A GObject as one of its classes that Swift imports as a typed pointer: a widget as a `GtkWindow *` or a
/// `GtkBox *`, an application as a `GApplication *`.
@inline(__always) func cast<T, U>(_ pointer: UnsafeMutablePointer<U>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

/// A final class's pointer as the widget it is.
@inline(__always) func widget(_ pointer: OpaquePointer) -> Widget {
    Widget(pointer)
}

/// `G_SOURCE_CONTINUE` and `G_SOURCE_REMOVE`, and GLib's `TRUE` and `FALSE`, as the `gboolean` callbacks return.
let keepSource: gboolean = 1
let removeSource: gboolean = 0
let handled: gboolean = 1
let notHandled: gboolean = 0
