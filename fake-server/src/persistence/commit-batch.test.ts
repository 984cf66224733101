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

  it('saveNow writes the saves queued this turn and its own in one transaction, in order, at once', async () => {
    const saveMany = vi.fn();
    const batch = new CommitBatch(fakeDb(saveMany));
    const order: string[] = [];
    const queued = batch.add('a', [['shared', '{"v":1}']], () => order.push('queued saved'));
    batch.saveNow('a', [['shared', '{"v":2}']]);
    order.push('now saved');
    expect(saveMany).toHaveBeenCalledExactlyOnceWith([
      ['a', [['shared', '{"v":1}']]],
      ['a', [['shared', '{"v":2}']]],
    ]);
    await queued;
    expect(order).toEqual(['queued saved', 'now saved']);
  });

  it("saveNow throws the failed transaction's error and fails the saves queued with it", async () => {
    const full = new Error('database or disk is full');
    const batch = new CommitBatch(
      fakeDb(() => {
        throw full;
      }),
    );
    const queued = batch.add('a', [['event', '{}']]);
    expect(() => batch.saveNow('b', [['shared', '{}']])).toThrow(full);
    await expect(queued).rejects.toBe(full);
  });
});
