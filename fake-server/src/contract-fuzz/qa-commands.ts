import type { Express } from 'express';
import fc from 'fast-check';
import request, { type Response } from 'supertest';
import type * as z from 'zod';
import { OrderPatchSchema } from '../admin/order-patch.ts';
import { ClockInputSchema, ScenarioInputSchema } from '../admin/sandbox-switches.ts';
import type { FakeServer } from '../fake-server.ts';
import { operations } from '../registry.ts';
import { FaultInputSchema } from '../scenarios/faults.ts';
import { SCENARIO_PRESETS } from '../scenarios/presets.ts';
import { send } from '../test-support/test-kit.ts';
import {
  computedFieldMutationArbitrary,
  type ExportMutation,
  exportMutationArbitrary,
  mutatedExport,
  oddValue,
} from './export-mutation.ts';
import { probeSandbox } from './sandbox-probe.ts';

// The commands of the QA API fuzz (qa-fuzz.test.ts): each QA call with the input it sends, whether
// the route's own schema accepts that input, and what it checks after; API calls in between.

/** What the model knows of the sandbox: whether a fault or a scenario may shape its calls. */
export interface Model {
  effects: boolean;
}

export interface Real {
  app: Express;
  fake: FakeServer;
  sandboxId: string;
  /** Each failure with what led to it (FUZZ_SURVEY keeps going; otherwise the first one throws). */
  fail: (text: string) => void;
}

const query = (real: Real) => `sessionId=${encodeURIComponent(real.sandboxId)}`;
const admin = (call: request.Test) => call.set('X-Fake-Admin', '1');
/** A JSON body of any kind (a number or a list too), as a QA tool would send it. */
const json = (call: request.Test, body: unknown) =>
  call.set('Content-Type', 'application/json').send(JSON.stringify(body) ?? 'null');

/** Short text of an answer for a failure report. */
function answerText(response: Response): string {
  const text = response.text ?? '';
  return `HTTP ${response.status} ${text.length > 500 ? `${text.slice(0, 500)}… (${text.length} chars)` : text}`;
}

/** A QA call: what it sends, whether its input passes the route's own schema, what it may change. */
export class QaCommand implements fc.AsyncCommand<Model, Real> {
  readonly label: string;
  /** Sends the call; `note` adds what was only known then (the field an import changed). */
  readonly call: (real: Real, note: (detail: string) => void) => PromiseLike<Response>;
  readonly inputValid: boolean | 'unknown';
  readonly changesWorld: boolean;
  readonly after: (real: Real, response: Response, model: Model) => Promise<void>;

  constructor(
    label: string,
    call: (real: Real, note: (detail: string) => void) => PromiseLike<Response>,
    inputValid: boolean | 'unknown',
    changesWorld: boolean,
    after: (real: Real, response: Response, model: Model) => Promise<void> = async () => {},
  ) {
    this.label = label;
    this.call = call;
    this.inputValid = inputValid;
    this.changesWorld = changesWorld;
    this.after = after;
  }

  check(): boolean {
    return true;
  }

  /** What the call noted while sending. */
  private detail = '';

  async run(model: Model, real: Real): Promise<void> {
    const response = await this.call(real, (detail) => {
      this.detail = detail;
    });
    const label = this.toString();
    const accepted = response.status >= 200 && response.status < 300;
    if (response.status >= 500) real.fail(`${label}\n  answered ${answerText(response)}`);
    if (this.inputValid === false && accepted)
      real.fail(`${label}\n  accepted input its schema refuses: ${answerText(response)}`);
    if (!accepted) return;
    await this.after(real, response, model);
    if (!this.changesWorld) return;
    const failures = await probeSandbox(real.app, real.fake, real.sandboxId);
    model.effects = false;
    if (failures.length > 0)
      real.fail(
        `${label}\n  was accepted (${answerText(response)}), and then the sandbox broke:\n  ${failures.join('\n  ')}`,
      );
  }

  toString(): string {
    return this.detail === '' ? this.label : `${this.label}: ${this.detail}`;
  }
}

