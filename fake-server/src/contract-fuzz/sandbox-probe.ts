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

function cut(text: string): string {
  return text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
}

/**
 * Whether a sandbox still works after a QA change or an import: its faults and scenario cleared
 * (an injected 500 is no failure), every QA read and the export, then the first and the last
 * example of every operation as built from the sandbox's own world, each without a 5xx (and so,
 * the app answering with checked responses, each answer within the contract). Returns what failed.
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
  for (const operation of fake.operations) {
    let examples: ReturnType<typeof operation.examples>;
    try {
      examples = operation.examples(fake.sandboxes.get(sandboxId).state);
    } catch (error) {
      failures.push(
        `${operation.operationId}: its examples cannot be built from this world (${String(error)})`,
      );
      continue;
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
  return failures;
}
