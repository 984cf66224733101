// For the request log's near-misses: the operation a call that matched none was most likely meant
// for, and how it differs (method, case, prefix, one segment). A QA person reads this instead of
// comparing the path against openapi/openapi.yaml by eye.
import type { OperationRef } from '../store/sandbox.ts';
import { API_PREFIXES } from './envelope.ts';
import type { Operation } from './operation.ts';

/** An operation as the log names it. */
export function operationRef(operation: Operation): OperationRef {
  return { operationId: operation.operationId, method: operation.method.toUpperCase(), path: operation.path };
}

export interface ClosestOperation {
  operation: OperationRef;
  /** What differs, e.g. ['method differs', "segment 'fooo' instead of 'foo'"]. */
  differences: string[];
}

/** Edit distance (insert, delete, replace), for short strings such as paths. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The API prefix a path starts with, longest first ('/api/v2/youmi' before any shorter). */
function prefixOf(path: string): string | undefined {
  return [...API_PREFIXES]
    .sort((a, b) => b.length - a.length)
    .find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

interface PathDifference {
  /** How far the paths are; structural slips (case, prefix, one segment) count as near. */
  distance: number;
  difference: string | undefined;
}

/** One segment added, removed or changed: the segment lists differ in one place only. */
function segmentDifference(sent: string[], wanted: string[]): string | undefined {
  if (sent.length === wanted.length) {
    const differing = sent.flatMap((segment, index) => (segment === wanted[index] ? [] : [index]));
    if (differing.length !== 1) return undefined;
    const index = differing[0] ?? 0;
    return `segment '${sent[index]}' instead of '${wanted[index]}'`;
  }
  const [longer, shorter] = sent.length > wanted.length ? [sent, wanted] : [wanted, sent];
  if (longer.length !== shorter.length + 1) return undefined;
  for (let index = 0; index < longer.length; index += 1) {
    const without = [...longer.slice(0, index), ...longer.slice(index + 1)];
    if (without.join('/') !== shorter.join('/')) continue;
    return longer === sent ? `extra segment '${longer[index]}'` : `missing segment '${longer[index]}'`;
  }
  return undefined;
}

function pathDifference(sent: string, wanted: string): PathDifference {
  if (sent === wanted) return { distance: 0, difference: undefined };
  const lowSent = sent.toLowerCase();
  const lowWanted = wanted.toLowerCase();
  if (lowSent === lowWanted) return { distance: 1, difference: 'case differs' };
  const wantedPrefix = prefixOf(lowWanted) ?? '';
  const sentPrefix = prefixOf(lowSent) ?? '';
  // '/service/channel/…' for '/api/v2/youmi/service/channel/…': the longer prefix left out.
  if (lowWanted.endsWith(lowSent) && lowWanted.length > lowSent.length && lowSent.startsWith('/')) {
    const missing = wanted.slice(0, wanted.length - sent.length);
    if (missing === wantedPrefix) return { distance: 2, difference: `missing prefix '${missing}'` };
  }
  if (
    sentPrefix !== wantedPrefix &&
    lowSent.slice(sentPrefix.length) === lowWanted.slice(wantedPrefix.length)
  )
    return { distance: 2, difference: `prefix '${sentPrefix}' instead of '${wantedPrefix}'` };
  const segment = segmentDifference(lowSent.split('/'), lowWanted.split('/'));
  const distance = editDistance(lowSent, lowWanted);
  return {
    distance: segment === undefined ? distance : Math.min(distance, 3),
    difference: segment ?? 'path differs',
  };
}

/** Paths longer than this are not compared (the edit distance grows with the product of lengths). */
const LONGEST_NEAR_PATH = 200;

/**
 * The operation most like `method path`, or undefined when none is close (more than a few
 * characters or a third of the path away). Ties go to the operation with the same method.
 * @example closestOperation('GET', '/spoken/card-inti', ops) // card-init, ["method differs", "segment …"]
 */
export function closestOperation(
  method: string,
  path: string,
  operations: readonly OperationRef[],
): ClosestOperation | undefined {
  // No operation's path is this long: a pasted URL or a fuzzer, not a slip of the finger.
  if (path.length > LONGEST_NEAR_PATH) return undefined;
  let best: { operation: OperationRef; score: number; differences: string[] } | undefined;
  for (const operation of operations) {
    const { distance, difference } = pathDifference(path, operation.path);
    if (distance > Math.max(3, Math.floor(operation.path.length / 3))) continue;
    const methodDiffers = operation.method.toUpperCase() !== method.toUpperCase();
    const score = distance * 2 + (methodDiffers ? 1 : 0);
    if (best !== undefined && best.score <= score) continue;
    const differences = [
      ...(methodDiffers ? [`method differs: takes ${operation.method.toUpperCase()}`] : []),
      ...(difference === undefined ? [] : [difference]),
    ];
    best = { operation, score, differences };
  }
  return best && { operation: best.operation, differences: best.differences };
}

/** The near-miss reason for a call no operation serves, as the log shows it. */
export function noOperationReason(
  method: string,
  path: string,
  closest: ClosestOperation | undefined,
): string {
  const sent = `no operation for ${method} ${path}`;
  if (closest === undefined) return `${sent}; nothing close (see openapi/openapi.yaml)`;
  const { operation, differences } = closest;
  return `${sent}; closest: ${operation.method.toUpperCase()} ${operation.path} (${differences.join('; ')})`;
}
