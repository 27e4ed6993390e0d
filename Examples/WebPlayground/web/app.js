// The host: a feed in a div, driven by the HeadlessRefresh core compiled to wasm. The page owns the content
// offset and its motion (rubber band, deceleration and spring, all from the core's physics helpers), feeds the
// core geometry, touches and time, and applies what it answers: states, triggers, extra insets, scrolls,
// feedback and timers. Every decision — when to trigger, what to hold, when to collapse — is the core's.
import { Core } from "./core.js";
import { Recorder } from "./recorder.js";
import { Timeline } from "./timeline.js";

const ROW = 64;  // points per item
const PAGE = 10;  // items per page
const FIRST_PAGE = 12;
const params = new URLSearchParams(location.search);
const $ = (selector) => document.querySelector(selector);

const core = await Core.load("HeadlessRefresh.wasm").catch((error) => {
  document.body.textContent = `Could not load HeadlessRefresh.wasm (${error}). Build it with scripts/build-web and ` +
    "serve this folder over HTTP, for example: python3 -m http.server --bind 127.0.0.1 8000";
  throw error;
});
const viewport = $("#viewport");
const W = viewport.clientWidth;
const H = viewport.clientHeight;
const clockStart = performance.now();
const clock = () => (performance.now() - clockStart) / 1000;  // seconds since the page started: scenario time
const language = core.setLanguages(params.has("lang") ? [params.get("lang")] : [...navigator.languages]);

// --- The page's state: what a scroll view owns. ---
let offset = 0;
let items = 0;
let motion = { kind: "rest" };  // rest, drag, coast, bounce, scroll
const inset = { top: anim(0), bottom: anim(0) };  // the library's extra inset, animated
const loading = { top: null, bottom: null };
const triggers = { top: 0, bottom: 0 };
const lastAppend = { top: 0, bottom: 0 };  // items the last load added, for "10 new items"
let pagesLoaded = 0;
let loadScript = params.has("loads") ? params.get("loads").split(",") : null;  // bottom results, for tests
let tickTimer = 0;
const recorder = new Recorder();
const timeline = new Timeline($("#timeline"));

function anim(value) { return { value, from: value, to: value, start: 0, duration: 0 }; }
function setTarget(a, to, duration, now) {
  Object.assign(a, { from: a.value, to, start: now, duration: Math.max(0, duration) });
  if (!(duration > 0)) a.value = to;
}
function stepAnim(a, now) {
  if (a.value === a.to) return;
  const p = a.duration > 0 ? Math.min(1, (now - a.start) / a.duration) : 1;
  a.value = p >= 1 ? a.to : a.from + (a.to - a.from) * ease(p);
}
const ease = (p) => (p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p));

const contentHeight = () => items * ROW;
// Where the content may rest: the top of the content (under the header's extra inset) to its end.
const lower = (top = inset.top.value) => -top;
const upper = (top = inset.top.value, bottom = inset.bottom.value) =>
  Math.max(contentHeight() - H + bottom, lower(top));
const targetLower = () => lower(inset.top.to);
const targetUpper = () => upper(inset.top.to, inset.bottom.to);

// The rubber band past either edge, as UIScrollView: the finger's free travel maps to a resisted offset.
function constrained(free) {
  if (free < lower()) return lower() - core.rubberBand(lower() - free, H);
  if (free > upper()) return upper() + core.rubberBand(free - upper(), H);
  return free;
}
function unconstrained(shown) {
  const limit = H * 0.999;
  if (shown < lower()) return lower() - core.rubberBandTravel(Math.min(lower() - shown, limit), H);
  if (shown > upper()) return upper() + core.rubberBandTravel(Math.min(shown - upper(), limit), H);
  return shown;
}

const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

