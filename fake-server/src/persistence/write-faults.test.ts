import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import fc from 'fast-check';
import request, { type Response } from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  expectMemoryIsDisk,
  fillDisk,
  isRoot,
  makeReadOnly,
  removeDb,
  smallDisk,
  tempDb,
} from '../test-support/disk-faults.ts';
import { call, FIXED_NOW, firstExample, operationById, testServer } from '../test-support/test-kit.ts';
import type { SandboxDb } from './sandbox-db.ts';
import { StorageError } from './storage-fault.ts';

type Fault = 'disk-full' | 'read-only' | undefined;

/** A test server on a database whose writes a test can make fail as a full or read-only disk does. */
function faultyServer(options: { path?: string; now?: () => Date; autoPayMs?: number } = {}) {
  const path = options.path ?? tempDb();
  let opened: SandboxDb | undefined;
  const { app, server } = testServer({
    db: path,
    onDatabaseOpen: (db) => {
      opened = db;
    },
    ...(options.now && { now: options.now }),
    ...(options.autoPayMs !== undefined && { autoPayMs: options.autoPayMs }),
  });
  if (opened === undefined) throw new Error('the test server opened no database');
  const db = opened;
  return { app, server, path, inject: (fault: Fault) => db.injectFault(fault) };
}

const CAUSE = {
  'disk-full':
    /^Not saved: the disk holding \S+ is full \(SQLite: database or disk is full\)\. Sandbox '[^']+' is as it was before this change; free disk space, then try again\.$/,
  'read-only':
    /^Not saved: the database \S+ is read-only \(SQLite: attempt to write a readonly database\)\. Sandbox '[^']+' is as it was before this change; make the file, its -wal and -shm files and its folder writable by the fake server, then try again\.$/,
} as const;

/** What the QA console shows of a sandbox: orders, switches, clock, pay codes. */
async function qaView(app: Express, id: string) {
  const get = async (path: string) => (await request(app).get(`/__fake/${path}?sessionId=${id}`)).body;
  const clock = await get('clock');
  return {
    orders: await get('orders'),
    scenario: await get('scenario'),
    faults: await get('faults'),
    offsetMs: clock.offsetMs,
    payments: await get('payments'),
  };
}

