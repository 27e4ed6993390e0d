// The simulation catalog's landing page in an executable that imports nothing else, so that it links only what
// the products need (MyApp's concurrency and Observation imports happen to bring in the C math library).
let simulation = simulationLandingPage()
let drewTimeline = simulation.svg.hasPrefix("<svg")
print("plain executable, simulation landing page: offset \(simulation.offset.description), svg \(drewTimeline)")
