/* GTK 4 for Swift: the headers, and one typed helper per signal shape, since G_CALLBACK and g_signal_connect are
 * macros that Swift cannot import. */
#ifndef GTK_FEED_SHIM_H
#define GTK_FEED_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>

/* (instance, user data) */
typedef void (*gtk_feed_plain_cb)(gpointer instance, gpointer user_data);
/* (instance, GdkEvent *, user data) -> handled: GtkEventControllerLegacy's "event" */
typedef gboolean (*gtk_feed_event_cb)(gpointer instance, GdkEvent *event, gpointer user_data);
/* (instance, dx, dy, user data) -> handled: GtkEventControllerScroll's "scroll" */
typedef gboolean (*gtk_feed_scroll_cb)(gpointer instance, gdouble dx, gdouble dy, gpointer user_data);
/* (instance, presses, x, y, user data): GtkGestureClick's "pressed" and "released" */
typedef void (*gtk_feed_click_cb)(gpointer instance, gint presses, gdouble x, gdouble y, gpointer user_data);
/* (instance, GtkPositionType, user data): GtkScrolledWindow's "edge-overshot" and "edge-reached" */
typedef void (*gtk_feed_position_cb)(gpointer instance, gint position, gpointer user_data);
/* (overlay, child, allocation, user data) -> positioned: GtkOverlay's "get-child-position" */
typedef gboolean (*gtk_feed_child_position_cb)(gpointer overlay, gpointer child, GdkRectangle *allocation,
                                                gpointer user_data);
/* (instance, keyval, keycode, modifiers, user data) -> handled: GtkEventControllerKey's "key-pressed" */
typedef gboolean (*gtk_feed_key_cb)(gpointer instance, guint keyval, guint keycode, GdkModifierType state,
                                     gpointer user_data);

static inline gulong gtk_feed_connect_plain(gpointer instance, const char *signal, gtk_feed_plain_cb callback,
                                            gpointer user_data)
{
    return g_signal_connect_data(instance, signal, G_CALLBACK(callback), user_data, NULL, 0);
}

static inline gulong gtk_feed_connect_event(gpointer instance, const char *signal, gtk_feed_event_cb callback,
                                            gpointer user_data)
{
    return g_signal_connect_data(instance, signal, G_CALLBACK(callback), user_data, NULL, 0);
}

static inline gulong gtk_feed_connect_scroll(gpointer instance, const char *signal, gtk_feed_scroll_cb callback,
                                             gpointer user_data)
{
    return g_signal_connect_data(instance, signal, G_CALLBACK(callback), user_data, NULL, 0);
}

static inline gulong gtk_feed_connect_click(gpointer instance, const char *signal, gtk_feed_click_cb callback,
                                            gpointer user_data)
{
    return g_signal_connect_data(instance, signal, G_CALLBACK(callback), user_data, NULL, 0);
}

static inline gulong gtk_feed_connect_position(gpointer instance, const char *signal, gtk_feed_position_cb callback,
                                               gpointer user_data)
{
    return g_signal_connect_data(instance, signal, G_CALLBACK(callback), user_data, NULL, 0);
}

static inline gulong gtk_feed_connect_child_position(gpointer instance, const char *signal,
                                                     gtk_feed_child_position_cb callback, gpointer user_data)
{
    return g_signal_connect_data(instance, signal, G_CALLBACK(callback), user_data, NULL, 0);
}

static inline gulong gtk_feed_connect_key(gpointer instance, const char *signal, gtk_feed_key_cb callback,
                                          gpointer user_data)
{
    return g_signal_connect_data(instance, signal, G_CALLBACK(callback), user_data, NULL, 0);
}

/* GtkSettings' drag threshold, in pixels: where GtkScrolledWindow's drag gesture starts to scroll. */
static inline gint gtk_feed_drag_threshold(void)
{
    gint threshold = 8;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) g_object_get(settings, "gtk-dnd-drag-threshold", &threshold, NULL);
    return threshold;
}

/* libdispatch's main queue, drained from GLib's loop (the SPI Foundation's RunLoop uses): without it, nothing that
 * Swift concurrency puts on the main actor ever runs under g_application_run. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

#endif
