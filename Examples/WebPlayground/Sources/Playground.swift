// The playground's exported API: the page calls these with numbers and reads numbers back from wasm memory.
// Every input returns how many commands it produced; `hr_commands` points at them, six doubles each:
// [kind, a, b, c, d, e] (see `record(_:)`). Any number from JavaScript is allowed, NaN and negative sizes included:
// the controller reports them as diagnostics and nothing traps.
import HeadlessRefresh

/// The page's one controller and everything the exports share. The page is single-threaded.
struct Playground {
    nonisolated(unsafe) static var controller = RefreshController(top: .header, bottom: .footer)
    nonisolated(unsafe) static var commandCount = 0
    nonisolated(unsafe) static var diagnostics: [String] = []
    nonisolated(unsafe) static var text = RefreshText(language: .english)
    nonisolated(unsafe) static var springVelocity = 0.0
    /// Six doubles per command, as many commands as an input can produce.
    static let commandCapacity = 64
    nonisolated(unsafe) static let commandBuffer = UnsafeMutablePointer<Double>.allocate(capacity: 6 * commandCapacity)
    /// A snapshot: see `hr_snapshot`.
    nonisolated(unsafe) static let snapshotBuffer = UnsafeMutablePointer<Double>.allocate(capacity: 12)
    /// UTF-8 both ways: titles out, language codes in.
    static let textCapacity = 1024
    nonisolated(unsafe) static let textBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: textCapacity)

    /// The edge with `index` in top, bottom, left, right order; `nil` for any other number.
    static func edge(_ index: Int32) -> RefreshEdge? {
        switch index {
        case 0: .top
        case 1: .bottom
        case 2: .left
        case 3: .right
        default: nil
        }
    }

    /// The edge's index in top, bottom, left, right order, as the page counts them.
    static func index(of edge: RefreshEdge) -> Double {
        switch edge {
        case .top: 0
        case .bottom: 1
        case .left: 2
        case .right: 3
        }
    }

    /// Runs one input on the controller, writing its commands into `commandBuffer`; returns their number.
    ///
    /// Each export calls the controller's method for its input rather than `send(_:now:into:)`, whose switch over
    /// every input would link all of them into the module, and passes the one stored `sink`: that keeps each
    /// method compiled once (about 20 KB less wasm than closures specialized per export).
    @inline(never)
    static func run(_ input: (inout RefreshController) -> Void) -> Int32 {
        diagnostics.removeAll(keepingCapacity: true)
        commandCount = 0
        input(&controller)
        return Int32(commandCount)
    }

    /// Runs an input that names an edge, given as the page's index; nothing for an unknown index.
    static func run(edge index: Int32, _ input: (inout RefreshController, RefreshEdge) -> Void) -> Int32 {
        guard let edge = edge(index) else { return 0 }
        return run { input(&$0, edge) }
    }

    /// Where every input's commands go.
    nonisolated(unsafe) static var sink: (RefreshCommand) -> Void = { command in
        guard commandCount < commandCapacity else { return }
        record(command, at: commandBuffer + 6 * commandCount)
        commandCount += 1
    }

    /// Writes one command as six doubles.
    static func record(_ command: RefreshCommand, at slot: UnsafeMutablePointer<Double>) {
        for index in 0..<6 { slot[index] = 0 }
        switch command {
        case .stateChanged(let edge, let from, let to):
            slot[0] = 1
            slot[1] = index(of: edge)
            slot[2] = stateCode(to.kind)
            slot[3] = detail(of: to)
            slot[4] = stateCode(from.kind)
        case .trigger(let edge, let cause):
            slot[0] = 2
            slot[1] = index(of: edge)
            slot[2] = Double(TriggerCause.allCases.firstIndex(of: cause) ?? 0)
        case .setExtraInset(let edge, let amount, let duration):
            slot[0] = 3
            slot[1] = index(of: edge)
            slot[2] = amount
            slot[3] = duration
        case .scroll(let offset, let duration):
            slot[0] = 4
            slot[1] = offset.x
            slot[2] = offset.y
            slot[3] = duration
        case .announce(let edge, let announcement):
            slot[0] = 8
            slot[1] = index(of: edge)
            slot[2] = Double(RefreshAnnouncement.allCases.firstIndex(of: announcement) ?? 0)
        case .feedback(let edge, let event):
            slot[0] = 5
            slot[1] = index(of: edge)
            slot[2] = Double(FeedbackEvent.allCases.firstIndex(of: event) ?? 0)
        case .scheduleTick(let deadline):
            slot[0] = 6
            slot[1] = deadline
        case .diagnostic(let diagnostic):
            slot[0] = 7
            slot[1] = Double(diagnostics.count)
            diagnostics.append(diagnostic.message)
        }
    }

    /// A state kind as its index in `RefreshStateKind.allCases` (the page keeps the same list of names).
    static func stateCode(_ kind: RefreshStateKind) -> Double {
        Double(RefreshStateKind.allCases.firstIndex(of: kind) ?? 0)
    }

    /// The progress of a pulling state, or the result index of a finishing one; 0 otherwise.
    static func detail(of state: RefreshState) -> Double {
        switch state {
        case .pulling(let progress): progress
        case .finishing(let result): Double(RefreshResult.allCases.firstIndex(of: result) ?? 0)
        default: 0
        }
    }

    /// Copies `string` as UTF-8 into `textBuffer`; returns the number of bytes (cut at the capacity).
    static func write(_ string: String) -> Int32 {
        var count = 0
        for byte in string.utf8 where count < textCapacity {
            textBuffer[count] = byte
            count += 1
        }
        return Int32(count)
    }

    /// The number as a finite value, or `fallback`.
    static func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
}

// MARK: Buffers

@_expose(wasm, "hr_commands")
@_cdecl("hr_commands")
func hrCommands() -> UnsafeMutablePointer<Double> { Playground.commandBuffer }

@_expose(wasm, "hr_snapshot_buffer")
@_cdecl("hr_snapshot_buffer")
func hrSnapshotBuffer() -> UnsafeMutablePointer<Double> { Playground.snapshotBuffer }

@_expose(wasm, "hr_text_buffer")
@_cdecl("hr_text_buffer")
func hrTextBuffer() -> UnsafeMutablePointer<UInt8> { Playground.textBuffer }

@_expose(wasm, "hr_text_capacity")
@_cdecl("hr_text_capacity")
func hrTextCapacity() -> Int32 { Int32(Playground.textCapacity) }
