import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { Operation } from './api/operation.ts';
import { operations } from './registry.ts';
import { listen, testApp } from './test-support/test-kit.ts';

/** Random calls per run; a few thousand keep the whole test near 10 s on this machine. */
const RUNS = 3000;

function fieldNames(schema: z.ZodType | undefined): string[] {
  const def = (schema as unknown as z.core.$ZodTypes | undefined)?._zod.def;
  return def?.type === 'object' ? Object.keys(def.shape) : [];
}

const tricky = fc.constantFrom(
  '',
  '0',
  '1',
  '-1',
  '1.5',
  '3',
  '5',
  '1e3',
  'NaN',
  'null',
  'undefined',
  '[]',
  '{}',
  '%',
  '%%41',
  '__proto__',
  'ORD21',
  'ORD174R',
  'P1001',
  '90006',
  '90009',
  '\u0000',
  '٣',
);
const value = fc.oneof(
  tricky,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer().map(String),
  fc.string({ minLength: 60, maxLength: 400 }),
);

function pairs(names: string[]) {
  const name =
    names.length > 0
      ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 10 }))
      : fc.string({ maxLength: 10 });
  return fc.array(fc.tuple(name, value), { maxLength: 10 });
}

interface Call {
  operation: Operation;
  query: [string, string][];
  body: [string, string][];
  encoding: 'form' | 'json' | 'multipart' | 'none';
  file: { type: string; size: number } | null;
  sandbox: string;
}

const callArbitrary: fc.Arbitrary<Call> = fc.constantFrom(...operations).chain((operation) =>
  fc.record({
    operation: fc.constant(operation),
    query: pairs(fieldNames(operation.query)),
    body: pairs(fieldNames(operation.body)),
    encoding: fc.constantFrom('form', 'form', 'form', 'json', 'multipart', 'none'),
    file: fc.option(
      fc.record({
        type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/plain', ''),
        size: fc.nat(2048),
      }),
    ),
    sandbox: fc.constantFrom('fuzz-a', 'fuzz-b', 'default'),
  }),
);

function requestInit(call: Call): RequestInit {
  if (call.operation.method === 'get') return { method: 'GET' };
  const fields = new URLSearchParams(call.body);
  switch (call.encoding) {
    case 'form':
      return {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: fields,
      };
    case 'json':
      return {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(Object.fromEntries(call.body)),
      };
    case 'multipart': {
      const form = new FormData();
      for (const [key, text] of call.body) form.append(key, text);
      if (call.file)
        form.append(
          call.operation.upload?.field ?? 'file',
          new Blob([new Uint8Array(call.file.size)], { type: call.file.type }),
          'f',
        );
      return { method: 'POST', body: form };
    }
    case 'none':
      return { method: 'POST' };
  }
}

describe('fuzz: random bodies and query strings at every operation', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(testApp());
  });
  afterAll(async () => {
    await server.close();
  });

  it(`answers ${RUNS} random calls without a 5xx, each with a well-formed, contract-valid envelope`, async () => {
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(callArbitrary, async (call) => {
        calls += 1;
        const query = new URLSearchParams(call.query);
        query.set('sessionId', call.sandbox);
        const response = await fetch(`${server.url}${call.operation.path}?${query}`, requestInit(call));
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        if (response.headers.get('content-type')?.startsWith('image/')) return;
        const body = JSON.parse(text);
        expect(typeof body.code).toBe('string');
        expect(typeof body.message).toBe('string');
        expect('data' in body).toBe(true);
        if (call.operation.envelope === 'flagged') expect(typeof body.success).toBe('boolean');
        const conforms = call.operation.response.safeParse(body);
        expect(conforms.success, JSON.stringify(conforms.error?.issues)).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(calls).toBe(RUNS);
  });
});
