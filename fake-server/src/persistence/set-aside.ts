import { mkdirSync, writeFileSync } from 'node:fs';
import type { SavedParts } from './sandbox-db.ts';
import { EXPORT_FORMAT, EXPORT_VERSION } from './sandbox-export.ts';
import { QA_PART } from './saved-sandbox.ts';

// A stored sandbox this server cannot read (written by an older checkout that accepted dates or
// ids it cannot show: an import of dueDate 'not-a-date' made every call of it answer 500) is not
// allowed to stop the start, nor to stay broken: it starts again from the seed, and what was
// stored is kept in a file shaped like an export, to fix and import again.

/** A part as JSON when it is JSON, else its text, so nothing stored is lost. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Writes a broken sandbox's stored parts to `<db>.set-aside/<id>-<time>.json` and answers the
 * file's path. The file is an export (format, version, seed, state, switches, clock) plus the
 * problem found, so after a fix `POST /__fake/sandboxes/<id>/import` takes it.
 */
export function setAsideSandbox(
  dbPath: string,
  id: string,
  saved: SavedParts,
  seed: number,
  problem: string,
): string {
  const dir = `${dbPath}.set-aside`;
  mkdirSync(dir, { recursive: true });
  const at = new Date();
  const safeId = id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100);
  const file = `${dir}/${safeId}-${at.toISOString().replace(/[:.]/g, '-')}.json`;
  const state = Object.fromEntries(
    [...saved].filter(([part]) => part !== QA_PART).map(([part, text]) => [part, parsed(text)]),
  );
  const qa = parsed(saved.get(QA_PART) ?? '{}');
  const switches = typeof qa === 'object' && qa !== null ? (qa as Record<string, unknown>) : {};
  const exported = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    seed,
    exportedAt: at.toISOString(),
    sandboxId: id,
    state,
    scenario: switches.scenario ?? null,
    faults: switches.faults ?? [],
    clock: { offsetMs: typeof switches.clockOffsetMs === 'number' ? switches.clockOffsetMs : 0 },
    setAside: `This sandbox did not fit the fake server at start (${problem}); it started again from the seed. Fix what is named, then import this file.`,
  };
  writeFileSync(file, `${JSON.stringify(exported, null, 2)}\n`);
  return file;
}
