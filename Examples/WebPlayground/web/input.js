// What the user does, turned into simulator steps: pointers (mouse, pen, fingers), the wheel, keys and the page's
// visibility. No step is taken anywhere else, and nothing here moves the content: the simulator does.
const SLOP = 10;  // points a touch may travel and still be a tap on the footer

export function listen(host) {
  const { core, viewport } = host;
  // What the user last used, anywhere on the page: a finger or a pen ("touch"), the mouse, or the keyboard. The
  // footer's words follow it (view.js).
  const used = (kind) => {
    if (kind === host.inputKind) return;
    host.inputKind = kind;
    host.view.render(host);
  };
  document.addEventListener("pointerdown", (event) => used(event.pointerType === "mouse" ? "mouse" : "touch"),
    { capture: true });
  document.addEventListener("keydown", () => used("keyboard"), { capture: true });
  const pointers = new Map();  // every pointer down on the feed: id → its last y
  let gesture = null;  // the pointer the content follows: { id, y, samples: [[t, y]], travel, onFooter }

  viewport.addEventListener("pointerdown", (event) => {
    if (event.button > 0 || (event.target.closest("button") && !event.target.closest("#footer"))) return;
    pointers.set(event.pointerId, event.clientY);
    if (gesture) return;  // another finger: it takes over if the first lifts
    viewport.setPointerCapture(event.pointerId);
    host.catchUp();
    const t = core.now;
    gesture = { id: event.pointerId, y: event.clientY, samples: [[t, event.clientY]], travel: 0,
      onFooter: !!event.target.closest("#footer"), mouse: event.pointerType === "mouse" };
    host.apply(core.drag(0, 0));  // the finger touches: a coast or a bounce stops where it is
  });

  viewport.addEventListener("pointermove", (event) => {
    if (pointers.has(event.pointerId)) pointers.set(event.pointerId, event.clientY);
    if (!gesture || event.pointerId !== gesture.id) return;
    // A mouse that moves with no button held lost its release (outside the window, a dialog): it lifts here.
    if (gesture.mouse && (event.buttons & 1) === 0) { pointers.delete(event.pointerId); lift(); return; }
    follow(event.clientY);
  });

  const up = (cancelled) => (event) => {
    pointers.delete(event.pointerId);
    if (!gesture || event.pointerId !== gesture.id) return;
    if (!cancelled) follow(event.clientY);
    if (handOver()) return;
    if (cancelled) cancel(); else lift();
  };
  viewport.addEventListener("pointerup", up(false));
  viewport.addEventListener("pointercancel", up(true));
  viewport.addEventListener("lostpointercapture", (event) => {
    // Capture lost with the pointer still down (the element went away): as a release where it is.
    if (gesture && event.pointerId === gesture.id && pointers.delete(event.pointerId) && !handOver()) lift();
  });

  // The finger's move since the last event, spread over the time since the simulator's last step.
  function follow(y) {
    const delta = y - gesture.y;
    if (delta === 0) return;
    const t = host.clock();
    gesture.y = y;
    gesture.travel += Math.abs(delta);
    gesture.samples.push([t, y]);
    if (gesture.samples.length > 12) gesture.samples.shift();
    host.apply(core.drag(delta, t - core.now));
  }

  // The finger that lifts is not the last: the content follows another one from where that one is, without a jump,
  // as UIScrollView's pan goes on when one of two fingers lifts.
  function handOver() {
    const [next] = pointers.keys();
    if (next === undefined) return false;
    gesture.id = next;
    gesture.y = pointers.get(next);
    gesture.samples = [];
    try { viewport.setPointerCapture(next); } catch { /* already lifted */ }
    return true;
  }

  function lift() {
    host.catchUp();
    const velocity = fingerVelocity(gesture.samples, core.now);
    const tap = gesture.onFooter && gesture.travel < SLOP;
    gesture = null;
    host.apply(core.release(velocity));
    if (tap) host.apply(core.tap("bottom"));
  }

  // A cancelled touch (the system took it) must not trigger. The core has no input for that yet, but it has one
  // that cancels a touch without triggering: suspend, as for a hidden page, then resume at once.
  function cancel() {
    gesture = null;
    if (document.hidden || core.motion !== "drag") return;  // hidden: suspended already, the touch with it
    host.catchUp();
    host.apply(core.suspend());
    host.apply(core.resume());
  }

  // The wheel and the trackpad scroll the content as a scroll bar would: within the content, never past an edge.
  // So they never pull: no refresh and no second level from a wheel at the top (see the article), while scrolling
  // to the end loads more as infinite scroll does.
  viewport.addEventListener("wheel", (event) => {
    event.preventDefault();
    if (gesture) return;  // a finger or the mouse holds the content
    host.catchUp();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? host.height : 1;
    const lower = -core.extraInset("top");
    const upper = Math.max(core.contentLength + core.extraInset("bottom") - host.height, lower);
    const from = core.offset;
    // Content already past an edge (bouncing back) is not pushed further; the wheel only brings it in.
    const target = Math.min(Math.max(from + event.deltaY * unit, Math.min(from, lower)), Math.max(from, upper));
    if (target !== from) host.apply(core.scrollTo(target));
  }, { passive: false });

  // A flick from the keyboard: a touch that lifts at once, the finger moving at `velocity` (positive: down).
  function flick(velocity) {
    if (gesture) return;
    host.catchUp();
    host.apply(core.drag(0, 0));
    host.apply(core.release(velocity));
  }
  function act(make) { host.catchUp(); host.apply(make()); }
  // The shortcuts work wherever the focus is but in a field; the keys that scroll move the feed only when it has
  // the focus (the feed itself or its footer), and elsewhere scroll the page as they always do.
  const shortcuts = {
    r: () => act(() => core.accessibleAction("top")), l: () => act(() => core.accessibleAction("bottom")),
    t: () => act(() => core.tap("bottom")), Escape: () => act(() => core.closeSecondLevel("top")),
  };
  const scrollKeys = {
    ArrowDown: () => flick(-1200), j: () => flick(-1200), ArrowUp: () => flick(1200), k: () => flick(1200),
    PageDown: () => flick(-2400), PageUp: () => flick(2400), End: () => flick(-8000), Home: () => flick(8000),
  };
  document.addEventListener("keydown", (event) => {
    if (event.target.closest("input, select, textarea") || event.metaKey || event.ctrlKey || event.altKey) return;
    const key = shortcuts[event.key] ?? (event.target.closest("#viewport") ? scrollKeys[event.key] : undefined);
    if (!key) return;
    event.preventDefault();
    key();
  });
  // The footer is a button: Enter or Space on it (a click with no pointer) taps it. A pointer's tap is the
  // release above, so that a drag that starts on the footer still scrolls.
  host.footer.addEventListener("click", (event) => { if (event.detail === 0) act(() => core.tap("bottom")); });
  for (const button of document.querySelectorAll("#accessible-actions button")) {
    button.addEventListener("click", () => {
      if (button.dataset.action) act(() => core.accessibleAction(button.dataset.edge));
    });
  }
  document.querySelector("#close-second-level").addEventListener("click", () => act(() => core.closeSecondLevel("top")));

  // A hidden page is suspended: a touch in progress ends without triggering, and nothing triggers until it shows.
  document.addEventListener("visibilitychange", () => {
    host.catchUp();
    if (document.hidden) {
      gesture = null;
      pointers.clear();
      host.apply(core.suspend());
    } else {
      host.apply(core.resume());
    }
  });
}

// The finger's velocity over its last 100 ms of moves, in points per second, positive downwards; 0 if it stood still.
function fingerVelocity(samples, now) {
  const recent = samples.filter(([t]) => now - t <= 0.1);
  if (recent.length < 2) return 0;
  const [t0, y0] = recent[0];
  const [t1, y1] = recent[recent.length - 1];
  return t1 > t0 ? (y1 - y0) / (t1 - t0) : 0;
}
