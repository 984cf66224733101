import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { sandboxParts } from '../persistence/saved-sandbox.ts';
import { operations } from '../registry.ts';
import { examplesOf, FIXED_NOW, send, testWorld } from '../test-support/test-kit.ts';

// With FAKE_DB a call saves only the parts its operation names in `writes`: a change anywhere else
// would be lost at the next restart. Every example of every operation is held to it.
describe('operations change only the parts they declare', () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_id, operation) => {
      const { app, server } = createServerApp({ seed: 1, now: () => FIXED_NOW });
      const changed = new Set<string>();
      for (const example of examplesOf(operation, testWorld())) {
        const before = sandboxParts(server.sandboxes.get('writes'));
        await send(app, operation, example, 'writes');
        for (const [part, text] of sandboxParts(server.sandboxes.get('writes')))
          if (before.get(part) !== text) changed.add(part);
      }
      expect([...changed].filter((part) => !operation.writes.includes(part))).toEqual([]);
    },
  );

  it('some only read (their calls are never saved)', () => {
    expect(operations.filter((operation) => operation.writes.length === 0).length).toBeGreaterThan(10);
  });
});
