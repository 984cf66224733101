import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  RepaymentCommitQueryParams,
  RepaymentCommitResponse,
  RepaymentConfirmQueryParams,
  RepaymentConfirmResponse,
} from '../../../openapi/generated/zod/legacy-repay/legacy-repay.zod.ts';
import {
  GetSmsQueryParams,
  GetSmsResponse,
  RegisterQueryParams,
  RegisterResponse,
} from '../../../openapi/generated/zod/promotion/promotion.zod.ts';
import { defineOperation, fail, type Operation } from '../api/operation.ts';
import { createFakeServer } from '../fake-server.ts';
import { operations } from '../registry.ts';
import { call, examplesOf, send, testApp } from '../test-support/test-kit.ts';
import { SCENARIO_PRESETS } from './presets.ts';

/**
 * Stand-ins for the operations the scenarios name, used only while their group is not built: the
 * scenario answers before any handler runs, so it must work for an operation whatever it does.
 */
function standIn(
  operationId: string,
  path: string,
  query: Operation['query'],
  response: Operation['response'],
): Operation {
  return defineOperation({
    operationId,
    writes: [],
    tag: 'promotion',
    method: 'post',
    path,
    envelope: 'plain',
    query,
    response,
    examples: () => [{}],
    handle: () => fail('400', 'stand-in'),
  });
}
const standIns = [
  standIn('getSms', '/api/v2/youmi/promotion/get-sms', GetSmsQueryParams, GetSmsResponse),
  standIn('register', '/api/v2/youmi/promotion/register', RegisterQueryParams, RegisterResponse),
  standIn(
    'repaymentCommit',
    '/spoken/loan/repayment-commit',
    RepaymentCommitQueryParams,
    RepaymentCommitResponse,
  ),
  standIn(
    'repaymentConfirm',
    '/spoken/loan/repayment-confirm',
    RepaymentConfirmQueryParams,
    RepaymentConfirmResponse,
  ),
].filter((operation) => !operations.some((registered) => registered.operationId === operation.operationId));
const allOperations = [...operations, ...standIns];

function exampleOf(operation: Operation) {
  return standIns.includes(operation) ? {} : (examplesOf(operation)[0] ?? {});
}

async function useScenario(
  app: ReturnType<typeof testApp>,
  name: string,
  sessionId = 'default',
  delayMs?: number,
) {
  const res = await request(app).post(`/__fake/scenario?sessionId=${sessionId}`).send({ name, delayMs });
  expect(res.status).toBe(200);
  return res;
}

describe('scenario presets', () => {
  const codedRules = SCENARIO_PRESETS.flatMap((preset) =>
    preset.rules
      .filter((rule) => rule.code && rule.operationId !== '*')
      .map((rule) => [preset.name, rule] as const),
  );

  it.each(codedRules)('%s makes %o answer its code', async (name, rule) => {
    const app = testApp({ operations: allOperations });
    await useScenario(app, name);
    const operation = allOperations.find((candidate) => candidate.operationId === rule.operationId);
    if (operation === undefined) throw new Error(`No operation ${rule.operationId}`);
    const res = await send(app, operation, exampleOf(operation));
    expect(res.body).toEqual({ code: rule.code, message: rule.message, data: null });
    expect(operation.response.safeParse(res.body).success).toBe(true);
  });

  it('server-error makes every operation answer a 500 envelope with a message', async () => {
    const app = testApp();
    await useScenario(app, 'server-error');
    for (const operation of operations) {
      const res = await send(app, operation, exampleOf(operation));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        code: '500',
        message: 'The server is busy, please try again later.',
        data: null,
      });
      if (operation.envelope === 'flagged') expect(res.body.success).toBe(false);
      expect(operation.response.safeParse(res.body).success).toBe(true);
    }
  });

  it('slow-network delays every call, then answers normally', async () => {
    const app = testApp({ slowNetworkMs: 120 });
    await useScenario(app, 'slow-network');
    const started = performance.now();
    const res = await call(app, 'getServiceContacts', { body: { type: '1' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(res.body.code).toBe('00');
  });

  it('timeout holds calls for the configured time (tests set it short), or the delay given', async () => {
    const app = testApp({ timeoutMs: 150 });
    await useScenario(app, 'timeout');
    let started = performance.now();
    await call(app, 'getErrorPageInfo');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await useScenario(app, 'timeout', 'default', 40);
    started = performance.now();
    const res = await call(app, 'getErrorPageInfo');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(35);
    expect(elapsed).toBeLessThan(140);
    expect(res.body.code).toBe('00');
  });

  it('defaults to ~3 s for slow-network and 65 s, past the 60 s client time-out, for timeout', () => {
    expect(createFakeServer().delays).toEqual({ slowNetworkMs: 3000, timeoutMs: 65_000 });
  });

  it('none switches the scenario off; an unknown name lists the presets', async () => {
    const app = testApp();
    await useScenario(app, 'server-error');
    await useScenario(app, 'none');
    expect((await call(app, 'getErrorPageInfo')).body.code).toBe('00');
    const unknown = await request(app).post('/__fake/scenario').send({ name: 'chaos' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('wrong-captcha');
    const view = await request(app).get('/__fake/scenario');
    expect(view.body.active).toBe('none');
    expect(view.body.presets.map((preset: { name: string }) => preset.name)).toEqual(
      SCENARIO_PRESETS.map((preset) => preset.name),
    );
  });

  it('applies only to its own sandbox', async () => {
    const app = testApp();
    await useScenario(app, 'server-error', 'qa-a');
    expect((await call(app, 'getErrorPageInfo', {}, 'qa-a')).body.code).toBe('500');
    expect((await call(app, 'getErrorPageInfo', {}, 'qa-b')).body.code).toBe('00');
  });
});
