import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textToSchemaTypes } from '../api/form-text.ts';
import type { Operation } from '../api/operation.ts';
import type { FakeServer } from '../fake-server.ts';
import { operations } from '../registry.ts';
import { listen, testServer } from '../test-support/test-kit.ts';
import { type ContractOperation, contractVerdict, type FuzzRequest, readContract } from './contract-model.ts';
import { fuzzSettings } from './fuzz-settings.ts';
import { isSuccess, violations } from './judge.ts';
import {
  type Mutation,
  mutated,
  mutationArbitraries,
  type Overlay,
  overlaid,
  overlayArbitrary,
  validRequestArbitrary,
} from './request-arbitrary.ts';
import { describeAnswer, describeRequest, sendRequest } from './send-request.ts';
import { worldRecords } from './world-records.ts';

const { seed, scale, survey } = fuzzSettings();
/** Runs of the HTTP property (each a fresh sandbox and up to 40 calls). */
const RUNS = 500 * scale;
/** Requests of the in-process property (no HTTP): a few seconds. */
const SCHEMA_RUNS = 4000 * scale;

const contract = readContract();
const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

interface Pair {
  operation: Operation;
  contract: ContractOperation;
}

const pairs: Pair[] = contract.map((entry) => {
  const operation = byId.get(entry.operationId);
  if (operation === undefined) throw new Error(`The contract's ${entry.operationId} is not in the registry`);
  return { operation, contract: entry };
});

/** A call as planned: a valid request, the world records laid over it, and maybe one way to break it. */
interface PlannedCall {
  operationId: string;
  request: FuzzRequest;
  overlays: readonly Overlay[];
  mutation: Mutation | null;
}

function callArbitrary({ contract: entry }: Pair): fc.Arbitrary<PlannedCall> {
  const mutations = mutationArbitraries(entry);
  return fc.record({
    operationId: fc.constant(entry.operationId),
    request: validRequestArbitrary(entry),
    // Most calls name things of the world; some keep every generated value.
    overlays: fc.oneof(
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 6, arbitrary: fc.array(overlayArbitrary, { minLength: 1, maxLength: 4 }) },
    ),
    // About a third of the calls are broken in one way: a bound crossed, a field left out…
    mutation:
      mutations.length === 0
        ? fc.constant(null)
        : fc.oneof(
            { weight: 2, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fc.oneof(...mutations) },
          ),
  });
}

function pairOf(operationId: string): Pair {
  const pair = pairs.find(({ operation }) => operation.operationId === operationId);
  if (pair === undefined) throw new Error(`no operation ${operationId}`);
  return pair;
}

/** What the server's own zod schemas say to a request (as run-operation.ts reads it), or null when they accept it. */
function schemaRefusal(operation: Operation, request: FuzzRequest): string | null {
  const query = operation.query.safeParse(textToSchemaTypes(operation.query, request.query));
  const fields: Record<string, unknown> = { ...request.body };
  for (const [name, file] of Object.entries(request.files))
    fields[name] = new Blob([new Uint8Array(file.bytes)], { type: file.contentType });
  const body = operation.body?.safeParse(textToSchemaTypes(operation.body, fields));
  const issues = [...(query.error?.issues ?? []), ...(body?.error?.issues ?? [])];
  return issues.length === 0
    ? null
    : JSON.stringify(issues.map(({ path, message }) => `${path.join('.')}: ${message}`));
}

const callsByTag = new Map<string, fc.Arbitrary<PlannedCall>[]>();
for (const pair of pairs) {
  const list = callsByTag.get(pair.operation.tag) ?? [];
  list.push(callArbitrary(pair));
  callsByTag.set(pair.operation.tag, list);
}
const allCalls = [...callsByTag.values()].flat();

/**
 * A run: calls in one fresh sandbox, either within one API group (as a screen of the app calls
 * them: get-sid, then the captcha, then get-sms…) or across all of them.
 */
const runArbitrary: fc.Arbitrary<PlannedCall[]> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...callsByTag.values())
      .chain((calls) => fc.array(fc.oneof(...calls), { minLength: 1, maxLength: 40 })),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(...allCalls), { minLength: 1, maxLength: 40 }) },
);

