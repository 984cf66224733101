import { StorageError } from '../../persistence/storage-fault.ts';
import type { Sandbox } from '../sandbox.ts';
import { advanceLifecycle, nextAutoPayAt } from './advance.ts';
import type { LifecycleChange } from './payments.ts';

/** The parts of a sandbox the lifecycle changes (orders and payments), for the store's save. */
export const LIFECYCLE_PARTS = ['shared', 'repay'] as const;

/** A wake-up whose change could not be saved (a full disk) tries again this much later. */
export const WAKE_RETRY_MS = 60_000;

export interface LifecycleRunnerDeps {
  /** The sandbox's virtual now. */
  nowOf: (sandbox: Sandbox) => Date;
  /** Saves the named parts before anyone hears of the change. */
  commit: (sandbox: Sandbox, parts: readonly string[]) => void;
  /** Tells open apps and QA pages. */
  announce: (sandbox: Sandbox, change: LifecycleChange) => void;
  /** Reads a sandbox again when a timer fires (which brings it up to date). */
  touch: (sandboxId: string) => Sandbox;
}

/**
 * Keeps sandboxes' orders up to their clocks: `refresh` runs each time a sandbox is used (every
 * call, QA read and page), and a timer wakes a sandbox whose automatic payment comes due while
 * nobody calls it, so an open app sees the payment land.
 */
export class LifecycleRunner {
  readonly #deps: LifecycleRunnerDeps;
  readonly #timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();

  constructor(deps: LifecycleRunnerDeps) {
    this.#deps = deps;
  }

  /** Brings the sandbox up to its now; saves and announces what moved. */
  refresh(sandbox: Sandbox): LifecycleChange[] {
    const changes = advanceLifecycle(sandbox.state, this.#deps.nowOf(sandbox));
    if (changes.length === 0) return changes;
    this.#deps.commit(sandbox, LIFECYCLE_PARTS);
    for (const change of changes) this.#deps.announce(sandbox, change);
    this.schedule(sandbox);
    return changes;
  }

  /** Sets the wake-up for the sandbox's next automatic payment (after a pay code is made). */
  schedule(sandbox: Sandbox): void {
    const at = nextAutoPayAt(sandbox.state);
    const current = this.#timers.get(sandbox.id);
    if (current !== undefined && current.at === at) return;
    if (current !== undefined) clearTimeout(current.timer);
    this.#timers.delete(sandbox.id);
    if (at === undefined) return;
    // The payment is due on the sandbox's clock; the timer runs on the server's (a millisecond late,
    // as a timer may fire a little before Date.now() reaches its time).
    this.#wake(sandbox.id, at, Math.max(0, at - this.#deps.nowOf(sandbox).getTime()) + 1);
  }

  #wake(sandboxId: string, at: number, delay: number): void {
    const timer = setTimeout(() => {
      this.#timers.delete(sandboxId);
      let woken: Sandbox;
      try {
        woken = this.#deps.touch(sandboxId);
      } catch (error) {
        // Nobody's call to answer: the change was undone; say so where the server's output goes.
        if (!(error instanceof StorageError)) throw error;
        console.error(
          `fake-server: an automatic payment of sandbox '${sandboxId}' is waiting. ${error.message}`,
        );
        this.#wake(sandboxId, at, WAKE_RETRY_MS);
        return;
      }
      // Still pending (the clock was set back, or the timer was early): wait again.
      this.schedule(woken);
    }, delay);
    timer.unref();
    this.#timers.set(sandboxId, { at, timer });
  }

  /** Stops every timer (server shutdown, tests). */
  close(): void {
    for (const { timer } of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