// --- Configuration, from the controls. ---
const form = $("#controls");
const value = (name) => Number(form.elements[name].value);
function configuration() {
  const top = {
    triggers: [form.elements.topTrigger.value], distance: value("topDistance"), extent: value("topExtent"),
    minimumRefreshing: value("topMinimum"),
    // A failure stays at least a second, long enough to read.
    hold: { success: value("topHold"), failure: Math.max(1, value("topHold")), noMoreData: value("topHold") },
    collapse: 0.3, autoTriggerLimit: 1, maxPull: value("topMaxPull") || null,
    secondLevel: form.elements.topTrigger.value === "release" && value("topSecondLevel") > value("topDistance")
      ? value("topSecondLevel") : null,
    enabled: true,
  };
  const bottomTriggers = [];
  if (form.elements.bottomReachingEnd.checked) bottomTriggers.push("reachingEnd");
  if (form.elements.bottomTap.checked) bottomTriggers.push("tap");
  const bottom = {
    triggers: bottomTriggers, prefetch: value("bottomPrefetch"), distance: 44, extent: value("bottomExtent"),
    resting: value("bottomExtent"), minimumRefreshing: 0, hold: { success: 0, failure: 0, noMoreData: 0 },
    collapse: 0.25, autoTriggerLimit: value("bottomLimit"), maxPull: null, secondLevel: null,
    enabled: form.elements.bottomEnabled.checked,
  };
  return { top, bottom, exclusivity: form.elements.exclusivity.value };
}
function applyConfiguration() {
  const now = clock();
  const c = configuration();
  apply(core.configure(now, "top", c.top), now);
  apply(core.configure(now, "bottom", c.bottom), now);
  apply(core.setExclusivity(now, c.exclusivity), now);
  recorder.restart(now, c, geometry(), offset);
  if (reducedMotion.matches) recorder.step({ reducedMotion: true }, now);
  showOutputs();
}
function showOutputs() {
  for (const input of form.querySelectorAll("input[type=range]")) input.nextElementSibling.value = input.value;
}
form.addEventListener("input", () => applyConfiguration());

// --- The feed. ---
const list = $("#items");
function addItems(count, fresh = false) {
  for (let i = 0; i < count; i++) {
    items += 1;
    const li = document.createElement("li");
    if (fresh) li.className = "fresh";
    li.innerHTML = `<b>Post #${items}</b><span>${["A pull that fires once", "No load from a bounce",
      "End of data is sticky", "Rest is rest", "The finger pins the content"][items % 5]}</span>`;
    list.append(li);
  }
}
function refreshItems() {
  for (const li of list.children) li.classList.add("fresh");
}

// --- Geometry in, commands out. ---
function geometry() {
  return { offset, contentWidth: W, contentHeight: contentHeight(), viewportWidth: W, viewportHeight: H,
    insetTop: 0, insetBottom: 0 };
}

function apply(commands, now) {
  for (const c of commands) {
    switch (c.type) {
      case "state": stateChanged(c, now); break;
      case "trigger": trigger(c.edge, c.cause, now); break;
      case "inset": setTarget(inset[c.edge], c.amount, c.duration, now); break;
      case "scroll": motion = { kind: "scroll", from: offset, to: c.y, start: now, duration: c.duration }; break;
      case "feedback": pulse(c.edge, c.event); break;
      case "tick": scheduleTick(c.at); break;
      case "diagnostic": log(now, "diagnostic", c.message); break;
      case "announce": announce(c.edge, c.announcement, now); break;
    }
  }
}

function scheduleTick(at) {
  clearTimeout(tickTimer);
  tickTimer = setTimeout(() => { const now = clock(); apply(core.tick(now), now); }, Math.max(0, at - clock()) * 1000);
}

function stateChanged(c, now) {
  if (c.state !== c.from) log(now, c.edge, c.state + (c.result ? ` (${c.result})` : ""), c.state);
  timeline.state(now, c.edge, c.state);
  render();
}

function trigger(edge, cause, now) {
  triggers[edge] += 1;
  timeline.trigger(now, edge);
  log(now, edge, `trigger: ${cause}`);
  const delay = value("delay");
  let result = "success";
  let append = 0;
  if (edge === "top") {
    result = form.elements.topResult.value;
  } else if (loadScript && loadScript.length > 0) {
    result = loadScript.shift();
    append = result === "failure" ? 0 : PAGE * ROW;
  } else if (form.elements.failNext.checked) {
    result = "failure";
    form.elements.failNext.checked = false;
  } else {
    result = pagesLoaded + 1 >= value("pages") ? "noMoreData" : "success";
    append = PAGE * ROW;
  }
  const response = { after: delay, result, append };
  lastAppend[edge] = append / ROW;
  recorder.response(edge, response);
  loading[edge] = setTimeout(() => {
    const end = clock();
    loading[edge] = null;
    if (response.append > 0) { addItems(response.append / ROW); pagesLoaded += 1; }
    if (edge === "top" && result === "success") { refreshItems(); pagesLoaded = 0; }
    apply(core.end(end, edge, result), end);
  }, delay * 1000);
}

