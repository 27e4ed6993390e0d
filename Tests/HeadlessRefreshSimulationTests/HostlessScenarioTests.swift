import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

@testable import RefreshLabScenario
@testable import refresh_lab

/// Scenarios without a host (`"host": "none"`): each step is one input a host sent, sent to the controller at its
/// time, and nothing else is: what the controller's random tester prints, or a host's log of its inputs.
struct HostlessScenarioTests {
    /// The example of the TuningWithRefreshLab article: a pull past the header's distance, a release, and the end.
    static let example = #"""
        {
          "host": "none",
          "axis": "vertical",
          "edges": {"top": {}, "left": {"style": "action"}},
          "steps": [
            {"at": 0, "geometry": {"offset": [0, -91], "content": [375, 2000], "viewport": [375, 812], "inset": {"top": 91}}},
            {"at": 0.1, "dragBegan": true},
            {"at": 0.2, "geometry": {"offset": [0, -191], "content": [375, 2000], "viewport": [375, 812], "inset": {"top": 91}, "motion": "finger"}},
            {"at": 0.3, "dragEnded": [0, 0]},
            {"wait": 1.5},
            {"end": "top"},
            {"at": 3, "tick": true}
          ]
        }
        """#

    static func geometry(offset: Double, motion: ContentMotion = .unknown) -> ScrollViewGeometry {
        ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: offset), contentSize: ScrollSize(width: 375, height: 2000),
            viewportSize: ScrollSize(width: 375, height: 812), contentInset: ScrollInsets(top: 91), motion: motion)
    }

    @Test func eachStepIsAnInputAtItsTime() throws {
        let scenario = try Scenario(json: Self.example)
        #expect(!scenario.simulatesHost)
        #expect(scenario.edges == [.top: .header, .left: .side])
        #expect(
            scenario.steps == [
                .send(.geometry(Self.geometry(offset: -91)), at: 0), .send(.dragBegan, at: 0.1),
                .send(.geometry(Self.geometry(offset: -191, motion: .finger)), at: 0.2),
                .send(.dragEnded(velocity: .zero), at: 0.3), .send(.endRefreshing(.top, .success), at: 1.8),
                .send(.tick, at: 3),
            ])
        #expect(scenario.duration == 3)
        #expect(try Scenario(json: scenario.json) == scenario, "\(scenario.json)")
    }

    /// refresh-lab sends the inputs and nothing else: no tick at the deadline the controller asks for, no geometry
    /// while its inset would animate. The lines are those of a bare controller fed the same inputs.
    @Test func refreshLabSendsTheInputsAndNothingElse() throws {
        let scenario = try Scenario(json: Self.example)
        let play = scenario.playWithoutHost()
        var controller = RefreshController(top: .header, left: .side)
        var expected: [HostlessPlay.Entry] = []
        for case .send(let input, let time) in scenario.steps {
            if case .endRefreshing(let edge, let result) = input {
                expected.append(HostlessPlay.Entry(time: time, event: .ended(edge, result)))
            }
            controller.send(input, now: time) { expected.append(HostlessPlay.Entry(time: time, event: .command($0))) }
        }
        #expect(play.entries == expected)
        #expect(play.entries.contains { $0.event == .command(.trigger(.top, cause: .release)) })
        #expect(play.triggerCount(.top) == 1 && play.offset == -191)
        let output = try LabCommand(arguments: ["-"]).run(scenario: Self.example)
        #expect(output.status == 0 && output.standardError.isEmpty)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.contains(#"{"t":0.3,"type":"trigger","edge":"top","cause":"release"}"#))
        #expect(lines.contains(#"{"t":1.8,"type":"end","edge":"top","result":"success"}"#))
        let summary =
            #"{"type":"summary","triggers":{"top":1,"left":0},"states":{"top":"idle","left":"idle"},"#
            + #""extraInset":{"top":0,"left":0},"offset":-191,"frames":0}"#
        #expect(lines.last.map(String.init) == summary, "\(Array(lines.last ?? "").count) \(summary.count)")
    }

    /// Every input a controller takes is a step without a host that sends exactly it, and reads back as itself: the
    /// odd ones too (a geometry of another axis, with a motion and a negative inset, a velocity across the axis).
    @Test(
        arguments: ScenarioInputTests.everyInput + [
            .geometry(
                ScrollViewGeometry(
                    contentOffset: ScrollPoint(x: -3.25, y: 1e300), contentSize: ScrollSize(width: -1, height: 0),
                    viewportSize: ScrollSize(width: 0.1, height: 1), contentInset: ScrollInsets(top: -2, right: 7),
                    axis: .horizontal, motion: .momentum)),
            .dragEnded(velocity: ScrollPoint(x: 1.5e-7, y: -2400)), .beginRefreshing(.left, reveal: true),
            .configure(.right, .side),
        ])
    func everyInputIsAStepThatSendsIt(input: RefreshInput) throws {
        let scenario = Scenario(
            simulatesHost: false, edges: [.top: .header, .bottom: .footer], steps: [.send(input, at: 1.5)])
        let read = try Scenario(json: scenario.json)
        #expect(read == scenario, "\(scenario.json)")
        var controller = RefreshController(top: .header, bottom: .footer)
        var actions: [RefreshCommand] = []
        controller.send(input, now: 1.5) { actions.append($0) }
        #expect(
            read.playWithoutHost().entries.compactMap { if case .command(let a) = $0.event { a } else { nil } }
                == actions)
    }

    /// A time may go back, as a host's clock that stepped back: the controller takes it as the time before and says
    /// so. A step without a time comes at the time of the step before, which a wait moves on.
    @Test func aTimeMayGoBackAndAStepWithoutOneComesAfterTheOneBefore() throws {
        let scenario = try Scenario(
            json: #"{"host": "none", "edges": {"bottom": {}}, "steps": [{"at": 2, "tap": "bottom"}, "#
                + #"{"at": -0.5, "resume": true}, {"wait": 1}, {"tick": true}, {"suspend": true}]}"#)
        #expect(
            scenario.steps == [
                .send(.tap(.bottom), at: 2), .send(.resume, at: -0.5), .send(.tick, at: 0.5),
                .send(.suspend, at: 0.5),
            ])
        let lines = JSONLines.render(scenario.playWithoutHost())
        #expect(lines.contains(#""type":"diagnostic","message":"#), "\(lines)")
    }

    /// Without a host, an edge takes any finite number, as a host may configure a bare controller, and the output's
    /// diagnostic lines say what the controller replaced; any of the four edges, whatever the axis.
    @Test func anEdgeTakesAnyFiniteNumberAndTheControllerSaysWhatItReplaced() throws {
        let edges =
            #""edges": {"left": {"distance": -5, "prefetch": -20, "triggers": ["threshold", "reachingEnd"], "#
            + #""autoTriggerLimit": -1, "secondLevel": {"distance": 1, "velocity": -3}}}, "#
        let text =
            #"{"host": "none", "# + edges
            + #""steps": [{"configure": "right", "resultHold": -1, "collapse": -0.5}, {"tick": true}]}"#
        let scenario = try Scenario(json: text)
        let left = try #require(scenario.edges[.left])
        #expect(left.triggerDistance == -5 && left.triggers.reachingEndPrefetch == -20 && left.autoTriggerLimit == -1)
        #expect(left.secondLevel?.triggerDistance == 1 && left.secondLevel?.velocityThreshold == -3)
        #expect(try Scenario(json: scenario.json) == scenario, "\(scenario.json)")
        let output = try LabCommand(arguments: ["-"]).run(scenario: text).standardOutput
        #expect(output.contains("trigger distance"), "\(output)")
        // With the simulator, the same fields are checked.
        #expect(throws: ScenarioError(path: "edges.left", message: "not an edge of the vertical axis")) {
            try Scenario(json: #"{"viewport": [1, 1], "content": [1, 1], "# + edges + #""steps": []}"#)
        }
    }

    @Test(arguments: [
        (#"{"host": "remote"}"#, #"host: expected one of "simulator", "none""#),
        (
            #"{"host": "none", "viewport": [375, 812]}"#,
            #"viewport: not without a host: the steps say what the host sends ("host": "none")"#
        ),
        (
            #"{"host": "none", "edges": {"top": {}}, "loader": {"top": []}}"#,
            #"loader: not without a host: the steps say what the host sends ("host": "none")"#
        ),
        (
            #"{"viewport": [1, 1], "content": [1, 1], "steps": [{"tick": true}]}"#,
            #"steps[0].tick: needs "host": "none": the simulator sends its own geometry, touches and ticks"#
        ),
        (
            #"{"viewport": [1, 1], "content": [1, 1], "steps": [{"at": 1, "tap": "top"}]}"#,
            #"steps[0].at: needs "host": "none": a simulated step runs in turn"#
        ),
        (
            #"{"host": "none", "steps": [{"drag": 10, "duration": 1}]}"#,
            #"steps[0].drag: needs the simulated scroll view, not "host": "none""#
        ),
        (
            #"{"host": "none", "steps": [{"wheel": 100}]}"#,
            #"steps[0].wheel: needs the simulated scroll view, not "host": "none""#
        ),
        (#"{"host": "none", "steps": [{"wait": 1, "at": 2}]}"#, "steps[0].at: a wait has no time of its own"),
        (#"{"host": "none", "steps": [{"at": "soon", "tick": true}]}"#, "steps[0].at: expected a number"),
        (#"{"host": "none", "steps": [{"tick": false}]}"#, "steps[0].tick: expected true"),
        (#"{"host": "none", "steps": [{"dragBegan": 1}]}"#, "steps[0].dragBegan: expected true"),
        (#"{"host": "none", "steps": [{"dragEnded": 5}]}"#, "steps[0].dragEnded: expected an array"),
        (#"{"host": "none", "steps": [{"dragEnded": [5]}]}"#, "steps[0].dragEnded: expected [x, y]"),
        (#"{"host": "none", "steps": [{"geometry": [0, 0]}]}"#, "steps[0].geometry: expected an object"),
        (#"{"host": "none", "steps": [{"geometry": {"offset": [0]}}]}"#, "steps[0].geometry.offset: expected [x, y]"),
        (
            #"{"host": "none", "steps": [{"geometry": {"offset": [0, 0], "content": [1, 1]}}]}"#,
            "steps[0].geometry.viewport: required"
        ),
        (
            #"{"host": "none", "steps": [{"geometry": {"offset": [0, 0], "content": [1, 1], "viewport": [1, 1], "#
                + #""motion": "wind"}}]}"#,
            #"steps[0].geometry.motion: expected one of "unknown", "finger", "momentum", "springBack", "host""#
        ),
        (
            #"{"host": "none", "steps": [{"geometry": {"offset": [0, 0], "content": [1, 1], "viewport": [1, 1], "#
                + #""inset": {"top": "x"}}}]}"#,
            "steps[0].geometry.inset.top: expected a number"
        ),
        (
            #"{"host": "none", "steps": [{"geometry": {"offset": [0, 0], "content": [1, 1], "viewport": [1, 1], "#
                + #""speed": 3}}]}"#,
            "steps[0].geometry.speed: unknown field"
        ),
        (#"{"host": "none", "edges": {"top": {"distance": "far"}}}"#, "edges.top.distance: expected a number"),
        (
            #"{"host": "none", "edges": {"top": {"autoTriggerLimit": 1.5}}}"#,
            "edges.top.autoTriggerLimit: must be a whole number or null"
        ),
    ])
    func aMalformedScenarioNamesTheFieldAtFault(text: String, message: String) {
        #expect(throws: ScenarioError.self) { try Scenario(json: text) }
        do {
            _ = try Scenario(json: text)
        } catch {
            #expect(error.description == message)
        }
    }

    /// The table and the SVG draw the simulated scroll view, which a scenario without a host has not.
    @Test func theTableAndTheSVGNeedTheSimulator() throws {
        for arguments in [["-", "--table"], ["-", "--svg", "t.svg"]] {
            let output = try LabCommand(arguments: arguments).run(scenario: Self.example)
            #expect(output.status == 2 && output.standardOutput.isEmpty && output.svg == nil)
            #expect(output.standardError.hasPrefix("--table and --svg draw the simulated scroll view"))
        }
    }
}
