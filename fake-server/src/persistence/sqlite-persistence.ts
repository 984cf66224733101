import { existsSync, renameSync } from 'node:fs';
import { LAST_USES_KEPT, type Sandbox, type SandboxPersistence } from '../store/sandbox.ts';
import { WorldStateError } from '../store/world.ts';
import { CommitBatch } from './commit-batch.ts';
import { SandboxDb, SandboxDbError, type SavedParts } from './sandbox-db.ts';
import { putBack, QA_PART, qaPart, restoreSandbox, sandboxParts } from './saved-sandbox.ts';
import { setAsideSandbox } from './set-aside.ts';
import { loadStateFile } from './state-file.ts';
import { isSqliteError, storageError } from './storage-fault.ts';

export interface OpenedStore {
  persistence: SandboxPersistence;
  db: SandboxDb;
  /** What start-up did worth saying (a migration, a sandbox repaired or set aside). */
  notes: string[];
  /** What start-up did to a sandbox, for the first line of its request log: code and message. */
  notices: Map<string, { code: string; message: string }>;
}

/**
 * Opens the sandbox database and checks every stored sandbox against today's schemas, so a bad
 * row never fails some later call: a clock offset out of range is repaired in place, and a sandbox
 * that does not fit is set aside (set-aside.ts) and starts again from the seed, each with a note.
 * A row SQLite cannot read stops the start with its name. An old JSON state file
 * (FAKE_STATE_FILE) is moved into a new database once, then renamed `<file>.migrated`.
 * A save that fails puts the sandbox back as it was last saved and throws a StorageError.
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
  const notices = new Map<string, { code: string; message: string }>();
  // A part never saved is the seed's; reading a sandbox must not write it.
  const seedParts = sandboxParts(seedSandbox);
  try {
    if (stateFile !== undefined && existsSync(stateFile)) notes.push(migrate(db, stateFile, seed, refDate));
    for (const id of db.ids()) {
      const saved = loadAtStart(db, path, id);
      const repairs: string[] = [];
      try {
        const sandbox = restoreSandbox(id, saved, seedParts, seed, refDate, (note) => repairs.push(note));
        if (repairs.length === 0) continue;
        db.save(id, [[QA_PART, qaPart(sandbox)]]);
        const message = `Sandbox '${id}' was repaired at start: ${repairs.join('; ')}.`;
        notes.push(message);
        notices.set(id, { code: 'repaired', message });
      } catch (error) {
        if (!(error instanceof WorldStateError)) throw error;
        const message = setAside(path, id, saved, seed, error.message);
        db.delete(id);
        notes.push(message);
        notices.set(id, { code: 'set-aside', message });
      }
    }
  } catch (error) {
    db.close();
    throw error;
  }

  // Each sandbox object's parts as durable in the file (`saved`), and as saved or queued for the
  // group commit (`written`): only the parts a call changed are written, a call that changed
  // nothing writes nothing, and a failed save puts the sandbox back as `saved` says.
  const saved = new WeakMap<Sandbox, SavedParts>();
  const written = new WeakMap<Sandbox, SavedParts>();
  const partsIn = (kept: WeakMap<Sandbox, SavedParts>, sandbox: Sandbox): SavedParts => {
    let parts = kept.get(sandbox);
    if (parts === undefined) {
      parts = new Map(seedParts);
      kept.set(sandbox, parts);
    }
    return parts;
  };
  const keep = (kept: WeakMap<Sandbox, SavedParts>, sandbox: Sandbox, parts: [string, string][]): void => {
    const into = partsIn(kept, sandbox);
    for (const [part, text] of parts) into.set(part, text);
  };
  /** The parts of a sandbox that changed since it was last saved or queued. */
  const changedParts = (sandbox: Sandbox, only?: readonly string[]): [string, string][] => {
    const before = partsIn(written, sandbox);
    return [...sandboxParts(sandbox, only)].filter(([part, text]) => before.get(part) !== text);
  };
  /**
   * After a failed write: the sandbox object (which calls and the cache hold) back as last saved,
   * its world, QA switches and clock (its log stays); the error, as a StorageError naming the cause.
   */
  const undo = (sandbox: Sandbox, error: unknown): unknown => {
    const durable = partsIn(saved, sandbox);
    written.set(sandbox, new Map(durable));
    putBack(sandbox, restoreSandbox(sandbox.id, durable, seedParts, seed, refDate));
    return storageError(error, path, sandbox.id);
  };
  const batch = new CommitBatch(db);
  // A sandbox's last use is written at most once a minute per sandbox: a burst of calls costs one
  // write, and the time kept across a restart is at most that much early ("2 min ago" is the grain).
  const useWrittenAt = new Map<string, number>();
  const USE_WRITE_EVERY_MS = 60_000;
  const persistence: SandboxPersistence = {
    load(id) {
      const stored = db.load(id);
      if (stored.size === 0) return undefined;
      const sandbox = restoreSandbox(id, stored, seedParts, seed, refDate);
      saved.set(sandbox, new Map([...seedParts, ...stored]));
      written.set(sandbox, new Map([...seedParts, ...stored]));
      return sandbox;
    },
    save(sandbox, only) {
      const changed = changedParts(sandbox, only);
      if (changed.length === 0) return;
      try {
        // With the saves queued this turn, after them: a call's queued save never lands on this one.
        batch.saveNow(sandbox.id, changed);
      } catch (error) {
        throw undo(sandbox, error);
      }
      keep(written, sandbox, changed);
      keep(saved, sandbox, changed);
    },
    saveSoon(sandbox, only) {
      const changed = changedParts(sandbox, only);
      if (changed.length === 0) return Promise.resolve();
      keep(written, sandbox, changed);
      return batch
        .add(sandbox.id, changed, () => keep(saved, sandbox, changed))
        .catch((error: unknown) => {
          // The whole transaction failed: each call in it goes back to what is saved.
          throw undo(sandbox, error);
        });
    },
    replace(sandbox) {
      // Saves queued for the old sandbox must not land on the new one's rows.
      batch.flush();
      // Rows are kept only for parts that differ from the seed, as `save` does.
      const parts = sandboxParts(sandbox);
      try {
        db.replace(
          sandbox.id,
          [...parts].filter(([part, text]) => seedParts.get(part) !== text),
        );
      } catch (error) {
        throw storageError(error, path, sandbox.id);
      }
      saved.set(sandbox, new Map([...seedParts, ...parts]));
      written.set(sandbox, new Map([...seedParts, ...parts]));
    },
    remove(id) {
      // Saves queued before the reset must not bring rows back after it.
      batch.flush();
      try {
        db.delete(id);
      } catch (error) {
        throw storageError(error, path, id);
      }
    },
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
  return { persistence, db, notes, notices };
}

