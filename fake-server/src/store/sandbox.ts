import * as z from 'zod';
import { isSqliteError, StorageError } from '../persistence/storage-fault.ts';
import type { Fault } from '../scenarios/faults.ts';
import { LoggedCall, type LogInput } from './logged-call.ts';
import type { WorldState } from './world.ts';

export type { LoggedResponse, NearMiss, OperationRef, RequestLogEntry } from './request-log-entry.ts';

/** The sandbox of calls without a `sessionId`. */
export const DEFAULT_SANDBOX = 'default';

export const ActiveScenarioSchema = z.object({
  name: z.string().min(1).max(64),
  /** Overrides the preset's delay (slow-network, timeout); null = the server's default. As POST /__fake/scenario takes it. */
  delayMs: z.int().min(0).max(600_000).nullable(),
});
export type ActiveScenario = z.infer<typeof ActiveScenarioSchema>;

/**
 * A line of the request log that is no call: something the server did to the sandbox (evicted,
 * imported, an upload dropped), shown with the calls in GET /__fake/requests and the QA page.
 */
export function noticeEntry(notice: {
  sandboxId: string;
  code: string;
  message: string;
  at?: string;
  path?: string;
}): LogInput {
  return {
    at: notice.at ?? new Date().toISOString(),
    sandboxId: notice.sandboxId,
    operationId: null,
    method: 'NOTICE',
    path: notice.path ?? '',
    query: {},
    body: null,
    httpStatus: 0,
    code: notice.code,
    message: notice.message,
    durationMs: 0,
    effect: null,
    url: notice.path ?? '',
    requestHeaders: {},
    response: null,
    nearMiss: null,
  };
}

/** One borrower's world: state from the seed, the QA switches and the request log. */
export interface Sandbox {
  id: string;
  state: WorldState;
  scenario: ActiveScenario | null;
  faults: Fault[];
  /**
   * The virtual clock: ms added to the server's clock for this sandbox's `now` (0 = real time).
   * Negative only back to the seed day (POST /__fake/clock refuses earlier).
   */
  clockOffsetMs: number;
  log: LoggedCall[];
  nextLogId: number;
}

/** Older entries fall off; enough for a QA session and the e2e assertions. */
const LOG_LIMIT = 500;
/**
 * Entries that keep their response body: a body is most of an entry's memory (≈ 1.6 kB of a
 * 2.2 kB loan-details entry), and QA opens recent calls; older ones keep status, code and headers.
 */
export const RESPONSE_BODIES_KEPT = 100;
export const RESPONSE_BODY_RELEASED = `(not kept: only the newest ${RESPONSE_BODIES_KEPT} calls of a sandbox keep their response body)`;
/** Sandboxes kept in memory; beyond it the least recently used leave the cache. */
const CACHE_LIMIT = 1000;
/** Ids remembered as evicted (memory mode), so their next call says so; bounded like the cache. */
const EVICTED_KEPT = 10_000;
/**
 * Sandboxes listed by last use (GET /__fake/sandboxes `known`, the QA console's sandbox list), and
 * the last uses kept to list them, in memory and in FAKE_DB's `uses` table: random session ids
 * (fuzzing, stray clients) must grow neither, and a list of thousands helps no one.
 */
export const LAST_USES_KEPT = 1000;
/**
 * Memory for the request logs of all sandboxes together (FAKE_LOG_MAX_MB): 500 calls in each of
 * 1000 cached sandboxes could otherwise hold gigabytes. Past it the least recently used sandboxes'
 * logs give up their oldest calls first.
 */
export const LOG_BUDGET_BYTES = 64 * 1024 * 1024;
/** A trim goes this far below the budget, so the next calls do not each trim again. */
const LOG_TRIM_TO = 0.9;

/** What a sandbox's log holds in memory, about (LoggedCall.bytes). */
function logBytesOf(sandbox: Sandbox): number {
  let bytes = 0;
  for (const entry of sandbox.log) bytes += entry.bytes;
  return bytes;
}

/**
 * Where sandboxes outlive the cache (the SQLite store when FAKE_DB is set). `save` writes only when
 * the sandbox changed since it was loaded or last saved, and returns once it is durable. A write
 * that fails (a full disk, a read-only file) throws a StorageError naming the cause; a failed save
 * has put the sandbox back as it was last saved, and a failed replace or remove changed nothing.
 */
