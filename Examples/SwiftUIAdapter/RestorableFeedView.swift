#if canImport(SwiftUI)
    import Foundation
    import HeadlessRefreshPaging
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// A story of the restorable feed: `Codable`, so that its list can be saved.
    struct Story: Identifiable, Codable, Sendable {
        let id: Int
        let title: String
    }

    /// The restorable feed's server: stories after a cursor.
    struct StoriesAPI: Sendable {
        func stories(after cursor: String?, limit: Int) async throws -> Page<Story, String> {
            let start = cursor.flatMap { Int($0) } ?? 0
            let end = min(start + limit, 60)
            let stories = (start..<end).map { Story(id: $0, title: "Story \($0)") }
            return Page(items: stories, next: end < 60 ? String(end) : nil)
        }
    }

    // swiftui-list-phase:begin
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct StoriesView: View {
        let store: PagingStore<Story, String>

        var body: some View {
            switch store.phase {
            case .notLoaded, .firstLoad:
                ProgressView()
                    .task { @MainActor in if store.phase == .notLoaded { store.refresh() } }
            case .firstLoadFailed, .empty, .content:
                // The failed and empty views are the list without rows: a pull refreshes them as it refreshes rows.
                PagingList(store: store) { story in Text(story.title) }
                    .overlay {
                        if case .firstLoadFailed = store.phase {
                            Button("Couldn't load the stories. Pull or tap to try again") { store.retry() }
                        } else if case .empty = store.phase {
                            Text("No stories yet. Pull to refresh.")
                        }
                    }
            }
        }
    }
    // swiftui-list-phase:end

    // swiftui-restoring:begin
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct RestorableStoriesView: View {
        @SceneStorage("stories.list") private var saved: Data?
        @Environment(\.scenePhase) private var scenePhase
        @State private var store = PagingStore<Story, String>(pageSize: 20, identifiedBy: .id) { cursor, limit in
            try await StoriesAPI().stories(after: cursor, limit: limit)
        }

        var body: some View {
            StoriesView(store: store)
                .onAppear {
                    // Before the first frame: the saved rows, no spinner and no request.
                    if !store.isLoaded, let saved,
                        let list = try? JSONDecoder().decode(PagingRestoration<Story, String>.self, from: saved)
                    {
                        store.restore(list)
                    }
                }
                .onChange(of: scenePhase) { _, phase in
                    // Leaving the foreground: the scene saves what is here when the system asks.
                    if phase != .active, let list = store.restoration() {
                        saved = try? JSONEncoder().encode(list)
                    }
                }
        }
    }
// swiftui-restoring:end
#endif
