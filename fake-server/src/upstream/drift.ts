// What the real backend answers that the contract does not say: each mismatch between an upstream
// answer and the generated response schema, kept per sandbox so the team can fix one or the other.
import type * as z from 'zod';
import { valueAt } from '../api/validation-message.ts';
import type { ParsedJson } from './forward.ts';

type Issue = z.core.$ZodIssue;

/** One way an answer differs from the contract: where, what the contract expects, what came. */
export interface DriftFinding {
  /** Dotted path in the answer ('data.orderStatus', 'data.userOrderDetail.detail.0.value'); '' = the answer itself. */
  path: string;
  expected: string;
  received: string;
}

/** A finding as the report keeps it, counted over the calls that showed it. */
export interface DriftEntry extends DriftFinding {
  operationId: string;
  firstSeen: string;
  lastSeen: string;
  count: number;
}

/** A received value in a few words: its type and, for scalars, the value (bounded). */
export function describeReceived(value: unknown): string {
  if (value === undefined) return 'nothing (missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') return `string '${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function expectedOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_format':
      return `a ${issue.format}${'pattern' in issue && issue.pattern ? ` matching ${issue.pattern}` : ''}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    default:
      return issue.message;
  }
}

/**
 * The branch of a union the answer meant. Every response is "success shape | error envelope", and
 * the branch that does not fit the answer's `code` fails on `code` itself: take the other one (the
 * fewest problems when several remain).
 */
function closestBranch(issue: Extract<Issue, { code: 'invalid_union' }>): readonly Issue[] {
  const failsOnCode = (branch: readonly Issue[]) =>
    branch.some((sub) => sub.path.length === 1 && sub.path[0] === 'code');
  const candidates = issue.errors.filter((branch) => !failsOnCode(branch));
  let best: readonly Issue[] | undefined;
  for (const branch of candidates.length > 0 ? candidates : issue.errors)
    if (best === undefined || branch.length < best.length) best = branch;
  return best ?? [];
}

/** The values of a union of literals (`0 | 1`): every branch failed on one value; else undefined. */
function unionOfValues(issue: Extract<Issue, { code: 'invalid_union' }>): unknown[] | undefined {
  const values: unknown[] = [];
  for (const branch of issue.errors) {
    const [only, ...more] = branch;
    if (only === undefined || more.length > 0 || only.code !== 'invalid_value' || only.path.length > 0)
      return undefined;
    values.push(...only.values);
  }
  return values.length > 0 ? values : undefined;
}

/** Flattens zod issues into findings; unions are followed into their closest branch. */
export function findingsOf(
  issues: readonly Issue[],
  answer: unknown,
  base: readonly PropertyKey[] = [],
): DriftFinding[] {
  const findings: DriftFinding[] = [];
  for (const issue of issues) {
    const path = [...base, ...issue.path];
    const literals = issue.code === 'invalid_union' ? unionOfValues(issue) : undefined;
    if (literals !== undefined) {
      findings.push({
        path: path.join('.'),
        expected: `one of ${literals.map((value) => JSON.stringify(value)).join(', ')}`,
        received: describeReceived(valueAt(answer, path)),
      });
    } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      findings.push(...findingsOf(closestBranch(issue), answer, path));
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        findings.push({
          path: [...path, key].join('.'),
          expected: 'no such field in the contract',
          received: describeReceived(valueAt(answer, [...path, key])),
        });
    } else {
      findings.push({
        path: path.join('.'),
        expected: expectedOf(issue),
        received: describeReceived(valueAt(answer, path)),
      });
    }
  }
  return findings;
}

/**
 * How an upstream answer differs from the operation's response schema; [] when it fits. Images
 * (the captcha) are not checked; anything else must be an HTTP 200 JSON envelope (ADR 001).
 */
export function checkAnswer(
  response: z.ZodType,
  answer: { status: number; contentType: string; json: ParsedJson },
): DriftFinding[] {
  if (answer.contentType.startsWith('image/')) return [];
  if (answer.status !== 200)
    return [
      {
        path: '',
        expected: 'HTTP 200 with an envelope (errors travel as envelope codes)',
        received: `HTTP ${answer.status}`,
      },
    ];
  if (answer.json === undefined)
    return [
      {
        path: '',
        expected: 'a JSON envelope',
        received: `${answer.contentType || 'no content type'}, not JSON`,
      },
    ];
  const checked = response.safeParse(answer.json.value);
  return checked.success ? [] : findingsOf(checked.error.issues, answer.json.value);
}

/** Entries kept per sandbox; past it the least recently seen go. */
const ENTRIES_KEPT = 200;

/** The drift report: findings counted per sandbox, operation, path and expected/received pair. */
export class DriftLog {
  readonly #bySandbox = new Map<string, Map<string, DriftEntry>>();

  /** Counts the findings of one answer; answers whether any was new. */
  add(sandboxId: string, operationId: string, findings: readonly DriftFinding[], at: string): boolean {
    let entries = this.#bySandbox.get(sandboxId);
    if (entries === undefined) {
      entries = new Map();
      this.#bySandbox.set(sandboxId, entries);
    }
    let added = false;
    for (const finding of findings) {
      const key = `${operationId}\u0000${finding.path}\u0000${finding.expected}\u0000${finding.received}`;
      const known = entries.get(key);
      if (known !== undefined) {
        known.count += 1;
        known.lastSeen = at;
        // Map order is recency: the least recently seen is evicted first.
        entries.delete(key);
        entries.set(key, known);
        continue;
      }
      entries.set(key, { operationId, ...finding, firstSeen: at, lastSeen: at, count: 1 });
      added = true;
      for (const oldest of entries.keys()) {
        if (entries.size <= ENTRIES_KEPT) break;
        entries.delete(oldest);
      }
    }
    return added;
  }

  /** A sandbox's entries, by operation then path. */
  entries(sandboxId: string): DriftEntry[] {
    const entries = [...(this.#bySandbox.get(sandboxId)?.values() ?? [])];
    return entries.sort((a, b) => a.operationId.localeCompare(b.operationId) || a.path.localeCompare(b.path));
  }

  /** Every sandbox with entries. */
  sandboxIds(): string[] {
    return [...this.#bySandbox.keys()].filter((id) => (this.#bySandbox.get(id)?.size ?? 0) > 0).sort();
  }

  clear(sandboxId: string): void {
    this.#bySandbox.delete(sandboxId);
  }
}
