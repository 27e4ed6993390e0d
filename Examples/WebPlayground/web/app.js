// The host: a feed in a div, moved by the simulator refresh-lab runs and decided by the HeadlessRefresh core, both
// compiled to wasm. The page does no physics and takes no decision: it turns what the user does into simulator steps
// (input.js), draws what the simulator and the core say (view.js), and plays the network: a trigger starts a
// simulated load, whose posts and result come back as steps too. Everything the page ran is its export.
import { Core } from "./core.js";
import { listen } from "./input.js";
import { Timeline } from "./timeline.js";
import { View } from "./view.js";

const ROW = 64;  // points per post
const PAGE = 10;  // posts per page at the end
const NEW_POSTS = 3;  // posts a successful refresh brings at the top
const FIRST_PAGE = 12;
const params = new URLSearchParams(location.search);
const $ = (selector) => document.querySelector(selector);

const core = await Core.load("HeadlessRefresh.wasm").catch((error) => {
  $("#problem").textContent = `Could not load HeadlessRefresh.wasm (${error.message}). Build it with ` +
    "scripts/build-web and serve this folder over HTTP: python3 -m http.server --bind 127.0.0.1 8000";
  throw error;
});
const viewport = $("#viewport");
const language = core.setLanguages(params.has("lang") ? [params.get("lang")] : [...navigator.languages]);
const view = new View(core, language);
const timeline = new Timeline($("#timeline"));
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

// The clock: seconds since the simulator started, counted in 1/1024 s. Every duration the page hands the simulator
// is then exact in binary, so the export's merged waits add up to the very same times (see recorder.js). `cut`
// counts the 1/1024 s of pauses at rest left out (see host.catchUp), so that the clock and the simulator agree.
let clockStart = performance.now();
let cut = 0;
const clock = () => (Math.floor((performance.now() - clockStart) * 1.024) - cut) / 1024;
const REST = 1;  // seconds: the longest pause at rest the simulator runs
const LONGEST_SCENARIO = 3600;  // seconds: the longest scenario refresh-lab replays

// --- The posts: what the simulated server sent so far. ---
const feed = {
  list: $("#items"), count: 0, serial: 0,
  add(edge, count) {
    const rows = [];
    for (let i = 0; i < count; i++) {
      this.serial += 1;
      const li = document.createElement("li");
      li.innerHTML = `<b>Post #${this.serial}</b><span>${["A pull that fires once", "No load from a bounce",
        "End of data is sticky", "Rest is rest", "The finger pins the content"][this.serial % 5]}</span>`;
      rows.push(li);
    }
    this.count += count;
    if (edge === "top") {
      for (const li of this.list.querySelectorAll(".fresh")) li.classList.remove("fresh");
      for (const li of rows) li.classList.add("fresh");
      this.list.prepend(...rows);
    } else {
      this.list.append(...rows);
    }
  },
};

// --- The simulated server: each trigger of an edge is answered after the load time. ---
const scripts = {  // for tests: the next results, in order, before the controls decide
  top: params.has("refreshes") ? params.get("refreshes").split(",") : [],
  bottom: params.has("loads") ? params.get("loads").split(",") : [],
};
let pagesLoaded = 0;
function answer(edge) {
  const form = $("#controls").elements;
  let result = scripts[edge].shift();
  if (!result && edge === "top") result = form.topResult.value;
  if (!result && form.failNext.checked) { result = "failure"; form.failNext.checked = false; }
  if (!result) result = pagesLoaded >= Number(form.pages.value) ? "noMoreData" : "success";
  const rows = result !== "success" ? 0 : edge === "top" ? NEW_POSTS : PAGE;
  return { result, rows, after: Number(form.delay.value) };
}
function startLoad(edge) {
  const response = answer(edge);
  host.loading += 1;
  setTimeout(() => {
    host.catchUp();
    host.loading -= 1;
    if (response.rows > 0) {
      feed.add(edge, response.rows);
      host.apply(core.content(feed.count * ROW));
    }
    if (edge === "top" && response.result === "success") pagesLoaded = 0;  // the list starts over
    else if (response.result === "success") pagesLoaded += 1;
    host.newItems[edge] = response.rows;
    host.apply(core.end(edge, response.result));
  }, response.after * 1000);
}