function pulse(edge, event) {
  const dot = (edge === "top" ? $("#header") : $("#footer")).querySelector(".pulse");
  dot.classList.remove("on");
  void dot.offsetWidth;  // restart the animation
  dot.classList.add("on");
  document.body.dataset.lastFeedback = `${edge}:${event}`;
}

// --- Input: pointer (mouse, pen, touch), wheel, keys. ---
let finger = null;  // { id, y, samples: [[t, y]] }
viewport.addEventListener("pointerdown", (event) => {
  if (finger || event.button > 0) return;
  if (event.target.closest("#footer, button")) return;  // a tap on the footer, handled on click
  viewport.setPointerCapture(event.pointerId);
  fingerDown(event.pointerId, event.clientY, clock());
});
viewport.addEventListener("pointermove", (event) => {
  if (!finger || event.pointerId !== finger.id) return;
  fingerMove(event.clientY, clock());
});
const up = (event) => {
  if (!finger || event.pointerId !== finger.id) return;
  fingerMove(event.clientY, clock());
  fingerUp(clock());
};
viewport.addEventListener("pointerup", up);
viewport.addEventListener("pointercancel", up);

function fingerDown(id, y, now) {
  finger = { id, y, samples: [[now, y]] };
  motion = { kind: "drag" };
  recorder.fingerDown(now);
  apply(core.dragBegan(now), now);
}
function fingerMove(y, now) {
  const delta = y - finger.y;
  if (delta === 0) return;
  finger.y = y;
  finger.samples.push([now, y]);
  if (finger.samples.length > 8) finger.samples.shift();
  recorder.drag(delta, now);
  offset = constrained(unconstrained(offset) - delta);
  offset = core.clampedOffset(offset);  // held at the maximum pull, where the edge stops counting
  send(now);
}
function fingerUp(now) {
  // The finger's velocity over its last samples (points per second, positive downwards).
  const recent = finger.samples.filter(([t]) => now - t < 0.1);
  const first = recent[0] ?? finger.samples[finger.samples.length - 1];
  const last = finger.samples[finger.samples.length - 1];
  const velocity = recent.length > 1 && last[0] > first[0] ? (last[1] - first[1]) / (last[0] - first[0]) : 0;
  finger = null;
  recorder.release(velocity, now);
  apply(core.dragEnded(now, -velocity), now);
  launch(-velocity);
}
// Content let go at `velocity` (offset points per second): past an edge it springs back, inside it coasts.
function launch(velocity) {
  if (offset < targetLower() || offset > targetUpper()) motion = { kind: "bounce", velocity };
  else if (Math.abs(velocity) >= 1) motion = { kind: "coast", velocity };
  else motion = { kind: "rest" };
}

// A wheel burst is a drag: the finger lands, moves with the wheel, and lifts 150 ms after the last event.
let wheelTimer = 0;
viewport.addEventListener("wheel", (event) => {
  event.preventDefault();
  const now = clock();
  if (!finger) fingerDown("wheel", 0, now);
  if (finger.id !== "wheel") return;
  fingerMove(finger.y - event.deltaY * (event.deltaMode === 1 ? 16 : 1), now);
  clearTimeout(wheelTimer);
  wheelTimer = setTimeout(() => { if (finger?.id === "wheel") { finger.samples = []; fingerUp(clock()); } }, 150);
}, { passive: false });

// A flick from the keyboard: a touch that lets go at once with a velocity.
function flick(fingerVelocity) {
  if (finger) return;
  const now = clock();
  fingerDown("key", 0, now);
  finger.samples = [];
  finger = null;
  recorder.release(fingerVelocity, now);
  apply(core.dragEnded(now, -fingerVelocity), now);
  launch(-fingerVelocity);
}

