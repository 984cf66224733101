import { sessionStorageOf, whenDomReady } from './browser';
import { mountDrawer } from './drawer';
import { createEffectPresenter, type Navigate } from './effects';
import {
  connectFakeLink,
  type EventSourceLike,
  type FakeLink,
  type FetchLike,
  sessionIdOf,
} from './fake-link';
import { type BridgeSim, type InstallOptions, installBridgeSim } from './install';
import { createTimeline, type Timeline } from './timeline';

/** Options of `startBridgeSim`; the defaults suit a browser page. */
export interface StartOptions extends InstallOptions {
  navigate?: Navigate;
  /** Opens the fake server's event stream; the page's `EventSource` by default. */
  openEventSource?: (url: string) => EventSourceLike;
  /** Reads the fake server's request log; the page's `fetch` by default. */
  fetch?: FetchLike;
}

function defaultEventSource(win: Window): ((url: string) => EventSourceLike) | undefined {
  const EventSourceClass = Reflect.get(win, 'EventSource') as typeof EventSource | undefined;
  return typeof EventSourceClass === 'function' ? (url) => new EventSourceClass(url) : undefined;
}

/**
 * Links the timeline to the fake server behind this page (same origin: the dev and preview servers
 * proxy `/__fake`), in the page's sandbox. Nothing happens on pages that are not http(s) or in
 * browsers without EventSource; where no fake server answers, the link stops after one try.
 */
function linkFakeServer(win: Window, options: StartOptions, timeline: Timeline): FakeLink | undefined {
  const openEventSource = options.openEventSource ?? defaultEventSource(win);
  const fetch =
    options.fetch ?? (typeof win.fetch === 'function' ? (url: string) => win.fetch(url) : undefined);
  if (!openEventSource || !fetch || !/^https?:$/.test(win.location.protocol)) return undefined;
  return connectFakeLink({
    sessionId: sessionIdOf(win.location.search, sessionStorageOf(win)),
    timeline,
    // The shell's "visible again" event: the app refetches what it shows (refresh-on-resume).
    resume: () => void win.__nativeEvent?.('resume'),
    openEventSource,
    fetch,
    now: options.now,
  });
}

/**
 * Starts the whole simulator in `win`: the shell's handlers and log at once, effects as messages
 * arrive, the link to the fake server's events, the drawer once the document has a body. Safe to
 * call twice (the dev plugin and an injected script on the same page): the second call returns
 * the running simulator.
 *
 * @example startBridgeSim(window).emit('back');
 */
export function startBridgeSim(win: Window, options: StartOptions = {}): BridgeSim {
  const running = win.__bridgeSim;
  if (running) return running;

  const storage = options.storage ?? sessionStorageOf(win);
  const timeline = options.timeline ?? createTimeline({ storage, now: options.now });
  const sim = installBridgeSim(win, { ...options, storage, timeline });
  const present = createEffectPresenter(win, options.navigate);
  sim.subscribe((change) => {
    if (change.kind === 'record') present(change.entry);
  });
  linkFakeServer(win, options, timeline);
  whenDomReady(win.document, (root) => mountDrawer(root, sim, storage, timeline));
  return sim;
}
