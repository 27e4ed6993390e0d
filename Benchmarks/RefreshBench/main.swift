// refresh-bench: time and heap allocations per input of the core, paging scaling, simulator throughput.
//
//     swift run -c release refresh-bench                  a table
//     swift run -c release refresh-bench --json           one JSON object on stdout
//     swift run -c release refresh-bench --smoke          tiny runs, for CI (figures meaningless)
//     swift run -c release refresh-bench --only geometry  one group: geometry, items, cycle, adapter, paging, simulator
//     valgrind --tool=callgrind .build/release/refresh-bench --callgrind --only geometry
//     swift run -c release refresh-bench --help           the usage; a bad argument exits 2 and runs nothing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a line to standard error (file descriptor 2, so no shared C stream is touched).
func printError(_ line: String) {
    var text = line + "\n"
    _ = text.withUTF8 { write(2, $0.baseAddress, $0.count) }
}

let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("refresh-bench: \(error.message)\n\n\(BenchOptions.usage)")
    exit(2)
}
if options.help {
    print(BenchOptions.usage)
    exit(0)
}
var size = options.smoke ? RunSize.smoke : .full
// `--callgrind`: one short repetition without warm-up, for instruction counts under valgrind.
if options.callgrind { size = RunSize(repetitions: 1, batch: 100_000, warmups: 0) }
func runs(_ group: String) -> Bool { options.runs(group) }

var report = Report()
if !allocationCountingWorks() {
    printError("refresh-bench: heap allocations cannot be counted here; allocation figures are n/a")
}

if runs("geometry") {
    let geometry = CoreBenchmarks.geometryInput(size)
    report.add(
        "geometry_input_ns", geometry.median, unit: "ns", note: "one geometry input, top+bottom, mid-content",
        target: .atMost(15))
    report.add(
        "geometry_input_allocations", geometry.allocationsPerOperation, unit: "allocs/input", note: "",
        target: .atMost(0))
}

if runs("items") {
    let items = CoreBenchmarks.itemReport(size)
    report.add("item_report_ns", items.median, unit: "ns", note: "one report of the rows in view, mid-list")
    report.add(
        "item_report_allocations", items.allocationsPerOperation, unit: "allocs/input", note: "", target: .atMost(0))
}

if runs("cycle") {
    let cycle = CoreBenchmarks.pullCycle(size)
    report.add(
        "pull_cycle_ns_per_input", cycle.sample.median, unit: "ns", note: "pull → refresh → end → idle, per input")
    if !cycle.endsIdle {
        printError("refresh-bench: the pull cycle did not end idle; the benchmark is wrong")
        exit(1)
    }
}

if runs("paging") {
    var paging: [(String, Double)] = []
    var pagingAllocations: [(String, Double)] = []
    var pagingWithoutIDs: [(String, Double)] = []
    var baselineArray: [(String, Double)] = []
    var baselineSet: [(String, Double)] = []
    for count in [1000, 100_000, 1_000_000] {
        let items = options.smoke ? count / 100 : count
        let sample = PagingBenchmarks.append(count: items, size: size)
        paging.append((String(count), sample.median))
        pagingAllocations.append((String(count), sample.allocationsPerOperation))
        let plain = PagingBenchmarks.append(count: items, size: size, deduplicating: false)
        pagingWithoutIDs.append((String(count), plain.median))
        let baseline = PagingBenchmarks.baseline(count: items, size: size)
        baselineArray.append((String(count), baseline.array))
        baselineSet.append((String(count), baseline.set))
    }
    // DESIGN section 7: per item within 1.5 times a bare array append plus a bare Set insert, at every size.
    let withinBaseline = baselineArray.indices.map { Target.atMost(1.5 * (baselineArray[$0].1 + baselineSet[$0].1)) }
    report.add("paging_append_ns_per_item", values: paging, targets: withinBaseline)
    report.add("paging_append_allocations_per_page", values: pagingAllocations)
    // The same lists without an item identity: what the machine costs apart from the id set.
    report.add("paging_append_ns_per_item_without_ids", values: pagingWithoutIDs)
    // No library at all: a bare array append and a bare Set insert of the same pages, per item.
    report.add("baseline_array_append_ns_per_item", values: baselineArray)
    report.add("baseline_set_insert_ns_per_item", values: baselineSet)
    report.add(
        "paging_scaling_ratio", paging[2].1 / paging[0].1, unit: "x",
        note: "per-item cost at 10^6 over 10^3 (target <= 1.5)", target: .atMost(1.5))
    // The same per-item cost as a ratio to the bare baseline (array append plus Set insert), at each size.
    let ratios = paging.indices.map { (paging[$0].0, paging[$0].1 / (baselineArray[$0].1 + baselineSet[$0].1)) }
    report.add("paging_ratio_to_baseline", values: ratios, targets: ratios.map { _ in Target.atMost(1.5) })

    // The bounded window: 10^6 items (10^4 in a smoke run) scrolled through with maxSize 500 and pages of 50.
    let scrolled = WindowBenchmarks.scroll(count: options.smoke ? 10_000 : 1_000_000)
    report.add(
        "paging_window_peak_items", Double(scrolled.peak), unit: "items",
        note: "most items held between pages scrolling through the list, maxSize 500, pages of 50",
        target: .atMost(550))
    report.add(
        "paging_window_bytes_per_item", scrolled.bytesPerItem, unit: "bytes",
        note: "heap held per item in the window at the end (items, ids, pages)")
    let pages = WindowBenchmarks.prependAndAppend(pages: options.smoke ? 100 : 2000, size: size)
    report.add(
        "paging_prepend_ns_per_page", pages.prepend, unit: "ns", note: "load-previous of 50 items, window of 500")
    report.add("paging_append_ns_per_page", pages.append, unit: "ns", note: "load-more of 50 items, window of 500")
}

if runs("adapter") {
    let frame = AdapterBenchmarks.scrollFrame(size)
    report.add(
        "adapter_frame_ns", frame.sample.median, unit: "ns",
        note: "one scroll frame through the products' runtime (driver, session, controller), mid-content")
    report.add(
        "adapter_frame_allocations", frame.sample.allocationsPerOperation, unit: "allocs/frame", note: "",
        target: .atMost(0))
    report.add(
        "adapter_frame_redraws", frame.redrawsPerFrame, unit: "redraws/frame",
        note: "indicators redrawn by a frame that changes nothing", target: .atMost(0))
}

if runs("simulator") {
    let simulator = SimulatorBenchmarks.framesPerSecondAndAllocations(size)
    report.add(
        "simulator_frames_per_second", simulator.framesPerSecond, unit: "frames/s",
        note: "flings: a geometry input every frame", target: .atLeast(10_000_000))
    report.add("simulator_frame_allocations", simulator.allocations, unit: "allocs/frame", note: "")
}

print(options.json ? report.json : report.table)
// The folded results, on stderr: every computation stays observable and stdout stays one JSON object.
printError("checksum \(blackHole)")
