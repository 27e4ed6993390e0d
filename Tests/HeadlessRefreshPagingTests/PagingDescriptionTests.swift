import HeadlessRefreshPaging
import Testing

/// What a user sees when printing the paging module's values: the value as Swift writes it, without the module or
/// the type in front.
struct PagingDescriptionTests {
    enum ServerError: Error {
        case timedOut
    }

    /// What `print` writes for `value`, without the line break.
    static func printed<Value>(_ value: Value) -> String {
        var text = ""
        print(value, terminator: "", to: &text)
        return text
    }

    @Test func statusesPrintWithoutTheModule() {
        let statuses: [PagingStatus] = [
            .idle, .refreshing, .loadingMore, .loadingPrevious, .failed(ServerError.timedOut, .loadMore),
        ]
        #expect(
            statuses.map(Self.printed) == [
                "idle", "refreshing", "loadingMore", "loadingPrevious", "failed(timedOut, loadMore)",
            ])
        #expect(
            Self.printed(statuses) == "[idle, refreshing, loadingMore, loadingPrevious, failed(timedOut, loadMore)]")
        #expect(PageLoadKind.allCases.map(Self.printed) == ["refresh", "loadMore", "loadPrevious"])
        #expect(PagingEnd.allCases.map(Self.printed) == ["lastPage", "shortPage", "totalCount", "repeatedKey"])
        #expect(Self.printed(PagingEnd?.some(.shortPage)) == "Optional(shortPage)")
    }

    @Test func requestsUpdatesAndEffectsPrintAsTheyAreWritten() {
        let request = PageRequest(kind: .loadMore, key: 20, pageSize: 20, id: 2)
        #expect(Self.printed(request) == "PageRequest(kind: loadMore, key: 20, pageSize: 20, id: 2)")
        #expect(
            Self.printed(PageRequest<String>(kind: .refresh, key: nil, pageSize: 10, id: 1))
                == "PageRequest(kind: refresh, key: nil, pageSize: 10, id: 1)")
        let update = PageUpdate(
            kind: .loadMore, inserted: 20..<40, received: 20, droppedDuplicates: 0, hasMore: false, end: .shortPage)
        #expect(
            Self.printed(update)
                == "PageUpdate(kind: loadMore, inserted: 20..<40, received: 20, droppedDuplicates: 0, hasMore: false, "
                + "end: shortPage, removedFromStart: 0, removedFromEnd: 0)")
        let effects: [PagingCommand<Int>] = [
            .load(request), .cancel(request), .statusChanged, .itemChanged(.removed(at: 3)),
            .diagnostic(.ignored(.loadMore, because: .endOfData)),
        ]
        #expect(
            effects.map(Self.printed) == [
                "load(PageRequest(kind: loadMore, key: 20, pageSize: 20, id: 2))",
                "cancel(PageRequest(kind: loadMore, key: 20, pageSize: 20, id: 2))",
                "statusChanged",
                "itemChanged(removed(at: 3))",
                "diagnostic(loadMore ignored: paging ended)",
            ])
        #expect(Self.printed([ItemChange.updated(at: 1)]) == "[updated(at: 1)]")
    }

    @MainActor
    @Test func whatAStoreReportsPrintsWithoutTheModule() async {
        let loader = ControlledLoader<Row, Int>()
        let store = PagingStore(pageSize: 0, identifiedBy: .id, load: loader.load)
        var printed: [String] = []
        store.onDiagnostic = { printed.append("\($0)") }
        store.addStatusObserver(id: "log") { printed.append("\($0)") }
        store.refresh()
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<1), next: nil))
        await store.settled()
        #expect(printed == ["pageSize 0 is below 1; using 1", "refreshing", "idle"])
        #expect(Self.printed(store.end) == "Optional(lastPage)")
    }

    /// A structure's description names every stored property, so that a field added later cannot go missing from it
    /// unnoticed.
    @Test func aStructureDescriptionNamesEveryStoredProperty() {
        let values: [any CustomStringConvertible] = [
            PageRequest(kind: .refresh, key: 1, pageSize: 1, id: 1),
            PageUpdate(kind: .refresh, inserted: 0..<1, received: 1, droppedDuplicates: 0, hasMore: true, end: nil),
        ]
        for value in values {
            for label in Mirror(reflecting: value).children.compactMap(\.label) {
                #expect(value.description.contains(label + ": "), "\(type(of: value)) leaves out \(label)")
            }
            #expect(!value.description.contains("HeadlessRefresh"))
        }
    }
}
