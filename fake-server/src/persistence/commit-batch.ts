import type { SandboxDb } from './sandbox-db.ts';

interface Pending {
  id: string;
  parts: [part: string, saved: string][];
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Group commit: the saves of the calls handled in one turn of the event loop go into one SQLite
 * transaction, written before any of those calls answers. Under load many calls share a
 * transaction's fixed cost (locks, the WAL commit); a lone call waits for the next turn only.
 * Every write of sandbox rows goes through here, so they reach the file in the order they were
 * made: a save queued for the turn's end never lands after a later change of the same rows.
 */
export class CommitBatch {
  readonly #db: SandboxDb;
  #pending: Pending[] = [];

  constructor(db: SandboxDb) {
    this.#db = db;
  }

  /**
   * Resolves once the parts are durable; rejects when the transaction failed (nothing of it kept).
   * `saved` runs as the transaction commits, before any later write, in the order of the saves.
   */
  add(id: string, parts: [string, string][], saved?: () => void): Promise<void> {
    return new Promise((done, failed) => {
      if (this.#pending.length === 0) setImmediate(() => this.flush());
      this.#pending.push({
        id,
        parts,
        done: () => {
          saved?.();
          done();
        },
        failed,
      });
    });
  }

  /**
   * Writes the parts now, in one transaction with the saves queued this turn (they resolve or fail
   * with it), for a change that must be durable before its caller goes on.
   * @throws the transaction's error; nothing of it was kept.
   */
  saveNow(id: string, parts: [string, string][]): void {
    let failure: { error: unknown } | undefined;
    this.#pending.push({
      id,
      parts,
      done: () => {},
      failed: (error) => {
        failure = { error };
      },
    });
    this.flush();
    if (failure !== undefined) throw failure.error;
  }

  /** Writes what is queued now (before a sandbox's rows are replaced or removed). */
  flush(): void {
    const pending = this.#pending;
    if (pending.length === 0) return;
    this.#pending = [];
    try {
      this.#db.saveMany(pending.map(({ id, parts }) => [id, parts]));
    } catch (error) {
      for (const save of pending) save.failed(error);
      return;
    }
    for (const save of pending) save.done();
  }
}
