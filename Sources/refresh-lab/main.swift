// The one file that touches the file system (through Foundation); everything else is testable in-process.
import Foundation

let command: LabCommand
do {
    command = try LabCommand(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    exit(2)
}
guard let data = FileManager.default.contents(atPath: command.scenarioPath) else {
    FileHandle.standardError.write(Data("\(command.scenarioPath): cannot read the file\n".utf8))
    exit(2)
}
let output = command.run(scenario: String(decoding: data, as: UTF8.self))
if let svg = output.svg, let path = command.svgPath {
    guard FileManager.default.createFile(atPath: path, contents: Data(svg.utf8)) else {
        FileHandle.standardError.write(Data("\(path): cannot write the file\n".utf8))
        exit(2)
    }
}
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
