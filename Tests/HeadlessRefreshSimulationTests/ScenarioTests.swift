import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

@testable import RefreshLabScenario
@testable import refresh_lab

/// Reading scenario files: defaults, the mapping of edge fields, and one precise line per malformed file.
struct ScenarioTests {
    private static let minimal = #"{"viewport": [375, 812], "content": [375, 2000]"#

    /// A minimal scenario with `extra` members added to the top-level object.
    private static func file(_ extra: String = "") -> String {
        minimal + (extra.isEmpty ? "" : ", " + extra) + "}"
    }

    private static func error(_ text: String) -> String? {
        do {
            _ = try Scenario(json: text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func edgesStartFromTheHeaderTheFooterOrTheSideConfiguration() throws {
        let scenario = try Scenario(
            json: Self.file(
                #""edges": {"top": {}, "bottom": {"prefetch": 300}}"#
            )
        )
        #expect(scenario.edges[.top] == .header)
        var footer = EdgeConfiguration.footer
        footer.triggers.reachingEndPrefetch = 300
        #expect(scenario.edges[.bottom] == footer)
        let sides = try Scenario(
            json: #"{"axis": "horizontal", "viewport": [375, 812], "content": [2000, 812], "#
                + #""edges": {"left": {"style": "action"}, "right": {"style": "holding"}}}"#
        )
        #expect(sides.edges[.left] == .side)
        #expect(sides.edges[.right] == .footer)
    }

    @Test func everyEdgeFieldMapsToItsConfiguration() throws {
        let scenario = try Scenario(
            json: Self.file(
                #""edges": {"top": {"triggers": ["threshold", "reachingEnd", "tap"], "distance": 80, "extent": 55, "#
                    + #""resting": 10, "prefetch": 40, "style": "holding", "minimumRefreshing": 0.5, "#
                    + #""resultHold": {"failure": 2}, "collapse": 0.4, "autoTriggerLimit": null, "enabled": false}}"#
            )
        )
        var expected = EdgeConfiguration.header
        expected.triggers = [.threshold, .reachingEnd(prefetch: 40), .tap]
        expected.triggerDistance = 80
        expected.refreshingExtent = 55
        expected.restingExtent = 10
        expected.minimumRefreshingDuration = 0.5
        expected.resultHold.failure = 2
        expected.collapseDuration = 0.4
        expected.autoTriggerLimit = nil
        expected.isEnabled = false
        #expect(scenario.edges[.top] == expected)
        let hold = try Scenario(json: Self.file(#""edges": {"bottom": {"resultHold": 0.7, "autoTriggerLimit": 3}}"#))
        #expect(hold.edges[.bottom]?.resultHold == ResultHold(0.7))
        #expect(hold.edges[.bottom]?.autoTriggerLimit == 3)
    }

    @Test func stepsAndTheLoaderAreRead() throws {
        let scenario = try Scenario(
            json: Self.file(
                #""edges": {"bottom": {}}, "loader": {"bottom": [{"after": 0.4, "result": "failure", "append": 20}]}, "#
                    + #""steps": [{"drag": -40, "duration": 0.1}, {"release": -900}, {"wait": 1}, {"tap": "bottom"}, "#
                    + #"{"begin": "top"}, {"end": "bottom"}, {"end": "bottom", "result": "noMoreData"}, "#
                    + #"{"content": 900}, {"scrollTo": 12}, {"suspend": true}, {"resume": true}, "#
                    + #"{"enable": "bottom", "value": false}, {"samples": [[1.1, 3, true], [1.2, 4, false]]}]"#
            )
        )
        #expect(scenario.loader[.bottom] == [LoaderResponse(after: 0.4, result: .failure, appending: 20)])
        #expect(
            scenario.steps == [
                .drag(-40, duration: 0.1), .release(-900), .wait(1), .tap(.bottom), .begin(.top, reveal: true),
                .end(.bottom, .success), .end(.bottom, .noMoreData), .content(900), .scrollTo(12), .suspend, .resume,
                .enable(.bottom, false),
                .samples([
                    ReplaySample(time: 1.1, offset: 3, isDragging: true),
                    ReplaySample(time: 1.2, offset: 4, isDragging: false),
                ]),
            ])
    }

    @Test(arguments: [
        (
            #""steps": [{"wait": 1}, {"wait": 1}, {"wait": 1}, {"drag": "far", "duration": 1}]"#,
            "steps[3].drag: expected a number"
        ),
        (#""edges": {"top": {"distance": 0}}"#, "edges.top.distance: must be > 0"),
        (#""edges": {"top": {"distanse": 60}}"#, "edges.top.distanse: unknown field"),
        (#""colour": "red""#, "colour: unknown field"),
        // A key that is not a plain name is quoted, so the path stays unambiguous and printable.
        (#""edges": {"top": {"a.b[0]": 1}}"#, #"edges.top."a.b[0]": unknown field"#),
        (#""\u0001": 1"#, #""\u0001": unknown field"#),
        (#""axis": "diagonal""#, #"axis: expected one of "vertical", "horizontal""#),
        (#""frameRate": -1"#, "frameRate: must be > 0"),
        (#""inset": {"top": -3}"#, "inset.top: must be >= 0"),
        (#""edges": {"left": {}}"#, "edges.left: not an edge of the vertical axis"),
        (
            #""edges": {"top": {"triggers": ["release", "pull"]}}"#,
            #"edges.top.triggers[1]: expected one of "release", "threshold", "reachingEnd", "tap", "itemsInView""#
        ),
        (#""edges": {"top": {"prefetch": 20}}"#, #"edges.top.prefetch: needs the "reachingEnd" trigger"#),
        (#""edges": {"top": {"autoTriggerLimit": 1.5}}"#, "edges.top.autoTriggerLimit: must be a whole number or null"),
        (#""edges": {"top": {"resultHold": {"success": 1, "later": 2}}}"#, "edges.top.resultHold.later: unknown field"),
        (#""edges": {"top": {"enabled": "yes"}}"#, "edges.top.enabled: expected true or false"),
        (#""loader": {"top": []}"#, #"loader.top: edge not configured in "edges""#),
        (#""edges": {"top": {"style": "action"}}, "loader": {"top": []}"#, "loader.top: action edges have no loader"),
        (#""edges": {"top": {}}, "loader": {"top": [{"after": 1}]}"#, "loader.top[0].result: required"),
        (
            #""edges": {"top": {}}, "loader": {"top": [{"after": 1, "result": "success", "prepend": -5}]}"#,
            "loader.top[0].prepend: must be >= 0"
        ),
        (
            #""edges": {"top": {}}, "loader": {"top": [{"after": 1, "result": "success", "prepend": "a page"}]}"#,
            "loader.top[0].prepend: expected a number"
        ),
        (#""steps": [{"drag": 10}]"#, "steps[0].duration: required"),
        (#""steps": [{"wait": 1, "tap": "top"}]"#, #"steps[0]: "wait" and "tap" cannot share a step"#),
        (
            #""steps": [{"jump": 1}]"#,
            "steps[0]: expected one of \"drag\", \"release\", \"wait\", \"tap\", \"begin\", "
                + "\"end\", \"content\", \"scrollTo\", \"suspend\", \"resume\", \"enable\", \"samples\", "
                + "\"closeSecondLevel\", \"accessibleAction\", \"reducedMotion\", \"configure\", \"viewport\", "
                + "\"inset\", \"prepend\", \"exclusivity\", \"resetNoMoreData\", \"markNoMoreData\", \"wheel\", "
                + "\"geometry\", \"dragBegan\", \"dragEnded\", \"tick\", \"visible\""
        ),
        (#""steps": [{"wait": 1, "duration": 2}]"#, "steps[0].duration: unknown field"),
        (#""steps": [{"tap": "middle"}]"#, #"steps[0].tap: expected one of "top", "bottom", "left", "right""#),
        (#""steps": [{"suspend": false}]"#, "steps[0].suspend: expected true"),
        (
            #""steps": [{"wait": 2}, {"samples": [[1, 0, true]]}]"#,
            "steps[1].samples[0][0]: must be >= 2, the time this step starts"
        ),
        (
            #""steps": [{"samples": [[1, 0, true], [0.5, 0, true]]}]"#,
            "steps[0].samples[1][0]: must not be earlier than the previous sample"
        ),
        (#""steps": [{"samples": [[1, 0]]}]"#, "steps[0].samples[0]: expected [t, offset, dragging]"),
        (#""viewport": [1, 2]"#, "viewport: given twice"),
        // Longer than one simulated hour: named at the step that passes the limit, whatever moves the clock.
        (
            #""steps": [{"wait": 1}, {"tap": "top"}, {"wait": 1e5}]"#,
            "steps[2].wait: the scenario would run 100001 s, longer than the limit of 3600 s"
        ),
        (
            #""steps": [{"wait": 1e308}]"#,
            "steps[0].wait: the scenario would run 1e+308 s, longer than the limit of 3600 s"
        ),
        (
            #""steps": [{"wait": 3000}, {"drag": 10, "duration": 601}]"#,
            "steps[1].duration: the scenario would run 3601 s, longer than the limit of 3600 s"
        ),
        (
            #""steps": [{"samples": [[0, 0, true], [3600.5, 10, false]]}]"#,
            "steps[0].samples[1][0]: the scenario would run 3600.5 s, longer than the limit of 3600 s"
        ),
    ])
    func aMalformedFileNamesTheFieldAtFault(extra: String, message: String) {
        #expect(Self.error(Self.file(extra)) == message)
    }

    @Test func requiredFieldsAndSyntaxErrorsAreNamed() {
        #expect(Self.error(#"{"viewport": [375, 812]}"#) == "content: required")
        #expect(Self.error(#"{"viewport": [375], "content": [1, 1]}"#) == "viewport: expected [width, height]")
        #expect(Self.error(#"{"viewport": [375, 0], "content": [1, 1]}"#) == "viewport[1]: must be > 0")
        #expect(Self.error("[]") == "line 1, column 1: expected an object")
        #expect(Self.error("\n  7") == "line 2, column 3: expected an object")
        #expect(Self.error("{\n  \"viewport\": [375 812]\n}") == "line 2, column 20: expected ',' or ']'")
        #expect(Self.error(#"{"viewport": [1e999, 1], "content": [1, 1]}"#) == "viewport[0]: must be finite")
        #expect(Self.error(#"{"a": tru}"#) == "line 1, column 7: expected a value")
        #expect(Self.error(#"{} x"#) == "line 1, column 4: unexpected text after the document")
    }

    @Test func theJSONReaderHandlesEscapesAndKeepsOrder() throws {
        let value = try JSONValue.parse(#"{"b": "a\"\\\n\u00e9\ud83d\ude00", "a": [true, null, -1.5e2]}"#)
        #expect(
            value
                == .object([
                    JSONValue.Member(key: "b", value: .string("a\"\\\né😀")),
                    JSONValue.Member(key: "a", value: .array([.bool(true), .null, .number(-150)])),
                ]))
    }

    @Test func theCommandLineIsParsed() throws {
        let command = try LabCommand(arguments: ["x/pull.json", "--svg", "out.svg", "--table"])
        #expect(command.scenarioPath == "x/pull.json" && command.printsTable && command.svgPath == "out.svg")
        #expect(LabCommand.title("x/pull.json") == "pull")
        #expect(throws: ScenarioError.self) { try LabCommand(arguments: []) }
        #expect(throws: ScenarioError.self) { try LabCommand(arguments: ["a.json", "--svg"]) }
        #expect(throws: ScenarioError.self) { try LabCommand(arguments: ["a.json", "--colour"]) }
        let output = command.run(scenario: "{")
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "line 1, column 2: expected a field name in double quotes\n")
    }

    @Test func numbersPrintRoundedWithoutTrailingZeros() {
        #expect((-91.0).decimalText() == "-91")
        #expect(0.048_9.decimalText() == "0.049")
        #expect(1247.5.decimalText() == "1247.5")
        #expect((-0.000_1).decimalText() == "0")
        #expect(0.000_5.decimalText() == "0.001")
        #expect(2.1.decimalText() == "2.1")
        #expect(Double.nan.decimalText() == "null")
    }
}
