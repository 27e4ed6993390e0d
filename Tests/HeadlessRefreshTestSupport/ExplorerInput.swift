import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// One abstract input of the bounded explorer: what a user, a host or time does next. Each becomes the
/// refresh-lab steps that do it from the state the simulation is in (a pull region becomes the drag that reaches
/// it), so a sequence of inputs is a scenario file that replays it.
package enum ExplorerInput: Hashable, Sendable {
    /// Where a drag brings the pull at an edge.
    package enum Region: Hashable, Sendable, CaseIterable {
        /// A few thousandths of a point: past rest, within a rounding of it.
        case nudge
        /// Half the trigger distance.
        case below
        /// Past the trigger distance (and short of a second level).
        case past
        /// Past the second level's distance.
        case pastSecondLevel
        /// Back to rest.
        case rest
    }

    /// The finger touches without moving.
    case touch
    /// The finger lifts without a fling.
    case lift
    /// The finger drags the pull at an edge to a region.
    case pull(RefreshEdge, Region)
    /// The finger drags the end of a load-more edge halfway into its prefetch zone.
    case approachEnd(RefreshEdge)
    /// The finger drags that end well out of its zone.
    case leaveEnd(RefreshEdge)
    /// A fling that carries the content towards an edge.
    case fling(toward: RefreshEdge)
    /// The host scrolls the content a wheel notch towards an edge without a touch (a mouse wheel, arrow keys,
    /// VoiceOver's three-finger scroll), stopping where the content rests at that end, as a browser does.
    case wheel(toward: RefreshEdge)
    /// The content grows to the next length of the setup's list, or shrinks to the previous one.
    case content(grows: Bool)
    /// Content lands above, the offset moving with it.
    case prepend
    /// The viewport grows (a rotation) or comes back.
    case viewport(grows: Bool)
    /// The host's inset at the trailing edge grows (a keyboard) or comes back.
    case keyboard(shows: Bool)
    /// Time passes to the next deadline.
    case tick
    /// Two seconds pass: a spring, a result and a collapse are over.
    case settle
    /// The loader answers an edge's load.
    case answer(RefreshEdge, RefreshResult)
    /// The host enables or disables an edge.
    case enable(RefreshEdge, Bool)
    /// The screen is hidden.
    case suspend
    /// The screen is shown again.
    case resume
    /// The host configures an edge with the next larger or smaller trigger distance (Dynamic Type).
    case distance(RefreshEdge, larger: Bool)
    /// The host changes the exclusivity.
    case exclusivity(RefreshController.Exclusivity)
    /// A user who cannot pull chooses the edge's accessible action.
    case accessibleAction(RefreshEdge)
    /// The user turns reduced motion on or off.
    case reducedMotion(Bool)
    /// The host begins a refresh from code, revealed.
    case begin(RefreshEdge)
    /// The host's load-more or retry button.
    case tap(RefreshEdge)
    /// The host resets an edge's end of data.
    case resetNoMoreData(RefreshEdge)
    /// The host marks an edge's end of data.
    case markNoMoreData(RefreshEdge)
    /// The host closes an open second level.
    case closeSecondLevel(RefreshEdge)
    /// A row appears (its `onAppear`, `willDisplay`) at a place relative to an edge that loads by the items in view.
    case items(RefreshEdge, ItemPlace)

    /// Where a row that appears lies, counted from the end of an edge that loads by items; the list has a row per
    /// ``ExplorerInput/itemLength`` points of content.
    package enum ItemPlace: Hashable, Sendable, CaseIterable {
        /// The row at the end.
        case end
        /// The row at the item prefetch from the end: the zone's boundary.
        case zone
        /// A row well out of the zone: half the list away.
        case away
    }

    /// Groups of inputs a setup explores.
    package struct Families: OptionSet, Hashable, Sendable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Touch and lift.
        package static let touch = Families(rawValue: 1 << 0)
        /// Content growing and shrinking.
        package static let content = Families(rawValue: 1 << 1)
        /// Content landing above.
        package static let prepend = Families(rawValue: 1 << 2)
        /// The viewport and the host's inset.
        package static let host = Families(rawValue: 1 << 3)
        /// Ticks at deadlines, settling.
        package static let time = Families(rawValue: 1 << 4)
        /// The loader's answers.
        package static let answers = Families(rawValue: 1 << 5)
        /// Enable and disable.
        package static let enable = Families(rawValue: 1 << 6)
        /// Suspend and resume.
        package static let lifecycle = Families(rawValue: 1 << 7)
        /// New trigger distances.
        package static let distance = Families(rawValue: 1 << 8)
        /// Exclusivity changes.
        package static let exclusivity = Families(rawValue: 1 << 9)
        /// Accessible actions.
        package static let accessibility = Families(rawValue: 1 << 10)
        /// Reduced motion.
        package static let reducedMotion = Families(rawValue: 1 << 11)
        /// Begin from code and the host's tap.
        package static let commands = Families(rawValue: 1 << 12)
        /// Resetting and marking the end of data.
        package static let endOfData = Families(rawValue: 1 << 13)
        /// Closing a second level.
        package static let secondLevel = Families(rawValue: 1 << 14)
        /// Drags to the setup's pull regions.
        package static let pulls = Families(rawValue: 1 << 15)
        /// Drags into a load-more end's zone and out of it.
        package static let endZone = Families(rawValue: 1 << 16)
        /// Flings towards either end.
        package static let fling = Families(rawValue: 1 << 17)
        /// The host's scroll without a touch, a wheel notch towards either end.
        package static let wheel = Families(rawValue: 1 << 18)
        /// Rows that appear, for an edge that loads by the items in view.
        package static let items = Families(rawValue: 1 << 19)

        /// The finger: touch, lift, pulls, the end zone, flings.
        package static let finger: Families = [.touch, .pulls, .endZone, .fling]
        /// Every family.
        package static let all = Families(rawValue: (1 << 20) - 1)
    }
}