/** A stored sandbox's rows at start; damage the integrity check cannot see (it does not read the rows' text) fails the read. */
function loadAtStart(db: SandboxDb, path: string, id: string): SavedParts {
  try {
    return db.load(id);
  } catch (error) {
    if (!isSqliteError(error)) throw error;
    throw new SandboxDbError(
      `Cannot start: the database ${path} cannot be read at sandbox '${id}' (${error.message}). ` +
        'It was left untouched. Restore it from a copy, delete it to start again from the seed, or set FAKE_DB to another path.',
    );
  }
}

/** Sets a broken sandbox aside and says where; a file that cannot be written stops the start. */
function setAside(path: string, id: string, saved: SavedParts, seed: number, problem: string): string {
  let file: string;
  try {
    file = setAsideSandbox(path, id, saved, seed, problem);
  } catch (error) {
    throw new SandboxDbError(
      `Cannot start: the database ${path} has a sandbox '${id}' this server cannot read (${problem}), and it could not be set aside (${(error as Error).message}). ` +
        `Make ${path}.set-aside writable, or set FAKE_DB to another path.`,
    );
  }
  return `Sandbox '${id}' did not fit this server (${problem}): it starts again from the seed. What was stored is in ${file}: fix what is named there and import it (npm run fake -- import ${file} ${id}).`;
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
