import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../fake-server.ts';
import { makeReadOnly, tempDb } from '../test-support/disk-faults.ts';
import { fillStoredSandboxes } from '../test-support/stored-sandboxes.ts';
import { SandboxDbError } from './sandbox-db.ts';
import { StorageError } from './storage-fault.ts';

const mainScript = new URL('../main.ts', import.meta.url).pathname;
const STORED = 60;

/** A database of 60 changed sandboxes, closed (its WAL folded into the file), and its page size and count. */
function storedDb(): { path: string; pageSize: number; pages: number } {
  const path = tempDb();
  fillStoredSandboxes(path, STORED);
  const header = readFileSync(path).subarray(0, 100);
  return { path, pageSize: header.readUInt16BE(16), pages: header.readUInt32BE(28) };
}

/** Overwrites `length` bytes of page `page` (1 = the first) from `offset` with the pattern, repeated. */
function damage(
  path: string,
  pageSize: number,
  at: { page: number; offset: number; length: number },
  pattern: Uint8Array,
): void {
  const bytes = readFileSync(path);
  const start = (at.page - 1) * pageSize + at.offset;
  for (let index = 0; index < at.length && start + index < bytes.length; index += 1)
    bytes[start + index] = pattern[index % pattern.length] ?? 0;
  writeFileSync(path, bytes);
}

/** The start's outcome: refused with a message, or started (closed again). */
function start(path: string): { refused: SandboxDbError } | { started: ReturnType<typeof createFakeServer> } {
  try {
    return { started: createFakeServer({ db: path }) };
  } catch (error) {
    if (error instanceof SandboxDbError) return { refused: error };
    throw error;
  }
}

describe('the start refuses a FAKE_DB it cannot use, in one line saying what to do', () => {
  it('refuses a read-only database, rather than starting and answering 500 to every change', (context) => {
    const path = tempDb();
    const first = createFakeServer({ db: path });
    const sandbox = first.sandboxes.get('qa');
    sandbox.scenario = { name: 'server-error', delayMs: null };
    first.sandboxes.commit(sandbox);
    first.close();
    const writable = makeReadOnly(path);
    if (writable === undefined) {
      context.skip();
      return;
    }
    try {
      expect(() => createFakeServer({ db: path })).toThrow(SandboxDbError);
      expect(() => createFakeServer({ db: path })).toThrow(
        new RegExp(
          `^Cannot start: the database ${path} is read-only \\(SQLite: attempt to write a readonly database\\), ` +
            'so no change could be saved\\. It was left untouched\\. Make the file, its -wal and -shm files and ' +
            'its folder writable by the fake server, or set FAKE_DB to another path\\.$',
        ),
      );
    } finally {
      writable();
    }
    // Writable again, it starts with what it held.
    const again = createFakeServer({ db: path });
    expect(again.sandboxes.peek('qa').scenario?.name).toBe('server-error');
    again.close();
  });

  it('refuses a database with a damaged page in the middle, naming what SQLite found', () => {
    const { path, pageSize, pages } = storedDb();
    damage(path, pageSize, { page: Math.floor(pages / 2), offset: 0, length: pageSize }, Uint8Array.of(0x5a));
    const before = readFileSync(path);
    expect(() => createFakeServer({ db: path })).toThrow(SandboxDbError);
    expect(() => createFakeServer({ db: path })).toThrow(
      new RegExp(
        `^Cannot start: the database ${path} is damaged \\(SQLite's quick_check: [^\\n]+\\)\\. It was left untouched\\. ` +
          'Restore it from a copy, delete it to start again from the seed, or set FAKE_DB to another path\\.$',
      ),
    );
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('whatever bytes of whatever page are damaged: refuses in one line and leaves the file, or starts and keeps working', () => {
    const base = storedDb();
    const work = tempDb();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: base.pages }),
        fc.integer({ min: 0, max: base.pageSize - 1 }),
        fc.integer({ min: 1, max: base.pageSize }),
        fc.uint8Array({ minLength: 1, maxLength: 8 }),
        (page, offset, length, pattern) => {
          copyFileSync(base.path, work);
          damage(work, base.pageSize, { page, offset, length }, pattern);
          const before = readFileSync(work);
          const outcome = start(work);
          if ('refused' in outcome) {
            expect(outcome.refused.message).toMatch(/^Cannot start: .* It was left untouched\. .*FAKE_DB/);
            expect(outcome.refused.message).not.toContain('\n');
            expect(readFileSync(work).equals(before)).toBe(true);
            return;
          }
          // Started: every stored sandbox was read and checked; a change is saved or refused by name.
          const server = outcome.started;
          try {
            for (const id of ['stored-0', `stored-${STORED - 1}`, 'new']) {
              const sandbox = server.sandboxes.peek(id);
              const offset = sandbox.clockOffsetMs;
              sandbox.clockOffsetMs += 60_000;
              try {
                server.sandboxes.commit(sandbox);
              } catch (error) {
                expect(error).toBeInstanceOf(StorageError);
                expect(sandbox.clockOffsetMs).toBe(offset);
              }
            }
          } finally {
            server.close();
          }
        },
      ),
      { seed: 36, numRuns: 25 },
    );
  });

  it('main.ts prints the refusal as one line, no stack trace, and exits 1', (context) => {
    const damaged = storedDb();
    damage(
      damaged.path,
      damaged.pageSize,
      { page: Math.floor(damaged.pages / 2), offset: 0, length: damaged.pageSize },
      Uint8Array.of(0x5a),
    );
    const readOnly = tempDb();
    createFakeServer({ db: readOnly }).close();
    const writable = makeReadOnly(readOnly);
    const cases = [damaged.path, ...(writable === undefined ? [] : [readOnly])];
    try {
      for (const path of cases) {
        const run = spawnSync(process.execPath, [mainScript], {
          env: { ...process.env, FAKE_DB: path, FAKE_PORT: '0' },
          encoding: 'utf8',
          timeout: 20_000,
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toMatch(
          new RegExp(`^fake-server: Cannot start: the database ${path} [^\\n]+\\n$`),
        );
      }
    } finally {
      writable?.();
    }
    if (writable === undefined) context.skip();
  });
});