extension ExplorerInput: CustomStringConvertible {
    /// The input in a few words: `pull top past`, `answer bottom noMoreData`, `viewport grows`.
    package var description: String {
        switch self {
        case .touch: "touch"
        case .lift: "lift"
        case .pull(let edge, let region): "pull \(edge.name) \(region)"
        case .approachEnd(let edge): "approach \(edge.name) end"
        case .leaveEnd(let edge): "leave \(edge.name) end"
        case .fling(let edge): "fling toward \(edge.name)"
        case .wheel(let edge): "wheel toward \(edge.name)"
        case .content(let grows): grows ? "content grows" : "content shrinks"
        case .prepend: "prepend"
        case .viewport(let grows): grows ? "viewport grows" : "viewport shrinks"
        case .keyboard(let shows): shows ? "keyboard shows" : "keyboard hides"
        case .tick: "tick"
        case .settle: "settle"
        case .answer(let edge, let result): "answer \(edge.name) \(result)"
        case .enable(let edge, let enabled): enabled ? "enable \(edge.name)" : "disable \(edge.name)"
        case .suspend: "suspend"
        case .resume: "resume"
        case .distance(let edge, let larger): "distance \(edge.name) \(larger ? "up" : "down")"
        case .exclusivity(let rule): "exclusivity \(rule)"
        case .accessibleAction(let edge): "accessible action \(edge.name)"
        case .reducedMotion(let on): "reduced motion \(on ? "on" : "off")"
        case .begin(let edge): "begin \(edge.name)"
        case .tap(let edge): "tap \(edge.name)"
        case .resetNoMoreData(let edge): "reset \(edge.name) end of data"
        case .markNoMoreData(let edge): "mark \(edge.name) end of data"
        case .closeSecondLevel(let edge): "close \(edge.name) second level"
        case .items(let edge, let place): "row appears \(place) of \(edge.name)"
        }
    }
}
