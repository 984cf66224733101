import { existsSync, renameSync } from 'node:fs';
import { LAST_USES_KEPT, type Sandbox, type SandboxPersistence } from '../store/sandbox.ts';
import { WorldStateError } from '../store/world.ts';
import { CommitBatch } from './commit-batch.ts';
import { SandboxDb, SandboxDbError, type SavedParts } from './sandbox-db.ts';
import { restoreSandbox, sandboxParts } from './saved-sandbox.ts';
import { loadStateFile } from './state-file.ts';

export interface OpenedStore {
  persistence: SandboxPersistence;
  db: SandboxDb;
  /** What start-up did worth saying (a migration). */
  notes: string[];
}

/**
 * Opens the sandbox database and checks every stored sandbox against today's schemas, so a bad
 * row stops the start with its name rather than failing some later call. An old JSON state file
 * (FAKE_STATE_FILE) is moved into a new database once, then renamed `<file>.migrated`.
 * @throws SandboxDbError or StateFileError, with a message saying what to do.
 */
export function openSqliteStore(
  path: string,
  seed: number,
  refDate: Date,
  seedSandbox: Sandbox,
  stateFile?: string,
): OpenedStore {
  const db = new SandboxDb(path, seed);
  const notes: string[] = [];
  // A part never saved is the seed's; reading a sandbox must not write it.
  const seedParts = sandboxParts(seedSandbox);
  try {
    if (stateFile !== undefined && existsSync(stateFile)) notes.push(migrate(db, stateFile, seed, refDate));
    for (const id of db.ids()) {
      try {
        restoreSandbox(id, db.load(id), seedParts, seed, refDate);
      } catch (error) {
        if (error instanceof WorldStateError)
          throw new SandboxDbError(
            `Cannot start: the database ${path} has a broken sandbox '${id}' (${error.message}). ` +
              'Reset it from another copy, delete the database to start again from the seed, or set FAKE_DB to another path.',
          );
        throw error;
      }
    }
  } catch (error) {
    db.close();
    throw error;
  }

  // What each sandbox object's parts were loaded or last saved as: only the parts a call changed
  // are written, and a call that changed nothing writes nothing.
  const written = new WeakMap<Sandbox, SavedParts>();
  /** The parts of a sandbox that changed since it was last saved; marked saved as they are returned. */
  const changedParts = (sandbox: Sandbox, only?: readonly string[]): [string, string][] => {
    const parts = sandboxParts(sandbox, only);
    let before = written.get(sandbox);
    if (before === undefined) {
      before = new Map(seedParts);
      written.set(sandbox, before);
    }
    const changed = [...parts].filter(([part, text]) => before.get(part) !== text);
    for (const [part, text] of changed) before.set(part, text);
    return changed;
  };
  const batch = new CommitBatch(db);
  // A sandbox's last use is written at most once a minute per sandbox: a burst of calls costs one
  // write, and the time kept across a restart is at most that much early ("2 min ago" is the grain).
  const useWrittenAt = new Map<string, number>();
  const USE_WRITE_EVERY_MS = 60_000;
  const persistence: SandboxPersistence = {
    load(id) {
      const saved = db.load(id);
      if (saved.size === 0) return undefined;
      const sandbox = restoreSandbox(id, saved, seedParts, seed, refDate);
      written.set(sandbox, new Map([...seedParts, ...saved]));
      return sandbox;
    },
    save(sandbox, only) {
      const changed = changedParts(sandbox, only);
      if (changed.length > 0) db.save(sandbox.id, changed);
    },
    saveSoon(sandbox, only) {
      const changed = changedParts(sandbox, only);
      if (changed.length === 0) return Promise.resolve();
      return batch.add(sandbox.id, changed).catch((error: unknown) => {
        // Not written after all: compare the next save with the seed, so it writes everything.
        written.delete(sandbox);
        throw error;
      });
    },
    replace(sandbox) {
      // Rows are kept only for parts that differ from the seed, as `save` does.
      const parts = sandboxParts(sandbox);
      db.replace(
        sandbox.id,
        [...parts].filter(([part, text]) => seedParts.get(part) !== text),
      );
      written.set(sandbox, new Map([...seedParts, ...parts]));
    },
    remove: (id) => db.delete(id),
    ids: () => db.ids(),
    markUsed(id, at) {
      const now = Date.now();
      if (now - (useWrittenAt.get(id) ?? 0) < USE_WRITE_EVERY_MS) return;
      useWrittenAt.set(id, now);
      // Forgetting a time only costs one more write: cleared rather than grown by random ids.
      if (useWrittenAt.size > 10_000) useWrittenAt.clear();
      db.markUsed(id, at, LAST_USES_KEPT);
    },
    lastUses: () => db.lastUses(LAST_USES_KEPT),
  };
  return { persistence, db, notes };
}

function migrate(db: SandboxDb, stateFile: string, seed: number, refDate: Date): string {
  if (db.count() > 0)
    return `FAKE_STATE_FILE ${stateFile} was not read: the database already holds sandboxes. Unset FAKE_STATE_FILE.`;
  const loaded = loadStateFile(stateFile, seed, refDate);
  const sandboxes = loaded?.sandboxes ?? [];
  db.saveMany(sandboxes.map((sandbox) => [sandbox.id, [...sandboxParts(sandbox)]]));
  renameSync(stateFile, `${stateFile}.migrated`);
  return `Moved ${sandboxes.length} sandboxes from the state file ${stateFile} into ${db.path} (the file is now ${stateFile}.migrated). Unset FAKE_STATE_FILE.`;
}
