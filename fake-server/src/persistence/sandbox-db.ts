import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { describeStorageFault, isSqliteError, storageFaultOf } from './storage-fault.ts';

/** The layout of the tables below; a database written with another one is refused. */
export const SCHEMA_VERSION = 1;
const FORMAT = 'cashloan-fake-server-db';

/** A database the server refuses to start with; the message says what to do. */
export class SandboxDbError extends Error {}

function refuse(
  path: string,
  problem: string,
  advice = 'Fix it, delete it to start again from the seed',
): SandboxDbError {
  return new SandboxDbError(
    `Cannot start: the database ${path} ${problem}. It was left untouched. ${advice}, or set FAKE_DB to another path.`,
  );
}

/** How many of SQLite's integrity findings a refusal names (the first ones say where). */
const FINDINGS_NAMED = 3;

/** A sandbox's saved parts: each slice of its world and its QA switches, as JSON text. */
export type SavedParts = Map<string, string>;

/**
 * Sandboxes in SQLite (node:sqlite, no native addon): one row per part of a sandbox (each slice of
 * its world, and its scenario and faults; the request log is not kept), so a call that changed one
 * slice writes that slice only. WAL mode: each save is one transaction, durable once it returns,
 * so a call can answer right after it and a killed process loses nothing it answered. A sandbox
 * with no rows is the seed. Reads never write.
 */
export class SandboxDb {
  readonly path: string;
  readonly #db: DatabaseSync;
  readonly #load: StatementSync;
  readonly #save: StatementSync;
  readonly #delete: StatementSync;
  readonly #use: StatementSync;
  readonly #pruneUses: StatementSync;
  /** SQLite's own limit, put back when a test's injected fault is lifted. */
  #maxPages: number | undefined;

