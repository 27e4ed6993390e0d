// With ScenarioFile.swift, the only code that touches the file system (through Foundation); everything else is
// testable in-process.
import Foundation
import RefreshLabScenario

let command: LabCommand
do {
    command = try LabCommand(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    exit(2)
}
if command.showsHelp {
    FileHandle.standardOutput.write(Data((LabCommand.help + "\n").utf8))
    exit(0)
}
let text: String
do {
    text = try ScenarioFile.read(command.scenarioPath)
} catch {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    exit(2)
}
let output = command.run(scenario: text)
if let svg = output.svg, let path = command.svgPath {
    guard FileManager.default.createFile(atPath: path, contents: Data(svg.utf8)) else {
        FileHandle.standardError.write(Data("\(path): cannot write the file\n".utf8))
        exit(2)
    }
}
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
