import { createFakeServer } from '../fake-server.ts';

/**
 * Fills a sandbox database with `count` changed sandboxes (`stored-0`…), as a QA team's would hold:
 * each has ORD21 (under review) switched to disbursing. Used by the crash test and the bench.
 */
export function fillStoredSandboxes(db: string, count: number): void {
  const server = createFakeServer({ db });
  try {
    for (let index = 0; index < count; index += 1) {
      const sandbox = server.sandboxes.get(`stored-${index}`);
      const order = sandbox.state.shared.orders.find((candidate) => candidate.orderId === 'ORD21');
      if (order) order.status = 151;
      server.sandboxes.commit(sandbox);
    }
  } finally {
    server.close();
  }
}