function valid<T>(schema: z.ZodType<T>, input: unknown): boolean {
  return schema.safeParse(input).success;
}

/** Text at and around a bound: empty, at the limit, one past it. */
function textAround(max: number): fc.Arbitrary<string> {
  return fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', 'x'.repeat(max), 'x'.repeat(max + 1)));
}

const onOff = fc.constantFrom<unknown>('0', '1', 0, 1, true, false, 'yes', 2, null);
const textFlag = fc.oneof(textAround(2000), fc.boolean(), fc.constantFrom<unknown>(1, null));

const patchBody = fc.oneof(
  fc.record(
    {
      orderStatus: fc.constantFrom<unknown>(
        21,
        110,
        151,
        170,
        174,
        180,
        200,
        '174',
        175,
        0,
        -1,
        '1e2',
        'abc',
        1.5,
      ),
      force: onOff,
      decision: fc.constantFrom<unknown>('approve', 'reject', 'maybe', 1),
      repeatClient: onOff,
      isDelay: onOff,
      isScore: onOff,
      cardNeedPop: onOff,
      h5Url: textFlag,
      playeduL: textFlag,
      reyMsg: textFlag,
      KindTipsMsg: textFlag,
      cardPopTitle: textAround(200),
      cardPopMsg: textAround(2000),
      telephone: textAround(50),
      unknownField: fc.string({ maxLength: 5 }),
    },
    { requiredKeys: [] },
  ),
  oddValue,
);

const patchOrder = fc
  .tuple(fc.nat(), fc.option(fc.constantFrom('NOPE', '', '%2F', 'x'.repeat(300)), { freq: 8 }), patchBody)
  .map(
    ([pick, junkId, body]) =>
      new QaCommand(
        `PATCH /__fake/orders/(order ${junkId ?? `#${pick}`}) ${JSON.stringify(body)}`,
        (real) => {
          const orders = real.fake.sandboxes.get(real.sandboxId).state.shared.orders;
          const orderId = junkId ?? orders[pick % orders.length]?.orderId ?? 'none';
          return json(
            request(real.app).patch(`/__fake/orders/${encodeURIComponent(orderId)}?${query(real)}`),
            body,
          );
        },
        valid(OrderPatchSchema, body) ? 'unknown' : false,
        true,
      ),
  );

const isoDay = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const clockBody = fc.oneof(
  fc.record({
    advance: fc.constantFrom(
      '1d',
      '+3d',
      '12h',
      '30m',
      '1d12h',
      '99999d',
      '0d',
      '100000d',
      '-1d',
      'soon',
      '',
    ),
  }),
  fc.record({ advance: fc.tuple(fc.nat(99999), fc.nat(999999)).map(([days, hours]) => `${days}d${hours}h`) }),
  fc.record({
    set: fc.oneof(
      isoDay,
      fc.constantFrom(
        '2026-03-11',
        '2026-12-01T09:00',
        '9999-12-31',
        '2026-02-30',
        'not-a-date',
        '+275760-09-13',
      ),
    ),
  }),
  fc.constant({ reset: true }),
  fc.constantFrom<unknown>(
    {},
    { advance: 5 },
    { advance: '1d', set: '2026-04-01' },
    { reset: false },
    [],
    'tomorrow',
  ),
);
const moveClock = clockBody.map(
  (body) =>
    new QaCommand(
      `POST /__fake/clock ${JSON.stringify(body)}`,
      (real) => json(request(real.app).post(`/__fake/clock?${query(real)}`), body),
      valid(ClockInputSchema, body) ? 'unknown' : false,
      true,
    ),
);

