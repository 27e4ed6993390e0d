// The simulator compiled to wasm, wrapped for JavaScript: one method per refresh-lab scenario step, each recorded as
// that step before it returns, so the page cannot move the simulator in a way its export would not replay. Nothing
// here decides anything; the rules are the Swift core's (Sources/HeadlessRefresh) and the physics the simulator's
// (Sources/HeadlessRefreshSimulation).
import { Recording } from "./recorder.js";

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
const TRIGGER_BITS = { release: 1, threshold: 2, reachingEnd: 4, tap: 8 };
const EXCLUSIVITY = ["none", "oppositeEdges", "allEdges"];

const edgeIndex = (edge) => EDGES.indexOf(edge);
// A duration as the exports run it (Playground.duration): finite, 0 to an hour. The step records it so clamped, the
// very time the simulator ran.
const duration = (seconds) => (Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), 3600) : 0);

export class Core {
  static async load(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
    return new Core(instance.exports);
  }

  constructor(exports) {
    this.x = exports;
    this.decoder = new TextDecoder();
    this.encoder = new TextEncoder();
    this.recording = null;
  }

  // The memory can grow, so views are made afresh each time.
  doubles(pointer, count) { return new Float64Array(this.x.memory.buffer, pointer, count); }
  text(length) { return this.decoder.decode(new Uint8Array(this.x.memory.buffer, this.x.hr_text_buffer(), length)); }

  // A new simulator, as refresh-lab sets one up from a scenario's head: { viewport: [w, h], content: h,
  // edges: { top, bottom } (refresh-lab's edge objects), exclusivity }. The recording starts with it. Returns the
  // commands of its first layout (a footer whose prefetch reaches past the content triggers there), or null when
  // the head is refused.
  start(head) {
    for (const edge of ["top", "bottom"]) this.setUp(edge, head.edges[edge]);
    const count = this.x.hr_start(head.viewport[0], head.viewport[1], head.content,
      EXCLUSIVITY.indexOf(head.exclusivity));
    this.recording = new Recording(head);
    return count < 0 ? null : this.commands(count);
  }

  // Hands an edge object to hr_configure, for the next start or reconfigure.
  setUp(edge, c) {
    const hold = typeof c.resultHold === "number"
      ? { success: c.resultHold, failure: c.resultHold, noMoreData: c.resultHold } : c.resultHold;
    this.x.hr_configure(edgeIndex(edge), c.triggers.reduce((bits, name) => bits | TRIGGER_BITS[name], 0),
      c.prefetch ?? 0, c.distance, c.extent, c.resting, c.minimumRefreshing, hold.success, hold.failure,
      hold.noMoreData, c.collapse, c.autoTriggerLimit ?? -1, c.maxPull ?? 0, c.secondLevel?.distance ?? 0,
      c.enabled === false ? 0 : 1);
  }

  // One step: runs it, records it, returns the commands the controller answered with meanwhile.
  step(step, count) {
    this.recording.add(step);
    return this.commands(count);
  }

  wait(seconds) {
    const wait = duration(seconds);
    return this.step({ wait }, this.x.hr_wait(wait));
  }
  drag(distance, seconds) {
    const time = duration(seconds);
    return this.step({ drag: distance, duration: time }, this.x.hr_drag(distance, time));
  }
  release(velocity) { return this.step({ release: velocity }, this.x.hr_release(velocity)); }
  tap(edge) { return this.step({ tap: edge }, this.x.hr_tap(edgeIndex(edge))); }
  begin(edge) { return this.step({ begin: edge }, this.x.hr_begin(edgeIndex(edge))); }
  end(edge, result) {
    return this.step({ end: edge, result }, this.x.hr_end(edgeIndex(edge), RESULTS.indexOf(result)));
  }
  content(length) { return this.step({ content: length }, this.x.hr_content(length)); }
  scrollTo(offset) { return this.step({ scrollTo: offset }, this.x.hr_scroll_to(offset)); }
  suspend() { return this.step({ suspend: true }, this.x.hr_suspend()); }
  resume() { return this.step({ resume: true }, this.x.hr_resume()); }
  enable(edge, value) { return this.step({ enable: edge, value }, this.x.hr_enable(edgeIndex(edge), value ? 1 : 0)); }
  closeSecondLevel(edge) { return this.step({ closeSecondLevel: edge }, this.x.hr_close_second_level(edgeIndex(edge))); }
  accessibleAction(edge) {
    return this.step({ accessibleAction: edge }, this.x.hr_perform_accessible_action(edgeIndex(edge)));
  }
  reducedMotion(reduced) { return this.step({ reducedMotion: reduced }, this.x.hr_reduced_motion(reduced ? 1 : 0)); }
  // The edge object replaces the edge's configuration: every field the page sets, and none for those it leaves out.
  configure(edge, fields) {
    this.setUp(edge, fields);
    const step = { configure: edge, maxPull: null, secondLevel: null, ...fields };
    return this.step(step, this.x.hr_reconfigure(edgeIndex(edge)));
  }
  exclusivity(rule) { return this.step({ exclusivity: rule }, this.x.hr_exclusivity(EXCLUSIVITY.indexOf(rule))); }
  viewport(width, height) { return this.step({ viewport: [width, height] }, this.x.hr_viewport(width, height)); }

