// What became of a logged call, as the log's outcome filter and badges name it.
import type { LogEntry } from './views.ts';

export const OUTCOMES = {
  success: 'Success',
  'server-message': 'Server message',
  effect: 'Fault / scenario',
  'near-miss': 'Near-miss',
  dropped: 'Dropped',
  notice: 'Notice',
} as const;

export type Outcome = keyof typeof OUTCOMES;

/** Success codes of the contract: '00', and '0' for get-sid. */
function isSuccessCode(code: string): boolean {
  return code === '00' || code === '0';
}

/**
 * The outcome of one line, the first that applies: a notice (no call); dropped (nothing answered);
 * a near-miss (no operation, or refused); a fault or scenario changed it; success (success code,
 * or a raw answer such as an image); otherwise the server's message (any other envelope code).
 */
export function outcomeOf(entry: LogEntry): Outcome {
  if (entry.method === 'NOTICE') return 'notice';
  if (entry.httpStatus === 0) return 'dropped';
  if (entry.nearMiss) return 'near-miss';
  if (entry.effect !== null && /^(fault|scenario:)/.test(entry.effect)) return 'effect';
  if (entry.code === null ? entry.httpStatus < 400 : isSuccessCode(entry.code)) return 'success';
  return 'server-message';
}

/** The status filter's keys for a line: its HTTP status and its envelope code. */
export function statusKeys(entry: LogEntry): string[] {
  if (entry.method === 'NOTICE') return [];
  return [`http:${entry.httpStatus}`, ...(entry.code === null ? [] : [`code:${entry.code}`])];
}

/** A status key as the filter shows it: 'HTTP 404', 'code 00'. */
export function statusLabel(key: string): string {
  const [kind, value] = key.split(':');
  return kind === 'http' ? `HTTP ${value}` : `code ${value}`;
}
