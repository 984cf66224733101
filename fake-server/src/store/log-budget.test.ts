import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp, testWorld } from '../test-support/test-kit.ts';
import { LoggedCall } from './logged-call.ts';
import { noticeEntry, type Sandbox, SandboxStore } from './sandbox.ts';

const world = testWorld();

function entryOf(sandboxId: string, chars: number, wide: boolean) {
  return {
    ...noticeEntry({ sandboxId, code: 'test', message: 'm' }),
    body: (wide ? '\u0100' : 'x').repeat(chars),
  };
}

/** What the cached sandboxes' logs hold, counted entry by entry. */
function heldBy(store: SandboxStore): number {
  return store
    .cached()
    .reduce((sum, sandbox) => sum + sandbox.log.reduce((n, entry) => n + entry.bytes, 0), 0);
}

const ids = fc.constantFrom('default', 'a', 'b', 'c', 'd', 'e', 'f', 'g');
const action = fc.oneof(
  fc.record({ kind: fc.constant('log' as const), id: ids, chars: fc.nat(3000), wide: fc.boolean() }),
  fc.record({ kind: fc.constant('use' as const), id: ids }),
  fc.record({ kind: fc.constant('reset' as const), id: ids }),
  fc.record({ kind: fc.constant('import' as const), id: ids, chars: fc.nat(8000), wide: fc.boolean() }),
);

describe('the request logs of all sandboxes share one budget', () => {
  it('keeps the count true and under the budget through logs, uses, evictions, resets and imports', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 60_000 }),
        fc.integer({ min: 2, max: 8 }),
        fc.array(action, { minLength: 40, maxLength: 150 }),
        (budget, cacheLimit, actions) => {
          const store = new SandboxStore(() => world, { cacheLimit, logBudgetBytes: budget });
          for (const step of actions) {
            if (step.kind === 'log') {
              const sandbox = store.get(step.id);
              const entry = store.log(sandbox, entryOf(step.id, step.chars, step.wide));
              // The newest call of the sandbox in use is never the one to go.
              expect(sandbox.log.at(-1)).toBe(entry);
            } else if (step.kind === 'use') store.get(step.id);
            else if (step.kind === 'reset') store.reset(step.id);
            else {
              const imported: Sandbox = {
                id: step.id,
                state: world,
                scenario: null,
                faults: [],
                clockOffsetMs: 0,
                log: [new LoggedCall(1, entryOf(step.id, step.chars, step.wide))],
                nextLogId: 2,
              };
              store.replace(imported);
            }
            expect(store.logBytes).toBe(heldBy(store));
            expect(store.logBytes).toBeLessThanOrEqual(budget);
          }
        },
      ),
      { seed: 36, numRuns: 200 },
    );
  });

  it('a flood over many sandboxes empties the least recently used logs first, and stays in the budget', async () => {
    const budget = 512 * 1024;
    const app = testApp({ logBudgetBytes: budget });
    const body = { productId: 'P1001', orderId: 'ORD21', note: 'x'.repeat(60_000) };
    for (let sandbox = 0; sandbox < 60; sandbox++)
      for (let call = 0; call < 5; call++)
        await request(app)
          .post(`/v3/loan-details/loan-details?sessionId=flood-${sandbox}&q=${'q'.repeat(5000)}`)
          .type('form')
          .send(body);
    let kept = 0;
    for (let sandbox = 0; sandbox < 60; sandbox++)
      kept += (await request(app).get(`/__fake/requests?sessionId=flood-${sandbox}&limit=500`)).text.length;
    expect(kept).toBeLessThan(budget * 1.2);
    const newest = (await request(app).get('/__fake/requests?sessionId=flood-59')).body.requests;
    expect(newest).toHaveLength(5);
    expect((await request(app).get('/__fake/requests?sessionId=flood-0')).body.requests).toEqual([]);
  });
});
