import HeadlessRefresh
import Testing

// MARK: - LoadingByItems

// The article's snippets are the regions between `// NAME:begin` and `// NAME:end` (scripts/check-snippets); what
// its prose says of them is asserted after each.

extension EdgeConfiguration {
    // items-footer:begin
    /// A footer told by the rows in view: it loads five rows before the end, or on a tap; after five pages by itself
    /// it waits for a tap, so that a keyboard user can reach what is below the list.
    static var rowsFooter: EdgeConfiguration {
        var footer = EdgeConfiguration.footer
        footer.triggers = [.itemsInView(prefetch: 5), .tap]
        footer.automaticLoadBudget = 5
        return footer
    }
    // items-footer:end
}

/// A host with rows and no scroll geometry: a terminal list driven by the arrow keys.
@MainActor
final class TerminalRows {
    var rows = Array(0..<20)
    var selected = 0
    var loads = 0
    var clock = 0.0
    var session: RefreshSession!

    init() {
        // items-session:begin
        session = RefreshSession(
            top: .header, bottom: .rowsFooter, now: { [unowned self] in clock }, wake: { _ in },
            perform: { [unowned self] command in
                if case .trigger(.bottom, _) = command { loadMore() }
            })
        // items-session:end
    }

    // items-report:begin
    /// The arrow key moved the selection: the row under it is the one in view.
    func select(_ row: Int) {
        selected = row
        session.send(.visibleItems(VisibleItems(item: row, of: rows.count)))
    }
    // items-report:end

    func loadMore() {
        loads += 1
    }

    /// The page arrives: twenty more rows.
    func pageLanded() {
        clock += 1
        rows += Array(rows.count..<rows.count + 20)
        session.send(.endRefreshing(.bottom, .success))
    }
}

@MainActor
struct LoadingByItemsArticleTests {
    @Test func theTerminalLoadsFiveRowsBeforeTheEndAndThenAsksForATap() {
        let host = TerminalRows()
        for row in 0..<15 { host.select(row) }
        #expect(host.loads == 1)  // at row 14: five rows after it
        host.select(15)
        host.select(14)
        host.select(15)
        #expect(host.loads == 1)  // the same rows again: the same approach
        for page in 1...5 {
            host.pageLanded()
            for row in host.selected...(host.rows.count - 6) { host.select(row) }
            #expect(host.loads == min(page + 1, 5))
        }
        #expect(host.session.snapshot(.bottom)?.waitsForTap == true)
        host.session.send(.tap(.bottom))
        #expect(host.loads == 6)
        host.pageLanded()
    }
}
