import CGtk
import Glibc
import HeadlessRefresh

/// The footer's taps, the keys, and the commands scripts/check-gtk sends on standard input.
extension FeedHost {
    /// The footer's row was tapped or clicked: the library decides whether that retries, loads or does nothing.
    func footerTapped() {
        stamp()
        feed(.tap(.bottom))
    }

    /// A key: F5 and `r` refresh, `l` loads more or retries, through the edges' accessible actions (what a user who
    /// cannot pull has). Returns whether the key was taken; the others scroll as GTK scrolls.
    func keyPressed(_ key: guint) -> Bool {
        let edge: RefreshEdge
        switch Int32(key) {
        case GDK_KEY_F5, GDK_KEY_r: edge = .top
        case GDK_KEY_l: edge = .bottom
        default: return false
        }
        stamp()
        feed(.performAccessibleAction(edge))
        return true
    }

    // MARK: Standard input

    /// Reads commands from standard input: `shot FILE.png`, `dump FILE.json`, `quit`.
    func readCommands(application: UnsafeMutablePointer<GtkApplication>) {
        self.application = application
        g_unix_fd_add(
            0, G_IO_IN,
            { fd, _, data in
                var bytes = [UInt8](repeating: 0, count: 4096)
                let count = read(fd, &bytes, bytes.count)
                return MainActor.assumeIsolated {
                    let host = FeedHost.from(data)
                    guard count > 0 else { return removeSource }
                    host.commandBuffer += bytes[..<count]
                    while let end = host.commandBuffer.firstIndex(of: 10) {
                        let line = String(decoding: host.commandBuffer[..<end], as: UTF8.self)
                        host.commandBuffer.removeSubrange(...end)
                        host.run(command: line)
                    }
                    return keepSource
                }
            }, unretained)
    }

    private func run(command line: String) {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard let name = parts.first else { return }
        let argument = parts.count > 1 ? parts[1] : ""
        switch name {
        case "shot":
            widgets.writeScreenshot(to: argument) { [unowned self] written in
                HostLog.line("shot", at: clock.now(), ["path": .string(argument), "written": .bool(written)])
            }
        case "dump":
            writeScenario(to: argument)
        case "quit":
            g_application_quit(cast(application!))
        default:
            HostLog.line("diagnostic", at: clock.now(), ["message": .string("unknown command: \(line)")])
        }
    }

    // MARK: The session, recorded

    /// Writes the scenario of everything fed so far, its script ending now, and logs the host's own account of the
    /// session, which scripts/check-gtk compares with refresh-lab's replay of the scenario.
    func writeScenario(to path: String) {
        stamp()
        guard let recorder else { return }
        let written = Self.write(recorder.json(endingAt: now), to: path)
        let insets = session.controller.extraInsets
        let triggerList = triggers.map { "[\"\($0.edge.name)\",\"\($0.cause.name)\"]" }.joined(separator: ",")
        let states = [RefreshEdge.top, .bottom].map { "\"\($0.name)\":\"\(session.state($0)?.kind.name ?? "")\"" }
        let unrecorded = recorder.unrecorded.map { "\(HostLog.quoted($0.key)):\($0.value)" }
        HostLog.line(
            "summary", at: now,
            [
                "scenario": .string(path), "written": .bool(written), "triggers": .raw("[" + triggerList + "]"),
                "states": .raw("{" + states.joined(separator: ",") + "}"),
                "extraInset": .raw(
                    "{\"top\":\(HostLog.number(insets.top)),\"bottom\":\(HostLog.number(insets.bottom))}"),
                "offset": .number(fed?.contentOffset.y ?? 0), "rows": .number(Double(store.items.count)),
                "motionsNotRecorded": .number(Double(recorder.motionsDropped)),
                "velocitiesNotRecorded": .number(Double(recorder.velocitiesDropped)),
                "unrecorded": .raw("{" + unrecorded.joined(separator: ",") + "}"),
            ])
    }

    private static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        return fwrite(bytes, 1, bytes.count, file) == bytes.count
    }
}
