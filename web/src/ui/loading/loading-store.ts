// A reference-counted loading indicator for API calls with a loading text (spec §7). Several
// calls may overlap: the indicator stays while any is pending and shows the text of the most
// recently started call that is still pending.

export interface LoadingState {
  readonly active: boolean;
  readonly text: string;
}

type Listener = () => void;

const IDLE: LoadingState = { active: false, text: '' };
// Map keeps insertion order, so the last entry is the most recently started pending call.
const pending = new Map<number, string>();
let nextId = 1;
let state: LoadingState = IDLE;
const listeners = new Set<Listener>();

/**
 * Shows the loading indicator until the returned stop function is called. Calling stop more than
 * once is harmless, so it can sit in both a `finally` and a cleanup.
 *
 * @example
 * const stop = startLoading('Loading...');
 * try { await request(); } finally { stop(); }
 */
export function startLoading(text = ''): () => void {
  const id = nextId++;
  pending.set(id, text);
  update();
  return () => {
    if (pending.delete(id)) update();
  };
}

/**
 * Runs an async task with the loading indicator shown, and passes its result or rejection on.
 *
 * @example const data = await withLoading('Submitting...', () => api.save(form));
 */
export async function withLoading<T>(text: string, task: () => Promise<T>): Promise<T> {
  const stop = startLoading(text);
  try {
    return await task();
  } finally {
    stop();
  }
}

/** The current indicator state; the object is replaced, never mutated, on each change. */
export function getLoadingState(): LoadingState {
  return state;
}

/** Calls the listener after every change; returns the unsubscribe function. */
export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Drops every pending call, e.g. between tests or after a full page reset. */
export function resetLoading(): void {
  pending.clear();
  update();
}

function update(): void {
  const texts = [...pending.values()];
  const next: LoadingState =
    texts.length === 0 ? IDLE : { active: true, text: texts[texts.length - 1] ?? '' };
  if (next.active === state.active && next.text === state.text) return;
  state = next;
  for (const listener of [...listeners]) listener();
}