export interface SandboxPersistence {
  load(id: string): Sandbox | undefined;
  /** Saves what changed: these slices of the world; everything when not given; the QA switches alone when empty. */
  save(sandbox: Sandbox, parts?: readonly string[]): void;
  /** The same, committed with the other saves of this event-loop turn; resolves once durable. */
  saveSoon(sandbox: Sandbox, parts?: readonly string[]): Promise<void>;
  /** Stores this sandbox in place of whatever was stored under its id, in one transaction. */
  replace(sandbox: Sandbox): void;
  remove(id: string): void;
  ids(): string[];
  /** Notes a sandbox's last use (a call to it); may keep it coarser than every call. */
  markUsed(id: string, at: string): void;
  /** The last use of the LAST_USES_KEPT sandboxes used most recently, as kept across restarts. */
  lastUses(): Map<string, string>;
}

export interface SandboxStoreOptions {
  /** Sandboxes kept in memory (default 1000). */
  cacheLimit?: number;
  /** Memory for the request logs of all sandboxes together (default LOG_BUDGET_BYTES). */
  logBudgetBytes?: number;
  persistence?: SandboxPersistence;
  /** Told when a sandbox comes back from the seed after it was evicted (memory mode only). */
  onEvictedReturn?: (sandbox: Sandbox, message: string) => void;
  /** Runs on every `get` before the sandbox is handed out (the lifecycle brings it up to its clock). */
  onUse?: (sandbox: Sandbox) => void;
  /** Told when a change could not be saved and the sandbox went back to what was saved. */
  onUndone?: (sandbox: Sandbox, error: StorageError) => void;
}

/**
 * Sandboxes by sessionId: a cache in memory over the persistence when there is one. A sandbox is
 * made from the seed on first use; evicted from the cache, it is read back from the persistence on
 * its next use. Without persistence an evicted sandbox starts again from the seed, and its first
 * call after that is told so (never a silent reset).
 */
export class SandboxStore {
  readonly #cache = new Map<string, Sandbox>();
  readonly #evicted = new Set<string>();
  /** When each sandbox was last called (ISO time), for the QA console's sandbox list. */
  readonly #lastUse = new Map<string, string>();
  readonly #makeWorld: () => WorldState;
  readonly #limit: number;
  readonly #logBudget: number;
  /** What the logs of the cached sandboxes hold, about; kept under #logBudget. */
  #logBytes = 0;
  readonly #persistence: SandboxPersistence | undefined;
  readonly #onEvictedReturn: SandboxStoreOptions['onEvictedReturn'];
  readonly #onUse: SandboxStoreOptions['onUse'];
  readonly #onUndone: SandboxStoreOptions['onUndone'];

  constructor(makeWorld: () => WorldState, options: SandboxStoreOptions = {}) {
    this.#makeWorld = makeWorld;
    this.#limit = options.cacheLimit ?? CACHE_LIMIT;
    this.#logBudget = options.logBudgetBytes ?? LOG_BUDGET_BYTES;
    this.#persistence = options.persistence;
    this.#onEvictedReturn = options.onEvictedReturn;
    this.#onUse = options.onUse;
    this.#onUndone = options.onUndone;
  }

  /** Whether sandboxes survive eviction and restarts. */
  get persistent(): boolean {
    return this.#persistence !== undefined;
  }

  /**
   * The sandbox of a session: cached, else stored, else made fresh from the seed; brought up to date.
   * @throws StorageError when bringing it up to date changed it and that could not be saved.
   */
  get(id: string): Sandbox {
    const sandbox = this.#lookup(id);
    this.#onUse?.(sandbox);
    return sandbox;
  }

  /**
   * The sandbox of a session as it is, not brought up to date (so nothing is saved): where a call
   * that changes nothing is logged, a refused one or one whose change could not be saved.
   */
  peek(id: string): Sandbox {
    return this.#lookup(id);
  }