const operationIds = operations.map(({ operationId }) => operationId);
const faultBody = fc.record(
  {
    operationId: fc.oneof(fc.constantFrom(...operationIds, '*'), fc.constantFrom('nope', '', 'x'.repeat(65))),
    delayMs: fc.constantFrom<unknown>(0, 5, 20, -1, 600_001, 1.5),
    httpStatus: fc.constantFrom<unknown>(400, 500, 503, 599, 200, 600),
    code: fc.constantFrom<unknown>('500', 'E1', '00', '0', '', 'x'.repeat(33)),
    message: textAround(500),
    drop: fc.boolean(),
    times: fc.constantFrom<unknown>(1, 2, 100_000, 0, 100_001),
  },
  { requiredKeys: ['operationId'] },
);
const addFault = faultBody.map(
  (body) =>
    new QaCommand(
      `POST /__fake/faults ${JSON.stringify(body)}`,
      (real) => json(request(real.app).post(`/__fake/faults?${query(real)}`), body),
      valid(FaultInputSchema, body) ? 'unknown' : false,
      false,
      async (real, _response, model) => {
        model.effects = true;
        const faults = (await request(real.app).get(`/__fake/faults?${query(real)}`)).body.faults as {
          operationId: string;
        }[];
        if (!faults.some((fault) => fault.operationId === body.operationId))
          real.fail(
            `POST /__fake/faults ${JSON.stringify(body)} was accepted, yet GET /__fake/faults does not list it`,
          );
      },
    ),
);
const clearFaults = fc
  .option(fc.constantFrom(...operationIds), { freq: 2 })
  .map(
    (operationId) =>
      new QaCommand(
        `DELETE /__fake/faults${operationId === null ? '' : `?operationId=${operationId}`}`,
        (real) =>
          admin(
            request(real.app).delete(
              `/__fake/faults?${query(real)}${operationId === null ? '' : `&operationId=${operationId}`}`,
            ),
          ),
        true,
        false,
      ),
  );

const scenarioBody = fc.record(
  {
    name: fc.oneof(
      fc.constantFrom(...SCENARIO_PRESETS.map(({ name }) => name)),
      fc.constantFrom('nope', '', 'x'.repeat(65)),
    ),
    delayMs: fc.constantFrom<unknown>(0, 10, 40, -1, 600_001, 'soon'),
  },
  { requiredKeys: ['name'] },
);
const chooseScenario = scenarioBody.map(
  (body) =>
    new QaCommand(
      `POST /__fake/scenario ${JSON.stringify(body)}`,
      (real) => json(request(real.app).post(`/__fake/scenario?${query(real)}`), body),
      valid(ScenarioInputSchema, body) ? 'unknown' : false,
      false,
      async (real, _response, model) => {
        model.effects = true;
        const active = (await request(real.app).get(`/__fake/scenario?${query(real)}`)).body.active;
        if (active !== body.name)
          real.fail(
            `POST /__fake/scenario ${JSON.stringify(body)} was accepted, yet the active scenario is ${active}`,
          );
      },
    ),
);

const payOutside = fc
  .record({
    pick: fc.nat(),
    orderId: fc.option(fc.constantFrom('NOPE', '', 'x'.repeat(65)), { freq: 6 }),
    extension: fc.constantFrom<unknown>(undefined, true, false, 'yes'),
  })
  .map(
    ({ pick, orderId, extension }) =>
      new QaCommand(
        `POST /__fake/payments (order ${orderId ?? `#${pick}`}, extension ${String(extension)})`,
        (real) => {
          const orders = real.fake.sandboxes.get(real.sandboxId).state.shared.orders;
          const id = orderId ?? orders[pick % orders.length]?.orderId ?? 'none';
          return request(real.app)
            .post(`/__fake/payments?${query(real)}`)
            .send(extension === undefined ? { orderId: id } : { orderId: id, extension });
        },
        'unknown',
        true,
      ),
  );
const markPaid = fc.tuple(fc.nat(), fc.option(fc.constantFrom('NOPE', '%25'), { freq: 5 })).map(
  ([pick, junk]) =>
    new QaCommand(
      `POST /__fake/payments/(pay code ${junk ?? `#${pick}`})/pay`,
      (real) => {
        const payments = real.fake.sandboxes.get(real.sandboxId).state.repay.payments;
        const payCode = junk ?? payments[pick % Math.max(payments.length, 1)]?.payCode ?? 'none';
        return admin(request(real.app).post(`/__fake/payments/${payCode}/pay?${query(real)}`));
      },
      'unknown',
      true,
    ),
);

