import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-support/test-kit.ts';

/** LAST_USES_KEPT (store/sandbox.ts): the sandboxes the QA console lists by last use. */
const LISTED = 1000;

function useRows(path: string): number {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM uses').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('last uses (FAKE_DB table uses, GET /__fake/sandboxes known)', () => {
  it(`keep the ${LISTED} sandboxes used most recently, in the table, the list and after a restart`, async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'fake-uses-')), 'sandboxes.db');
    // A clock a millisecond on at each reading, so every call has its own time.
    let clock = Date.parse('2026-03-10T09:00:00Z');
    const now = () => {
      clock += 1;
      return new Date(clock);
    };
    const app = testApp({ db, now });
    const sessions = Array.from({ length: LISTED + 30 }, (_, index) => `visitor-${index}`);
    for (const sessionId of sessions)
      await request(app).get(`/v3/contract/contract?productId=P1001&scene=3&sessionId=${sessionId}`);

    expect(useRows(db)).toBe(LISTED);
    const newestFirst = sessions.slice(-LISTED).reverse();
    const listed = async (server: ReturnType<typeof testApp>) =>
      ((await request(server).get('/__fake/sandboxes')).body.known as { sandboxId: string }[]).map(
        (entry) => entry.sandboxId,
      );
    expect(await listed(app)).toEqual(newestFirst);
    expect(await listed(testApp({ db, now }))).toEqual(newestFirst);
  });
});
