// The page's session as a refresh-lab scenario (DESIGN.md section 6): the head the simulator started from, and every
// step the page ran on it, in order, with the very numbers it passed. Replayed by `refresh-lab`, the same steps run
// the same simulator and core natively.
//
// Consecutive waits are merged into one. That is exact, not an approximation: the page's clock counts in 1/1024 s
// (see `clock` in app.js), so every wait is a multiple of 2^-10 and their sum is exact in binary floating point,
// and the simulator steps its frames at fixed times whatever the waits in between.
export class Recording {
  constructor(head) {
    this.head = head;
    this.steps = [];
  }

  add(step) {
    if ("wait" in step && !(step.wait > 0)) return;  // the simulator ignores it too
    const last = this.steps[this.steps.length - 1];
    if (last && "wait" in last && "wait" in step) last.wait += step.wait;
    else this.steps.push({ ...step });
  }

  // The scenario.
  scenario() {
    const { viewport, content, edges, exclusivity } = this.head;
    return {
      axis: "vertical", viewport, content: [viewport[0], content], frameRate: 120, exclusivity,
      edges: { top: edges.top, bottom: edges.bottom }, steps: this.steps,
    };
  }
}
