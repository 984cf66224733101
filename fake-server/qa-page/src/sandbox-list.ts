// The sandbox switcher: every sandbox the server knows, the most recently used first, each with
// how long ago it was last called; a tap on one re-points the console at it.
import { api, currentSandbox, guarded } from './api.ts';
import { $, el } from './dom.ts';
import { sinceText } from './relative-time.ts';

export interface KnownSandbox {
  sandboxId: string;
  lastUsedAt: string | null;
}

/** The list's lines; the shown sandbox is marked current, and is listed even before its first call. */
export function sandboxLines(
  known: readonly KnownSandbox[],
  current: string,
  now: number,
  open: (sandboxId: string) => void,
): HTMLLIElement[] {
  const all = known.some((sandbox) => sandbox.sandboxId === current)
    ? known
    : [{ sandboxId: current, lastUsedAt: null }, ...known];
  return all.map(({ sandboxId, lastUsedAt }) => {
    const used = sinceText(lastUsedAt, now);
    const button = el(
      'button',
      { type: 'button', title: lastUsedAt ? `Last call ${lastUsedAt}` : 'No call yet' },
      el('span', { className: 'name', textContent: sandboxId }),
      el('span', { className: 'used', textContent: used }),
    );
    button.setAttribute('aria-label', `${sandboxId}, ${used}`);
    if (sandboxId === current) button.setAttribute('aria-current', 'true');
    button.addEventListener('click', () => open(sandboxId));
    const line = el('li', {}, button);
    line.dataset.sandboxId = sandboxId;
    return line;
  });
}

let opener: (sandboxId: string) => void = () => {};
let latest: readonly KnownSandbox[] = [];

/** Redraws from the last answer: the current mark moves at once, the times age between reads. */
export function drawSandboxes(): void {
  $('#sandbox-list').replaceChildren(...sandboxLines(latest, currentSandbox(), Date.now(), opener));
}

export const loadSandboxes = guarded(async () => {
  latest = (await api<{ known: KnownSandbox[] }>('GET', '/sandboxes')).known;
  drawSandboxes();
});

/** What a tap on a sandbox does (main.ts's switch). */
export function onSandboxChosen(open: (sandboxId: string) => void): void {
  opener = open;
}
