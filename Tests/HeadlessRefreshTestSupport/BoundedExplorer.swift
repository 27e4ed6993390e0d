import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// Plays every sequence of up to `depth` abstract inputs (``ExplorerInput``) from a setup through the simulator,
/// and checks after every input what the random testers check (``SimulationChecker``: P1–P9, the finger's pin,
/// rule 2, the controller's own rules) and, at every new state, that everything can settle.
///
/// States that compare equal (``ExplorerKey``: the simulator, the controller inside it and the checkers' memory, each
/// as its own type's identity has it; kept as an ``IdentityDigest``) are explored once, from the shallowest depth they
/// are reached at, so a depth of 8 costs what the distinct states cost, not what the sequences do. The search goes depth first with a table of the
/// depth left at each state seen; a failure is searched again at each smaller depth, so the sequence reported is a
/// shortest one, written as a refresh-lab scenario that replays it.
package struct BoundedExplorer {
    /// A sequence that breaks a property.
    package struct Failure: Sendable {
        /// The inputs, in order.
        package var inputs: [ExplorerInput]
        /// The scenario that replays them: the setup's layout and steps, then the inputs' steps.
        package var scenario: Scenario
        /// What broke.
        package var violation: String
        /// Seconds from the start of the exploration to the moment it was found (before the search for a shorter
        /// one): how long the explorer takes to catch it.
        package var seconds = 0.0
    }

    /// What an exploration did.
    package struct Report: Sendable {
        /// The setup's name.
        package var name: String
        /// The depth explored to (the shortest failure's length when one was found).
        package var depth: Int
        /// Inputs played: every sequence explored ends with one.
        package var sequences: Int
        /// Distinct states visited.
        package var states: Int
        /// The shortest failing sequence, if any; with ``explore(_:depth:collecting:)``, one per kind of violation.
        package var failures: [Failure]

        /// The first failure, if any.
        package var failure: Failure? { failures.first }
    }

    private let setup: ExplorationSetup
    /// The depth left at each state seen, by the digest of its identity.
    private var visited: [IdentityDigest: Int] = [:]
    private var sequences = 0
    private var path: [(input: ExplorerInput, steps: [Scenario.Step])] = []
    /// When the exploration began, for the time a failure took to find.
    private var start = ContinuousClock.now
    /// When set, a failure is recorded here (once per kind) and the search goes on past it.
    private var collected: [String: Failure]?

    private init(setup: ExplorationSetup) {
        self.setup = setup
    }

    /// Explores `setup` at every depth up to `depth` and, instead of stopping, records a shortest failure of each kind
    /// (a property and an edge: `P7 bottom`), leaving out what follows a failing input. For a survey of what the
    /// properties catch; CI stops at the first failure.
    package static func explore(
        _ setup: ExplorationSetup,
        depth: Int,
        collecting: Bool,
        checksTiming: Bool = TimingVariant.isChecked
    ) async -> Report {
        guard collecting else { return await explore(setup, depth: depth, checksTiming: checksTiming) }
        let (root, broken) = start(setup, checksTiming: checksTiming)
        if let broken { return broken }
        var failures: [String: Failure] = [:]
        var order: [String] = []
        var last = BoundedExplorer(setup: setup)
        for bound in 1...max(depth, 1) {
            var explorer = BoundedExplorer(setup: setup)
            explorer.start = last.start
            explorer.collected = failures
            _ = await explorer.search(from: root, depth: bound)
            for (kind, failure) in explorer.collected ?? [:] where failures[kind] == nil {
                failures[kind] = failure
                order.append(kind)
            }
            last = explorer
        }
        return Report(
            name: setup.name, depth: depth, sequences: last.sequences, states: last.visited.count,
            failures: order.map { failures[$0]! })
    }

    /// The kind of a violation: its property and edge, and the words that say what broke, up to the first number
    /// or value (`P7 top: a refresh edge at the end`).
    package static func kind(_ violation: String) -> String {
        let words = violation.split(separator: " ")
        let saying = words.dropFirst(2).prefix { word in !word.contains("(") && !word.contains(where: \.isNumber) }
        return (words.prefix(2) + saying.prefix(6)).joined(separator: " ")
    }

    /// Explores `setup` to `depth` inputs; stops at the first failure and reports a shortest one. With
    /// `checksTiming`, P11 is checked too (see ``TimingTwin``; on unless ``TimingVariant/switchName`` says off).
    package static func explore(
        _ setup: ExplorationSetup,
        depth: Int,
        checksTiming: Bool = TimingVariant.isChecked
    ) async -> Report {
        let (root, broken) = start(setup, checksTiming: checksTiming)
        if let broken { return broken }
        var explorer = BoundedExplorer(setup: setup)
        guard var failure = await explorer.search(from: root, depth: depth) else {
            return Report(
                name: setup.name, depth: depth, sequences: explorer.sequences, states: explorer.visited.count,
                failures: [])
        }
        // Depth first finds a failure, not the shortest: look again with each smaller bound.
        for bound in 1..<max(failure.inputs.count, 1) {
            var shorter = BoundedExplorer(setup: setup)
            if let found = await shorter.search(from: root, depth: bound) {
                failure = Failure(
                    inputs: found.inputs, scenario: found.scenario, violation: found.violation,
                    seconds: failure.seconds)
                break
            }
        }
        return Report(
            name: setup.name, depth: failure.inputs.count, sequences: explorer.sequences,
            states: explorer.visited.count, failures: [failure])
    }

    /// The checker after the setup's steps, and a report when those steps already break a property.
    private static func start(_ setup: ExplorationSetup, checksTiming: Bool) -> (root: ExplorerNode, broken: Report?) {
        let (root, violation) = setup.makeNode(checksTiming: checksTiming)
        guard let violation else { return (root, nil) }
        let failure = Failure(inputs: [], scenario: setup.scenario, violation: "in the setup's steps: " + violation)
        return (root, Report(name: setup.name, depth: 0, sequences: 0, states: 0, failures: [failure]))
    }

    private mutating func search(from root: ExplorerNode, depth: Int) async -> Failure? {
        visited[key(root)] = depth
        return await expand(root, remaining: depth)
    }

    private func key(_ node: ExplorerNode) -> IdentityDigest {
        IdentityDigest(node.identity)
    }

    private mutating func expand(_ node: ExplorerNode, remaining: Int) async -> Failure? {
        for (input, steps) in ExplorerInput.choices(node.checker.simulator, setup) {
            var next = node
            sequences += 1
            // A few milliseconds of work at a time: other tasks on the cooperative pool (tests beside this one) run.
            if sequences % 100 == 0 { await Task.yield() }
            path.append((input, steps))
            defer { path.removeLast() }
            if let violation = next.perform(steps, defect: setup.timingDefect) {
                if record(violation) { continue }
                return failure(violation)
            }
            let key = key(next)
            let left = remaining - 1
            if let seen = visited[key], seen >= left { continue }
            let isNew = visited[key] == nil
            visited[key] = left
            if isNew, let violation = next.checker.settles().map({ "liveness: " + $0 }) {
                if record(violation) { continue }
                return failure(violation)
            }
            if isNew, let violation = timingViolation(next, left: left) {
                if record(violation) { continue }
                return failure(violation)
            }
            if left > 0, let found = await expand(next, remaining: left) { return found }
        }
        return nil
    }

    /// P11 for the sequence on the path, as ``TimingTwin`` says; the violation, confirmed by playing the path's
    /// scenario through ``TimingInvarianceChecker``, or `nil`.
    private func timingViolation(_ node: ExplorerNode, left: Int) -> String? {
        let families = setup.families
        let restsByItself =
            families.contains(.time) && (families.contains(.touch) || !node.checker.simulator.isDragging)
        guard node.timingDiffers(defers: left >= 2 && restsByItself) == true else { return nil }
        var scenario = setup.scenario
        scenario.append(contentsOf: path.flatMap(\.steps))
        return TimingInvarianceChecker.check(scenario, variants: [.durationsAtZero], defect: setup.timingDefect)
            ?? "P11 explorer: the twin with durations at zero differs from the play as given, and a replay of the "
            + "scenario does not"
    }

    /// Records a failure when collecting (the first of its kind); whether the search goes on.
    private mutating func record(_ violation: String) -> Bool {
        guard collected != nil else { return false }
        let kind = Self.kind(violation)
        if collected![kind] == nil { collected![kind] = failure(violation) }
        return true
    }

    private func failure(_ violation: String) -> Failure {
        var scenario = setup.scenario
        scenario.append(contentsOf: path.flatMap(\.steps))
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return Failure(inputs: path.map(\.input), scenario: scenario, violation: violation, seconds: seconds)
    }
}
