// Drawing: only what the simulator and the snapshots say. The content moves by the simulator's offset, the
// indicators show the core's states and titles, the accessible actions are the core's, and what a screen reader
// hears is the core's announcements — once, through one live region.
const $ = (selector) => document.querySelector(selector);

export class View {
  constructor(core, language) {
    this.core = core;
    this.content = $("#content");
    this.header = $("#header");
    this.footer = $("#footer");
    this.stats = $("#stats");
    this.secondLevel = $("#second-level");
    this.announcer = $("#announcer");
    this.events = $("#events");
    this.actions = { top: $("#action-top"), bottom: $("#action-bottom") };
    this.footerHeight = this.footer.offsetHeight;
    // The titles, actions and announcements are in the core's language; the rest of the page is English.
    const direction = core.isRightToLeft() ? "rtl" : "ltr";
    for (const element of [this.header, this.footer, this.announcer, $("#accessible-actions")]) {
      element.lang = language;
      element.dir = direction;
    }
    this.language = language;
  }

  render(host) {
    const core = this.core;
    const offset = core.offset;
    setStyle(this.content, "transform", `translateY(${-offset}px)`);
    setStyle(this.content, "height", `${core.contentLength}px`);
    setStyle(this.footer, "top", `${core.contentLength}px`);
    for (const [edge, element] of [["top", this.header], ["bottom", this.footer]]) {
      const s = core.snapshot(edge);
      if (!s) continue;
      setData(element, "state", s.state);
      setData(element, "result", s.result ?? "");
      setStyle(element, "--progress", Math.max(0, s.progress).toFixed(3));
      setStyle(element, "visibility", s.isEnabled && s.isVisible ? "visible" : "hidden");
      const [title, subtitle] = edge === "top"
        ? [core.title(edge), core.lastUpdated("top", host.lived(s.lastSuccess ?? core.now))]
        : this.footerWords(s, host.inputKind);
      setText(element.querySelector(".title"), title);
      setText(element.querySelector(".subtitle"), subtitle);
    }
    // The footer is in the tab order only while the feed shows all of it: focused where the feed clips it, it
    // would be out of sight, and the browser would scroll the page to it. Its action is under the feed meanwhile.
    const shown = core.contentLength >= offset && core.contentLength + this.footerHeight <= offset + host.height;
    setAttribute(this.footer, "tabindex", shown ? "0" : "-1");
    const open = this.header.dataset.state.startsWith("secondLevel");
    setAttribute(this.secondLevel, "aria-hidden", open ? "false" : "true");
    if (this.secondLevel.inert === open) this.secondLevel.inert = !open;
    setData(this.stats, "topTriggers", String(host.counts.top));
    setData(this.stats, "bottomTriggers", String(host.counts.bottom));
    setData(this.stats, "items", String(host.feed.count));
    setData(this.stats, "offset", offset.toFixed(1));
    setData(this.stats, "motion", core.motion);
    setText(this.stats, `${host.feed.count} posts · refreshes ${host.counts.top} · loads ${host.counts.bottom} · ` +
      `offset ${offset.toFixed(1)} · language ${this.language}`);
    this.renderActions();
  }

  // The two action buttons stay in place: a button whose edge offers nothing now keeps its last label and says it
  // is unavailable (aria-disabled keeps it focusable, so focus never drops to the page after Enter).
  renderActions() {
    for (const [edge, button] of Object.entries(this.actions)) {
      const action = this.core.offeredAction(edge);
      setData(button, "action", action ?? "");
      setAttribute(button, "aria-disabled", action ? "false" : "true");
      if (action) setText(button, this.core.actionName(action));
    }
  }

  // The footer's title, and a second line. A failed load asks for a tap in the core's title ("Tap to retry"); after
  // the mouse or a key the footer says what happened and names its action instead, in the core's words for both
  // ("Loading failed", "Retry"), as the footer is a button one clicks or presses Enter on.
  footerWords(snapshot, inputKind) {
    const failed = snapshot.state === "failed" || snapshot.result === "failure";
    if (!failed || inputKind === "touch") return [this.core.title("bottom"), ""];
    return [this.core.announcement("bottom", "failed"), this.core.actionName("retry")];
  }

  // What a screen reader hears, shown too: a failure in the failure's colour, a success in the success's.
  announce(text, announcement) {
    this.announcer.textContent = text;
    this.announcer.dataset.announcement = announcement;
  }

  pulse(edge) {
    const dot = (edge === "top" ? this.header : this.footer).querySelector(".pulse");
    dot.classList.remove("on");
    void dot.offsetWidth;  // restart the animation
    dot.classList.add("on");
  }

  log(now, edge, text, state) {
    const li = document.createElement("li");
    li.dataset.edge = edge;
    if (state) li.dataset.state = state;
    li.textContent = `${now.toFixed(2)} s  ${edge}  ${text}`;
    this.events.prepend(li);
    while (this.events.children.length > 200) this.events.lastChild.remove();
  }
}

// Writes only what changed: a DOM write per frame per element would be work for nothing and, in a live region,
// noise for a screen reader.
function setText(element, text) { if (element.textContent !== text) element.textContent = text; }
function setData(element, key, value) { if (element.dataset[key] !== value) element.dataset[key] = value; }
function setAttribute(element, name, value) { if (element.getAttribute(name) !== value) element.setAttribute(name, value); }
function setStyle(element, property, value) {
  if (element.style.getPropertyValue(property) !== value) element.style.setProperty(property, value);
}
