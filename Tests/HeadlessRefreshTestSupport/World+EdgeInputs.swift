import HeadlessRefresh

/// Inputs about one edge, sent as a host that watches the controller sends them: an end to an edge that loads, a tap
/// to an edge with a button, a reset to an edge at its end of data. Now and then one goes to any edge instead, on
/// purpose: misuse (rule 5) the controller must ignore and report.
extension World {
    /// The share of inputs about one edge that go to any edge, whatever the controller shows.
    static let misdirectedShare = 0.04

    /// An input about one edge, or `nil` when none would make sense now (nothing loads to end, no second level to
    /// close): the caller sends an ordinary frame instead.
    mutating func edgeInput<Source: RandomSource>(source: inout Source, seeing host: RefreshController) -> RefreshInput?
    {
        let configured = RefreshEdge.allCases.filter { host.configuration($0) != nil }
        let enabled = configured.filter { host.configuration($0)!.isEnabled }
        func state(_ edge: RefreshEdge) -> RefreshStateKind { host.state(edge)!.kind }
        let ready = enabled.filter { [.idle, .pulling, .eligible, .secondLevelEligible, .failed].contains(state($0)) }
        switch source.below(38) {
        case 0..<4:
            // A hidden screen (suspended) shows no button to tap.
            let buttons = host.isSuspended ? [] : ready.filter { host.configuration($0)!.triggers.tap }
            let edge = pick(source: &source, among: buttons)
            return edge.map { .tap($0) }
        case 4..<9:
            let edge = pick(source: &source, among: ready + enabled.filter { state($0) == .finishing })
            return edge.map { .beginRefreshing($0, reveal: source.chance(0.7)) }
        case 9..<19:
            let edge = pick(source: &source, among: RefreshEdge.allCases.filter(loads.contains))
            return edge.map { .endRefreshing($0, source.pick(RefreshResult.allCases)) }
        case 19..<21:
            let loadsMore = ready.filter { !host.configuration($0)!.refreshesList(at: $0) }
            return pick(source: &source, among: loadsMore).map { .markNoMoreData($0) }
        case 21..<24:
            let ended = configured.filter { state($0) == .noMoreData }
            return pick(source: &source, among: ended.isEmpty ? configured : ended).map { .resetNoMoreData($0) }
        case 24..<27:
            return pick(source: &source, among: configured).map { .setEnabled($0, source.chance(0.6)) }
        case 27..<29:
            return .suspend
        case 29..<30:
            return .resume
        case 30..<31:
            let open = configured.filter { [.secondLevelOpening, .secondLevelOpen].contains(state($0)) }
            return pick(source: &source, among: open).map { .closeSecondLevel($0) }
        case 31..<34:
            let offered = configured.filter { host.accessibleAction($0) != nil }
            return pick(source: &source, among: offered).map { .performAccessibleAction($0) }
        case 34:
            return .setReducedMotion(source.chance(0.5))
        default:
            return .tick
        }
    }

    /// Notes what the host learns from the controller's answer to a step: the loads it is told to start, and those it
    /// ended. A settle ends every load.
    mutating func noteAnswer(to step: ControllerScript.Step, from host: RefreshController, actions: [RefreshCommand]) {
        guard case .input(let input, _) = step else {
            loads = []
            return
        }
        if case .endRefreshing(let edge, let result) = input, loads.remove(edge) != nil, result == .success {
            // A page landed: the list the host shows grew.
            shown.count += 20
        }
        for case .trigger(let edge, _) in actions where host.configuration(edge)?.style == .holding {
            loads.insert(edge)
        }
    }

    /// One of `fitting`, or now and then (``misdirectedShare``) any edge; `nil` when none fits.
    private mutating func pick<Source: RandomSource>(source: inout Source, among fitting: [RefreshEdge]) -> RefreshEdge?
    {
        if source.chance(Self.misdirectedShare) { return source.pick(RefreshEdge.allCases) }
        return fitting.isEmpty ? nil : source.pick(fitting)
    }
}