  #lookup(id: string): Sandbox {
    const cached = this.#cache.get(id);
    if (cached !== undefined) {
      // Map order is the recency order used for eviction.
      this.#cache.delete(id);
      this.#cache.set(id, cached);
      return cached;
    }
    const sandbox = this.#persistence?.load(id) ?? this.#fresh(id);
    this.#cache.set(id, sandbox);
    this.#evict();
    if (this.#evicted.delete(id)) {
      const message =
        `Sandbox '${id}' was evicted: more than ${this.#limit} sandboxes were in use and no FAKE_DB ` +
        'is set, so it starts again from the seed. Set FAKE_DB to keep every sandbox.';
      this.log(sandbox, noticeEntry({ sandboxId: id, code: 'evicted', message }));
      this.#onEvictedReturn?.(sandbox, message);
    }
    return sandbox;
  }

  #fresh(id: string): Sandbox {
    return {
      id,
      state: this.#makeWorld(),
      scenario: null,
      faults: [],
      clockOffsetMs: 0,
      log: [],
      nextLogId: 1,
    };
  }

  /** Whether a sandbox is in memory now (uploaded images live only there). */
  has(id: string): boolean {
    return this.#cache.has(id);
  }

  /**
   * Saves a sandbox a call may have changed, before its answer goes out: the named parts of its
   * world (all when not given) and its QA switches. A no-op in memory.
   */
  commit(sandbox: Sandbox, parts?: readonly string[]): void {
    try {
      this.#persistence?.save(sandbox, parts);
    } catch (error) {
      this.#undone(sandbox, error);
      throw error;
    }
  }

  /**
   * `commit` for an API call: its save joins the other calls' of this event-loop turn in one
   * transaction (group commit); the call answers once it resolves. Resolves at once in memory.
   * Rejects with a StorageError when that transaction failed: every call in it is undone.
   */
  commitSoon(sandbox: Sandbox, parts?: readonly string[]): Promise<void> {
    const saving = this.#persistence?.saveSoon(sandbox, parts);
    if (saving === undefined) return Promise.resolve();
    return saving.catch((error: unknown) => {
      this.#undone(sandbox, error);
      throw error;
    });
  }

  #undone(sandbox: Sandbox, error: unknown): void {
    if (error instanceof StorageError) this.#onUndone?.(sandbox, error);
  }

  /**
   * Puts a whole sandbox in place of the one with its id (an import): stored first, so a failed
   * write leaves the old one in use, then cached as the most recently used.
   */
  replace(sandbox: Sandbox): void {
    this.#persistence?.replace(sandbox);
    this.#evicted.delete(sandbox.id);
    this.#drop(sandbox.id);
    this.#cache.set(sandbox.id, sandbox);
    this.#logBytes += logBytesOf(sandbox);
    this.#evict();
    if (this.#logBytes > this.#logBudget) this.#trimLogs();
  }

  /**
   * Back to the seed: state, scenario, faults, clock (real time) and log (saved as such).
   * @throws StorageError when the stored rows could not be removed; then nothing changed.
   */
  reset(id: string): Sandbox {
    this.#persistence?.remove(id);
    this.#drop(id);
    this.#evicted.delete(id);
    return this.get(id);
  }

  /** Every sandbox id known: cached and stored. */
  ids(): string[] {
    return [...new Set([...(this.#persistence?.ids() ?? []), ...this.#cache.keys()])].sort();
  }

  /** The sandboxes in memory now. */
  cached(): Sandbox[] {
    return [...this.#cache.values()];
  }

  /**
   * The LAST_USES_KEPT sandboxes most recently used (in memory, stored, or used lately) with their
   * last use, the most recently used first; a sandbox never called has none and comes last.
   */
  lastUses(): { sandboxId: string; lastUsedAt: string | null }[] {
    const uses = new Map([...(this.#persistence?.lastUses() ?? []), ...this.#lastUse]);
    const ids = new Set([...this.ids(), ...uses.keys()]);
    return [...ids]
      .map((sandboxId) => ({ sandboxId, lastUsedAt: uses.get(sandboxId) ?? null }))
      .sort(
        (a, b) =>
          (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? '') || a.sandboxId.localeCompare(b.sandboxId),
      )
      .slice(0, LAST_USES_KEPT);
  }

  /** What the request logs of the sandboxes in memory hold, about (kept under the log budget). */
  get logBytes(): number {
    return this.#logBytes;
  }

  log(sandbox: Sandbox, entry: LogInput): LoggedCall {
    const full = new LoggedCall(sandbox.nextLogId, entry);
    sandbox.nextLogId += 1;
    sandbox.log.push(full);
    let added = full.bytes;
    // Every call and notice of a sandbox is logged here: its time is the sandbox's last use.
    this.#lastUse.delete(sandbox.id);
    this.#lastUse.set(sandbox.id, full.at);
    // Random session ids (fuzzing) must not grow it for ever; the list shows no more.
    for (const oldest of this.#lastUse.keys()) {
      if (this.#lastUse.size <= LAST_USES_KEPT) break;
      this.#lastUse.delete(oldest);
    }
    this.#noteUse(sandbox.id, full.at);
    // One out for one in: shift() is constant time on V8's arrays, a splice from the front copied
    // the whole log on every call once it was full.
    while (sandbox.log.length > LOG_LIMIT) added -= sandbox.log.shift()?.bytes ?? 0;
    // The event streams were sent the entry as JSON when it was logged: releasing changes nothing they hold.
    added -=
      sandbox.log[sandbox.log.length - 1 - RESPONSE_BODIES_KEPT]?.releaseResponseBody(
        RESPONSE_BODY_RELEASED,
      ) ?? 0;
    // A call that outlived its sandbox's place in the cache logs into an object on its way out:
    // only the cached sandboxes' logs are counted.
    if (this.#cache.get(sandbox.id) === sandbox) {
      this.#logBytes += added;
      if (this.#logBytes > this.#logBudget) this.#trimLogs();
    }
    return full;
  }

  /**
   * The last use is a hint for the QA console's list, written after the call answered: one the
   * database cannot take (a full disk) is dropped, never turned into the call's failure.
   */
  #noteUse(id: string, at: string): void {
    try {
      this.#persistence?.markUsed(id, at);
    } catch (error) {
      if (!isSqliteError(error) && !(error instanceof StorageError)) throw error;
    }
  }

  /**
   * Brings the logs under the budget: the least recently used sandboxes give up their oldest calls
   * first (their newest call is older than any other's), down to LOG_TRIM_TO of the budget.
   */
  #trimLogs(): void {
    const target = this.#logBudget * LOG_TRIM_TO;
    for (const sandbox of this.#cache.values()) {
      while (this.#logBytes > target) {
        const oldest = sandbox.log.shift();
        if (oldest === undefined) break;
        this.#logBytes -= oldest.bytes;
      }
      if (this.#logBytes <= target) return;
    }
  }

  /** Takes a sandbox out of the cache, and its log out of the log's count. */
  #drop(id: string): void {
    const sandbox = this.#cache.get(id);
    if (sandbox === undefined) return;
    this.#cache.delete(id);
    this.#logBytes -= logBytesOf(sandbox);
  }

  /** Random session ids (fuzzing, stray clients) must not grow memory without bound. */
  #evict(): void {
    for (const id of this.#cache.keys()) {
      if (this.#cache.size <= this.#limit) return;
      if (id === DEFAULT_SANDBOX) continue;
      this.#drop(id);
      // Stored sandboxes come back as they were; in memory only, remember to say it was lost.
      if (this.#persistence === undefined) this.#rememberEvicted(id);
    }
  }

  #rememberEvicted(id: string): void {
    this.#evicted.add(id);
    for (const oldest of this.#evicted) {
      if (this.#evicted.size <= EVICTED_KEPT) break;
      this.#evicted.delete(oldest);
    }
  }
}

/** Names a sandbox cannot take: they are special to JavaScript objects and JSON tools. */
const RESERVED_SANDBOX_IDS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why a call's `sessionId` cannot name a sandbox, or undefined when it can (or is absent).
 * @example reservedSandboxProblem({ sessionId: '__proto__' }) // "sessionId '__proto__' is reserved…"
 */
export function reservedSandboxProblem(query: unknown): string | undefined {
  const value =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>).sessionId : undefined;
  if (typeof value !== 'string' || !RESERVED_SANDBOX_IDS.has(value)) return undefined;
  return `sessionId '${value}' is reserved (${[...RESERVED_SANDBOX_IDS].join(', ')} cannot name a sandbox); choose another.`;
}

/**
 * The sandbox a call belongs to: its `sessionId` query parameter, or the default sandbox.
 * A malformed value (repeated, too long) falls back to the default; validation then names it.
 */
export function sandboxIdOf(query: unknown): string {
  const value =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>).sessionId : undefined;
  return typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 200 &&
    !RESERVED_SANDBOX_IDS.has(value)
    ? value
    : DEFAULT_SANDBOX;
}