const PUSH_LOAN = { body: { productId: 'P1001', amount: '500000', periods: '91', termUnit: '1' } };
const orderCount = async (app: Express, id: string) =>
  (await request(app).get(`/__fake/orders?sessionId=${id}`)).body.orders.length as number;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a write the database cannot keep', () => {
  it('an API call on a full disk answers 507 naming the cause; the change is undone, also after a restart', async () => {
    const { app, path, inject } = faultyServer();
    inject('disk-full');
    const res = await call(app, 'pushLoan', PUSH_LOAN, 'full');
    expect(res.status).toBe(507);
    expect(res.body).toMatchObject({ code: '507', data: null });
    expect(res.body.message).toMatch(CAUSE['disk-full']);
    expect(res.body.message).not.toMatch(/rollback/);
    expect(await orderCount(app, 'full')).toBe(15);
    const log = (await request(app).get('/__fake/requests?sessionId=full')).body.requests;
    expect(log.at(-1)).toMatchObject({ operationId: 'pushLoan', httpStatus: 507, code: '507' });
    expect(await orderCount(testServer({ db: path }).app, 'full')).toBe(15);

    inject(undefined);
    expect((await call(app, 'pushLoan', PUSH_LOAN, 'full')).body.code).toBe('00');
    expect(await orderCount(app, 'full')).toBe(16);
    expect(await orderCount(testServer({ db: path }).app, 'full')).toBe(16);
  });

  it('an API call on a read-only database answers 507 saying so; reads still answer', async () => {
    const { app, server, path, inject } = faultyServer();
    inject('read-only');
    const res = await call(app, 'eventSave', firstExample(operationById('eventSave')), 'ro');
    expect(res.status).toBe(507);
    expect(res.body.message).toMatch(CAUSE['read-only']);
    expect(server.sandboxes.peek('ro').state.event).toEqual(server.seedWorld.event);
    expectMemoryIsDisk(server, path, ['ro']);
    const read = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'ro');
    expect(read.status).toBe(200);
    expect(read.body.code).toBe('00');
  });

  it('one failing group commit fails every call in it, and undoes each', async () => {
    const { server, path, inject } = faultyServer();
    const small = server.sandboxes.get('small');
    const large = server.sandboxes.get('large');
    // Alone, the small change would fit the file as it is; the large one needs it to grow.
    small.state.event.events.push({
      eventId: 'EV1',
      productId: 'P1001',
      moduleId: 30,
      positionId: 0,
      at: 'now',
    });
    for (const order of large.state.shared.orders) order.flags.h5Url = 'x'.repeat(200);
    inject('disk-full');
    const saves = await Promise.allSettled([
      server.sandboxes.commitSoon(small, ['event']),
      server.sandboxes.commitSoon(large, ['shared']),
    ]);
    expect(saves.map((save) => save.status)).toEqual(['rejected', 'rejected']);
    for (const [save, id] of [
      [saves[0], 'small'],
      [saves[1], 'large'],
    ] as const) {
      const reason = save?.status === 'rejected' ? save.reason : undefined;
      expect(reason).toBeInstanceOf(StorageError);
      expect((reason as StorageError).fault).toBe('disk-full');
      expect((reason as StorageError).message).toContain(`Sandbox '${id}' is as it was`);
    }
    expect(small.state.event).toEqual(server.seedWorld.event);
    expect(large.state.shared).toEqual(server.seedWorld.shared);
    expectMemoryIsDisk(server, path, ['small', 'large']);
  });

  it.each([
    ['switch an order', 'patch', '/__fake/orders/ORD21', { orderStatus: 151 }],
    ['choose a scenario', 'post', '/__fake/scenario', { name: 'server-error' }],
    ['add a fault', 'post', '/__fake/faults', { operationId: 'eventSave', code: '500', times: 2 }],
    ['clear the faults', 'delete', '/__fake/faults', undefined],
    ['move the clock', 'post', '/__fake/clock', { advance: '1d' }],
    ['pay on the partner page', 'post', '/__fake/payments', { orderId: 'ORD174' }],
    ['reset', 'post', '/__fake/reset', {}],
  ] as const)(
    'a QA change (%s) the database refuses answers 507 { error } and changes nothing',
    async (_what, method, path, body) => {
      const { app, server, path: db, inject } = faultyServer();
      // Something saved first, so a reset has rows to remove and the faults something to clear.
      await request(app)
        .post('/__fake/faults?sessionId=qa')
        .send({ operationId: 'loanDetails', delayMs: 1 })
        .expect(201);
      const before = await qaView(app, 'qa');
      inject('read-only');
      const sent = request(app)[method](`${path}?sessionId=qa`).set('X-Fake-Admin', '1');
      const res = await (body === undefined ? sent : sent.send(body));
      expect(res.status).toBe(507);
      expect(res.body.error).toMatch(CAUSE['read-only']);
      expect(res.body.error).toContain("Sandbox 'qa' is as it was");
      expect(await qaView(app, 'qa')).toEqual(before);
      expectMemoryIsDisk(server, db, ['qa']);
    },
  );

  it('an import the database refuses answers 507 and leaves the sandbox as it was', async () => {
    const { app, server, path, inject } = faultyServer();
    await request(app).patch('/__fake/orders/ORD21?sessionId=source').send({ orderStatus: 151 }).expect(200);
    const file = (await request(app).get('/__fake/sandboxes/source/export')).body;
    const before = await qaView(app, 'qa');
    inject('disk-full');
    const res = await request(app).post('/__fake/sandboxes/qa/import').send(file);
    expect(res.status).toBe(507);
    expect(res.body.error).toMatch(CAUSE['disk-full']);
    expect(await qaView(app, 'qa')).toEqual(before);
    expectMemoryIsDisk(server, path, ['qa']);
  });

  it('whatever QA and the app do while the disk fills up or turns read-only, memory stays what the file holds', async () => {
    const SANDBOXES = ['a', 'b'] as const;
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('disk' as const),
        fault: fc.constantFrom<Fault>('disk-full', 'read-only', undefined),
      }),
      fc.record({
        kind: fc.constant('api' as const),
        sandbox: fc.constantFrom(...SANDBOXES),
        op: fc.constantFrom('pushLoan', 'eventSave', 'generatePayCode', 'trackVisit', 'trackClick'),
      }),
      fc.record({
        kind: fc.constant('qa' as const),
        sandbox: fc.constantFrom(...SANDBOXES),
        what: fc.constantFrom('patch', 'scenario', 'fault', 'clock', 'pay', 'reset', 'import'),
      }),
    );
    const qaCall = (app: Express, sandbox: string, what: string): Promise<Response> => {
      const at = (path: string) => `/__fake/${path}?sessionId=${sandbox}`;
      switch (what) {
        case 'patch':
          return request(app).patch(at('orders/ORD21')).send({ orderStatus: 151, isScore: true });
        case 'scenario':
          return request(app).post(at('scenario')).send({ name: 'already-registered' });
        case 'fault':
          return request(app).post(at('faults')).send({ operationId: 'eventSave', code: '500', times: 1 });
        case 'clock':
          return request(app).post(at('clock')).send({ advance: '1d' });
        case 'pay':
          return request(app).post(at('payments')).send({ orderId: 'ORD174' });
        case 'reset':
          return request(app).post(at('reset')).set('X-Fake-Admin', '1');
        default:
          return request(app)
            .get(`/__fake/sandboxes/${sandbox === 'a' ? 'b' : 'a'}/export`)
            .then((file) => request(app).post(`/__fake/sandboxes/${sandbox}/import`).send(file.body));
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 12 }), async (actions) => {
        const { app, server, path, inject } = faultyServer();
        let fault: Fault;
        for (const step of actions) {
          if (step.kind === 'disk') {
            fault = step.fault;
            inject(fault);
            continue;
          }
          const res =
            step.kind === 'api'
              ? await call(app, step.op, firstExample(operationById(step.op)), step.sandbox)
              : await qaCall(app, step.sandbox, step.what);
          const message: unknown = step.kind === 'api' ? res.body.message : res.body.error;
          if (res.status === 507) {
            // Refused only for the fault there is, and saying which.
            expect(fault, `${JSON.stringify(step)}: ${String(message)}`).toBeDefined();
            if (fault !== undefined) expect(message).toMatch(CAUSE[fault]);
          } else expect(res.status, `${JSON.stringify(step)}: ${String(message)}`).toBeLessThan(500);
          expectMemoryIsDisk(server, path, SANDBOXES);
        }
        // And a restart shows what the server showed.
        inject(undefined);
        const restarted = testServer({ db: path }).app;
        for (const id of SANDBOXES) expect(await qaView(restarted, id)).toEqual(await qaView(app, id));
        server.close();
        removeDb(path);
      }),
      { seed: 3636, numRuns: 20 },
    );
  });

  it('an automatic payment the database cannot keep waits, saying why, and the server runs on', async () => {
    // The server's clock stands still until the disk is read-only: only then is the payment due.
    let now = FIXED_NOW;
    const { app, server, inject } = faultyServer({ now: () => now, autoPayMs: 20 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = { productId: 'P1001', orderId: 'ORD174', channelNumber: '90006', amount: '1' };
    expect((await call(app, 'generatePayCode', { body }, 'auto')).body.code).toBe('00');
    inject('read-only');
    now = new Date(FIXED_NOW.getTime() + 60_000);
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 5000 });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^fake-server: an automatic payment of sandbox 'auto' is waiting\. Not saved: the database \S+ is read-only/,
    );
    expect(server.sandboxes.peek('auto').state.repay.payments.map((payment) => payment.status)).toEqual([
      'pending',
    ]);
    server.close();
  });
});

