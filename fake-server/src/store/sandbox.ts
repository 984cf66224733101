import * as z from 'zod';
import type { Fault } from '../scenarios/faults.ts';
import type { WorldState } from './world.ts';

/** The sandbox of calls without a `sessionId`. */
export const DEFAULT_SANDBOX = 'default';

export const ActiveScenarioSchema = z.object({
  name: z.string(),
  /** Overrides the preset's delay (slow-network, timeout); null = the server's default. */
  delayMs: z.int().nullable(),
});
export type ActiveScenario = z.infer<typeof ActiveScenarioSchema>;

/** One line of GET /__fake/requests. */
export interface RequestLogEntry {
  id: number;
  at: string;
  sandboxId: string;
  operationId: string | null;
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  httpStatus: number;
  /** The envelope code answered; null for an image, a dropped connection or an aborted call. */
  code: string | null;
  message: string;
  durationMs: number;
  /** 'fault' or 'scenario:<name>' when one changed the call. */
  effect: string | null;
}

/** One borrower's world: state from the seed, the QA switches and the request log. */
export interface Sandbox {
  id: string;
  state: WorldState;
  scenario: ActiveScenario | null;
  faults: Fault[];
  log: RequestLogEntry[];
  nextLogId: number;
}

/** Older entries fall off; enough for a QA session and the e2e assertions. */
const LOG_LIMIT = 500;

/** Sandboxes by sessionId, made from the seed on first use. */
export class SandboxStore {
  readonly #sandboxes = new Map<string, Sandbox>();
  readonly #makeWorld: () => WorldState;
  readonly #limit: number;

  constructor(makeWorld: () => WorldState, limit = 1000) {
    this.#makeWorld = makeWorld;
    this.#limit = limit;
  }

  /** The sandbox of a session, made fresh from the seed when it is new. */
  get(id: string): Sandbox {
    const existing = this.#sandboxes.get(id);
    if (existing !== undefined) {
      // Map order is the recency order used for eviction.
      this.#sandboxes.delete(id);
      this.#sandboxes.set(id, existing);
      return existing;
    }
    const sandbox: Sandbox = {
      id,
      state: this.#makeWorld(),
      scenario: null,
      faults: [],
      log: [],
      nextLogId: 1,
    };
    this.#sandboxes.set(id, sandbox);
    this.#evict();
    return sandbox;
  }

  has(id: string): boolean {
    return this.#sandboxes.has(id);
  }

  /** Back to the seed: state, scenario, faults and log. */
  reset(id: string): Sandbox {
    this.#sandboxes.delete(id);
    return this.get(id);
  }

  put(sandbox: Sandbox): void {
    this.#sandboxes.set(sandbox.id, sandbox);
  }

  all(): Sandbox[] {
    return [...this.#sandboxes.values()];
  }

  log(sandbox: Sandbox, entry: Omit<RequestLogEntry, 'id'>): RequestLogEntry {
    const full = { id: sandbox.nextLogId, ...entry };
    sandbox.nextLogId += 1;
    sandbox.log.push(full);
    if (sandbox.log.length > LOG_LIMIT) sandbox.log.splice(0, sandbox.log.length - LOG_LIMIT);
    return full;
  }

  /** Random session ids (fuzzing, stray clients) must not grow memory without bound. */
  #evict(): void {
    for (const id of this.#sandboxes.keys()) {
      if (this.#sandboxes.size <= this.#limit) return;
      if (id !== DEFAULT_SANDBOX) this.#sandboxes.delete(id);
    }
  }
}

/**
 * The sandbox a call belongs to: its `sessionId` query parameter, or the default sandbox.
 * A malformed value (repeated, too long) falls back to the default; validation then names it.
 */
export function sandboxIdOf(query: unknown): string {
  const value =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>).sessionId : undefined;
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : DEFAULT_SANDBOX;
}
