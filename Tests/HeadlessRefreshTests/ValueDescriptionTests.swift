import HeadlessRefresh
import Testing

/// What a user sees when printing the library's values: the value as Swift writes it, without the module or the
/// type in front (`finishing(success)`, not `HeadlessRefresh.RefreshState.finishing(HeadlessRefresh.RefreshResult…)`).
struct ValueDescriptionTests {
    /// What `print` writes for `value`, without the line break.
    static func printed<Value>(_ value: Value) -> String {
        var text = ""
        print(value, terminator: "", to: &text)
        return text
    }

    @Test func aPrintedStateShowsNoModule() {
        #expect(Self.printed(RefreshState.refreshing) == "refreshing")
        #expect(Self.printed(RefreshState.finishing(.success)) == "finishing(success)")
        #expect(Self.printed(RefreshState.pulling(progress: 0.42)) == "pulling(progress: 0.42)")
        #expect("\(RefreshState.finishing(.noMoreData))" == "finishing(noMoreData)")
        #expect(Self.printed(RefreshStateKind.secondLevelOpen) == "secondLevelOpen")
        // Inside an optional, an array or another value, Swift asks for the debug description, which falls back to
        // this one.
        #expect(Self.printed(RefreshState?.some(.finishing(.failure))) == "Optional(finishing(failure))")
        #expect(Self.printed([RefreshState.idle, .eligible]) == "[idle, eligible]")
        #expect(String(reflecting: RefreshState.failed) == "failed")
    }