describe('contract fuzz: valid and boundary requests for every operation', () => {
  let app: ReturnType<typeof testServer>;
  let server: Awaited<ReturnType<typeof listen>>;
  let runNumber = 0;
  const successes = new Map<string, number>();
  const answers = new Map<string, Map<string, number>>();
  /** FUZZ_SURVEY: each distinct failure (operation and what broke) with its first example. */
  const surveyed = new Map<string, string>();

  /** A failure: thrown (fast-check then shrinks it), or in a survey kept and passed over. */
  function report(key: string, text: string): void {
    if (!survey) throw new Error(text);
    if (!surveyed.has(key)) surveyed.set(key, text);
  }

  function expectNoneSurveyed(): void {
    const list = [...surveyed.values()];
    surveyed.clear();
    expect(list, `${list.length} distinct failures:\n\n${list.join('\n\n')}`).toEqual([]);
  }

  beforeAll(async () => {
    app = testServer();
    server = await listen(app.app);
  });
  afterAll(async () => {
    await server.close();
    app.server.close();
  });

  function tally(operationId: string, answer: string): void {
    const seen = answers.get(operationId) ?? new Map<string, number>();
    seen.set(answer, (seen.get(answer) ?? 0) + 1);
    answers.set(operationId, seen);
  }

  async function play(fake: FakeServer, calls: readonly PlannedCall[]): Promise<void> {
    runNumber += 1;
    const sandboxId = `fuzz-${seed}-${runNumber}`;
    for (const call of calls) {
      const pair = pairOf(call.operationId);
      const records = worldRecords(fake.sandboxes.get(sandboxId).state);
      const laid = overlaid(pair.contract, call.request, call.overlays, records);
      const request = call.mutation === null ? laid.request : mutated(laid.request, call.mutation);
      const verdict = contractVerdict(pair.contract, request);
      const answer = await sendRequest(server.url, pair.contract, request, sandboxId);
      const logged = fake.sandboxes.get(sandboxId).log.at(-1);
      const found = violations(pair.operation, pair.contract, verdict, answer, logged);
      if (isSuccess(pair.operation, answer))
        successes.set(call.operationId, (successes.get(call.operationId) ?? 0) + 1);
      const code = (answer.json as { code?: unknown } | undefined)?.code;
      tally(
        call.operationId,
        `${answer.status} ${String(code ?? answer.contentType)}${verdict.valid ? '' : ' (invalid request)'}`,
      );
      if (found.length > 0) {
        report(
          `${call.operationId}: ${found.map((text) => text.split(/[:(]/)[0]).join('; ')}${call.mutation === null ? '' : ` (broken: ${call.mutation.kind})`}`,
          [
            `${call.operationId}: ${found.join('; ')}`,
            `request (${verdict.valid ? 'valid for the contract' : `invalid: ${verdict.problems.join('; ')}`}; ` +
              `values from ${laid.sources.join(', ') || 'no record'}${call.mutation === null ? '' : `; broken: ${call.mutation.kind} ${call.mutation.field}`}):`,
            describeRequest(pair.contract, request),
            'answer:',
            describeAnswer(answer),
            `sandbox ${sandboxId}`,
          ].join('\n'),
        );
      }
    }
  }

  it(
    `the server's validation agrees with the contract on ${SCHEMA_RUNS} generated requests`,
    () => {
      // In-process and quick: the zod schemas the server validates with, against the contract (Ajv).
      const pairCalls = pairs.map(({ contract: entry }) => {
        const mutations = mutationArbitraries(entry);
        return fc.record({
          operationId: fc.constant(entry.operationId),
          request: validRequestArbitrary(entry),
          mutation:
            mutations.length === 0 ? fc.constant(null) : fc.option(fc.oneof(...mutations), { freq: 2 }),
        });
      });
      fc.assert(
        fc.property(fc.oneof(...pairCalls), ({ operationId, request: valid, mutation }) => {
          const { operation, contract: entry } = pairOf(operationId);
          const request = mutation === null ? valid : mutated(valid, mutation);
          const verdict = contractVerdict(entry, request);
          // A file that is no image passes the schema (a Blob) and is refused by the upload's own check
          // (the run over HTTP below judges it). A form value beyond the named fields is checked by the
          // generated schema itself (openapi/open-form-extras.ts, its zod preprocess).
          if (!verdict.valid && verdict.problems.every((problem) => problem.includes('is not an image')))
            return;
          const refusal = schemaRefusal(operation, request);
          if ((refusal === null) === verdict.valid) return;
          report(
            `${operationId}: schemas ${verdict.valid ? 'refuse a valid' : 'accept an invalid'} request${mutation === null ? '' : ` (${mutation.kind} ${mutation.field})`}`,
            `${operationId}: the contract says ${verdict.valid ? 'valid' : `invalid (${verdict.problems.join('; ')})`}, ` +
              `the server's schemas ${refusal === null ? 'accept' : `refuse (${refusal})`}\n${describeRequest(entry, request)}`,
          );
        }),
        { seed, numRuns: SCHEMA_RUNS },
      );
      expectNoneSurveyed();
    },
    60_000 * scale,
  );

  it(
    `${RUNS} runs of calls in fresh sandboxes: no 5xx, every answer in the contract, valid requests not refused, invalid ones never successful`,
    async () => {
      await fc.assert(
        fc.asyncProperty(runArbitrary, (calls) => play(app.server, calls)),
        { seed, numRuns: RUNS },
      );
      expectNoneSurveyed();
    },
    300_000 * scale,
  );

  it('every operation reached its success answer', () => {
    const never = pairs
      .map(({ operation }) => operation.operationId)
      .filter((operationId) => (successes.get(operationId) ?? 0) === 0)
      .map(
        (operationId) =>
          `${operationId}: ${JSON.stringify(Object.fromEntries(answers.get(operationId) ?? []))}`,
      );
    expect(
      never,
      `operations that never answered success (answers seen: HTTP status, code):\n${never.join('\n')}`,
    ).toEqual([]);
  });
});
