// A live timeline of the last ten seconds, like refresh-lab's SVG trace: the content offset as a line, each
// edge's state as a band, triggers as marks. The states other than idle are light in both colour schemes, with dark
// text; idle, the labels and the line take the page's colours (style.css).
const COLORS = {
  pulling: "#cfe3ff", eligible: "#7fb2ff", refreshing: "#ffb347", finishing: "#8fd19e",
  noMoreData: "#bbbbbb", failed: "#ff7b7b", secondLevelEligible: "#d9b8ff", secondLevelOpening: "#b78cff",
  secondLevelOpen: "#9b5cff", secondLevelClosing: "#b78cff",
};
const WINDOW = 10;

export class Timeline {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
    this.restart();
    this.theme();
  }

  // The page's colours, read again when the colour scheme changes.
  theme() {
    const style = getComputedStyle(this.canvas);
    const color = (name) => style.getPropertyValue(name).trim();
    this.colors = { idle: color("--band-idle"), label: color("--muted"), line: color("--accent") };
  }

  // Draws again as of `now`, in the page's colours now.
  redraw(now) {
    this.theme();
    this.draw(now);
  }

  // A new simulator: its time starts at 0 again.
  restart() {
    this.samples = [];
    this.states = { top: [[0, "idle"]], bottom: [[0, "idle"]] };
    this.triggers = [];
  }

  sample(now, offset) {
    this.samples.push([now, offset]);
    while (this.samples.length > 2 && this.samples[0][0] < now - WINDOW - 1) this.samples.shift();
    for (const list of Object.values(this.states)) {
      while (list.length > 1 && list[1][0] < now - WINDOW - 1) list.shift();
    }
    while (this.triggers.length > 0 && this.triggers[0][0] < now - WINDOW - 1) this.triggers.shift();
    this.draw(now);
  }
  state(now, edge, state) { this.states[edge].push([now, state]); }
  trigger(now, edge) { this.triggers.push([now, edge]); }

  draw(now) {
    const { context: g, canvas } = this;
    const w = canvas.width;
    const h = canvas.height;
    const x = (t) => ((t - (now - WINDOW)) / WINDOW) * w;
    g.clearRect(0, 0, w, h);
    const bands = { top: 8, bottom: h - 26 };
    g.font = "10px system-ui, sans-serif";
    for (const edge of ["top", "bottom"]) {
      const list = this.states[edge];
      for (let i = 0; i < list.length; i++) {
        const [start, state] = list[i];
        const end = i + 1 < list.length ? list[i + 1][0] : now;
        if (end < now - WINDOW) continue;
        g.fillStyle = state === "idle" ? this.colors.idle : COLORS[state] ?? "#eee";
        g.fillRect(x(start), bands[edge], Math.max(1, x(end) - x(start)), 18);
        if (state !== "idle" && x(end) - x(start) > 40) {
          g.fillStyle = "#333";
          g.fillText(state, Math.max(2, x(start) + 3), bands[edge] + 13);
        }
      }
      // The edge's name, on its band as it is now: dark on a state's light colour, the page's on idle.
      g.fillStyle = list[list.length - 1][1] === "idle" ? this.colors.label : "#333";
      g.fillText(edge, w - 40, bands[edge] + 13);
    }
    // The offset: 0 in the middle, 200 points per half height.
    g.strokeStyle = this.colors.line;
    g.beginPath();
    this.samples.forEach(([t, offset], i) => {
      const y = h / 2 + Math.max(-1, Math.min(1, offset / 400)) * (h / 2 - 30);
      if (i === 0) g.moveTo(x(t), y); else g.lineTo(x(t), y);
    });
    g.stroke();
    g.fillStyle = "#e0245e";
    for (const [t, edge] of this.triggers) {
      if (t < now - WINDOW) continue;
      g.fillRect(x(t) - 1, edge === "top" ? 26 : h - 36, 3, 10);
    }
  }
}
