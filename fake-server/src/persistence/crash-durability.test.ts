import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../fake-server.ts';
import { startChildServer } from '../test-support/child-server.ts';
import { fillStoredSandboxes } from '../test-support/stored-sandboxes.ts';

const STORED_SANDBOXES = 400;
const WRITERS = ['crash-a', 'crash-b', 'crash-c'];

/** A database already holding 400 changed sandboxes, as a QA team's would. */
function populatedDb(): string {
  const db = join(mkdtempSync(join(tmpdir(), 'fake-crash-')), 'sandboxes.db');
  fillStoredSandboxes(db, STORED_SANDBOXES);
  return db;
}

/** Sends event-save calls to one sandbox until the server dies; keeps the ids it was answered. */
async function writeUntilDead(origin: string, sandbox: string, answered: string[]): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(`${origin}/service/event/save?sessionId=${sandbox}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'productId=P1001&moduleId=30&positionId=0',
      });
      const body = (await res.json()) as { code: string; data: { eventId: string } | null };
      if (body.code === '00' && body.data) answered.push(body.data.eventId);
    } catch {
      return;
    }
  }
}

describe('durability across SIGKILL (FAKE_DB)', () => {
  it('keeps every answered write of a burst across 3 sandboxes, with 400 sandboxes stored, 5 times', async () => {
    const db = populatedDb();
    for (let round = 1; round <= 5; round += 1) {
      const { child, origin } = await startChildServer({ FAKE_DB: db });
      const answered = new Map(WRITERS.map((sandbox) => [sandbox, [] as string[]]));
      const writers = WRITERS.map((sandbox) => writeUntilDead(origin, sandbox, answered.get(sandbox) ?? []));
      // Kill mid-burst, once each writer has had some answers.
      while ([...answered.values()].some((ids) => ids.length < 10))
        await new Promise((r) => setTimeout(r, 5));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await Promise.all([...writers, exited]);

      const restarted = createFakeServer({ db });
      for (const [sandbox, ids] of answered) {
        const kept = new Set(
          restarted.sandboxes.get(sandbox).state.event.events.map((event) => event.eventId),
        );
        expect(
          ids.filter((id) => !kept.has(id)),
          `round ${round}, ${sandbox}: answered but lost`,
        ).toEqual([]);
      }
      expect(restarted.sandboxes.ids()).toHaveLength(STORED_SANDBOXES + WRITERS.length);
      restarted.close();
    }
  }, 90_000);
});