// The keys and the buttons use the core's accessible actions: what a user who cannot pull may do at an edge now
// (refresh, load more, retry, close the second level), performed through the same path as a pull.
function performAccessibleAction(edge) {
  const now = clock();
  recorder.step({ accessibleAction: edge }, now);
  apply(core.performAccessibleAction(now, edge), now);
}
const refresh = () => performAccessibleAction("top");
const loadMore = () => performAccessibleAction("bottom");
function tapFooter() { const now = clock(); recorder.step({ tap: "bottom" }, now); apply(core.tap(now, "bottom"), now); }
function closeSecondLevel() {
  const now = clock();
  recorder.step({ closeSecondLevel: "top" }, now);
  apply(core.closeSecondLevel(now, "top"), now);
}
$("#footer").addEventListener("click", tapFooter);
$("#refresh").addEventListener("click", refresh);
$("#load-more").addEventListener("click", loadMore);
$("#close-second-level").addEventListener("click", closeSecondLevel);
$("#reset").addEventListener("click", () => location.reload());
$("#export").addEventListener("click", () => {
  const text = JSON.stringify(recorder.scenario(clock()), null, 1);
  $("#export-output").value = text;
  // A scenario has no field for exclusivity: refresh-lab replays with its default, opposite edges.
  $("#export-note").textContent = form.elements.exclusivity.value === "oppositeEdges" ? ""
    : "refresh-lab replays this with exclusivity between opposite edges, its default.";
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  link.download = "playground-scenario.json";
  if (!params.has("test")) link.click();
});
document.addEventListener("keydown", (event) => {
  if (event.target.closest("input, select, textarea") || event.metaKey || event.ctrlKey) return;
  const keys = { r: refresh, l: loadMore, t: tapFooter, Escape: closeSecondLevel,
    ArrowDown: () => flick(-1200), j: () => flick(-1200), ArrowUp: () => flick(1200), k: () => flick(1200),
    PageDown: () => flick(-2400), PageUp: () => flick(2400), End: () => flick(-8000), Home: () => flick(8000) };
  if (!keys[event.key]) return;
  event.preventDefault();
  keys[event.key]();
});
document.addEventListener("visibilitychange", () => {
  const now = clock();
  apply(document.hidden ? core.suspend(now) : core.resume(now), now);
});

// --- Frames. ---
let lastFrame = clock();
function frame() {
  const now = clock();
  const dt = Math.min(0.05, Math.max(0, now - lastFrame));
  lastFrame = now;
  // Content resting at an edge moves with that edge's inset: a collapse scrolls the indicator away.
  const atTop = motion.kind === "rest" && Math.abs(offset - lower()) < 0.5;
  const atBottom = motion.kind === "rest" && !atTop && Math.abs(offset - upper()) < 0.5 && offset > lower();
  stepAnim(inset.top, now);
  stepAnim(inset.bottom, now);
  if (atTop) offset = lower();
  else if (atBottom) offset = upper();
  advance(dt, now);
  send(now);
  timeline.sample(now, offset);
  requestAnimationFrame(frame);
}
function advance(dt, now) {
  switch (motion.kind) {
    case "rest":
      if (offset < targetLower() - 0.001 || offset > targetUpper() + 0.001) motion = { kind: "bounce", velocity: 0 };
      break;
    case "coast": {
      // UIScrollView's deceleration: v *= 0.998^ms; the distance is the integral of the decaying velocity.
      const decay = core.decay(dt);
      offset += (motion.velocity * (1 - decay)) / (1000 * -Math.log(0.998));
      motion.velocity *= decay;
      if (offset < targetLower() || offset > targetUpper()) motion = { kind: "bounce", velocity: motion.velocity };
      else if (Math.abs(motion.velocity) < 1) motion = { kind: "rest" };
      break;
    }
    case "bounce": {
      const leading = offset < targetLower();
      const rest = leading ? targetLower() : targetUpper();
      if (!leading && offset <= rest) { motion = { kind: "rest" }; break; }
      const s = core.spring(dt, offset - rest, motion.velocity);
      offset = rest + s.position;
      motion.velocity = s.velocity;
      if (Math.abs(s.position) < 0.05 && Math.abs(s.velocity) < 1) { offset = rest; motion = { kind: "rest" }; }
      break;
    }
    case "scroll": {
      const p = motion.duration > 0 ? Math.min(1, (now - motion.start) / motion.duration) : 1;
      offset = motion.from + (motion.to - motion.from) * ease(p);
      if (p >= 1) motion = { kind: "rest" };
      break;
    }
  }
}
function send(now) {
  apply(core.geometry(now, geometry()), now);
  render();
}

