// refresh-bench: time and heap allocations per input of the core, paging scaling, simulator throughput.
//
//     swift run -c release refresh-bench            a table
//     swift run -c release refresh-bench --json     one JSON object
//     swift run -c release refresh-bench --smoke    tiny runs, for CI (figures meaningless)

let arguments = Set(CommandLine.arguments.dropFirst())
var size = arguments.contains("--smoke") ? RunSize.smoke : .full
// `--callgrind`: one short repetition without warm-up, for instruction counts under valgrind.
if arguments.contains("--callgrind") { size = RunSize(repetitions: 1, batch: 100_000, warmups: 0) }
var report = Report()
if !allocationCountingWorks() {
    print("refresh-bench: heap allocations cannot be counted here; allocation figures are n/a")
}

let geometry = CoreBenchmarks.geometryInput(size)
report.add("geometry_input_ns", geometry.median, unit: "ns", note: "one geometry input, top+bottom, mid-content")
report.add("geometry_input_allocations", geometry.allocationsPerOperation, unit: "allocs/input", note: "")

let cycle = CoreBenchmarks.pullCycle(size)
report.add("pull_cycle_ns_per_input", cycle.sample.median, unit: "ns", note: "pull → refresh → end → idle, per input")
if !cycle.endsIdle {
    print("refresh-bench: the pull cycle did not end idle; the benchmark is wrong")
}

var paging: [(String, Double)] = []
var pagingAllocations: [(String, Double)] = []
var pagingWithoutIDs: [(String, Double)] = []
for count in [1000, 100_000, 1_000_000] {
    let items = arguments.contains("--smoke") ? count / 100 : count
    let sample = PagingBenchmarks.append(count: items, size: size)
    paging.append((String(count), sample.median))
    pagingAllocations.append((String(count), sample.allocationsPerOperation))
    let plain = PagingBenchmarks.append(count: items, size: size, deduplicating: false)
    pagingWithoutIDs.append((String(count), plain.median))
}
report.add("paging_append_ns_per_item", values: paging)
report.add("paging_append_allocations_per_page", values: pagingAllocations)
// The same lists without an item identity: what the machine costs apart from the id set.
report.add("paging_append_ns_per_item_without_ids", values: pagingWithoutIDs)
report.add(
    "paging_scaling_ratio", paging[2].1 / paging[0].1, unit: "x",
    note: "per-item cost at 10^6 over 10^3 (target <= 1.5)")

report.add(
    "simulator_frames_per_second", SimulatorBenchmarks.framesPerSecond(size), unit: "frames/s",
    note: "flings: a geometry input every frame")

if arguments.contains("--json") {
    print(report.json)
} else {
    print(report.table)
}
// Printing the folded results keeps every computation observable.
print("checksum \(blackHole)")
