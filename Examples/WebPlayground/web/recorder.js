// Records what the user does as a refresh-lab scenario (DESIGN.md section 6): finger steps, taps, programmatic
// begins, and the loader's responses in the order the edges consumed them. Replayed by `swift run refresh-lab`,
// the scenario runs the same core through the simulator's physics.
const round = (x) => Math.round(x * 10000) / 10000;

export class Recorder {
  // Starts over: the scenario begins now, from the page as it is.
  restart(now, configuration, geometry, offset) {
    this.t = now;
    this.down = false;
    this.configuration = configuration;
    this.viewport = [geometry.viewportWidth, geometry.viewportHeight];
    this.content = [geometry.contentWidth, geometry.contentHeight];
    this.loader = { top: [], bottom: [] };
    this.steps = Math.abs(offset) > 0.001 ? [{ scrollTo: round(offset) }] : [];
  }

  // The time since the last step, as a wait (finger up) or a still finger (finger down).
  flush(now) {
    const gap = round(now - this.t);
    this.t = now;
    if (gap <= 0) return;
    if (this.down) this.steps.push({ drag: 0, duration: gap });
    else if (this.steps.length > 0 && "wait" in this.steps[this.steps.length - 1]) this.steps[this.steps.length - 1].wait = round(this.steps[this.steps.length - 1].wait + gap);
    else this.steps.push({ wait: gap });
  }

  fingerDown(now) {
    this.flush(now);
    this.down = true;
    this.steps.push({ drag: 0, duration: 0 });
  }

  // The finger moved `distance` points (positive: down) since the last step.
  drag(distance, now) {
    const duration = round(now - this.t);
    this.t = now;
    this.steps.push({ drag: round(distance), duration: Math.max(0, duration) });
  }

  // The finger lifts at `velocity` points per second (positive: down).
  release(velocity, now) {
    this.flush(now);
    this.down = false;
    this.steps.push({ release: round(velocity) });
  }

  step(step, now) {
    this.flush(now);
    this.steps.push(step);
  }

  response(edge, response) { this.loader[edge].push({ ...response }); }

  scenario(now) {
    this.flush(now);
    const c = this.configuration;
    const edges = { top: edgeJSON(c.top), bottom: edgeJSON(c.bottom) };
    const loader = {};
    for (const edge of ["top", "bottom"]) if (this.loader[edge].length > 0) loader[edge] = this.loader[edge];
    return {
      axis: "vertical", viewport: this.viewport, content: this.content, frameRate: 120, edges, loader,
      steps: this.steps,
    };
  }
}

function edgeJSON(c) {
  const edge = {
    triggers: c.triggers, distance: c.distance, extent: c.extent, resting: c.resting ?? 0,
    minimumRefreshing: c.minimumRefreshing, resultHold: c.hold, collapse: c.collapse,
    autoTriggerLimit: c.autoTriggerLimit, enabled: c.enabled,
  };
  if (c.triggers.includes("reachingEnd")) edge.prefetch = c.prefetch;
  if (c.maxPull) edge.maxPull = c.maxPull;
  if (c.secondLevel) edge.secondLevel = { distance: c.secondLevel };
  return edge;
}