// --- The host: applies the commands, keeps the simulator's time up with the page's. ---
let tickTimer = 0;
const host = {
  core, view, viewport, footer: $("#footer"), feed, clock, width: 0, height: 0,
  counts: { top: 0, bottom: 0 }, triggers: [], newItems: { top: -1, bottom: -1 },
  inputKind: matchMedia("(pointer: coarse)").matches ? "touch" : "mouse",  // what the user last used (input.js)
  loading: 0,  // loads the simulated server has not answered yet
  tickAt: 0,  // the deadline the core last asked for
  cuts: [],  // [simulator time, seconds]: the pauses at rest cut short
  // Runs the frames up to now, in waits of a second at most. At rest a frame changes nothing, so a pause there runs
  // for REST and the rest of it is cut from the clock: however long the page is left, its recording stays within
  // refresh-lab's hour, and each wait it records is the one the simulator ran.
  catchUp() {
    for (let gap = clock() - core.now; gap > 0; gap = clock() - core.now) {
      const resting = this.atRest();
      if (resting && gap > REST) {
        cut += Math.round((gap - REST) * 1024);
        this.cuts.push([core.now, gap - REST]);
      }
      const commands = core.wait(Math.min(gap, REST));
      this.apply(commands, commands.length > 0);
      if (resting) return;
    }
  },
  // The simulator's time as the user lived it since `time`: with the pauses cut since then put back.
  lived(time) { return core.now + this.cuts.reduce((sum, [at, seconds]) => sum + (at >= time ? seconds : 0), 0); },
  // Whether nothing can change until the next step: nothing moves, no inset animates, no load is out, no deadline is
  // ahead. Frames then change nothing, and the page draws none.
  atRest() {
    return core.motion === "rest" && this.loading === 0 && !(this.tickAt > core.now) &&
      ["top", "bottom"].every((edge) => core.extraInset(edge) === (core.snapshot(edge)?.extraInset ?? 0));
  },
  // Applies a step's commands and draws; a step that changed something (any but a wait with no commands) or left the
  // page moving asks for frames.
  apply(commands, changed = true) {
    const now = core.now;
    for (const c of commands) {
      switch (c.type) {
        case "state":
          if (c.state !== c.from) view.log(now, c.edge, c.state + (c.result ? ` (${c.result})` : ""), c.state);
          timeline.state(now, c.edge, c.state);
          break;
        case "trigger":
          this.counts[c.edge] += 1;
          this.triggers.push([c.edge, c.cause]);
          timeline.trigger(now, c.edge);
          view.log(now, c.edge, `trigger: ${c.cause}`);
          startLoad(c.edge);
          break;
        case "feedback": view.pulse(c.edge); document.body.dataset.lastFeedback = `${c.edge}:${c.event}`; break;
        case "announce": {
          const newItems = c.announcement === "succeeded" ? this.newItems[c.edge] : -1;
          const text = core.announcement(c.edge, c.announcement, newItems);
          view.announce(text, c.announcement);
          view.log(now, c.edge, `announce: ${text}`);
          break;
        }
        case "diagnostic": view.log(now, "diagnostic", c.message); break;
        // The simulator animates insets and scrolls itself; the log shows what it was asked.
        case "inset": view.log(now, c.edge, `inset ${c.amount} over ${c.duration} s`); break;
        // A deadline in a hidden tab, where frames stop: the simulator's timers run when the page catches up.
        case "tick":
          this.tickAt = c.at;
          clearTimeout(tickTimer);
          tickTimer = setTimeout(() => { this.catchUp(); view.render(this); }, Math.max(0, c.at - now) * 1000);
          break;
      }
    }
    view.render(this);
    if (changed || !this.atRest()) askFrame();
  },
};

// --- The configuration: refresh-lab's edge objects, from the controls. ---
const form = $("#controls");
const LOADER_FIELDS = ["topResult", "pages", "failNext", "delay"];  // the server's, not the edges'
const value = (name) => Number(form.elements[name].value);
for (const element of form.elements) {  // tests and links may preset any control: ?topDistance=80
  if (!element.name || !params.has(element.name)) continue;
  if (element.type === "checkbox") element.checked = params.get(element.name) === "1";
  else element.value = params.get(element.name);
}
function head() {
  const e = form.elements;
  const top = {
    triggers: [e.topTrigger.value], distance: value("topDistance"), extent: value("topExtent"), resting: 0,
    minimumRefreshing: value("topMinimum"),
    // A failure stays at least a second, long enough to read.
    resultHold: { success: value("topHold"), failure: Math.max(1, value("topHold")), noMoreData: value("topHold") },
    collapse: 0.3, autoTriggerLimit: 1, enabled: true,
  };
  if (value("topMaxPull") > 0) top.maxPull = value("topMaxPull");
  if (e.topTrigger.value === "release" && value("topSecondLevel") > value("topDistance")) {
    top.secondLevel = { distance: value("topSecondLevel") };
  }
  const triggers = [];
  if (e.bottomReachingEnd.checked) triggers.push("reachingEnd");
  if (e.bottomTap.checked) triggers.push("tap");
  const bottom = {
    triggers, distance: 44, extent: value("bottomExtent"), resting: value("bottomExtent"), minimumRefreshing: 0,
    resultHold: 0, collapse: 0.25, autoTriggerLimit: value("bottomLimit"), enabled: e.bottomEnabled.checked,
  };
  if (e.bottomReachingEnd.checked) bottom.prefetch = value("bottomPrefetch");
  return { viewport: [host.width, host.height], content: feed.count * ROW, edges: { top, bottom },
    exclusivity: e.exclusivity.value };
}