describe('a real full or read-only disk (root only: skipped elsewhere)', () => {
  it('a full tmpfs: the call answers 507 disk full; once there is room, the same call is saved', async (context) => {
    const disk = smallDisk(1024);
    if (disk === undefined) {
      context.skip();
      return;
    }
    const { app, server, path } = faultyServer({ path: join(disk.dir, 'sandboxes.db') });
    try {
      const filler = fillDisk(disk.dir);
      const res = await call(app, 'pushLoan', PUSH_LOAN, 'full');
      expect(res.status).toBe(507);
      expect(res.body.message).toMatch(CAUSE['disk-full']);
      expect(await orderCount(app, 'full')).toBe(15);
      rmSync(filler);
      expect((await call(app, 'pushLoan', PUSH_LOAN, 'full')).body.code).toBe('00');
      expectMemoryIsDisk(server, path, ['full']);
    } finally {
      server.close();
      disk.unmount();
    }
  });

  it('a file made read-only under the running server: 507 read-only, then saved once writable', async (context) => {
    // An open file stays writable to its owner whatever its mode: only chattr +i (root) turns it.
    if (!isRoot) {
      context.skip();
      return;
    }
    const { app, server, path } = faultyServer();
    // The WAL exists once something was written; both files turn read-only.
    await call(app, 'eventSave', firstExample(operationById('eventSave')), 'ro');
    const writable = makeReadOnly(path, `${path}-wal`);
    if (writable === undefined) {
      context.skip();
      return;
    }
    let res: Response;
    try {
      res = await call(app, 'pushLoan', PUSH_LOAN, 'ro');
    } finally {
      writable();
    }
    expect(res.status).toBe(507);
    expect(res.body.message).toMatch(/^Not saved: the database \S+ is read-only \(SQLite: disk I\/O error\)/);
    expect(await orderCount(app, 'ro')).toBe(15);
    expect((await call(app, 'pushLoan', PUSH_LOAN, 'ro')).body.code).toBe('00');
    expectMemoryIsDisk(server, path, ['ro']);
    server.close();
  });
});
