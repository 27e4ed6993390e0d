import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

@testable import RefreshLabScenario

/// Every input a controller takes can be written in a scenario file: the steps that change the configuration, the
/// viewport, the host's inset, the content above, the exclusivity and the end of data, and a file written back.
struct ScenarioInputTests {
    private static func file(_ extra: String) -> String {
        #"{"viewport": [375, 812], "content": [375, 2000], "# + extra + "}"
    }

    private static func error(_ extra: String) -> String? {
        do {
            _ = try Scenario(json: file(extra))
            return nil
        } catch {
            return error.description
        }
    }

    /// The steps that send `input`, for each kind of input the controller takes. The switch has no default: a new
    /// kind of input does not compile here until it has a step.
    static func steps(sending input: RefreshInput) -> [Scenario.Step] {
        switch input {
        case .geometry: [.viewport(ScrollSize(width: 375, height: 900))]
        case .dragBegan: [.drag(0, duration: 0)]
        case .dragEnded: [.drag(10, duration: 0.1), .release(0)]
        case .tap(let edge): [.tap(edge)]
        case .beginRefreshing(let edge, let reveal): [.begin(edge, reveal: reveal)]
        case .endRefreshing(let edge, let result): [.begin(edge, reveal: false), .end(edge, result)]
        case .markNoMoreData(let edge): [.markNoMoreData(edge)]
        case .resetNoMoreData(let edge): [.resetNoMoreData(edge)]
        case .setEnabled(let edge, let enabled): [.enable(edge, enabled)]
        case .suspend: [.suspend]
        case .resume: [.suspend, .resume]
        case .tick: [.begin(.bottom, reveal: false), .end(.bottom, .success), .wait(1)]
        case .closeSecondLevel(let edge): [.closeSecondLevel(edge)]
        case .configure(let edge, let configuration): [.configure(edge, configuration)]
        case .setExclusivity(let rule): [.exclusivity(rule)]
        case .performAccessibleAction(let edge): [.accessibleAction(edge)]
        case .setReducedMotion(let reduced): [.reducedMotion(reduced)]
        case .visibleItems(let items): [.visibleItems(items)]
        }
    }

    static let everyInput: [RefreshInput] = [
        .geometry(
            ScrollViewGeometry(
                contentOffset: .zero, contentSize: ScrollSize(width: 375, height: 2000),
                viewportSize: ScrollSize(width: 375, height: 900), contentInset: .zero)),
        .dragBegan, .dragEnded(velocity: .zero), .tap(.bottom), .beginRefreshing(.top, reveal: false),
        .endRefreshing(.top, .failure), .markNoMoreData(.bottom), .resetNoMoreData(.bottom),
        .setEnabled(.bottom, false), .suspend, .resume, .tick, .closeSecondLevel(.top),
        .configure(.top, EdgeConfiguration(triggerDistance: 40)), .setExclusivity(.allEdges),
        .performAccessibleAction(.bottom), .setReducedMotion(true),
        .visibleItems(VisibleItems(first: 3, last: 9, count: 20)),
    ]

    @Test(arguments: everyInput)
    func everyInputHasAStepThatSendsIt(input: RefreshInput) {
        var scenario = Scenario()
        scenario.edges = [.top: .header, .bottom: .footer]
        var simulator = scenario.makeSimulator()
        simulator.keepsJournal = true
        for step in Self.steps(sending: input) { simulator.perform(step) }
        let sent = simulator.takeJournal().compactMap { entry -> RefreshInput? in
            if case .input(let sent, _, _, _, _, _) = entry { return sent }
            return nil
        }
        let matches = sent.contains { sent in
            switch (sent, input) {
            case (.geometry(let a), .geometry(let b)): a.viewportSize == b.viewportSize
            case (.dragEnded, .dragEnded): true
            default: sent == input
            }
        }
        #expect(matches, "\(input) not among \(sent)")
    }

