/// A key the interactive demo understands.
enum KeyPress: Sendable, Hashable {
    /// ↓ or j: the finger moves down, pulling the list down (towards the header).
    case fingerDown
    /// ↑ or k: the finger moves up, pushing the list up (towards the footer).
    case fingerUp
    /// Space: the finger lifts at the speed it was moving.
    case release
    /// r: the header's accessible action: refresh, or close the open archive.
    case refresh
    /// l: the footer's accessible action: load more, or retry after a failure.
    case loadMore
    /// t: tap the footer ("Tap to retry", "load more").
    case tapFooter
    /// a or x: close the archive (the header's second level).
    case closeArchive
    /// q or Ctrl-D: quit.
    case quit
    /// Ctrl-C: quit as interrupted.
    case interrupt

    /// The keys in the bytes read from the terminal; unknown bytes are skipped.
    static func parse(_ bytes: [UInt8]) -> [KeyPress] {
        var keys: [KeyPress] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            // An arrow: ESC [ A, or ESC O A in the terminal's application mode.
            if byte == 0x1B, index + 1 < bytes.count,
                bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
            {
                switch bytes[index + 1] {
                case UInt8(ascii: "A"): keys.append(.fingerUp)
                case UInt8(ascii: "B"): keys.append(.fingerDown)
                default: break
                }
                index += 2
                continue
            }
            switch byte {
            case UInt8(ascii: "j"): keys.append(.fingerDown)
            case UInt8(ascii: "k"): keys.append(.fingerUp)
            case UInt8(ascii: " "): keys.append(.release)
            case UInt8(ascii: "r"): keys.append(.refresh)
            case UInt8(ascii: "l"): keys.append(.loadMore)
            case UInt8(ascii: "t"): keys.append(.tapFooter)
            case UInt8(ascii: "a"), UInt8(ascii: "x"): keys.append(.closeArchive)
            case UInt8(ascii: "q"), 0x04: keys.append(.quit)
            case 0x03: keys.append(.interrupt)
            default: break
            }
        }
        return keys
    }
}
