import CGtk
import Glibc

// gtk-feed: a feed in a GtkScrolledWindow, driven by HeadlessRefresh's session. See README.md.

let options = FeedOptions(arguments: Array(CommandLine.arguments.dropFirst()))

// Swift concurrency puts main-actor work on libdispatch's main queue, which nothing drains under
// g_application_run: the store's loads would never land. Foundation's RunLoop drains it through the same two
// functions; here GLib's loop does, whenever the queue's file descriptor says work is waiting.
g_unix_fd_add(
    _dispatch_get_main_queue_handle_4CF(), G_IO_IN,
    { fd, _, _ in
        var count: UInt64 = 0
        _ = read(fd, &count, 8)
        _dispatch_main_queue_callback_4CF(nil)
        return keepSource
    }, nil)

let host = FeedHost(options: options)
let application = gtk_application_new("org.headlessrefresh.GTKFeed", G_APPLICATION_NON_UNIQUE)!
gtk_feed_connect_plain(
    raw(application), "activate",
    { application, data in
        MainActor.assumeIsolated {
            FeedHost.from(data).start(application: application!.assumingMemoryBound(to: GtkApplication.self))
        }
    }, host.unretained)
gtk_feed_connect_plain(
    raw(application), "shutdown",
    { _, data in
        MainActor.assumeIsolated {
            let host = FeedHost.from(data)
            if let path = host.options.recordPath { host.writeScenario(to: path) }
        }
    }, host.unretained)
// GTK sees only the program's name: the options are the feed's.
var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments[0]), nil]
let status = arguments.withUnsafeMutableBufferPointer { buffer in
    g_application_run(cast(application), 1, buffer.baseAddress)
}
exit(status)