    @Test func everyCaseOfTheSmallEnumsPrintsItsName() {
        #expect(RefreshEdge.allCases.map(Self.printed) == ["top", "bottom", "left", "right"])
        #expect(RefreshResult.allCases.map(Self.printed) == ["success", "failure", "noMoreData"])
        #expect(
            TriggerCause.allCases.map(Self.printed) == [
                "release", "threshold", "reachingEnd", "tap", "programmatic", "accessibleAction", "itemsInView",
            ])
        #expect(
            FeedbackEvent.allCases.map(Self.printed) == [
                "armed", "disarmed", "triggered", "secondLevelArmed", "secondLevelOpened",
            ])
        #expect(RefreshAnnouncement.allCases.map(Self.printed) == ["loading", "succeeded", "failed", "noMoreData"])
        #expect(ContentMotion.allCases.map(Self.printed) == ["unknown", "finger", "momentum", "springBack", "host"])
        #expect(HidingCondition.allCases.map(Self.printed) == ["contentIsEmpty", "contentIsShort", "noMoreData"])
        #expect(RefreshRole.allCases.map(Self.printed) == ["header", "footer", "side"])
        #expect(AccessibleRefreshAction.allCases.map(Self.printed) == AccessibleRefreshAction.allCases.map(\.name))
        #expect(RefreshStateKind.allCases.map(Self.printed) == RefreshStateKind.allCases.map(\.name))
        #expect([ScrollAxis.vertical, .horizontal].map(Self.printed) == ["vertical", "horizontal"])
        #expect([EdgeStyle.holding, .action].map(Self.printed) == ["holding", "action"])
        #expect(
            [RefreshController.Exclusivity.noEdges, .oppositeEdges, .allEdges].map(Self.printed) == [
                "noEdges", "oppositeEdges", "allEdges",
            ])
        #expect(Self.printed(RefreshEdge?.some(.top)) == "Optional(top)")
    }

    @Test func triggersPrintAsTheirLiterals() {
        #expect(Self.printed(RefreshTrigger.reachingEnd(prefetch: 150)) == "reachingEnd(prefetch: 150.0)")
        #expect(Self.printed(RefreshTrigger.tap) == "tap")
        let triggers: RefreshTriggers = [.tap, .reachingEnd(prefetch: 300), .release]
        #expect(Self.printed(triggers) == "[release, reachingEnd(prefetch: 300.0), tap]")
        let items: RefreshTriggers = [.tap, .itemsInView(prefetch: 5)]
        #expect(Self.printed(items) == "[itemsInView(prefetch: 5), tap]")
        #expect(
            Self.printed(RefreshInput.visibleItems(VisibleItems(item: 4, of: 10)))
                == "visibleItems(VisibleItems(first: 4, last: 4, count: 10))")
        #expect(HidingConditions([.noMoreData, .contentIsEmpty]).description == "[contentIsEmpty, noMoreData]")
        #expect(Self.printed(HidingConditions()) == "[]")
    }

    @Test func inputsPrintAsTheyAreWritten() {
        let geometry = ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: -80),
            contentSize: ScrollSize(width: 320, height: 1000),
            viewportSize: ScrollSize(width: 320, height: 600),
            motion: .finger
        )
        #expect(
            Self.printed(RefreshInput.geometry(geometry))
                == "geometry(ScrollViewGeometry(contentOffset: ScrollPoint(x: 0.0, y: -80.0), "
                + "contentSize: ScrollSize(width: 320.0, height: 1000.0), viewportSize: ScrollSize(width: 320.0, "
                + "height: 600.0), contentInset: ScrollInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0), "
                + "axis: vertical, motion: finger))")
        let inputs: [RefreshInput] = [
            .dragBegan, .dragEnded(velocity: ScrollPoint(x: 0, y: -1200)), .tap(.bottom),
            .beginRefreshing(.top, reveal: true), .endRefreshing(.bottom, .noMoreData), .markNoMoreData(.bottom),
            .resetNoMoreData(.bottom), .setEnabled(.left, false), .suspend, .resume, .tick, .closeSecondLevel(.top),
            .setExclusivity(.allEdges), .performAccessibleAction(.right), .setReducedMotion(true),
        ]
        #expect(
            inputs.map(Self.printed) == [
                "dragBegan", "dragEnded(velocity: ScrollPoint(x: 0.0, y: -1200.0))", "tap(bottom)",
                "beginRefreshing(top, reveal: true)", "endRefreshing(bottom, noMoreData)", "markNoMoreData(bottom)",
                "resetNoMoreData(bottom)", "setEnabled(left, false)", "suspend", "resume", "tick",
                "closeSecondLevel(top)", "setExclusivity(allEdges)", "performAccessibleAction(right)",
                "setReducedMotion(true)",
            ])
        let configure = Self.printed(RefreshInput.configure(.bottom, .footer))
        #expect(configure.hasPrefix("configure(bottom, EdgeConfiguration(triggers: [reachingEnd(prefetch: "))
        #expect(Self.printed(RefreshInput?.none) == "nil")
        #expect(Self.printed(RefreshInput?.some(.tick)) == "Optional(tick)")
    }

    @Test func commandsPrintAsTheyAreWritten() {
        let commands: [RefreshCommand] = [
            .stateChanged(.top, from: .eligible, to: .refreshing),
            .stateChanged(.top, from: .refreshing, to: .finishing(.success)),
            .trigger(.top, cause: .release),
            .setExtraInset(.top, amount: 60, duration: 0.25),
            .scroll(toOffset: ScrollPoint(x: 0, y: -60), duration: 0.25),
            .announce(.bottom, announcement: .noMoreData),
            .feedback(.top, event: .armed),
            .scheduleTick(at: 1.5),
            .diagnostic(.ignored(.top, .begin, because: .disabled)),
        ]
        #expect(
            commands.map(Self.printed) == [
                "stateChanged(top, from: eligible, to: refreshing)",
                "stateChanged(top, from: refreshing, to: finishing(success))",
                "trigger(top, cause: release)",
                "setExtraInset(top, amount: 60.0, duration: 0.25)",
                "scroll(toOffset: ScrollPoint(x: 0.0, y: -60.0), duration: 0.25)",
                "announce(bottom, announcement: noMoreData)",
                "feedback(top, event: armed)",
                "scheduleTick(at: 1.5)",
                "diagnostic(begin of top ignored: edge is disabled)",
            ])
        #expect(
            Self.printed(RefreshCommand?.some(.trigger(.bottom, cause: .tap)))
                == "Optional(trigger(bottom, cause: tap))")
    }

    @Test func whatAControllerAnswersPrintsWithoutTheModule() {
        var controller = RefreshController(top: .header, bottom: .footer)
        var commands: [RefreshCommand] = []
        controller.send(
            .geometry(
                ScrollViewGeometry(
                    contentOffset: .zero, contentSize: ScrollSize(width: 320, height: 1000),
                    viewportSize: ScrollSize(width: 320, height: 600))),
            now: 0, into: &commands)
        controller.send(.beginRefreshing(.top, reveal: false), now: 0, into: &commands)
        let text = commands.map { "\($0)" }.joined(separator: "\n")
        #expect(text.contains("stateChanged(top, from: idle, to: refreshing)"))
        #expect(text.contains("trigger(top, cause: programmatic)"))
        #expect(!text.contains("HeadlessRefresh"))
        let snapshot = EdgeSnapshot(edge: .top, state: .pulling(progress: 0.5), pull: 30, progress: 0.5)
        #expect(
            Self.printed(Optional(snapshot))
                == "Optional(EdgeSnapshot(edge: top, state: pulling(progress: 0.5), pull: 30.0, progress: 0.5, "
                + "extraInset: 0.0, isDragging: false, isEnabled: true, lastSuccess: nil, maximumPull: nil, "
                + "isVisible: true, waitsForTap: false))")
    }

    @Test func configurationsAndTheirProblemsPrintEveryField() {
        var configuration = EdgeConfiguration.header
        configuration.secondLevel = SecondLevel()
        configuration.hiddenWhen = [.contentIsShort]
        configuration.role = .footer
        #expect(
            Self.printed(configuration)
                == "EdgeConfiguration(triggers: [release], style: holding, triggerDistance: 60.0, "
                + "refreshingExtent: 60.0, restingExtent: 0.0, revealDuration: 0.25, minimumRefreshingDuration: 0.3, "
                + "resultHold: ResultHold(success: 0.5, failure: 1.0, noMoreData: 0.5), collapseDuration: 0.3, "
                + "autoTriggerLimit: 1, triggersWhenContentIsShort: true, resetsOppositeNoMoreData: true, "
                + "isEnabled: true, maximumPull: nil, secondLevel: SecondLevel(triggerDistance: 150.0, "
                + "openExtent: nil, closeDistance: 80.0, velocityThreshold: 3000.0, openDuration: 0.4, "
                + "closeDuration: 0.3), hiddenWhen: [contentIsShort], role: footer, automaticLoadBudget: nil)")
        var broken = EdgeConfiguration.header
        broken.triggerDistance = 0
        #expect(Self.printed(broken.problems) == "[trigger distance must be > 0; 60 is used]")
        #expect(
            Self.printed(RefreshDiagnostic.invalidGeometry(.nonFiniteOffset))
                == "geometry ignored: content offset is not finite")
        #expect(Self.printed(GeometryProblem.negativeContentSize) == "content size is negative")
    }

    /// A structure's description names every stored property, so that a field added later cannot go missing from it
    /// unnoticed. (Reflection is fine here: the tests are not Embedded Swift.)
    @Test(arguments: [
        ScrollPoint(x: 1, y: 2) as any CustomStringConvertible & Sendable,
        ScrollSize(width: 1, height: 2),
        ScrollInsets(top: 1, left: 2, bottom: 3, right: 4),
        ScrollViewGeometry(contentOffset: .zero, contentSize: .zero, viewportSize: .zero),
        EdgeConfiguration.footer,
        ResultHold(1),
        SecondLevel(),
        EdgeSnapshot(edge: .top, state: .idle),
    ])
    func aStructureDescriptionNamesEveryStoredProperty(_ value: any CustomStringConvertible & Sendable) {
        let labels = Mirror(reflecting: value).children.compactMap(\.label)
        #expect(!labels.isEmpty)
        for label in labels {
            #expect(value.description.contains(label + ": "), "\(type(of: value)) leaves out \(label)")
        }
        #expect(!value.description.contains("HeadlessRefresh"))
        #expect(String(reflecting: value) == value.description)
    }
}
