// `npm run fake -- clock [+3d | 2026-12-01 | now] [sessionId]`: the sandbox's virtual clock
// (fake-server/README.md, "The clock").
import type { AdminCall } from './fake-cli-share.ts';

/** What the clock command asks the server to do. */
export type ClockChange = { advance: string } | { set: string } | { reset: true };

export interface ClockArgs {
  change: ClockChange | undefined;
  /** A sandbox named after the change (or alone), in place of --session. */
  sessionId: string | undefined;
}

/**
 * The change a word names, or undefined when it is not one (then it is a sandbox id). The server
 * checks the duration and the date and names the accepted forms.
 * @example clockChange('+3d') // { advance: '3d' }
 */
function clockChange(word: string): ClockChange | undefined {
  if (word === 'now' || word === 'real') return { reset: true };
  if (word.startsWith('+')) return { advance: word.slice(1) };
  if (/^\d{4}-\d{2}-\d{2}/.test(word)) return { set: word };
  return undefined;
}

/**
 * Reads `clock`'s words: an optional change, then an optional sandbox id.
 * @example parseClockArgs(['+3d', 'qa-ann']) // { change: { advance: '3d' }, sessionId: 'qa-ann' }
 * @example parseClockArgs(['qa-ann']) // { change: undefined, sessionId: 'qa-ann' }
 */
export function parseClockArgs(words: readonly string[]): ClockArgs {
  const [first, second] = words;
  const change = first === undefined ? undefined : clockChange(first);
  return { change, sessionId: change === undefined ? first : second };
}

interface ClockView {
  sandboxId: string;
  now: string;
  offsetMs: number;
  seedDay: string;
}

/** "3d 4h" from milliseconds, for the printed offset. */
function describeOffset(ms: number): string {
  if (ms === 0) return 'real time';
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const parts = [
    [Math.floor(minutes / 1440), 'd'],
    [Math.floor((minutes % 1440) / 60), 'h'],
    [minutes % 60, 'm'],
  ]
    .filter(([count]) => count !== 0)
    .map(([count, unit]) => `${count}${unit}`);
  return `${ms > 0 ? '+' : '-'}${parts.join(' ') || '0m'} from real time`;
}

/** Prints the sandbox's clock, after moving it when a change is given. */
export async function clockCommand(
  admin: AdminCall,
  out: (line: string) => void,
  change: ClockChange | undefined,
): Promise<void> {
  const view =
    change === undefined
      ? await admin<ClockView>('GET', '/clock')
      : await admin<ClockView>('POST', '/clock', change);
  out(
    `Sandbox ${view.sandboxId}: ${view.now.slice(0, 16).replace('T', ' ')} UTC (${describeOffset(view.offsetMs)}; seed day ${view.seedDay}).`,
  );
}
