import HeadlessRefresh

/// Benchmarks of the core: one geometry input, and a whole pull-to-refresh cycle.
enum CoreBenchmarks {
    /// A controller with a header and a footer, scrolled to the middle of long content.
    static func midContent() -> (RefreshController, ScrollViewGeometry) {
        var controller = RefreshController(top: .header, bottom: .footer)
        let geometry = ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: 2000),
            contentSize: ScrollSize(width: 375, height: 6000),
            viewportSize: ScrollSize(width: 375, height: 812),
            contentInset: ScrollInsets(top: 91, bottom: 34)
        )
        controller.geometry(geometry, now: 0) { _ in }
        return (controller, geometry)
    }

    /// One geometry input with no transition: the cost the library adds to every scroll frame.
    static func geometryInput(_ size: RunSize) -> Sample {
        let operations = size.batch
        return measure(size, operations: operations, prepare: midContent) { state in
            var (controller, geometry) = state
            var actions = 0
            var now = 0.0
            for index in 0..<operations {
                // A scroll that moves but stays mid-content: nothing to report.
                geometry.contentOffset.y = 2000 + Double(index & 63)
                now += 1.0 / 120
                controller.geometry(geometry, now: now) { _ in actions += 1 }
            }
            keep(actions)
            keep(controller.snapshot(.top)?.pull ?? 0)
            state = (controller, geometry)
        }
    }

    /// One report of the rows in view (`onAppear`, `willDisplay`) in the middle of a list of a thousand rows, the rows
    /// moving on by one each time: what a footer with `itemsInView` costs per row that appears, loading nothing.
    static func itemReport(_ size: RunSize) -> Sample {
        let operations = size.batch
        var footer = EdgeConfiguration.footer
        footer.triggers = [.itemsInView(prefetch: 5), .tap]
        let prepare = { RefreshController(top: .header, bottom: footer) }
        return measure(size, operations: operations, prepare: prepare) { controller in
            var actions = 0
            var now = 0.0
            for index in 0..<operations {
                let first = 100 + index % 800
                now += 1.0 / 120
                controller.visibleItems(VisibleItems(first: first, last: first + 10, count: 1000), now: now) { _ in
                    actions += 1
                }
            }
            keep(actions)
        }
    }

    /// The inputs of one pull → eligible → refresh → end → collapse → idle cycle, starting at `time`.
    static let cycleInputs: [(RefreshInput, Double)] = {
        var geometry = ScrollViewGeometry(
            contentSize: ScrollSize(width: 375, height: 6000),
            viewportSize: ScrollSize(width: 375, height: 812),
            contentInset: ScrollInsets(top: 91, bottom: 34)
        )
        var inputs: [(RefreshInput, Double)] = [(.dragBegan, 0)]
        var time = 0.0
        for pull in stride(from: 10.0, through: 90, by: 10) {
            time += 1.0 / 120
            geometry.contentOffset.y = -91 - pull
            inputs.append((.geometry(geometry), time))
        }
        time += 1.0 / 120
        inputs.append((.dragEnded(velocity: .zero), time))
        geometry.contentOffset.y = -151
        inputs.append((.geometry(geometry), time + 0.25))
        inputs.append((.endRefreshing(.top, .success), time + 1))
        inputs.append((.tick, time + 1.5))
        inputs.append((.tick, time + 1.8))
        geometry.contentOffset.y = -91
        inputs.append((.geometry(geometry), time + 1.9))
        return inputs
    }()

    /// A whole cycle, per input.
    static func pullCycle(_ size: RunSize) -> (sample: Sample, endsIdle: Bool) {
        let inputs = cycleInputs
        let cycles = max(1, size.batch / inputs.count)
        var endsIdle = true
        func fresh() -> RefreshController { midContent().0 }
        let sample = measure(size, operations: cycles * inputs.count, prepare: fresh) { controller in
            var actions = 0
            var offset = 0.0
            for _ in 0..<cycles {
                for (input, time) in inputs {
                    controller.send(input, now: offset + time) { _ in actions += 1 }
                }
                offset += 10
            }
            keep(actions)
            endsIdle = endsIdle && controller.state(.top) == .idle
        }
        return (sample, endsIdle)
    }
}