  /**
   * @throws SandboxDbError when the file cannot be opened, is damaged, cannot be written, or was
   * made with another seed or layout.
   */
  constructor(path: string, seed: number) {
    this.path = path;
    try {
      if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
      this.#db = new DatabaseSync(path, { timeout: 2000 });
      // WAL: readers never wait for the writer; NORMAL sync is durable against a killed process
      // (the WAL is in the OS's hands once a commit returns), only a power cut could lose the last.
      this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
      this.#checkIntact();
      this.#db.exec(`
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
        CREATE TABLE IF NOT EXISTS parts (
          sandbox_id TEXT NOT NULL,
          part TEXT NOT NULL,
          saved TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (sandbox_id, part)
        ) WITHOUT ROWID, STRICT;
        CREATE TABLE IF NOT EXISTS uses (
          sandbox_id TEXT PRIMARY KEY,
          used_at TEXT NOT NULL
        ) WITHOUT ROWID, STRICT;
        CREATE INDEX IF NOT EXISTS uses_by_time ON uses (used_at, sandbox_id);`);
    } catch (error) {
      throw this.#refusedAtOpen(error);
    }
    this.#checkSeedAndWrites(seed);
    this.#load = this.#db.prepare('SELECT part, saved FROM parts WHERE sandbox_id = ?');
    this.#save = this.#db.prepare(
      `INSERT INTO parts (sandbox_id, part, saved, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (sandbox_id, part) DO UPDATE SET saved = excluded.saved, updated_at = excluded.updated_at`,
    );
    this.#delete = this.#db.prepare('DELETE FROM parts WHERE sandbox_id = ?');
    // A later time only: two servers on one file never move a sandbox's last use back.
    this.#use = this.#db.prepare(
      `INSERT INTO uses (sandbox_id, used_at) VALUES (?, ?)
       ON CONFLICT (sandbox_id) DO UPDATE SET used_at = max(used_at, excluded.used_at)`,
    );
    // Walks the index from the newest: the rows past the first `kept` go.
    this.#pruneUses = this.#db.prepare(
      `DELETE FROM uses WHERE sandbox_id IN (
         SELECT sandbox_id FROM uses ORDER BY used_at DESC, sandbox_id DESC LIMIT -1 OFFSET ?)`,
    );
  }

  /**
   * Why the file cannot be used. The connection is closed again: a second start on the file (a
   * test, a fixed file) would otherwise share its stale WAL index.
   */
  #refusedAtOpen(error: unknown): SandboxDbError {
    // Unset when the file could not even be opened.
    const db: DatabaseSync | undefined = this.#db;
    if (db?.isOpen) db.close();
    if (error instanceof SandboxDbError) return error;
    if (storageFaultOf(error, this.path) === 'read-only') return this.#unwritable(error);
    return refuse(this.path, `cannot be opened as a fake-server database (${(error as Error).message})`);
  }

  /** Of this server's seed and layout, and writable; else closed again and refused. */
  #checkSeedAndWrites(seed: number): void {
    try {
      this.#checkMeta(seed);
      this.#checkWritable();
    } catch (error) {
      this.#db.close();
      throw error;
    }
  }

  /**
   * A page damaged in the middle of the file (a disk error, a copy cut short) would fail some later
   * read with a stack trace: SQLite's quick_check reads every page first. Measured on 5,000 stored
   * sandboxes (85 MB): 50–80 ms of a 1.2–1.5 s start (integrity_check, which also compares indexes
   * with their tables: 90–135 ms; the only index here is meta's key).
   */
  #checkIntact(): void {
    let findings: string[];
    try {
      const rows = this.#db.prepare(`PRAGMA quick_check(${FINDINGS_NAMED + 1})`).all();
      findings = (rows as { quick_check: string }[]).map((row) => row.quick_check);
    } catch (error) {
      if (!isSqliteError(error)) throw error;
      findings = [error.message];
    }
    if (findings.length === 1 && findings[0] === 'ok') return;
    // One finding a line, under a header naming the schema ('*** in database main ***').
    const lines = findings
      .flatMap((text) => text.split('\n'))
      .filter((line) => line && !line.startsWith('***'));
    const named = lines.slice(0, FINDINGS_NAMED).join('; ');
    throw refuse(
      this.path,
      `is damaged (SQLite's quick_check: ${named}${lines.length > FINDINGS_NAMED ? '; …' : ''})`,
      'Restore it from a copy, delete it to start again from the seed',
    );
  }

  /**
   * A database the server can read but not write (a read-only file or disk) would start and then
   * refuse every change: a write rolled back at once finds it, since SQLite refuses it before
   * anything reaches the disk. A lock another server holds is no reason to refuse.
   */
  #checkWritable(): void {
    try {
      this.#db.exec('BEGIN');
      this.#db.exec("INSERT OR REPLACE INTO meta (key, value) VALUES ('write-check', '')");
    } catch (error) {
      if (!isSqliteError(error)) throw error;
      if (storageFaultOf(error, this.path) !== 'locked') throw this.#unwritable(error);
    } finally {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
    }
  }

  #unwritable(error: unknown): SandboxDbError {
    const { problem, advice } = describeStorageFault(
      storageFaultOf(error, this.path),
      this.path,
      (error as Error).message,
    );
    return new SandboxDbError(
      `Cannot start: ${problem}, so no change could be saved. It was left untouched. ` +
        `${advice.charAt(0).toUpperCase()}${advice.slice(1)}, or set FAKE_DB to another path.`,
    );
  }

