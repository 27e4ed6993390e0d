import HeadlessRefresh

/// The scenario format as a user reads it: `refresh-lab --help`, and the names the documentation must cover.
extension Scenario {
    /// Every name the reader accepts, by where it may appear: fields, steps and the strings of a choice. Built from
    /// the very lists the reader checks fields against, so a field added to the reader shows up here; tests hold
    /// ``formatHelp`` and the TuningWithRefreshLab article to it.
    package static var acceptedNames: [(place: String, names: [String])] {
        [
            ("scenario field", fields),
            ("host", hostNames.map(\.0)),
            ("axis", axisNames.map(\.0)),
            ("inset field", insetFields),
            ("edge", RefreshEdge.allCases.map(\.name)),
            ("edge field", edgeFields),
            ("trigger", triggerNames),
            ("style", styleNames.map(\.0)),
            ("exclusivity", exclusivityNames.map(\.0)),
            ("hiddenWhen", hidingNames.map(\.0)),
            ("role", roleNames.map(\.0)),
            ("resultHold field", resultHoldFields),
            ("secondLevel field", secondLevelFields),
            ("loader response field", loaderResponseFields),
            ("result", RefreshResult.allCases.map(\.name)),
            ("step", stepFields.map(\.action)),
            ("step field", stepFields.flatMap(\.companions) + [timeField]),
            ("geometry field", geometryFields),
            ("motion", motionNames.map(\.0)),
        ]
    }

