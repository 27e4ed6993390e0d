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

if arguments.contains("--json") {
    print(report.json)
} else {
    print(report.table)
}
// Printing the folded results keeps every computation observable.
print("checksum \(blackHole)")
