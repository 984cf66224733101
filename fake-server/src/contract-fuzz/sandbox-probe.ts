import type { Express } from 'express';
import request from 'supertest';
import type { FakeServer } from '../fake-server.ts';
import { send } from '../test-support/test-kit.ts';

/** The QA reads a person opens after a change: each must answer without a 5xx. */
const QA_READS = [
  '/__fake/orders',
  '/__fake/clock',
  '/__fake/payments',
  '/__fake/promotion',
  '/__fake/requests?limit=5',
];

/** A broken sandbox fails every call alike: the first few say it. */
const FAILURES_LISTED = 8;

function cut(text: string): string {
  return text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
}

/**
 * Whether a sandbox still works after a QA change or an import: its faults and scenario cleared
 * (an injected 500 is no failure), every QA read and the export, then the first and the last
 * example of every operation as built from the sandbox's own world (the first and the last order,
 * product…), each without a 5xx (and so, the app answering with checked responses, each answer
 * within the contract). Returns what failed (the first few).
 */
export async function probeSandbox(app: Express, fake: FakeServer, sandboxId: string): Promise<string[]> {
  const query = `sessionId=${encodeURIComponent(sandboxId)}`;
  await request(app).delete(`/__fake/faults?${query}`).set('X-Fake-Admin', '1');
  await request(app).post(`/__fake/scenario?${query}`).send({ name: 'none' });
  const failures: string[] = [];
  for (const path of [...QA_READS, `/__fake/sandboxes/${encodeURIComponent(sandboxId)}/export`]) {
    const answer = await request(app).get(`${path}${path.includes('?') ? '&' : '?'}${query}`);
    if (answer.status >= 500) failures.push(`GET ${path}: HTTP ${answer.status} ${cut(answer.text)}`);
  }
  let world = fake.seedWorld;
  try {
    world = fake.sandboxes.get(sandboxId).state;
  } catch (error) {
    // The calls below show what a broken sandbox does to the app: the seed's examples are sent.
    failures.push(`the sandbox cannot be loaded (${String(error)})`);
  }
  for (const operation of fake.operations) {
    let examples: ReturnType<typeof operation.examples>;
    try {
      examples = operation.examples(world);
    } catch {
      // The examples are test code: a world they cannot read (a bind rule of 8.64e15 digits) is
      // still called, with the seed's examples.
      examples = operation.examples(fake.seedWorld);
    }
    for (const example of new Set([examples[0], examples.at(-1)])) {
      if (example === undefined) continue;
      const answer = await send(app, operation, example, sandboxId);
      if (answer.status >= 500)
        failures.push(
          `${operation.operationId} ${JSON.stringify(example.body ?? example.query ?? {})}: HTTP ${answer.status} ${cut(answer.text)}`,
        );
    }
  }
  return failures.length <= FAILURES_LISTED
    ? failures
    : [...failures.slice(0, FAILURES_LISTED), `and ${failures.length - FAILURES_LISTED} more calls`];
}
