import { describe, expect, it, vi } from 'vitest';
import { CommitBatch } from './commit-batch.ts';
import type { SandboxDb } from './sandbox-db.ts';

function fakeDb(saveMany: SandboxDb['saveMany']): SandboxDb {
  return { saveMany } as unknown as SandboxDb;
}

describe('group commit', () => {
  it('writes the saves of one event-loop turn in one transaction, then resolves them all', async () => {
    const saveMany = vi.fn();
    const batch = new CommitBatch(fakeDb(saveMany));
    const saves = [
      batch.add('a', [['event', '{"n":1}']]),
      batch.add('b', [['order', '{"n":2}']]),
      batch.add('a', [['event', '{"n":3}']]),
    ];
    expect(saveMany).not.toHaveBeenCalled();
    await Promise.all(saves);
    expect(saveMany).toHaveBeenCalledOnce();
    // In call order, so the later save of a part wins.
    expect(saveMany).toHaveBeenCalledWith([
      ['a', [['event', '{"n":1}']]],
      ['b', [['order', '{"n":2}']]],
      ['a', [['event', '{"n":3}']]],
    ]);
    await batch.add('c', [['qa', '{}']]);
    expect(saveMany).toHaveBeenCalledTimes(2);
  });

  it('rejects every save of a transaction that failed', async () => {
    const batch = new CommitBatch(
      fakeDb(() => {
        throw new Error('disk full');
      }),
    );
    const results = await Promise.allSettled([
      batch.add('a', [['event', '{}']]),
      batch.add('b', [['event', '{}']]),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
