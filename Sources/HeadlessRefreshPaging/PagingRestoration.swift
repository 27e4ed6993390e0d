/// A loaded list as plain values — its items, the keys and ends on both sides, its pages, and the item the reader
/// looked at — to save when the screen goes away and restore when it comes back (navigation, rotation, relaunch).
///
/// ``PagingStore/restoration(anchor:)`` saves one; ``PagingStore/restore(_:)`` puts it back: the same items and
/// keys, ``PagingStore/isLoaded`` at once (the phase is ``ListPhase/content(_:)`` on the first frame, never an
/// empty one), and no request until the user asks for one — a pull refreshes, reaching the end loads the page after
/// the saved one, and "No more data" stays. It is `Codable` when `Item` and `Key` are, for `@SceneStorage`, state
/// restoration or a file:
///
/// ```swift
/// let data = try JSONEncoder().encode(store.restoration(anchor: anchor))
/// store.restore(try JSONDecoder().decode(PagingRestoration<Post, String>.self, from: data))
/// ```
///
/// Requests in flight and failures are not saved: what was loading is asked for again when the user gets there.
/// The settings (``PagingStore/pageSize``, ``PagingStore/maxSize``, ...) are the app's code, not saved.
public struct PagingRestoration<Item, Key> {
    /// The list's items, in order.
    public var items: [Item]
    /// The key the next load-more asks for, or `nil` at the trailing end.
    public var nextKey: Key?
    /// Why paging ended at the trailing end, or `nil` while there are more pages.
    public var end: PagingEnd?
    /// The key the next load-previous asks for, or `nil` at the leading end.
    public var previousKey: Key?
    /// Why paging ended at the leading end, or `nil` while there are pages before the first.
    public var previousEnd: PagingEnd?
    /// The item the reader looked at and where it sat in the viewport, for the host to scroll back to; `nil` for the
    /// top.
    public var anchor: Anchor?

    /// The pages of ``items`` as they landed, so that a bounded window drops them one by one after a restore.
    var pages: [Span]
    /// The page size of the list's loads (the one its refresh used).
    var pageSize: Int
    /// Items removed since ``nextKey`` was set, which offsets and page numbers move it back over.
    var removedSinceKey = 0
    /// Whether the list starts at the server's first item, so that a total count can end it.
    var startsAtFirstItem = true
    /// The duplicates dropped since the list's refresh, counted as server positions for a total count.
    var droppedDuplicates = 0
    /// Duplicates that are no server positions (pages asked from earlier after a removal).
    var uncountedDrops = 0

    /// The item at the top of the viewport and how far its leading edge sits from the viewport's.
    public struct Anchor: Sendable, Hashable, Codable {
        /// The item's index in ``PagingRestoration/items``.
        public var index: Int
        /// The distance in points from the viewport's leading edge (below the insets) to the item's leading edge:
        /// negative when the item is scrolled partly out, as it usually is.
        public var offset: Double

        /// Creates an anchor.
        public init(index: Int, offset: Double) {
            self.index = index
            self.offset = offset
        }
    }

    /// One page of the list: its item count and the keys on both sides.
    struct Span {
        var count: Int
        var previous: Key?
        var next: Key?
        var removedBeforeNext = 0
        var gaveTail = false
    }

    /// Creates a restoration of one page of items and the keys on both sides, for a list the app kept itself (a
    /// cache): with no key and no end at one side, that side has ended (``PagingEnd/lastPage``).
    public init(
        items: [Item],
        nextKey: Key?,
        end: PagingEnd? = nil,
        previousKey: Key? = nil,
        previousEnd: PagingEnd? = nil,
        pageSize: Int,
        anchor: Anchor? = nil
    ) {
        self.items = items
        self.nextKey = nextKey
        self.end = end
        self.previousKey = previousKey
        self.previousEnd = previousEnd
        self.anchor = anchor
        self.pageSize = pageSize
        self.pages = [Span(count: items.count, previous: previousKey, next: nextKey)]
        self.startsAtFirstItem = previousKey == nil
    }

    /// The item ``anchor`` names, or `nil` without an anchor or when its index is outside the items.
    public var anchorItem: Item? {
        guard let index = anchor?.index, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

extension PagingRestoration: Sendable where Item: Sendable, Key: Sendable {}
extension PagingRestoration.Span: Sendable where Item: Sendable, Key: Sendable {}

extension PagingRestoration: Equatable where Item: Equatable, Key: Equatable {}
extension PagingRestoration.Span: Equatable where Key: Equatable {}
