import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../store/sandbox.ts';
import { expectMemoryIsDisk, removeDb, storedParts, tempDb } from '../test-support/disk-faults.ts';
import { testServer } from '../test-support/test-kit.ts';

/** What one event-loop turn may do to a sandbox: a call's queued save, a QA change saved at once, a reset, an import. */
type Step =
  | { kind: 'queued' | 'now' | 'import'; value: string }
  | {
      kind: 'reset';
    };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('queued' as const, 'now' as const, 'import' as const),
    value: fc.string(),
  }),
  fc.constant({ kind: 'reset' as const }),
);

describe('writes reach the file in the order they were made', () => {
  it('in one event-loop turn, whatever mix of call saves, QA changes, resets and imports: the file ends as memory', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 8 }), async (steps) => {
        const path = tempDb();
        const { server } = testServer({ db: path });
        const saves: Promise<void>[] = [];
        const tag = (sandbox: Sandbox, value: string) => {
          const order = sandbox.state.shared.orders[0];
          if (order) order.flags.h5Url = value;
        };
        // Everything below runs in one turn: the group commit writes after it.
        for (const next of steps) {
          if (next.kind === 'reset') {
            server.sandboxes.reset('qa');
            continue;
          }
          if (next.kind === 'import') {
            const imported: Sandbox = {
              id: 'qa',
              state: structuredClone(server.seedWorld),
              scenario: { name: 'server-error', delayMs: null },
              faults: [],
              clockOffsetMs: 0,
              log: [],
              nextLogId: 1,
            };
            tag(imported, next.value);
            server.sandboxes.replace(imported);
            continue;
          }
          const sandbox = server.sandboxes.get('qa');
          tag(sandbox, next.value);
          if (next.kind === 'queued') saves.push(server.sandboxes.commitSoon(sandbox, ['shared']));
          else server.sandboxes.commit(sandbox, ['shared']);
        }
        await Promise.all(saves);
        expectMemoryIsDisk(server, path, ['qa']);
        server.close();
        removeDb(path);
      }),
      { seed: 36, numRuns: 40 },
    );
  });

  it("a QA change made in the same turn as a call is not overwritten by the call's queued save", async () => {
    const path = tempDb();
    const { server } = testServer({ db: path });
    const sandbox = server.sandboxes.get('qa');
    const order = sandbox.state.shared.orders.find((candidate) => candidate.orderId === 'ORD21');
    if (order === undefined) throw new Error('no ORD21 in the seed');
    order.status = 151;
    const queued = server.sandboxes.commitSoon(sandbox, ['shared']);
    order.status = 200;
    server.sandboxes.commit(sandbox, ['shared']);
    await queued;
    const shared = JSON.parse(storedParts(path).get('qa')?.get('shared') ?? '{}');
    expect(shared.orders.find((candidate: { orderId: string }) => candidate.orderId === 'ORD21').status).toBe(
      200,
    );
  });
});