const reset = fc.constant(
  new QaCommand(
    'POST /__fake/reset',
    (real) => admin(request(real.app).post(`/__fake/reset?${query(real)}`)),
    true,
    false,
    async (real, _response, model) => {
      model.effects = false;
      const clock = (await request(real.app).get(`/__fake/clock?${query(real)}`)).body;
      const faults = (await request(real.app).get(`/__fake/faults?${query(real)}`)).body.faults;
      if (clock.offsetMs !== 0 || faults.length !== 0)
        real.fail(
          `after POST /__fake/reset the clock offset is ${clock.offsetMs} and ${faults.length} faults remain`,
        );
    },
  ),
);

/** The sandbox's own export, one field changed, imported back. */
export function importCommand(mutation: ExportMutation): QaCommand {
  return new QaCommand(
    `POST /__fake/sandboxes/:id/import of its own export with one field changed`,
    async (real, note) => {
      const file = await request(real.app).get(`/__fake/sandboxes/${real.sandboxId}/export`);
      const { value, path } = mutatedExport(JSON.parse(file.text), mutation);
      note(path);
      return request(real.app)
        .post(`/__fake/sandboxes/${real.sandboxId}/import`)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(value));
    },
    'unknown',
    true,
  );
}
const importMutated = fc.oneof(exportMutationArbitrary, computedFieldMutationArbitrary).map(importCommand);

const junkImport = fc
  .oneof(
    fc.constantFrom('not json', '[]', '42', '"export"', 'null', '{"format":"cashloan-fake-sandbox"}', '{'),
    fc.json({ maxDepth: 3 }),
  )
  .map(
    (text) =>
      new QaCommand(
        `POST /__fake/sandboxes/:id/import ${text.slice(0, 80)}`,
        (real) =>
          request(real.app)
            .post(`/__fake/sandboxes/${real.sandboxId}/import`)
            .set('Content-Type', 'application/json')
            .send(text),
        false,
        true,
      ),
  );

/** The answer, or a rejection once `ms` passed without one (a delay a fault asked for). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** An API call between the QA changes: an example of an operation, built from the sandbox's world. */
class ApiCall implements fc.AsyncCommand<Model, Real> {
  readonly operationPick: number;
  readonly examplePick: number;

  constructor(operationPick: number, examplePick: number) {
    this.operationPick = operationPick;
    this.examplePick = examplePick;
  }

  check(): boolean {
    return true;
  }

  async run(model: Model, real: Real): Promise<void> {
    const operation = real.fake.operations[this.operationPick % real.fake.operations.length];
    if (operation === undefined) return;
    const examples = operation.examples(real.fake.sandboxes.get(real.sandboxId).state);
    const example = examples[this.examplePick % Math.max(examples.length, 1)] ?? {};
    let response: Response;
    try {
      response = await withTimeout(send(real.app, operation, example, real.sandboxId), 2000);
    } catch (error) {
      // A dropped connection or a delay is what a fault or scenario is for.
      if (!model.effects)
        real.fail(
          `${operation.operationId} ${JSON.stringify(example.body ?? example.query ?? {})}: no answer (${String(error)})`,
        );
      return;
    }
    const logged = real.fake.sandboxes.get(real.sandboxId).log.at(-1);
    if (response.status >= 500 && (logged?.effect ?? null) === null)
      real.fail(
        `${operation.operationId} ${JSON.stringify(example.body ?? example.query ?? {})}: ${answerText(response)}`,
      );
  }

  toString(): string {
    return `API call (operation #${this.operationPick}, example #${this.examplePick})`;
  }
}

const apiCall = fc.tuple(fc.nat(), fc.nat()).map(([operation, example]) => new ApiCall(operation, example));

/** Every QA command and API call, up to 15 in a run; imports are the likeliest. */
export const qaCommands = fc.commands(
  [
    patchOrder,
    moveClock,
    addFault,
    clearFaults,
    chooseScenario,
    payOutside,
    markPaid,
    reset,
    importMutated,
    importMutated,
    importMutated,
    junkImport,
    apiCall,
    apiCall,
    apiCall,
  ],
  { maxCommands: 15 },
);
