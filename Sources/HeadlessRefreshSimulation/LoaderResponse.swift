import HeadlessRefresh

/// One scripted answer of the simulated loader: after `delay` seconds the load ends with `result`, and
/// `appendedLength` points of content are added at the end (and `prependedLength` above the content, the offset
/// moving by as much so that what is on screen stays still, as a chat host keeps it) just before the end is
/// delivered.
///
/// Each trigger of a holding edge consumes the next response for that edge; when none is left, the load never
/// ends (the host would wait forever), which is itself worth testing.
///
/// ```swift
/// let pages: [RefreshEdge: [LoaderResponse]] = [
///     .bottom: [LoaderResponse(after: 0.4, appending: 1000), LoaderResponse(after: 0.4, result: .failure)]
/// ]
/// ```
public struct LoaderResponse: Sendable, Hashable {
    /// Seconds from the trigger to the end.
    public var delay: Double
    /// How the load ends.
    public var result: RefreshResult
    /// Points of content added along the axis just before the end is delivered.
    public var appendedLength: Double
    /// Points of content added above the content (older messages of a chat) just before the end is delivered; the
    /// offset moves by as much, so the visible content stays still.
    public var prependedLength: Double = 0

    /// Creates a response.
    public init(after delay: Double, result: RefreshResult = .success, appending appendedLength: Double = 0) {
        self.delay = delay
        self.result = result
        self.appendedLength = appendedLength
    }

    /// Creates a response that adds content above (a page of older messages) and possibly below.
    public init(after delay: Double, result: RefreshResult = .success, prepending: Double, appending: Double = 0) {
        self.init(after: delay, result: result, appending: appending)
        self.prependedLength = prepending
    }
}

/// The loads in flight and the responses left per edge.
struct ScriptedLoader: Sendable, Hashable {
    /// A load that ends at `time`.
    struct Delivery: Sendable, Hashable {
        var time: Double
        var edge: RefreshEdge
        var response: LoaderResponse
    }

    private var responses: [[LoaderResponse]] = [[], [], [], []]
    private var consumed = [0, 0, 0, 0]
    /// Loads in flight, in the order they were started. Set by `start(_:now:)` and `takeDue(by:)` only (and in the copy
    /// the explorer's identity counts from its clock).
    var inFlight: [Delivery] = []
    /// The time of the earliest load in flight, or infinity: the frame loop compares against it.
    var nextTime = Double.infinity

    init(_ script: [RefreshEdge: [LoaderResponse]]) {
        for (edge, list) in script { responses[edge.slot] = list }
        inFlight.reserveCapacity(4)
    }

    /// How many responses are left for `edge`.
    func remaining(_ edge: RefreshEdge) -> Int { responses[edge.slot].count - consumed[edge.slot] }

    /// A holding edge triggered at `now`: the next response for it starts, if any is left.
    mutating func start(_ edge: RefreshEdge, now: Double) {
        let index = edge.slot
        guard consumed[index] < responses[index].count else { return }
        let response = responses[index][consumed[index]]
        consumed[index] += 1
        inFlight.append(Delivery(time: now + max(response.delay, 0), edge: edge, response: response))
        nextTime = min(nextTime, inFlight[inFlight.count - 1].time)
    }

    /// Removes and returns the earliest load due by `time`, if any; ties go in start order.
    mutating func takeDue(by time: Double) -> Delivery? {
        guard nextTime <= time else { return nil }
        var earliest = 0
        for index in inFlight.indices where inFlight[index].time < inFlight[earliest].time { earliest = index }
        let delivery = inFlight.remove(at: earliest)
        nextTime = .infinity
        for load in inFlight where load.time < nextTime { nextTime = load.time }
        return delivery
    }
}

extension RefreshEdge {
    /// A stable slot per edge for the simulator's small fixed tables.
    var slot: Int {
        switch self {
        case .top: 0
        case .bottom: 1
        case .left: 2
        case .right: 3
        }
    }
}
