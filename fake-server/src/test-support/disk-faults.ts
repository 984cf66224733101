import { execFileSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect } from 'vitest';
import type { FakeServer } from '../fake-server.ts';
import { sandboxParts } from '../persistence/saved-sandbox.ts';

// Real storage faults for the tests, where this machine allows them: root ignores file modes, so a
// read-only file is `chattr +i` for root and `chmod 444` for anyone else; a full disk is a small
// tmpfs (root only). Each helper says when it could not make its fault, and the test then skips.

export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'fake-disk-')), 'sandboxes.db');
}

/** Removes a `tempDb` and its folder (property runs make dozens). */
export function removeDb(path: string): void {
  rmSync(dirname(path), { recursive: true, force: true });
}

export const isRoot = process.getuid?.() === 0;

/** Whether the file really refuses to be opened for writing now. */
function refusesWrites(path: string): boolean {
  try {
    closeSync(openSync(path, 'r+'));
    return false;
  } catch {
    return true;
  }
}

/**
 * Makes the files read-only for this process; the returned function makes them writable again
 * (call it before the temporary folder goes). Undefined when this machine cannot (no chattr).
 */
export function makeReadOnly(...paths: string[]): (() => void) | undefined {
  const undo = () => {
    for (const path of paths) {
      if (isRoot) execFileSync('chattr', ['-i', path]);
      else chmodSync(path, 0o644);
    }
  };
  try {
    for (const path of paths) {
      if (isRoot) execFileSync('chattr', ['+i', path], { stdio: 'ignore' });
      else chmodSync(path, 0o444);
    }
  } catch {
    return undefined;
  }
  if (paths.every(refusesWrites)) return undo;
  undo();
  return undefined;
}

/** A folder on a tmpfs of `kilobytes`, and how to unmount it; undefined when mounting is not allowed. */
export function smallDisk(kilobytes: number): { dir: string; unmount: () => void } | undefined {
  if (!isRoot) return undefined;
  const dir = join(mkdtempSync(join(tmpdir(), 'fake-small-disk-')), 'disk');
  mkdirSync(dir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kilobytes}k`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  return { dir, unmount: () => execFileSync('umount', [dir]) };
}

/** Writes a file until the disk has no room left; returns its path (delete it to free the room). */
export function fillDisk(dir: string): string {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
  return path;
}

/** The sandbox rows in the file as another program reads them: part → saved JSON, per sandbox. */
export function storedParts(path: string): Map<string, Map<string, string>> {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const rows = db.prepare('SELECT sandbox_id AS id, part, saved FROM parts').all() as {
      id: string;
      part: string;
      saved: string;
    }[];
    const sandboxes = new Map<string, Map<string, string>>();
    for (const { id, part, saved } of rows) {
      const parts = sandboxes.get(id) ?? new Map<string, string>();
      parts.set(part, saved);
      sandboxes.set(id, parts);
    }
    return sandboxes;
  } finally {
    db.close();
  }
}

/** Memory and file agree: every part of each sandbox in memory is what the file holds (or the seed's). */
export function expectMemoryIsDisk(server: FakeServer, path: string, ids: readonly string[]): void {
  const seed = sandboxParts({
    state: server.seedWorld,
    scenario: null,
    faults: [],
    clockOffsetMs: 0,
  } as never);
  const stored = storedParts(path);
  for (const id of ids) {
    const sandbox = server.sandboxes.cached().find((candidate) => candidate.id === id);
    if (sandbox === undefined) continue;
    const onDisk = new Map([...seed, ...(stored.get(id) ?? [])]);
    for (const [part, text] of sandboxParts(sandbox))
      expect(JSON.parse(text), `sandbox '${id}', part ${part}`).toEqual(
        JSON.parse(onDisk.get(part) ?? 'null'),
      );
  }
}