// --- Drawing: only what the snapshots say. ---
const header = $("#header");
const footer = $("#footer");
function render() {
  $("#content").style.transform = `translateY(${-offset}px)`;
  $("#content").style.height = `${contentHeight()}px`;
  footer.style.top = `${contentHeight()}px`;
  const now = clock();
  for (const [edge, element] of [["top", header], ["bottom", footer]]) {
    const s = core.snapshot(edge);
    if (!s) continue;
    if (element.dataset.state !== s.state) element.dataset.state = s.state;
    element.dataset.result = s.result ?? "";
    element.style.setProperty("--progress", Math.max(0, s.progress).toFixed(3));
    element.style.visibility = s.isEnabled && s.isVisible ? "visible" : "hidden";
    const title = core.title(edge);
    const titleElement = element.querySelector(".title");
    if (titleElement.textContent !== title) titleElement.textContent = title;
    if (edge === "top") element.querySelector(".subtitle").textContent = core.lastUpdated("top", now);
  }
  const open = header.dataset.state.startsWith("secondLevel");
  $("#second-level").setAttribute("aria-hidden", open ? "false" : "true");
  const stats = $("#stats");
  stats.dataset.topTriggers = triggers.top;
  stats.dataset.bottomTriggers = triggers.bottom;
  stats.dataset.items = items;
  stats.dataset.offset = offset.toFixed(1);
  stats.dataset.motion = motion.kind;
  stats.textContent = `${items} posts · refreshes ${triggers.top} · loads ${triggers.bottom} · offset ` +
    `${offset.toFixed(1)} · language ${language}`;
  renderAccessibleActions();
}

// Accessible actions: what the core offers a user who cannot pull at each edge now, named in the page's language,
// rendered as buttons with labels (a screen reader's custom actions, a switch-control menu).
export function accessibleActions() {
  const actions = [];
  for (const edge of ["top", "bottom"]) {
    const action = core.accessibleAction(edge);
    if (action) actions.push({ id: action, edge, label: core.actionName(action), perform: () => performAccessibleAction(edge) });
  }
  return actions;
}

// What a screen reader hears: the core's announcements, spoken through a live region.
function announce(edge, announcement, now) {
  const newItems = announcement === "succeeded" && edge === "bottom" ? lastAppend.bottom : -1;
  const text = core.announcement(edge, announcement, newItems);
  $("#announcer").textContent = text;
  log(now, edge, `announce: ${text}`);
}

let actionsKey = "";
function renderAccessibleActions() {
  const actions = accessibleActions();
  const key = actions.map((a) => a.id + a.label).join("|");
  if (key === actionsKey) return;
  actionsKey = key;
  const box = $("#accessible-actions");
  box.replaceChildren(...actions.map((action) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = action.label;
    button.setAttribute("aria-label", action.label);
    button.dataset.action = action.id;
    button.addEventListener("click", action.perform);
    return button;
  }));
}

function log(now, edge, text, state) {
  const li = document.createElement("li");
  li.dataset.edge = edge;
  if (state) li.dataset.state = state;
  li.textContent = `${now.toFixed(2)} s  ${edge}  ${text}`;
  const events = $("#events");
  events.prepend(li);
  while (events.children.length > 200) events.lastChild.remove();
}

// --- Start. ---
addItems(FIRST_PAGE);
if (core.isRightToLeft()) { header.dir = "rtl"; footer.dir = "rtl"; }
document.documentElement.lang = language;
$("#wasm-size").textContent = `${(core.size / 1024).toFixed(0)} KB`;
applyConfiguration();
// prefers-reduced-motion: the core hands out zero durations for motion (applyConfiguration records it).
reducedMotion.addEventListener("change", () => {
  const now = clock();
  recorder.step({ reducedMotion: reducedMotion.matches }, now);
  apply(core.setReducedMotion(now, reducedMotion.matches), now);
});
if (reducedMotion.matches) apply(core.setReducedMotion(clock(), true), clock());
send(clock());
requestAnimationFrame(frame);
window.playground = { core, accessibleActions, configuration, now: clock, get offset() { return offset; } };
document.body.dataset.ready = "1";
