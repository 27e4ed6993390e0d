// The playground's exported API: the page calls these with numbers and reads numbers back from wasm memory.
//
// The page does no physics of its own. It runs the simulator refresh-lab runs (`ScrollSimulator`, UIScrollView's
// rubber band, deceleration and bounce at 120 frames a second) and calls one export per scenario step — drag,
// release, wait, tap, end, … — so that what the page did is a refresh-lab scenario by construction. Every step
// returns how many commands the controller handed the simulator meanwhile; `hr_commands` points at them, six doubles
// each: [kind, a, b, c, d, e] (see `record(_:at:)`). Any number from JavaScript is allowed, NaN and negative sizes
// included: the simulator and the controller turn them away or report them as diagnostics, and nothing traps.
import HeadlessRefresh
import HeadlessRefreshSimulation

/// The page's one simulator and everything the exports share. The page is single-threaded.
struct Playground {
    /// The scroll view and its controller; `nil` until `hr_start`.
    nonisolated(unsafe) static var simulator: ScrollSimulator?
    /// The edges `hr_configure` set up for the next `hr_start`: top, bottom.
    nonisolated(unsafe) static var edges: [EdgeConfiguration?] = [nil, nil]
    nonisolated(unsafe) static var commandCount = 0
    nonisolated(unsafe) static var diagnostics: [String] = []
    nonisolated(unsafe) static var text = RefreshText(language: .english)
    /// Six doubles per command; grows when a step produces more commands than it holds.
    nonisolated(unsafe) static var commandCapacity = 64
    nonisolated(unsafe) static var commandBuffer = UnsafeMutablePointer<Double>.allocate(capacity: 6 * 64)
    /// A snapshot: see `hr_snapshot`.
    nonisolated(unsafe) static let snapshotBuffer = UnsafeMutablePointer<Double>.allocate(capacity: 12)
    /// UTF-8 both ways: titles out, language codes in.
    static let textCapacity = 1024
    nonisolated(unsafe) static let textBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: textCapacity)
    /// The longest wait or drag one step may ask for, as refresh-lab's longest scenario: one hour. A page left hidden
    /// for longer catches up in several steps; a nonsense number cannot keep the simulator busy for ever.
    static let longestStep = 3600.0

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

    /// The exclusivity rule numbered 0 none, 2 all edges; any other number is opposite edges, the default.
    static func exclusivity(_ rule: Int32) -> RefreshController.Exclusivity {
        switch rule {
        case 0: .noEdges
        case 2: .allEdges
        default: .oppositeEdges
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

    /// Runs one step on the simulator and writes the commands the controller answered with meanwhile into
    /// `commandBuffer`; returns their number (0 before `hr_start`).
    @inline(never)
    static func run(_ step: (inout ScrollSimulator) -> Void) -> Int32 {
        guard simulator != nil else { return 0 }
        step(&simulator!)
        return publish(simulator!.takeCommands())
    }

    /// Writes `commands` into `commandBuffer` for the page, and the messages of their diagnostics into
    /// `diagnostics`; returns their number.
    static func publish(_ commands: [RefreshCommand]) -> Int32 {
        diagnostics.removeAll(keepingCapacity: true)
        if commands.count > commandCapacity {
            commandBuffer.deallocate()
            commandCapacity = commands.count
            commandBuffer = UnsafeMutablePointer<Double>.allocate(capacity: 6 * commandCapacity)
        }
        commandCount = commands.count
        for (index, command) in commands.enumerated() { record(command, at: commandBuffer + 6 * index) }
        return Int32(commandCount)
    }

    /// Runs a step that names an edge, given as the page's index; nothing for an unknown index.
    static func run(edge index: Int32, _ step: (inout ScrollSimulator, RefreshEdge) -> Void) -> Int32 {
        guard let edge = edge(index) else { return 0 }
        return run { step(&$0, edge) }
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

    /// A duration the simulator can run: finite, at least 0, at most `longestStep`.
    static func duration(_ seconds: Double) -> Double { seconds.isFinite ? min(max(seconds, 0), longestStep) : 0 }
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