  /** A new database takes the server's seed and layout; an existing one must have both. */
  #checkMeta(seed: number): void {
    const rows = this.#db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
    const meta = new Map(rows.map((row) => [row.key, row.value]));
    if (meta.size === 0) {
      const put = this.#db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      try {
        this.#transaction(() => {
          put.run('format', FORMAT);
          put.run('schema_version', String(SCHEMA_VERSION));
          put.run('seed', String(seed));
        });
      } catch (error) {
        if (!isSqliteError(error)) throw error;
        throw this.#unwritable(error);
      }
      return;
    }
    if (meta.get('format') !== FORMAT) throw refuse(this.path, 'does not hold fake-server sandboxes');
    const version = meta.get('schema_version');
    if (version !== String(SCHEMA_VERSION))
      throw refuse(
        this.path,
        `has schema version ${version}, and this fake server reads version ${SCHEMA_VERSION}`,
      );
    const saved = meta.get('seed');
    if (saved !== String(seed))
      throw refuse(
        this.path,
        `was made with FAKE_SEED ${saved}, and the server was started with FAKE_SEED ${seed}`,
      );
  }

  /** The saved parts of a sandbox; empty when it was never saved. */
  load(id: string): SavedParts {
    const rows = this.#load.all(id) as { part: string; saved: string }[];
    return new Map(rows.map((row) => [row.part, row.saved]));
  }

  /** Saves some parts of a sandbox in one transaction (a call may change two slices). */
  save(id: string, parts: readonly [part: string, saved: string][]): void {
    const at = new Date().toISOString();
    const [only] = parts;
    // One statement is a transaction of its own; several share one.
    if (parts.length === 1 && only !== undefined) this.#save.run(id, only[0], only[1], at);
    else
      this.#transaction(() => {
        for (const [part, saved] of parts) this.#save.run(id, part, saved, at);
      });
  }

  delete(id: string): void {
    this.#delete.run(id);
  }

  /**
   * A sandbox's rows become exactly these parts, in one transaction (an import): a part it had
   * and the new one leaves at the seed must not survive, and a crash keeps the old rows or the new.
   */
  replace(id: string, parts: readonly [part: string, saved: string][]): void {
    const at = new Date().toISOString();
    this.#transaction(() => {
      this.#delete.run(id);
      for (const [part, saved] of parts) this.#save.run(id, part, saved, at);
    });
  }

  /**
   * Notes when a sandbox was last used, keeping the `kept` latest uses only (random session ids
   * must not grow the table). Its own table, outside the parts: a read call changes no part, and a
   * reset or import keeps the time (the sandbox was used all the same).
   */
  markUsed(id: string, at: string, kept: number): void {
    this.#use.run(id, at);
    this.#pruneUses.run(kept);
  }

  /** The last use of the `limit` sandboxes used or changed most recently. */
  lastUses(limit: number): Map<string, string> {
    // A saved change is a use too (a database from before the uses table has only those).
    const rows = this.#db
      .prepare(
        `SELECT id, max(at) AS at FROM (
           SELECT sandbox_id AS id, used_at AS at FROM uses
           UNION ALL SELECT sandbox_id, max(updated_at) FROM parts GROUP BY sandbox_id
         ) GROUP BY id ORDER BY at DESC LIMIT ?`,
      )
      .all(limit);
    return new Map((rows as { id: string; at: string }[]).map((row) => [row.id, row.at]));
  }

  ids(): string[] {
    const rows = this.#db.prepare('SELECT DISTINCT sandbox_id AS id FROM parts ORDER BY id').all();
    return (rows as { id: string }[]).map((row) => row.id);
  }

  count(): number {
    return (this.#db.prepare('SELECT count(DISTINCT sandbox_id) AS n FROM parts').get() as { n: number }).n;
  }

  /** Saves of several calls or sandboxes in one transaction (the group commit, a migration). */
  saveMany(saves: readonly [id: string, parts: readonly [string, string][]][]): void {
    this.#transaction(() => {
      for (const [id, parts] of saves) this.save(id, parts);
    });
  }

  /** Runs the writes as one transaction; nested calls join the outer one. */
  #transaction(write: () => void): void {
    if (this.#db.isTransaction) {
      write();
      return;
    }
    this.#db.exec('BEGIN');
    try {
      write();
      this.#db.exec('COMMIT');
    } catch (error) {
      // SQLite has already rolled back after some errors (a full disk): a ROLLBACK then would
      // replace the cause with 'cannot rollback - no transaction is active'.
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /**
   * Tests only (FakeServerOptions.onDatabaseOpen): SQLite itself refuses this connection's writes
   * as on a full disk (PRAGMA max_page_count at the file's size: SQLITE_FULL once the file would
   * grow) or a read-only file (PRAGMA query_only: SQLITE_READONLY); undefined lifts it. A real
   * full or read-only disk needs root (a small tmpfs, chattr +i): the tests use both when they can.
   */
  injectFault(fault: 'disk-full' | 'read-only' | undefined): void {
    this.#maxPages ??= (
      this.#db.prepare('PRAGMA max_page_count').get() as { max_page_count: number }
    ).max_page_count;
    const pages = (this.#db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    this.#db.exec(`PRAGMA max_page_count = ${fault === 'disk-full' ? pages : this.#maxPages}`);
    this.#db.exec(`PRAGMA query_only = ${fault === 'read-only' ? 1 : 0}`);
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
