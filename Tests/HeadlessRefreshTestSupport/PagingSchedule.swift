import HeadlessRefreshPaging

/// A run of a paged list to check: a server, the machine's settings, and the steps — commands, answers delivered
/// in any order (stale ones included), and changes on the server and in the settings.
///
/// Answers name their request by position among the requests not answered yet, so that a schedule stays
/// meaningful when the shrinker removes steps before it.
public struct PagingSchedule: Sendable, Hashable {
    /// The server the loader asks.
    public var server: PagingServer.Configuration
    /// The machine's page size at first (values below 1 included, which the machine treats as 1).
    public var pageSize: Int
    /// Whether the machine identifies rows by id (and drops repeated ones).
    public var identified: Bool
    /// The machine's ``PagingStateMachine/endsOnShortPage`` at first.
    public var endsOnShortPage: Bool
    /// What happens, in order.
    public var steps: [Step]

    /// Creates a schedule.
    public init(
        server: PagingServer.Configuration,
        pageSize: Int,
        identified: Bool = true,
        endsOnShortPage: Bool = true,
        steps: [Step]
    ) {
        self.server = server
        self.pageSize = pageSize
        self.identified = identified
        self.endsOnShortPage = endsOnShortPage
        self.steps = steps
    }

    /// How the loader ends a request.
    public enum Outcome: Sendable, Hashable, CaseIterable {
        /// The server's page.
        case page
        /// An error.
        case failure
        /// `CancellationError`, as a loader throws when its task was cancelled.
        case cancellation
    }

    /// An answer made up by a broken driver.
    public enum Forgery: Sendable, Hashable, CaseIterable {
        /// A page for a request id the machine never issued.
        case unknownID
        /// A page for the request in flight, with its id but another kind, key and page size.
        case alteredInFlight
    }

    /// One step of a schedule.
    public enum Step: Sendable, Hashable {
        /// ``PagingStateMachine/refresh()``.
        case refresh
        /// ``PagingStateMachine/loadMore()``.
        case loadMore
        /// ``PagingStateMachine/retry()``.
        case retry
        /// ``PagingStateMachine/cancel()``.
        case cancel
        /// ``PagingStateMachine/setEnabled(_:for:)``.
        case setEnabled(Bool, PageLoadKind)
        /// Sets ``PagingStateMachine/pageSize``.
        case setPageSize(Int)
        /// Sets ``PagingStateMachine/endsOnShortPage``.
        case setEndsOnShortPage(Bool)
        /// The server gets this many new rows at the top.
        case insert(Int)
        /// Answers the request at this position (modulo their count) among those not answered yet; nothing when
        /// every request was answered.
        case answer(Int, Outcome)
        /// Answers the request at this position (modulo their count) among those answered already, with a page
        /// again: a loader that calls back twice.
        case answerAgain(Int)
        /// Delivers a forged answer.
        case forge(Forgery)
    }

    /// How many steps are commands or answers (not changes of the server or the settings).
    public var inputCount: Int {
        steps.count(where: { step in
            switch step {
            case .insert, .setPageSize, .setEndsOnShortPage: false
            default: true
            }
        })
    }
}

extension PagingSchedule: CustomStringConvertible {
    /// The schedule as lines a person can read and paste into a test.
    public var description: String {
        var lines = [
            "server: \(server)",
            "machine: page size \(pageSize)" + (identified ? ", identified by id" : ", no identity")
                + (endsOnShortPage ? ", ends on a short page" : ", short pages go on"),
        ]
        for (index, step) in steps.enumerated() {
            lines.append("  \(index). \(step)")
        }
        return lines.joined(separator: "\n")
    }
}

extension PagingSchedule.Step: CustomStringConvertible {
    /// The step as the code that would perform it, roughly.
    public var description: String {
        switch self {
        case .refresh: "refresh()"
        case .loadMore: "loadMore()"
        case .retry: "retry()"
        case .cancel: "cancel()"
        case .setEnabled(let enabled, let kind): "setEnabled(\(enabled), for: .\(kind.name))"
        case .setPageSize(let size): "pageSize = \(size)"
        case .setEndsOnShortPage(let value): "endsOnShortPage = \(value)"
        case .insert(let count): "server inserts \(count) rows at the top"
        case .answer(-1, let outcome): "answer the newest open request: \(outcome)"
        case .answer(let position, let outcome): "answer open request \(position) (oldest first, modulo): \(outcome)"
        case .answerAgain(let position): "answer answered request \(position) (oldest first, modulo) again"
        case .forge(let forgery): "forged answer: \(forgery)"
        }
    }
}
