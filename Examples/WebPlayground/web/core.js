// The core compiled to wasm, wrapped for JavaScript: numbers in, commands and snapshots out.
// Nothing here decides anything; every rule lives in the Swift core (Sources/HeadlessRefresh).

export const EDGES = ["top", "bottom", "left", "right"];
// Same order as RefreshStateKind.allCases, RefreshResult.allCases, TriggerCause.allCases, FeedbackEvent.allCases.
export const STATES = [
  "idle", "pulling", "eligible", "refreshing", "finishing", "noMoreData", "failed",
  "secondLevelEligible", "secondLevelOpening", "secondLevelOpen", "secondLevelClosing",
];
export const RESULTS = ["success", "failure", "noMoreData"];
export const CAUSES = ["release", "threshold", "reachingEnd", "tap", "programmatic", "accessibleAction"];
export const ACTIONS = ["refresh", "loadMore", "retry", "showMore", "closeSecondLevel"];
export const ANNOUNCEMENTS = ["loading", "succeeded", "failed", "noMoreData"];
export const FEEDBACK = ["armed", "disarmed", "triggered", "secondLevelArmed", "secondLevelOpened"];
export const TRIGGER_BITS = { release: 1, threshold: 2, reachingEnd: 4, tap: 8 };

const edgeIndex = (edge) => EDGES.indexOf(edge);

export class Core {
  static async load(url) {
    const bytes = await (await fetch(url)).arrayBuffer();
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new Core(instance.exports, bytes.byteLength);
  }

  constructor(exports, size) {
    this.x = exports;
    this.size = size;
    this.decoder = new TextDecoder();
    this.encoder = new TextEncoder();
  }

  // The memory can grow, so views are made afresh each time.
  doubles(pointer, count) { return new Float64Array(this.x.memory.buffer, pointer, count); }
  text(length) { return this.decoder.decode(new Uint8Array(this.x.memory.buffer, this.x.hr_text_buffer(), length)); }

  // Decodes the commands of the last input.
  commands(count) {
    const raw = this.doubles(this.x.hr_commands(), count * 6);
    const list = [];
    for (let i = 0; i < count; i++) {
      const [kind, a, b, c, d] = raw.subarray(i * 6, i * 6 + 6);
      switch (kind) {
        case 1: list.push({ type: "state", edge: EDGES[a], state: STATES[b], progress: STATES[b] === "pulling" ? c : undefined,
          result: STATES[b] === "finishing" ? RESULTS[c] : undefined, from: STATES[d] }); break;
        case 2: list.push({ type: "trigger", edge: EDGES[a], cause: CAUSES[b] }); break;
        case 3: list.push({ type: "inset", edge: EDGES[a], amount: b, duration: c }); break;
        case 4: list.push({ type: "scroll", x: a, y: b, duration: c }); break;
        case 5: list.push({ type: "feedback", edge: EDGES[a], event: FEEDBACK[b] }); break;
        case 6: list.push({ type: "tick", at: a }); break;
        case 7: list.push({ type: "diagnostic", message: this.text(this.x.hr_diagnostic(a)) }); break;
        case 8: list.push({ type: "announce", edge: EDGES[a], announcement: ANNOUNCEMENTS[b] }); break;
      }
    }
    return list;
  }

  geometry(now, g) {
    return this.commands(this.x.hr_geometry(now, g.offset, g.contentWidth, g.contentHeight, g.viewportWidth,
      g.viewportHeight, g.insetTop, g.insetBottom));
  }
  dragBegan(now) { return this.commands(this.x.hr_drag_began(now)); }
  dragEnded(now, velocityY) { return this.commands(this.x.hr_drag_ended(now, velocityY)); }
  tick(now) { return this.commands(this.x.hr_tick(now)); }
  tap(now, edge) { return this.commands(this.x.hr_tap(now, edgeIndex(edge))); }
  begin(now, edge) { return this.commands(this.x.hr_begin(now, edgeIndex(edge))); }
  end(now, edge, result) { return this.commands(this.x.hr_end(now, edgeIndex(edge), RESULTS.indexOf(result))); }
  resetNoMoreData(now, edge) { return this.commands(this.x.hr_reset_no_more_data(now, edgeIndex(edge))); }
  closeSecondLevel(now, edge) { return this.commands(this.x.hr_close_second_level(now, edgeIndex(edge))); }
  performAccessibleAction(now, edge) { return this.commands(this.x.hr_perform_accessible_action(now, edgeIndex(edge))); }
  setReducedMotion(now, reduced) { return this.commands(this.x.hr_set_reduced_motion(now, reduced ? 1 : 0)); }
  suspend(now) { return this.commands(this.x.hr_suspend(now)); }
  resume(now) { return this.commands(this.x.hr_resume(now)); }
  setExclusivity(now, rule) {
    return this.commands(this.x.hr_set_exclusivity(now, ["none", "oppositeEdges", "allEdges"].indexOf(rule)));
  }