    @Test func theNewStepsAreRead() throws {
        let scenario = try Scenario(
            json: Self.file(
                #""inset": {"top": 91, "bottom": 34}, "exclusivity": "none", "#
                    + #""edges": {"top": {"secondLevel": {"distance": 150}}, "bottom": {}}, "#
                    + #""steps": [{"enable": "bottom", "value": false}, {"configure": "bottom", "distance": 30}, "#
                    + #"{"configure": "top", "distance": 40, "resetsOpposite": false}, {"viewport": [375, 1000]}, "#
                    + #"{"inset": {"bottom": 300}}, {"prepend": 640}, {"exclusivity": "allEdges"}, "#
                    + #"{"resetNoMoreData": "bottom"}, {"markNoMoreData": "bottom"}, {"begin": "top", "reveal": false}]"#
            )
        )
        #expect(scenario.exclusivity == .noEdges)
        var bottom = EdgeConfiguration.footer
        bottom.isEnabled = false
        bottom.triggerDistance = 30
        var top = EdgeConfiguration.header
        top.secondLevel = SecondLevel(triggerDistance: 150)
        top.triggerDistance = 40
        top.resetsOppositeNoMoreData = false
        #expect(
            scenario.steps == [
                .enable(.bottom, false), .configure(.bottom, bottom), .configure(.top, top),
                .viewport(ScrollSize(width: 375, height: 1000)), .inset(ScrollInsets(top: 91, bottom: 300)),
                .prepend(640), .exclusivity(.allEdges), .resetNoMoreData(.bottom), .markNoMoreData(.bottom),
                .begin(.top, reveal: false),
            ])
    }

    @Test func theNewEdgeFieldsMapToTheirConfiguration() throws {
        let scenario = try Scenario(
            json: Self.file(
                #""edges": {"top": {"expand": 0.4, "resetsOpposite": false, "maxPull": null, "role": "footer"}, "#
                    + #""bottom": {"loadsWhenShort": false, "hiddenWhen": ["contentIsEmpty", "noMoreData"], "#
                    + #""role": null}}"#
            )
        )
        var top = EdgeConfiguration.header
        top.revealDuration = 0.4
        top.resetsOppositeNoMoreData = false
        top.role = .footer  // a chat's top that loads older messages on a pull alone
        var bottom = EdgeConfiguration.footer
        bottom.triggersWhenContentIsShort = false
        bottom.hiddenWhen = [.contentIsEmpty, .noMoreData]
        #expect(scenario.edges == [.top: top, .bottom: bottom])
    }

    @Test(arguments: [
        (#""steps": [{"wait": 1}, {"viewport": [375]}]"#, "steps[1].viewport: expected [width, height]"),
        (#""steps": [{"viewport": [375, 0]}]"#, "steps[0].viewport[1]: must be > 0"),
        (#""steps": [{"inset": {"bottom": -1}}]"#, "steps[0].inset.bottom: must be >= 0"),
        (#""steps": [{"inset": {"middle": 1}}]"#, "steps[0].inset.middle: unknown field"),
        (#""steps": [{"prepend": -5}]"#, "steps[0].prepend: must be >= 0"),
        (#""steps": [{"wheel": "down"}]"#, "steps[0].wheel: expected a number"),
        (#""steps": [{"wheel": 100, "duration": 1}]"#, "steps[0].duration: unknown field"),
        (
            #""steps": [{"exclusivity": "some"}]"#,
            #"steps[0].exclusivity: expected one of "none", "oppositeEdges", "allEdges""#
        ),
        (#""exclusivity": true"#, #"exclusivity: expected one of "none", "oppositeEdges", "allEdges""#),
        (#""steps": [{"configure": "left"}]"#, "steps[0].configure: not an edge of the vertical axis"),
        (#""steps": [{"configure": "top", "distanse": 3}]"#, "steps[0].distanse: unknown field"),
        (#""steps": [{"configure": "top", "distance": -3}]"#, "steps[0].distance: must be > 0"),
        (
            #""edges": {"top": {"secondLevel": {"distance": 150}}}, "steps": [{"configure": "top", "distance": 160}]"#,
            "steps[0].distance: must be < the second level's distance (150)"
        ),
        (
            #""edges": {"top": {"secondLevel": {"distance": 150}}}, "#
                + #""steps": [{"configure": "top", "triggers": ["threshold"]}]"#,
            #"steps[0].triggers: the second level needs the "release" trigger"#
        ),
        (#""steps": [{"begin": "top", "reveal": 1}]"#, "steps[0].reveal: expected true or false"),
        (
            #""steps": [{"resetNoMoreData": "end"}]"#,
            #"steps[0].resetNoMoreData: expected one of "top", "bottom", "left", "right""#
        ),
        (
            #""edges": {"bottom": {"hiddenWhen": ["always"]}}"#,
            #"edges.bottom.hiddenWhen[0]: expected one of "contentIsEmpty", "contentIsShort", "noMoreData""#
        ),
        (#""edges": {"top": {"resetsOpposite": "no"}}"#, "edges.top.resetsOpposite: expected true or false"),
        (#""edges": {"top": {"role": "refresh"}}"#, #"edges.top.role: expected one of "header", "footer", "side""#),
    ])
    func aMalformedStepNamesTheFieldAtFault(extra: String, message: String) {
        #expect(Self.error(extra) == message)
    }

    /// A configure step changes what it names and keeps the rest: a disabled edge stays disabled.
    @Test func aConfigureStepKeepsWhatItDoesNotName() throws {
        let scenario = try Scenario(
            json: Self.file(
                #""edges": {"bottom": {"prefetch": 300}}, "#
                    + #""steps": [{"enable": "bottom", "value": false}, {"configure": "bottom", "resting": 44}]"#))
        var simulator = scenario.run()
        #expect(simulator.controller.configuration(.bottom)?.isEnabled == false)
        #expect(simulator.controller.configuration(.bottom)?.triggers.reachingEndPrefetch == 300)
        #expect(simulator.controller.configuration(.bottom)?.restingExtent == 44)
        simulator.perform(.enable(.bottom, true))
        #expect(simulator.controller.configuration(.bottom)?.isEnabled == true)
    }

    /// The host changes move what they should: the viewport and the inset leave the offset, a prepend moves it.
    @Test func theHostStepsMoveTheContentAsAHostDoes() throws {
        let scenario = try Scenario(
            json: Self.file(
                #""inset": {"top": 91}, "edges": {"top": {}}, "steps": [{"scrollTo": 500}, {"prepend": 640}, "#
                    + #"{"viewport": [375, 900]}, {"inset": {"top": 50}}]"#))
        let simulator = scenario.run()
        #expect(simulator.offset == 1140)
        #expect(simulator.contentLength == 2640)
        #expect(simulator.geometry.viewportSize.height == 900)
        #expect(simulator.geometry.contentInset == ScrollInsets(top: 50))
    }

    /// A wheel step scrolls from where the content is, as the host's own motion: each notch towards a footer that
    /// loads more approaches its end, and the last loads; a wheel never pulls past an edge.
    @Test func aWheelStepScrollsByItsDistanceFromWhereTheContentIs() throws {
        let scenario = try Scenario(
            json: Self.file(
                #""inset": {"top": 91}, "edges": {"bottom": {"prefetch": 100}}, "#
                    + #""steps": [{"wheel": 100}, {"wheel": 100}, {"wheel": -1000}, {"wheel": 1000}, {"wheel": 200}]"#))
        #expect(scenario.steps == [.wheel(100), .wheel(100), .wheel(-1000), .wheel(1000), .wheel(200)])
        var simulator = scenario.makeSimulator()
        var offsets: [Double] = []
        for step in scenario.steps {
            simulator.perform(step)
            offsets.append(simulator.offset)
        }
        #expect(offsets == [9, 109, -91, 909, 1109])
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.trace!.triggers(.bottom) == [.reachingEnd])
    }

    /// An action edge is written with its style even where nothing else differs from the side action it starts from:
    /// the style picks the base the reader starts from.
    @Test func aWrittenActionEdgeReadsBackAsAnActionEdge() throws {
        var scenario = Scenario(axis: .horizontal, content: ScrollSize(width: 3000, height: 812))
        var right = EdgeConfiguration.side
        right.triggerDistance = 80
        scenario.edges = [.left: .side]
        scenario.steps = [.configure(.right, right), .configure(.left, .header), .configure(.left, .side)]
        #expect(scenario.json.contains(#""left": {"style": "action"}"#), "\(scenario.json)")
        #expect(try Scenario(json: scenario.json) == scenario, "\(scenario.json)")
    }

    /// A written scenario reads back as itself, with every step and every edge field.
    @Test func aWrittenScenarioReadsBackAsItself() throws {
        var scenario = Scenario()
        scenario.axis = .vertical
        scenario.inset = ScrollInsets(top: 91.37, bottom: 34)
        scenario.frameRate = 60
        scenario.exclusivity = .allEdges
        var top = EdgeConfiguration.header
        top.triggers = [.threshold, .release]
        top.secondLevel = SecondLevel(triggerDistance: 150.25, openExtent: 300, velocityThreshold: nil)
        top.resultHold = ResultHold(success: 0.5, failure: 1.25, noMoreData: 0)
        top.maximumPull = 260
        var bottom = EdgeConfiguration.footer
        bottom.triggers = [.reachingEnd(prefetch: 0.1), .release]
        bottom.autoTriggerLimit = nil
        bottom.hiddenWhen = [.contentIsShort]
        bottom.triggersWhenContentIsShort = false
        bottom.role = .header
        scenario.edges = [.top: top, .bottom: bottom]
        scenario.loader = [
            .bottom: [
                LoaderResponse(after: 0.4, result: .failure, appending: 20), LoaderResponse(after: 1, prepending: 7),
            ]
        ]
        var changed = bottom
        changed.triggerDistance = 1e-5
        changed.isEnabled = true
        scenario.steps = [
            .drag(-40.125, duration: 0.1), .release(-900), .wait(1.0 / 3), .tap(.bottom), .begin(.top, reveal: false),
            .end(.bottom, .noMoreData), .content(900), .scrollTo(12), .suspend, .resume, .enable(.bottom, false),
            .samples([ReplaySample(time: 2, offset: 3.5, isDragging: true)]), .closeSecondLevel(.top),
            .accessibleAction(.top), .reducedMotion(true), .configure(.bottom, changed),
            .viewport(ScrollSize(width: 375, height: 1000)), .inset(ScrollInsets(top: 0, bottom: 300)), .prepend(640),
            .exclusivity(.noEdges), .resetNoMoreData(.bottom), .markNoMoreData(.bottom), .wheel(-100.5),
        ]
        #expect(scenario.duration == 2)
        let read = try Scenario(json: scenario.json)
        #expect(read == scenario, "\(scenario.json)")
    }
}