    /// What `refresh-lab --help` prints after the usage line: every field and every step of a scenario file.
    package static let formatHelp = """
        A scenario is one JSON object. Unknown fields and fields given twice are errors; a malformed file exits 2
        with one line naming the field at fault (steps[3].drag: expected a number) or the position of a syntax
        error (line 2, column 20: ...). The output is one JSON object a line, then a summary.

        Scenario fields:
          host        "simulator" (default: a simulated scroll view plays the host) or "none" (below)
          axis        "vertical" (default) or "horizontal"
          viewport    [width, height], each > 0 (required)
          content     [width, height], each >= 0 (required)
          inset       the host's own inset: {top, left, bottom, right}, any subset, each >= 0
          frameRate   frames per second, > 0 and <= 1000 (default 120)
          exclusivity which edges may refresh together: "none", "oppositeEdges" (default) or "allEdges"
          edges       {edge: {...}}: top and bottom (vertical) or left and right (horizontal), fields below
          loader      {edge: [{after, result, append, prepend}, ...]}: one response per trigger of a holding edge
          steps       the script, below; at most 3600 simulated seconds (one hour) in all

        Edge fields (over the header for top/left, the footer for bottom/right, the side action with "action"):
          triggers           any of "release", "threshold", "reachingEnd", "tap", "itemsInView"
          distance           trigger distance, > 0
          extent             refreshing extent (extra inset held while refreshing), >= 0
          resting            resting extent (a footer row always shown), >= 0
          prefetch           reachingEnd prefetch, >= 0; needs "reachingEnd"
          style              "holding" or "action"
          minimumRefreshing  minimum refreshing duration in seconds, >= 0
          resultHold         seconds the result shows: a number, or {success, failure, noMoreData}
          collapse           collapse duration in seconds, >= 0
          autoTriggerLimit   reachingEnd triggers per drag: a whole number >= 0, or null for no limit
          enabled            true or false
          maxPull            maximum pull in points, > 0: the finger cannot pull further; null for none. Below
                             `distance` on an edge a pull triggers, or below a second level's distance with no
                             velocity, it could never work: it is dropped, and a diagnostic line says so
          expand             seconds the inset takes to grow to the extent, >= 0
          resetsOpposite     whether a success here resets the opposite edge's noMoreData (rule 7): true or false
          loadsWhenShort     whether reachingEnd fires while the content is shorter than the viewport
          hiddenWhen         any of "contentIsEmpty", "contentIsShort", "noMoreData": the indicator is hidden
          role               "header", "footer" or "side" where the place misleads (a right-to-left list), or null
          itemPrefetch       itemsInView prefetch in items, a whole number >= 0; needs "itemsInView"
          automaticLoadBudget  automatic loads (reachingEnd, itemsInView) before the edge waits for a tap: a whole
                             number >= 0, or null (default) for no budget
          secondLevel        {distance, extent, closeDistance, velocity, open, close}, or null; needs "release"
            distance         pull that arms the second level, > the trigger distance (required)
            extent           extra inset held while open, >= 0
            closeDistance    pull back that closes it, > 0
            velocity         release speed that opens it (points/s, > 0), or null for none
            open, close      seconds the content takes to slide away and back, >= 0

        Loader response fields: after (seconds after the trigger, required), result ("success", "failure" or
        "noMoreData", required), append (points of content added just before the end, default 0), prepend (points
        of content added above, as older messages of a chat, default 0: the offset moves by as much, so what is on
        screen stays still).

        Steps (one action each; the finger's distances and velocities are positive towards the top/left edge, a
        wheel's towards the bottom/right):
          {"drag": D, "duration": S}            finger down if up, then moves D points over S seconds
          {"release": V}                        finger up at V points per second
          {"wait": S}                           S seconds pass
          {"tap": edge}                         the host's load-more or retry button
          {"begin": edge, "reveal": bool}       a programmatic begin; reveal (default true) scrolls a header in
          {"end": edge, "result": r}            the host ends a load itself (result defaults to "success")
          {"content": H}                        the content's length along the axis becomes H
          {"scrollTo": Y}                       the host sets the content offset along the axis
          {"wheel": D}                          the host scrolls D points from where the content is, without a
                                                touch (a wheel, arrow keys), stopping where it rests at either end
          {"suspend": true}, {"resume": true}   the screen is hidden, shown again
          {"enable": edge, "value": bool}       enables or disables an edge
          {"samples": [[t, offset, dragging], ...]}  replays a recorded trace; t never goes back
          {"closeSecondLevel": edge}            the host closes an open second level
          {"accessibleAction": edge}            a user who cannot pull chooses the edge's action (a key)
          {"reducedMotion": bool}               the user's reduced-motion setting
          {"configure": edge, ...edge fields}   configures an edge anew: the fields over its configuration then
          {"viewport": [width, height]}         the viewport changes size; the offset stays
          {"inset": {top, left, bottom, right}} the host's own inset changes; fields not given keep their value
          {"prepend": P}                        P points of content added above; the offset moves by as much
          {"exclusivity": rule}                 which edges may refresh together from now on
          {"resetNoMoreData": edge}             the host resets an edge's end of data
          {"markNoMoreData": edge}              the host puts an edge at the end of data without a load
          {"visible": [first, last], "of": n}   the host shows items first to last of n (onAppear, willDisplay,
                                                focus), counted from the top/left; loads an "itemsInView" edge

        Without a host ("host": "none"), nothing plays the scroll view: each step is one input the host sent the
        controller, at the time in its "at" field (seconds since the start, any finite number, earlier ones too;
        default: the step before's time, which a wait moves on), and nothing applies the answers. It replays what the
        controller's random tester or a host's log sent. No viewport, content, inset, frameRate or loader; any edge,
        and its fields take any finite number (the controller replaces what cannot work and says so). Steps: tap,
        begin, end, suspend, resume, enable, closeSecondLevel, accessibleAction, reducedMotion, configure,
        exclusivity, resetNoMoreData, markNoMoreData, visible and wait as above, and the inputs the simulator sends itself:
          {"geometry": {offset, content, viewport, inset, axis, motion}}
                                                offset [x, y], content and viewport [width, height] (required),
                                                inset {top, left, bottom, right}, axis (the scenario's by default),
                                                motion "unknown" (default), "finger", "momentum", "springBack" or "host"
          {"dragBegan": true}                   the finger touches down
          {"dragEnded": [x, y]}                 the finger lifts at this velocity, in points per second
          {"tick": true}                        the host's timer fires
        --table and --svg need the simulated scroll view; the lines and the summary (offset: the last geometry's,
        frames: 0) are printed as with it.

        Output lines: state (on a change of state kind; pulling lines carry progress), trigger, inset, end,
        diagnostic, and last the summary. States: idle, pulling, eligible, refreshing, finishing, noMoreData,
        failed, secondLevelEligible, secondLevelOpening, secondLevelOpen, secondLevelClosing.
        """
}