  // Decodes the commands of the last step.
  commands(count) {
    const raw = this.doubles(this.x.hr_commands(), count * 6);
    const list = [];
    for (let i = 0; i < count; i++) {
      const [kind, a, b, c, d] = raw.subarray(i * 6, i * 6 + 6);
      switch (kind) {
        case 1: list.push({ type: "state", edge: EDGES[a], state: STATES[b], from: STATES[d],
          result: STATES[b] === "finishing" ? RESULTS[c] : undefined }); break;
        case 2: list.push({ type: "trigger", edge: EDGES[a], cause: CAUSES[b] }); break;
        case 3: list.push({ type: "inset", edge: EDGES[a], amount: b, duration: c }); break;
        case 4: list.push({ type: "scroll", y: b, duration: c }); break;
        case 5: list.push({ type: "feedback", edge: EDGES[a], event: FEEDBACK[b] }); break;
        case 6: list.push({ type: "tick", at: a }); break;
        case 7: list.push({ type: "diagnostic", message: this.text(this.x.hr_diagnostic(a)) }); break;
        case 8: list.push({ type: "announce", edge: EDGES[a], announcement: ANNOUNCEMENTS[b] }); break;
      }
    }
    return list;
  }

  // --- The scroll view, as the simulator moved it. ---
  get now() { return this.x.hr_now(); }
  get offset() { return this.x.hr_offset(); }
  get contentLength() { return this.x.hr_content_length(); }
  extraInset(edge) { return this.x.hr_extra_inset(edgeIndex(edge)); }
  // "drag" while the finger is down, "moving" while the content coasts, bounces or scrolls, else "rest".
  get motion() { return ["rest", "drag", "moving"][this.x.hr_motion()]; }

  snapshot(edge) {
    if (!this.x.hr_snapshot(edgeIndex(edge))) return null;
    const s = this.doubles(this.x.hr_snapshot_buffer(), 10);
    return {
      edge, state: STATES[s[0]], result: STATES[s[0]] === "finishing" ? RESULTS[s[1]] : undefined,
      pull: s[2], progress: s[3], extraInset: s[4], isDragging: !!s[5], isEnabled: !!s[6],
      lastSuccess: Number.isNaN(s[7]) ? null : s[7], maximumPull: Number.isNaN(s[8]) ? null : s[8], isVisible: !!s[9],
    };
  }

  // --- Text: picks the first of the browser's languages that has built-in titles; returns its BCP 47 code. ---
  setLanguages(codes) {
    const bytes = this.encoder.encode(codes.join(","));
    const n = Math.min(bytes.length, this.x.hr_text_capacity());
    new Uint8Array(this.x.memory.buffer, this.x.hr_text_buffer(), n).set(bytes.subarray(0, n));
    return this.text(this.x.hr_set_languages(n));
  }
  isRightToLeft() { return !!this.x.hr_is_right_to_left(); }
  title(edge) { return this.text(this.x.hr_title(edgeIndex(edge))); }
  // "Last updated …" at `now` (simulator time; the page puts back the pauses it cut).
  lastUpdated(edge, now = this.now) { return this.text(this.x.hr_last_updated(edgeIndex(edge), now)); }

  // --- Accessibility: the action an edge offers a user who cannot pull (or null), its name, what to announce. ---
  offeredAction(edge) { return ACTIONS[this.x.hr_offered_action(edgeIndex(edge))] ?? null; }
  actionName(action) { return this.text(this.x.hr_action_name(ACTIONS.indexOf(action))); }
  announcement(edge, announcement, newItems = -1) {
    return this.text(this.x.hr_announcement(edgeIndex(edge), ANNOUNCEMENTS.indexOf(announcement), newItems));
  }
}