  // c: { triggers: ["release", …], prefetch, distance, extent, resting, minimumRefreshing,
  //      hold: {success, failure, noMoreData}, collapse, autoTriggerLimit (null: none), maxPull (null: none),
  //      secondLevel (distance or null), enabled }
  configure(now, edge, c) {
    const mask = c.triggers.reduce((bits, name) => bits | (TRIGGER_BITS[name] ?? 0), 0);
    return this.commands(this.x.hr_configure(now, edgeIndex(edge), mask, c.prefetch ?? 0, c.distance, c.extent,
      c.resting ?? 0, c.minimumRefreshing, c.hold.success, c.hold.failure, c.hold.noMoreData, c.collapse,
      c.autoTriggerLimit ?? -1, c.maxPull ?? 0, c.secondLevel ?? 0, c.enabled === false ? 0 : 1));
  }

  snapshot(edge) {
    if (!this.x.hr_snapshot(edgeIndex(edge))) return null;
    const s = this.doubles(this.x.hr_snapshot_buffer(), 10);
    return {
      edge, state: STATES[s[0]], result: STATES[s[0]] === "finishing" ? RESULTS[s[1]] : undefined,
      pull: s[2], progress: s[3], extraInset: s[4], isDragging: !!s[5], isEnabled: !!s[6],
      lastSuccess: Number.isNaN(s[7]) ? null : s[7], maximumPull: Number.isNaN(s[8]) ? null : s[8], isVisible: !!s[9],
    };
  }
  nextDeadline() { const d = this.x.hr_next_deadline(); return d < 0 ? null : d; }
  clampedOffset(offset) { return this.x.hr_clamped_offset(offset); }

  // Picks the first of the browser's languages that has built-in titles; returns its BCP 47 code.
  setLanguages(codes) {
    const bytes = this.encoder.encode(codes.join(","));
    const capacity = this.x.hr_text_capacity();
    const n = Math.min(bytes.length, capacity);
    new Uint8Array(this.x.memory.buffer, this.x.hr_text_buffer(), n).set(bytes.subarray(0, n));
    return this.text(this.x.hr_set_languages(n));
  }
  isRightToLeft() { return !!this.x.hr_is_right_to_left(); }
  title(edge) { return this.text(this.x.hr_title(edgeIndex(edge))); }
  lastUpdated(edge, now) { return this.text(this.x.hr_last_updated(edgeIndex(edge), now)); }

  // Accessibility: the action an edge offers a user who cannot pull (or null), its name, and what to announce.
  accessibleAction(edge) { return ACTIONS[this.x.hr_accessible_action(edgeIndex(edge))] ?? null; }
  actionName(action) { return this.text(this.x.hr_action_name(ACTIONS.indexOf(action))); }
  announcement(edge, announcement, newItems = -1) {
    return this.text(this.x.hr_announcement(edgeIndex(edge), ANNOUNCEMENTS.indexOf(announcement), newItems));
  }

  // Physics helpers: UIScrollView's rubber band, a critically damped spring, the deceleration.
  rubberBand(travel, dimension) { return this.x.hr_rubber_band(travel, dimension); }
  rubberBandTravel(offset, dimension) { return this.x.hr_rubber_band_travel(offset, dimension); }
  spring(time, position, velocity, response = 0.4) {
    const p = this.x.hr_spring(time, position, velocity, response);
    return { position: p, velocity: this.x.hr_spring_velocity() };
  }
  decay(seconds) { return this.x.hr_decay(seconds); }
}
