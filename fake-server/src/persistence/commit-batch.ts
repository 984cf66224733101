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
 */
export class CommitBatch {
  readonly #db: SandboxDb;
  #pending: Pending[] = [];

  constructor(db: SandboxDb) {
    this.#db = db;
  }

  /** Resolves once the parts are durable; rejects when the transaction failed (nothing of it kept). */
  add(id: string, parts: [string, string][]): Promise<void> {
    return new Promise((done, failed) => {
      if (this.#pending.length === 0) setImmediate(() => this.#flush());
      this.#pending.push({ id, parts, done, failed });
    });
  }

  #flush(): void {
    const pending = this.#pending;
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