// A new simulator from the controls, the content at the top: a new recording.
function start() {
  [host.width, host.height] = [viewport.clientWidth, viewport.clientHeight];
  const firstLayout = core.start(head());
  clockStart = performance.now();
  timeline.restart();
  host.apply(firstLayout ?? []);
  if (reducedMotion.matches) host.apply(core.reducedMotion(true));
  view.render(host);
}
// A control is a step: the edge it belongs to configured anew, the exclusivity, or enabling the footer. The server's
// controls are not the core's.
form.addEventListener("input", (event) => {
  for (const range of form.querySelectorAll("input[type=range]")) range.nextElementSibling.value = range.value;
  const name = event.target.name;
  if (LOADER_FIELDS.includes(name)) return;
  host.catchUp();
  if (name === "bottomEnabled") host.apply(core.enable("bottom", event.target.checked));
  else if (name === "exclusivity") host.apply(core.exclusivity(event.target.value));
  else {
    const edge = name.startsWith("top") ? "top" : "bottom";
    host.apply(core.configure(edge, head().edges[edge]));
  }
});
// Dark mode: the page's colours follow by themselves; the timeline, drawn, is drawn again.
matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => timeline.redraw(core.now));
// prefers-reduced-motion: the core hands out zero durations for motion.
reducedMotion.addEventListener("change", () => { host.catchUp(); host.apply(core.reducedMotion(reducedMotion.matches)); });
// The feed resized (the window, a rotation; on a short screen the feed is as tall as fits): a viewport step.
new ResizeObserver(() => {
  const [width, height] = [viewport.clientWidth, viewport.clientHeight];
  if (width === host.width && height === host.height) return;
  host.catchUp();
  [host.width, host.height] = [width, height];
  host.apply(core.viewport(width, height));
}).observe(viewport);

$("#reset").addEventListener("click", () => location.reload());
$("#export").addEventListener("click", () => {
  host.catchUp();
  const text = JSON.stringify(core.recording.scenario(), null, 1);
  $("#export-output").value = text;
  // refresh-lab replays an hour at most. A pause at rest counts a second, so only an hour of things going on (a
  // finger held down, loads) gets there.
  $("#export-note").textContent = core.now <= LONGEST_SCENARIO ? "" : `This session ran ${Math.round(core.now)} s, ` +
    `longer than the hour refresh-lab replays: Reset starts a new one.`;
  if (params.has("test")) return;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  link.download = "playground-scenario.json";
  link.click();
});

// --- Frames: while anything changes, the simulator runs up to each animation frame and the page draws it, the
// timeline too. At rest the page asks for no frame at all (a frame would draw the same again); a step asks again. ---
let frameAsked = false;
function askFrame() {
  if (frameAsked) return;
  frameAsked = true;
  requestAnimationFrame(frame);
}
function frame() {
  frameAsked = false;
  host.catchUp();
  timeline.sample(core.now, core.offset);
  if (!host.atRest()) askFrame();
}

// --- Start. ---
feed.add("bottom", FIRST_PAGE);
for (const range of form.querySelectorAll("input[type=range]")) range.nextElementSibling.value = range.value;
start();
listen(host);
askFrame();
// What a test reads: the page's own account of the session, and its export, taken at the same simulator time.
window.playground = {
  core, host,
  summary() {
    const state = (id) => $(id).dataset.state;
    return { triggers: host.triggers.map(([edge, cause]) => [edge, cause]), counts: { ...host.counts },
      states: { top: state("#header"), bottom: state("#footer") }, offset: core.offset,
      // The inset last requested per edge, as refresh-lab's summary gives it (the one shown may be on its way).
      extraInset: { top: core.snapshot("top").extraInset, bottom: core.snapshot("bottom").extraInset },
      now: core.now };
  },
  session() { return { summary: this.summary(), scenario: core.recording.scenario() }; },
};
document.body.dataset.ready = "1";
